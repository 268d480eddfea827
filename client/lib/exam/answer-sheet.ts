import type { AnswerMap } from '#shared/answers/schema.ts'
import type { AnswerChanges } from './answer-saver.ts'

/**
 * A device's copy of an attempt's answers with when each was typed (server-clock milliseconds).
 * Copies merge question by question, the newer answer winning, as the server merges saves
 * (decision 0037): a second tab or device never erases an answer, it only replaces one typed earlier.
 */
export interface AnswerSheet {
  answers: AnswerMap
  typedAt: Record<string, number>
}

export const emptySheet = (): AnswerSheet => ({ answers: {}, typedAt: {} })

/** The server's answers as an API call gives them: times as ISO text. */
export interface ServerAnswers {
  answers: AnswerMap
  answerTimes: Record<string, string>
}

const timeOf = (iso: string | undefined) => (iso === undefined ? 0 : Date.parse(iso) || 0)

/**
 * Takes each of the server's answers that is newer than this device's (or that this device does
 * not have); answers the sheet unchanged (the same object) when none is.
 */
export function adoptNewer(sheet: AnswerSheet, server: ServerAnswers): AnswerSheet {
  let next: AnswerSheet | null = null
  for (const [id, value] of Object.entries(server.answers)) {
    const at = timeOf(server.answerTimes[id])
    const mine = sheet.typedAt[id]
    if (sheet.answers[id] !== undefined && mine !== undefined && mine >= at) continue
    if (sheet.answers[id] === value && mine === at) continue
    next ??= { answers: { ...sheet.answers }, typedAt: { ...sheet.typedAt } }
    next.answers[id] = value
    next.typedAt[id] = at
  }
  return next ?? sheet
}

/**
 * What this device holds that the server does not (typed offline, or before a reload cut a save
 * short): its answers newer than the server's copy and different from it, to send again.
 */
export function unsentChanges(sheet: AnswerSheet, server: ServerAnswers): AnswerChanges {
  const changes: AnswerChanges = {}
  for (const [id, value] of Object.entries(sheet.answers)) {
    const typedAt = sheet.typedAt[id] ?? 0
    if (server.answers[id] === value || typedAt <= timeOf(server.answerTimes[id])) continue
    changes[id] = { value, typedAt }
  }
  return changes
}
