import type { MockSpeakingRefusal } from '#shared/mock/results-schema.ts'
import type { NormalisedAudio } from '#web/media/audio.ts'
import { MediaError } from '#web/media/errors.ts'
import type { ApiAnswer } from './api-host.ts'
import { UploadError } from './upload-error.ts'

/** A recording refused on its own: its place among the mock's recordings, with the reason. */
export interface RefusedRecording {
  refused: { statusCode: number; message: string }
}

export type MockRecording = NormalisedAudio | RefusedRecording

export const isRefused = (recording: MockRecording): recording is RefusedRecording => 'refused' in recording

/**
 * The refusals that are the recording's own (not audio, damaged, too long, too large) take its
 * place; a busy server or a cut-off upload would refuse any recording alike, so they refuse the form.
 */
export function refusedInPlace(refusal: unknown): RefusedRecording | undefined {
  const own = (refusal instanceof MediaError || refusal instanceof UploadError) && (refusal.statusCode === 413 || refusal.statusCode === 415)
  return own ? { refused: { statusCode: refusal.statusCode, message: refusal.message } } : undefined
}

/** The listed parts' numbers (speakingResponses: numbers or {mainCardNumber}), or null when the list is not one. */
export function listedParts(value: unknown): unknown[] | null {
  const list = typeof value === 'string' ? parseOrNull(value) : value
  return Array.isArray(list) ? list : null
}

const partNumberOf = (item: unknown): number | null => {
  const n = item !== null && typeof item === 'object' ? (item as { mainCardNumber?: unknown }).mainCardNumber : item
  return typeof n === 'number' ? n : null
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Splits the mock's recordings into those sent on and the refused ones, named by their parts in
 * the order listed. Null when a refused recording cannot be named (the list is malformed or
 * shorter than the files): the form is then refused whole, as before.
 */
export function splitRecordings(listed: unknown[] | null, recordings: MockRecording[]) {
  const kept: { item: unknown; audio: NormalisedAudio }[] = []
  const refused: MockSpeakingRefusal[] = []
  for (const [i, recording] of recordings.entries()) {
    if (!isRefused(recording)) {
      kept.push({ item: listed?.[i], audio: recording })
      continue
    }
    const mainCardNumber = partNumberOf(listed?.[i])
    if (mainCardNumber === null) return null
    refused.push({ mainCardNumber, message: recording.refused.message })
  }
  // More parts listed than files: the API host says so, with the list as sent.
  const rest = listed ? listed.slice(recordings.length) : []
  return { kept, refused, listed: [...kept.map(({ item }) => item), ...rest] }
}

/** The API host's answer to the mock submit, with the refused recordings added when it stored the rest. */
export function withRefusals(answer: ApiAnswer, refused: MockSpeakingRefusal[]): ApiAnswer {
  if (refused.length === 0 || answer.statusCode !== 200) return answer
  try {
    const body = JSON.parse(answer.text) as Record<string, unknown>
    return { ...answer, text: JSON.stringify({ ...body, speakingRefused: refused }) }
  } catch {
    return answer
  }
}
