import { Type, type Static } from '@sinclair/typebox'
import { McqQuestion } from '#shared/qtypes/mcq/schema.ts'
import { NoteCompletionQuestion } from '#shared/qtypes/note-completion/schema.ts'
import { SentenceCompletionQuestion } from '#shared/qtypes/sentence-completion/schema.ts'

/** A relative or absolute address of a file served by the API host (SPEC.md section 7). */
export const MediaUrl = Type.String({ minLength: 1, maxLength: 2048 })

const Text = (maxLength = 4000) => Type.String({ maxLength })

export const ReadingTableColumn = Type.Object({ heading: Text(1000) }, { additionalProperties: false })
export const ReadingTableRow = Type.Object(
  { entries: Type.Array(Text(), { maxItems: 50 }) },
  { additionalProperties: false },
)

export const ReadingTable = Type.Object(
  {
    mainHeading: Text(1000),
    instructions: Text(),
    columns: Type.Array(ReadingTableColumn, { maxItems: 50 }),
    rows: Type.Array(ReadingTableRow, { maxItems: 500 }),
  },
  { additionalProperties: false },
)
export type ReadingTable = Static<typeof ReadingTable>

/** A text of a reading part (also shown in listening parts): title, paragraphs, image, tables. */
export const ReadingText = Type.Object(
  {
    title: Text(1000),
    paragraphs: Type.Array(Text(20_000), { maxItems: 500 }),
    imageUrl: Type.Optional(MediaUrl),
    tables: Type.Optional(Type.Array(ReadingTable, { maxItems: 20 })),
  },
  { additionalProperties: false },
)
export type ReadingText = Static<typeof ReadingText>

/** The texts and questions every reading part and standalone listening part carries. */
export const partContentFields = {
  readingTexts: Type.Array(ReadingText, { maxItems: 20 }),
  mcqQuestions: Type.Array(McqQuestion, { maxItems: 100 }),
  noteCompletionQuestions: Type.Array(NoteCompletionQuestion, { maxItems: 50 }),
  sentenceCompletionQuestions: Type.Array(SentenceCompletionQuestion, { maxItems: 50 }),
}

export const ReadingPart = Type.Object(
  { heading: Text(1000), instructions: Text(), ...partContentFields },
  { additionalProperties: false },
)
export type ReadingPart = Static<typeof ReadingPart>

/** Reading test (SPEC.md section 3): heading and parts A, B and C. */
export const ReadingTest = Type.Object(
  { heading: Text(1000), partA: ReadingPart, partB: ReadingPart, partC: ReadingPart },
  { additionalProperties: false },
)
export type ReadingTest = Static<typeof ReadingTest>
