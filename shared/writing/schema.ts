import { Type, type Static } from '@sinclair/typebox'

export const CaseNoteSubSection = Type.Object(
  {
    label: Type.String({ maxLength: 1000 }),
    /** Multi-line; a line with a colon shows as label and value. */
    content: Type.String({ maxLength: 20_000 }),
    /**
     * Whether the note belongs in the letter: the letter checks name the relevant notes a letter
     * leaves out and the others it takes in (docs/decisions/0099). Never served while the test is sat.
     */
    relevant: Type.Optional(
      Type.Boolean({ description: 'Ticked: a good letter uses this note. Unticked: the reader does not need it. The letter checks go by it.' }),
    ),
    /**
     * What shows the note is in a letter: words or phrases, each with its paraphrases after "|"
     * ("walking frame|walker"). Without them the check reads the note's own words.
     */
    keyTerms: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 50,
        description: 'Words that show a letter uses the note, each with its paraphrases after "|" (walking frame|walker).',
      }),
    ),
  },
  { additionalProperties: false },
)
export type CaseNoteSubSection = Static<typeof CaseNoteSubSection>

export const CaseNote = Type.Object(
  { title: Type.String({ maxLength: 1000 }), subSections: Type.Array(CaseNoteSubSection, { maxItems: 100 }) },
  { additionalProperties: false },
)
export type CaseNote = Static<typeof CaseNote>

/** Writing test (SPEC.md section 3). It asks no keyed questions: staff evaluate it. */
export const WritingTest = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    subTitle: Type.String({ maxLength: 1000 }),
    instructions: Type.String({ maxLength: 20_000 }),
    caseNotes: Type.Array(CaseNote, { maxItems: 50 }),
    writingPrompt: Type.String({ maxLength: 20_000 }),
    /** A letter that answers the task well: shown only after submitting; the letter checks find nothing in it. */
    modelLetter: Type.Optional(
      Type.String({ maxLength: 20_000, description: 'A letter that answers the task well, for after the test. The letter checks must find nothing in it.' }),
    ),
  },
  { additionalProperties: false },
)
export type WritingTest = Static<typeof WritingTest>
