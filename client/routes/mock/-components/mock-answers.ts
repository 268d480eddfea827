import type { AnswerMap } from '#shared/answers/schema.ts'
import { mockKeyId, type MockKeyedSection, type MockSection } from '#shared/mock/mock.ts'
import type { MockSubmitSectionResult } from '#shared/mock/results-schema.ts'
import type { ReviewListItem } from '#client/components/review/ReviewList.tsx'
import type { AnswerMode } from '#client/exam/writing/writing-submission.ts'
import type { PartAudio } from '#client/exam/speaking/part-audio.ts'

/** The autosave key of the letter (contract point 2). */
export const WRITING_ANSWER_KEY = 'writing:answer'

/** One section's answers as its screens know them: the attempt's map without the section's prefix. */
export function sectionAnswers(answers: AnswerMap, section: MockKeyedSection): AnswerMap {
  const prefix = mockKeyId(section, '')
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  )
}

/** Answers worth sending: a cleared box ('' or spaces) is no answer. */
const given = (answers: AnswerMap): AnswerMap => Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ''))

export interface MockDraft {
  attemptId: string
  sections: readonly MockSection[]
  answers: AnswerMap
  /** When each answer was typed (ISO, server clock), by its saved key; the letter sent counts as typed now. */
  typedAt?: Readonly<Record<string, string>>
  writingMode: AnswerMode | null
  images: readonly File[]
  /** The recorded or uploaded response of each role-play, by main card number. */
  speaking: ReadonlyMap<number, PartAudio>
}

/** A recording's file name in the form: the student's own for a file, the part's for a recording. */
const audioName = (part: number, audio: PartAudio) =>
  audio.source === 'upload' ? audio.name : `speaking-part-${part}.${audio.name.split('.').pop() ?? 'webm'}`

/**
 * POST /api/mock-tests/{id}/submit's multipart body (contract point 3): the fields of the chosen
 * sections only, answers without their section prefix, one speakingFiles per speakingResponses entry.
 */
export function mockSubmitForm(draft: MockDraft): FormData {
  const form = new FormData()
  form.append('attemptId', draft.attemptId)
  const has = (section: MockSection) => draft.sections.includes(section)
  if (has('listening')) form.append('listeningAnswers', JSON.stringify(given(sectionAnswers(draft.answers, 'listening'))))
  if (has('reading')) form.append('readingAnswers', JSON.stringify(given(sectionAnswers(draft.answers, 'reading'))))
  const keyed = (key: string) => (has('listening') && key.startsWith(mockKeyId('listening', ''))) || (has('reading') && key.startsWith(mockKeyId('reading', '')))
  const typedAt = Object.entries(draft.typedAt ?? {}).filter(([key]) => keyed(key) && draft.answers[key]?.trim())
  if (typedAt.length > 0) form.append('typedAt', JSON.stringify(Object.fromEntries(typedAt)))
  if (has('writing')) {
    const mode = draft.writingMode ?? 'computer'
    form.append('writingData', JSON.stringify({ mode }))
    form.append('writingAnswer', mode === 'computer' ? (draft.answers[WRITING_ANSWER_KEY] ?? '') : '')
    if (mode === 'paper') for (const image of draft.images) form.append('writingFiles', image, image.name)
  }
  if (has('speaking')) {
    const parts = [...draft.speaking.entries()].sort(([a], [b]) => a - b)
    form.append('speakingResponses', JSON.stringify(parts.map(([mainCardNumber]) => ({ mainCardNumber }))))
    for (const [part, audio] of parts) form.append('speakingFiles', audio.blob, audioName(part, audio))
  }
  return form
}

/**
 * The result dialog's review of a keyed section: the submit's own, each keyed question with the
 * verdict the server stored and counted the score from (docs/decisions/0069), so the ticks agree
 * with the score; a question the content does not have shows "(question not found)"
 * (ReviewList), an empty answer a dash.
 */
export function sectionReview(result: MockSubmitSectionResult, texts: Readonly<Record<string, string>>) {
  const items: ReviewListItem[] = result.review.map((item) => ({ ...item, questionText: texts[item.questionId] ?? '' }))
  return { items, correct: items.filter((item) => item.isCorrect).length, total: items.length }
}
