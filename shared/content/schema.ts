import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { SCORE_MAX } from '#shared/scoring/bands.ts'
import { AnswerKey } from '#shared/answers/schema.ts'
import { ListeningTest } from '#shared/listening/schema.ts'
import { MockTest } from '#shared/mock/schema.ts'
import { ReadingTest } from '#shared/reading/schema.ts'
import { SpeakingTest } from '#shared/speaking/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { WritingTest } from '#shared/writing/schema.ts'

/** The content schema of each kind of test. Both listening kinds accept either listening form. */
export const CONTENT_SCHEMAS = {
  listening: ListeningTest,
  'oet-listening': ListeningTest,
  'oet-reading': ReadingTest,
  'oet-writing': WritingTest,
  'oet-speaking': SpeakingTest,
  mock: MockTest,
} as const satisfies Record<TestKind, TSchema>

/** A test's content paired with its kind, so that narrowing on `kind` types `content`. */
export type TestContent = {
  [K in TestKind]: { kind: K; content: Static<(typeof CONTENT_SCHEMAS)[K]> }
}[TestKind]

/** One point of a raw -> scaled table; the points must rise (checked by validateImportDocument). */
export const ScalingPoint = Type.Object(
  {
    raw: Type.Integer({ minimum: 0, maximum: 1000 }),
    scaled: Type.Integer({ minimum: 0, maximum: SCORE_MAX }),
  },
  { additionalProperties: false },
)
export type ScalingPoint = Static<typeof ScalingPoint>

export const Scaling = Type.Array(ScalingPoint, { minItems: 1, maxItems: 200 })
export type Scaling = Static<typeof Scaling>

export const ImportTitle = Type.String({ minLength: 1, maxLength: 200 })

function importDocumentOf<K extends TestKind, C extends TSchema>(kind: K, content: C) {
  return Type.Object(
    {
      kind: Type.Literal(kind),
      title: ImportTitle,
      content,
      answerKey: AnswerKey,
      scaling: Type.Optional(Scaling),
    },
    { additionalProperties: false },
  )
}

/** The import document of each kind: what the editor checks a draft of that kind against. */
export const IMPORT_DOCUMENTS = {
  listening: importDocumentOf('listening', CONTENT_SCHEMAS.listening),
  'oet-listening': importDocumentOf('oet-listening', CONTENT_SCHEMAS['oet-listening']),
  'oet-reading': importDocumentOf('oet-reading', CONTENT_SCHEMAS['oet-reading']),
  'oet-writing': importDocumentOf('oet-writing', CONTENT_SCHEMAS['oet-writing']),
  'oet-speaking': importDocumentOf('oet-speaking', CONTENT_SCHEMAS['oet-speaking']),
  mock: importDocumentOf('mock', CONTENT_SCHEMAS.mock),
} as const satisfies Record<TestKind, TSchema>

/**
 * The import document of DESIGN.md section 4 (POST /api/admin/tests, npm run content:import):
 * `content`'s schema depends on `kind`. A mock's answer key prefixes ids with their section.
 * Validate with validateImportDocument, which also checks the answer key against the content.
 */
export const ImportDocument = Type.Union(Object.values(IMPORT_DOCUMENTS), { $id: 'ImportDocument' })
export type ImportDocument = Static<typeof ImportDocument>

/** What POST /api/admin/tests answers. */
export const CreatedTestResponse = Type.Object({ id: Type.String() }, { $id: 'CreatedTestResponse' })
export type CreatedTestResponse = Static<typeof CreatedTestResponse>
