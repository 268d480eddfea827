import type { TestKind } from '#shared/test-kinds/test-kinds.ts'

/** Each kind of test as staff read it. */
export const KIND_NAMES: Record<TestKind, string> = {
  listening: 'General listening',
  'oet-listening': 'OET listening',
  'oet-reading': 'OET reading',
  'oet-writing': 'OET writing',
  'oet-speaking': 'OET speaking',
  mock: 'Mock test',
}
