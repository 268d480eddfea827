import { useCallback, useEffect } from 'react'
import { MOCK_SECTION_COUNTDOWN_SECONDS } from '#shared/timing/durations.ts'
import type { ApiFetch } from '#client/lib/api.ts'
import type { AttemptSession } from '#client/lib/exam/use-attempt.ts'
import { useSecondsLeft } from '#client/lib/exam/use-deadline.ts'
import { clockKeyOf, restoreMockPosition, type ClockKey, type MockPosition, type SectionPlan } from './mock-plan.ts'

const CLOCK_LABELS: Record<ClockKey, string> = {
  listening: 'Listening time',
  readingPartA: 'Part A time',
  readingPartsBC: 'Parts B and C time',
  writing: 'Writing time',
}

/**
 * Where the student is in the mock and which clocks run (SPEC.md sections 2, 4 and 9; decision
 * 0020). A section starts with its "Starting in" countdown; when that ends (or is skipped) the
 * section's clock starts; reading parts B and C start theirs when first reached. Every start
 * (`intro:{section}`, `section:{section}`, each clock of the attempt's timing) is recorded once on
 * the server, so a reload or another device comes back to the same screen and time. Once the mock
 * is `closed` (submitted) nothing more is started.
 */
export function useMockFlow(api: ApiFetch, plan: readonly SectionPlan[], session: AttemptSession, closed: boolean) {
  const attempt = session.attempt!
  const { savePosition, partStarts, markPart: mark } = session
  const startedAt = (key: string): number | null => partStarts[key] ?? null
  const position = restoreMockPosition(plan, session.position)
  const section = plan[position.sectionIndex]!
  const step = section.steps[position.step]!
  const begun = startedAt(`section:${section.section}`) !== null

  // The started flag: from now on a reload comes straight back here.
  useEffect(() => {
    if (!session.position && !closed) savePosition(plan[0]!.section, 0)
  }, [session.position, savePosition, plan, closed])

  // A section not yet begun shows its countdown, which starts (once) when the section is reached.
  useEffect(() => {
    if (!begun && !closed) mark(`intro:${section.section}`)
  }, [begun, mark, section.section, closed])
  const introStart = begun ? null : startedAt(`intro:${section.section}`)
  const introLeft = useSecondsLeft(introStart === null ? null : introStart + MOCK_SECTION_COUNTDOWN_SECONDS * 1000, api)

  const key = clockKeyOf(step)
  const begin = useCallback(() => {
    mark(`section:${section.section}`)
    if (key) mark(key)
  }, [mark, section.section, key])
  useEffect(() => {
    if (!begun && !closed && introLeft === 0) begin()
  }, [begun, introLeft, begin, closed])
  // Reading parts B and C: their clock starts when the student first reaches them.
  useEffect(() => {
    if (begun && key && !closed) mark(key)
  }, [begun, key, mark, closed])

  const limit = key ? attempt.timing[key] : null
  const clockStart = key && begun ? startedAt(key) : null
  const clockEndsAt = clockStart !== null && typeof limit === 'number' ? clockStart + limit * 1000 : null
  const clockLeft = useSecondsLeft(clockEndsAt, api)
  const deadlineLeft = useSecondsLeft(session.deadline, api)

  const go = useCallback((to: MockPosition) => savePosition(plan[to.sectionIndex]!.section, to.step), [savePosition, plan])

  // The header shows whichever ends first: the section's clock or the whole attempt's deadline.
  const deadlineFirst = deadlineLeft !== null && (clockLeft === null || deadlineLeft < clockLeft)
  return {
    position,
    section,
    step,
    begun,
    introLeft: introLeft ?? MOCK_SECTION_COUNTDOWN_SECONDS,
    begin,
    go,
    clockLeft,
    deadlineLeft,
    shownLeft: deadlineFirst ? deadlineLeft : clockLeft,
    clockLabel: deadlineFirst || !key ? 'Time left' : CLOCK_LABELS[key],
  }
}
