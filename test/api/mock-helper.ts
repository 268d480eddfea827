import type { ImportDocument } from '#shared/content/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { Backend } from '#test/helper.ts'
import { attemptsWorld, importDocument } from './attempts-helper.ts'

/** Helpers shared by the mock-*.test.ts files. */

/** The sample mock (all four sections) without the sections not named. */
export function mockWith(sections: (keyof MockTest)[], title = `Mock of ${sections.join(' and ')}`): ImportDocument {
  const document = sampleDocument('mock')
  if (document.kind !== 'mock') throw new Error('the mock sample is not a mock')
  const content = Object.fromEntries(Object.entries(document.content).filter(([section]) => sections.includes(section as keyof MockTest)))
  const answerKey = Object.fromEntries(Object.entries(document.answerKey).filter(([id]) => sections.some((section) => id.startsWith(`${section}:`))))
  return { ...document, title, content, answerKey } as ImportDocument
}

/** attemptsWorld plus the full sample mock ("Mock 1") and a mock of listening and reading only. */
export async function mockWorld(t: Parameters<typeof attemptsWorld>[0], backend: Backend, overrides: Parameters<typeof attemptsWorld>[2] = {}) {
  const world = await attemptsWorld(t, backend, overrides)
  const mocks = {
    full: await importDocument(world.app, world.admin, sampleDocument('mock')),
    keyed: await importDocument(world.app, world.admin, mockWith(['listening', 'reading'])),
  }
  return { ...world, mocks }
}

/** The mock submit call, multipart as the web server forwards it. */
export const mockSubmitUrl = (testId: string) => `/api/mock-tests/${testId}/submit`
