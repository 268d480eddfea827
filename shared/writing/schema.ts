import { Type, type Static } from '@sinclair/typebox'

export const CaseNoteSubSection = Type.Object(
  {
    label: Type.String({ maxLength: 1000 }),
    /** Multi-line; a line with a colon shows as label and value. */
    content: Type.String({ maxLength: 20_000 }),
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
  },
  { additionalProperties: false },
)
export type WritingTest = Static<typeof WritingTest>
