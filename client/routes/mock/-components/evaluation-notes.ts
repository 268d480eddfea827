import type { MockSection } from '#shared/mock/mock.ts'
import type { MockQueuedForStaff } from '#shared/mock/results-schema.ts'
import { MOCK_TEXTS } from './texts.ts'

/**
 * The lead (with neither listening nor reading) and the lines about evaluation, from what was
 * queued. The `refused` parts (their recordings not accepted) are said with their reasons apart.
 */
export function evaluationNotes(sections: readonly MockSection[], queued: MockQueuedForStaff | null, speakingParts: readonly number[], refused: readonly number[] = []) {
  const writing = sections.includes('writing') && queued?.writing === true
  const spoken = sections.includes('speaking') ? speakingParts.filter((part) => queued?.speakingParts.includes(part)) : []
  const silent = sections.includes('speaking') ? speakingParts.filter((part) => !spoken.includes(part) && !refused.includes(part)) : []
  const promised = [...(writing ? ['writing'] : []), ...(spoken.length > 0 ? [MOCK_TEXTS.queuedSpeaking(spoken, spoken.length === speakingParts.length)] : [])]
  const notes: string[] = []
  if (promised.length > 0) notes.push(MOCK_TEXTS.evaluatedWithin(promised))
  if (sections.includes('writing') && !writing) notes.push(MOCK_TEXTS.letterNotSent)
  if (silent.length > 0) notes.push(MOCK_TEXTS.partsNotSent(silent))
  if (promised.length === 0 && refused.length === 0 && (sections.includes('writing') || sections.includes('speaking'))) notes.push(MOCK_TEXTS.nothingQueued)
  const lead = spoken.length > 0 ? MOCK_TEXTS.speakingSubmitted : writing ? MOCK_TEXTS.submitted : null
  return { lead, notes }
}
