import { useCallback, useState } from 'react'
import type { MockPosition } from './mock-plan.ts'
import { mockReadiness, type MockGap, type MockWork, type SectionState } from './mock-readiness.ts'

/**
 * Finish Mock as the student presses it: first SPEC.md section 5's refusals (a blank letter, a
 * role-play without a recording), each named with a way there or the choice to send the rest
 * without them; else a confirmation listing what every section holds; only Yes (or "Submit
 * without them") sends. `work` is read when pressed, so it is what is on screen.
 */
export function useFinishMock(work: () => MockWork, send: () => void, go: (to: MockPosition) => void) {
  const [states, setStates] = useState<SectionState[] | null>(null)
  const [gaps, setGaps] = useState<MockGap[] | null>(null)

  const request = useCallback(() => {
    const readiness = mockReadiness(work())
    if (readiness.gaps.length > 0) setGaps(readiness.gaps)
    else setStates(readiness.states)
  }, [work])
  const close = useCallback(() => {
    setStates(null)
    setGaps(null)
  }, [])
  const confirm = useCallback(() => {
    setStates(null)
    send()
  }, [send])
  const submitAnyway = useCallback(() => {
    setGaps(null)
    send()
  }, [send])
  const goTo = useCallback(
    (gap: MockGap) => {
      setGaps(null)
      go(gap.position)
    },
    [go],
  )
  return { states, gaps, request, close, confirm, submitAnyway, goTo }
}
