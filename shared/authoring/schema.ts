import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { TestKind } from '#shared/test-kinds/schema.ts'

/**
 * A test's versions as staff write them (docs/decisions/0074): a draft is edited in place and may
 * be unfinished; publishing it makes it what students see and retires the version before it.
 */
export const TEST_VERSION_STATUSES = ['draft', 'published', 'retired'] as const
export const TestVersionStatus = literalUnion(TEST_VERSION_STATUSES)
export type TestVersionStatus = Static<typeof TestVersionStatus>

/** A problem of a draft, at its field's JSON pointer ("/content/partA/extracts/0/audioURL"). */
export const FieldProblem = Type.Object({ path: Type.String(), message: Type.String() })
export type FieldProblem = Static<typeof FieldProblem>

/** A version opened in the editor: its import document, as unfinished as a draft may be, and its problems. */
export const TestVersionView = Type.Object(
  {
    id: Type.String(),
    familyId: Type.String(),
    version: Type.Integer(),
    status: TestVersionStatus,
    /** A draft's saves so far; a save sends the one it was made from (PUT ...?revision=n). */
    revision: Type.Integer({ minimum: 1 }),
    document: Type.Object({ kind: TestKind, title: Type.String() }, { additionalProperties: true }),
    problems: Type.Array(FieldProblem),
  },
  { $id: 'TestVersionView' },
)
export type TestVersionView = Static<typeof TestVersionView>

export const TestVersionSummary = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  status: TestVersionStatus,
  kind: TestKind,
  title: Type.String(),
  createdAt: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
})
export type TestVersionSummary = Static<typeof TestVersionSummary>

/** Every test with its versions, newest first. */
export const TestFamilyList = Type.Object(
  { items: Type.Array(Type.Object({ familyId: Type.String(), versions: Type.Array(TestVersionSummary) })) },
  { $id: 'TestFamilyList' },
)
export type TestFamilyList = Static<typeof TestFamilyList>
