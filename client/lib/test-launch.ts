import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import { ATTEMPT_MODES, type AttemptMode } from '#shared/attempts/attempts.ts'

/**
 * How a student chose to sit a listening or reading test: the spec's "navigation state" (mode,
 * parts, timeLimit), carried in the URL's search so that a reload and the server's render see it
 * too (docs/decisions/0010). `minutes` is the practice limit; simulation ignores it.
 */
export interface TestLaunch {
  mode: AttemptMode
  minutes?: number | 'no-limit'
  /** Listening only: the subset of parts to sit, in order; all when absent. */
  parts?: PartName[]
}

const MAX_MINUTES = 300

/** What the URL says; a missing mode means practice (see withLaunchDefaults). */
export type TestLaunchSearch = Partial<Pick<TestLaunch, 'mode'>> & Omit<TestLaunch, 'mode'>

/**
 * TanStack Router's validateSearch for the test screens: anything odd is dropped. It adds no
 * defaults, because a search the router has to fill in makes it redirect to the filled-in URL.
 */
export function validateTestLaunch(search: Record<string, unknown>): TestLaunchSearch {
  const launch: TestLaunchSearch = {}
  const mode = ATTEMPT_MODES.find((m) => m === search.mode)
  if (mode) launch.mode = mode
  const minutes = search.minutes
  if (minutes === 'no-limit') launch.minutes = 'no-limit'
  else if (Number.isInteger(Number(minutes)) && Number(minutes) >= 1 && Number(minutes) <= MAX_MINUTES) {
    launch.minutes = Number(minutes)
  }
  // The hubs write "partA,partC"; the router, once the screen has validated it, writes the list
  // back as JSON (["partA","partC"]). Both must read the same after a reload.
  const wanted = typeof search.parts === 'string' ? search.parts.split(',') : Array.isArray(search.parts) ? search.parts : null
  if (wanted) {
    const parts = PART_NAMES.filter((part) => wanted.includes(part))
    if (parts.length > 0) launch.parts = parts
  }
  return launch
}

/** The launch a screen follows: practice unless the URL says simulation. */
export const withLaunchDefaults = (search: TestLaunchSearch): TestLaunch => ({ ...search, mode: search.mode ?? 'practice' })

/** The search a hub links with; the inverse of validateTestLaunch. */
export function testLaunchSearch(launch: TestLaunch): Record<string, string> {
  const search: Record<string, string> = { mode: launch.mode }
  if (launch.mode === 'practice' && launch.minutes !== undefined) search.minutes = String(launch.minutes)
  if (launch.parts) search.parts = launch.parts.join(',')
  return search
}
