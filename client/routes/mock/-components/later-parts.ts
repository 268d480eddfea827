import type { MockSection } from '#shared/mock/mock.ts'
import { fetchAhead, laterChunk, laterComponent, whenIdle } from '#client/lib/later-chunks.ts'

/*
 * The reading, writing and speaking screens of a mock, each in a chunk of its own (decision 0092):
 * a mock opens on its first section, and speaking's recorder alone is the size of the rest of the
 * mock's screens. Listening's screen, where a full mock begins, comes with the page. The result
 * dialog with its review comes after the submit, where recording a refused speaking part again
 * uses speaking's recorder too.
 */
const loaders = {
  reading: laterChunk(() => import('#client/exam/reading/ReadingPart.tsx').then((module) => module.ReadingPart)),
  writing: laterChunk(() => import('#client/exam/writing/WritingExam.tsx').then((module) => module.WritingExam)),
  speaking: laterChunk(() => import('#client/exam/speaking/SpeakingExam.tsx').then((module) => module.SpeakingExam)),
  resend: laterChunk(() => import('#client/exam/speaking/ResendPart.tsx').then((module) => module.ResendPart)),
  result: laterChunk(() => import('./MockResultDialog.tsx').then((module) => module.MockResultDialog)),
}

export const ReadingPart = laterComponent(loaders.reading)
export const WritingExam = laterComponent(loaders.writing)
export const SpeakingExam = laterComponent(loaders.speaking)
export const ResendPart = laterComponent(loaders.resend)
export const MockResultDialog = laterComponent(loaders.result)

/**
 * Fetches the screens of the mock's sections, and its result, while the student is on the first
 * screen, when the browser is idle: no section waits for its screen. Answers a function that cancels it.
 */
export function prefetchLaterParts(sections: readonly MockSection[]): () => void {
  return whenIdle(() => {
    for (const section of sections) if (section !== 'listening') fetchAhead(loaders[section])
    if (sections.includes('speaking')) fetchAhead(loaders.resend)
    fetchAhead(loaders.result)
  })
}
