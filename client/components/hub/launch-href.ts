import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { testLaunchSearch, type TestLaunch } from '../../lib/test-launch.ts'

/** The test screen a test of this kind runs on: reading has its own, both listening forms share one. */
export const testScreenPath = (kind: TestKind): string => (kind === 'oet-reading' ? '/oet-reading' : '/oet-listening')

/**
 * Where starting (or resuming) a test goes: its screen with the launch in the search. Built as an
 * href so the hubs do not depend on how the test screens type their search.
 */
export function launchHref(kind: TestKind, testId: string, launch: TestLaunch): string {
  return `${testScreenPath(kind)}/${encodeURIComponent(testId)}?${new URLSearchParams(testLaunchSearch(launch)).toString()}`
}
