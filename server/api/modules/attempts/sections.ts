import { mockSectionsOf, type MockSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { badRequest } from '../../errors.ts'
import type { TestRow } from '../tests/repository.ts'

/**
 * A mock's sections to sit, in the mock's order: those asked for (all it has when none are), each
 * one it has. Null for any other test, which may not ask for sections.
 */
export function chosenSections(test: TestRow, asked: readonly MockSection[] | undefined): MockSection[] | null {
  if (test.kind !== 'mock') {
    if (asked) throw badRequest('sections: only a mock test has sections to choose; leave sections out for this test.')
    return null
  }
  const has = mockSectionsOf(test.content as MockTest)
  const missing = asked?.find((section) => !has.includes(section))
  if (missing) throw badRequest(`sections: this mock has no ${missing} section; choose from ${has.join(', ')}.`)
  return asked ? has.filter((section) => asked.includes(section)) : has
}
