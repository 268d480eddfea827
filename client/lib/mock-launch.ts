import { MOCK_SECTIONS, type MockSection } from '#shared/mock/mock.ts'
import { testLaunchSearch, validateTestLaunch, type TestLaunch, type TestLaunchSearch } from './test-launch.ts'

/**
 * How a student chose to sit a mock test: practice (minutes for each timed section) or
 * simulation, and which sections. Carried in the URL like any test's launch (docs/decisions/0010
 * and 0020), so a reload and the server's render see it.
 */
export interface MockLaunch extends Omit<TestLaunch, 'parts'> {
  /** The sections to sit, in the mock's order; all the mock has when absent. */
  sections?: MockSection[]
}

export type MockLaunchSearch = Omit<TestLaunchSearch, 'parts'> & { sections?: MockSection[] }

/** TanStack Router's validateSearch for /mock-test/{id}: anything odd is dropped, no defaults added. */
export function validateMockLaunch(search: Record<string, unknown>): MockLaunchSearch {
  const launch: MockLaunchSearch = validateTestLaunch({ mode: search.mode, minutes: search.minutes })
  const raw = search.sections
  // The hub writes "listening,reading"; the router writes a validated list back as JSON.
  const wanted = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : null
  const sections = wanted ? MOCK_SECTIONS.filter((section) => wanted.includes(section)) : []
  return sections.length > 0 ? { ...launch, sections } : launch
}

/** The search the hub links with; the inverse of validateMockLaunch. */
export function mockLaunchSearch(launch: MockLaunch): Record<string, string> {
  const search = testLaunchSearch({ mode: launch.mode, ...(launch.minutes !== undefined ? { minutes: launch.minutes } : {}) })
  if (launch.sections) search.sections = launch.sections.join(',')
  return search
}

/** Where starting a mock goes: /mock-test/{id} with the launch in the search. */
export const mockLaunchHref = (testId: string, launch: MockLaunch): string =>
  `/mock-test/${encodeURIComponent(testId)}?${new URLSearchParams(mockLaunchSearch(launch)).toString()}`
