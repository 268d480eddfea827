/** DESIGN.md section 4: the kinds of test, as the import document's `kind` names them. */
export const TEST_KINDS = ['listening', 'oet-listening', 'oet-reading', 'oet-writing', 'oet-speaking', 'mock'] as const
export type TestKind = (typeof TEST_KINDS)[number]

export function isTestKind(value: unknown): value is TestKind {
  return typeof value === 'string' && (TEST_KINDS as readonly string[]).includes(value)
}
