import type { MockSpeakingSubmitResponse, SpeakingSubmitResponse } from '#shared/submissions/schema.ts'
import { ApiError, isAlreadySubmitted } from '#client/lib/api.ts'
import { blobToBase64 } from '#client/lib/recorder/base64.ts'
import { extensionFor } from '#client/lib/recorder/recording-type.ts'
import { upload } from '#client/lib/upload.ts'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { fromKept } from './kept-parts.ts'
import type { PartAudio } from './part-audio.ts'

/** SPEC.md section 7: the test id plus the main card number, with a .webm extension. */
export const speakingFileName = (testId: string, mainCardNumber: number): string => `${testId}-${mainCardNumber}.webm`

/** POST /api/speaking-tests/submission/{testId}/submit's JSON body (SPEC.md section 7). */
export const speakingBody = (testId: string, mainCardNumber: number, base64: string) => ({
  mainCardNumber,
  audio: base64,
  fileName: speakingFileName(testId, mainCardNumber),
})

interface SubmitPartRequest {
  testId: string
  mainCardNumber: number
  audio: PartAudio
  csrfToken: string
  onProgress(percent: number): void
}

/** Sends one role-play's recording of the standalone test, with real upload progress. */
export async function submitSpeakingPart({ testId, mainCardNumber, audio, csrfToken, onProgress }: SubmitPartRequest) {
  const base64 = await blobToBase64(audio.blob)
  return upload<SpeakingSubmitResponse>(`/api/speaking-tests/submission/${encodeURIComponent(testId)}/submit`, {
    body: speakingBody(testId, mainCardNumber, base64),
    csrfToken,
    onProgress,
  })
}

export interface CollectedPart {
  mainCardNumber: number
  audio: PartAudio
}

/** A part's file name in the mock's multipart: the student's own for a file, the test's for a recording. */
function partFileName(testId: string, part: CollectedPart): string {
  if (part.audio.source === 'upload') return part.audio.name
  return `${testId}-${part.mainCardNumber}.${extensionFor(part.audio.mimeType)}`
}

/**
 * SPEC.md section 7's mock speaking multipart: `speaking` (what was sat, as JSON),
 * `speakingResponses` (the main card numbers, in order) and one `speakingFiles` per part, same order.
 */
export function mockSpeakingForm(testId: string, about: { title: string; discipline: string }, parts: readonly CollectedPart[]): FormData {
  const ordered = [...parts].sort((a, b) => a.mainCardNumber - b.mainCardNumber)
  const form = new FormData()
  form.append(
    'speaking',
    JSON.stringify({
      title: about.title,
      discipline: about.discipline,
      parts: ordered.map((part) => ({
        mainCardNumber: part.mainCardNumber,
        source: part.audio.source,
        fileName: partFileName(testId, part),
        durationSeconds: part.audio.durationSeconds,
      })),
    }),
  )
  form.append('speakingResponses', JSON.stringify(ordered.map((part) => part.mainCardNumber)))
  for (const part of ordered) form.append('speakingFiles', part.audio.blob, partFileName(testId, part))
  return form
}

interface MockPartRequest {
  testId: string
  about: { title: string; discipline: string }
  part: KeptResponse
  csrfToken: string
  onProgress(percent: number): void
}

/**
 * Sends one part of the mock's speaking section on its own (decision 0048), so a part the server
 * refuses never takes the others with it. The Idempotency-Key is the kept response's own: a
 * retry after a lost answer is answered with the first submission, never queued twice.
 */
export function submitMockSpeakingPart({ testId, about, part, csrfToken, onProgress }: MockPartRequest) {
  const form = mockSpeakingForm(testId, about, [{ mainCardNumber: part.mainCardNumber, audio: fromKept(part) }])
  return upload<MockSpeakingSubmitResponse>(`/api/mock-tests/submission/${encodeURIComponent(testId)}/speaking`, {
    body: form,
    csrfToken,
    headers: { 'idempotency-key': `mock-speaking-${part.keptAt}-${part.mainCardNumber}` },
    onProgress,
  })
}

interface ResendRequest {
  testId: string
  about: { title: string; discipline: string }
  attemptId: string
  mainCardNumber: number
  audio: PartAudio
  csrfToken: string
  onProgress(percent: number): void
}

/**
 * Sends again a part of a submitted mock whose recording its submit could not take (decision
 * 0057): the mock speaking call with the attempt's id, so the part joins that attempt. One key per
 * attempt and part: a retry after a lost answer is answered by the part stored, never queued twice.
 */
export function resendMockSpeakingPart({ testId, about, attemptId, mainCardNumber, audio, csrfToken, onProgress }: ResendRequest) {
  const form = mockSpeakingForm(testId, about, [{ mainCardNumber, audio }])
  form.append('attemptId', attemptId)
  return upload<MockSpeakingSubmitResponse>(`/api/mock-tests/submission/${encodeURIComponent(testId)}/speaking`, {
    body: form,
    csrfToken,
    headers: { 'idempotency-key': `mock-resend-${attemptId}-${mainCardNumber}` },
    onProgress,
  })
}

/**
 * SPEC.md section 8: the server's message, or the screen's fallback when it gave none (an HTTP
 * answer without our error code is not one of our error answers: a proxy's page, say).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback
  if (error instanceof ApiError && error.kind === 'HTTP_ERROR' && error.code === null) return fallback
  return error.message
}

/**
 * Sends one part: null once the server holds it (sent now, or sent before with its answer lost on
 * the way), else the failure in words.
 */
export async function sendOnce(send: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await send()
    return null
  } catch (error) {
    return isAlreadySubmitted(error) ? null : failureMessage(error, fallback)
  }
}
