/** An attempt's saved sheet: each answer and when it was typed (ISO, server clock). */
export interface SavedSheet {
  answers: Record<string, string>
  answerTimes: Record<string, string>
}

const timeOf = (iso: string | undefined) => (iso === undefined ? Number.NEGATIVE_INFINITY : Date.parse(iso))

/**
 * The answers a submit counts: the saved sheet with the submitted answers merged in question by
 * question, as every save merges (decision 0037). An answer the request does not carry is kept;
 * where both have one, the newer typed wins (a tie goes to the request). A second device's submit
 * can replace an answer only with one typed later, never erase the sheet.
 */
export function mergeIntoSaved(saved: SavedSheet, sent: Record<string, string>, sentTimes: Record<string, string>): Record<string, string> {
  const merged = { ...saved.answers }
  for (const [id, value] of Object.entries(sent)) {
    if (saved.answers[id] === undefined || timeOf(sentTimes[id]) >= timeOf(saved.answerTimes[id])) merged[id] = value
  }
  return merged
}
