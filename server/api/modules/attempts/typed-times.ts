/**
 * When each saved answer was typed, as the merge compares them (decision 0037): the device's own
 * time (on the server's clock) for each answer, never later than now, so no device can stamp an
 * answer that would beat every later one; an answer sent without a time counts as typed now.
 * Times are rewritten in one form, so the stored ones compare as the database compares them.
 */
export function typedTimes(answers: Record<string, string>, sent: Record<string, string>, now: Date): Record<string, string> {
  const times: Record<string, string> = {}
  for (const id of Object.keys(answers)) {
    const at = Date.parse(sent[id] ?? '')
    times[id] = new Date(Number.isNaN(at) ? now.getTime() : Math.min(at, now.getTime())).toISOString()
  }
  return times
}
