import { useCallback, useEffect, useState } from 'react'
import { LISTENING_TEXTS } from './texts.ts'

/** How long the notice stays once the next recording plays. */
const NOTICE_KEPT_MS = 8000

/** Where a recording's end takes the student: the next screen's name ("Part A · Extract 2 of 2") or the submit, and the move. */
export interface FlowTarget {
  name: string | 'submit'
  go(): void
}

interface RecordingFlowOptions {
  /** The key the screen's recording start is kept under on the server; null without a recording. */
  recordingKey: string | null
  /** The recording plays now (its reading time over, the clock running, nothing submitted). */
  playing: boolean
  /** When each kept part or recording began (server ms), as the attempt holds them. */
  partStarts: Readonly<Record<string, number>>
  markPart(key: string): void
  /** The exam flows on by itself when this recording ends (a simulation; every mock). */
  flowsOn: boolean
  /** Where it flows to; null where it does not (the last recording of a mock's section). */
  next(): FlowTarget | null
}

/**
 * A listening screen's recording as every host runs it (decisions 0040 and 0085). Its start is
 * kept on the server the moment it plays, so a reload or another device plays on from where it
 * would be now and counts it as begun. When it ends the exam flows on by itself, as the OET
 * does, and a status line says where to without stopping anything; the line stays until the next
 * recording has played a few seconds. The recordings played to their end here are remembered, so a move forward
 * can tell which are still unheard.
 */
export function useRecordingFlow({ recordingKey, playing, partStarts, markPart, flowsOn, next }: RecordingFlowOptions) {
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set())
  const [notice, setNotice] = useState<{ text: string; after: string } | null>(null)
  const startedAt = recordingKey === null ? null : (partStarts[recordingKey] ?? null)

  useEffect(() => {
    if (playing && recordingKey !== null) markPart(recordingKey)
  }, [playing, recordingKey, markPart])

  const onEnded = useCallback(() => {
    if (recordingKey === null) return
    setEnded((before) => new Set(before).add(recordingKey))
    const target = flowsOn ? next() : null
    if (!target) return
    setNotice({ text: LISTENING_TEXTS.recordingEnded(target.name), after: recordingKey })
    target.go()
  }, [recordingKey, flowsOn, next])

  /** Heard: played to its end on this page, or begun on another screen (so behind the student). */
  const heard = useCallback(
    (key: string) => ended.has(key) || (key !== recordingKey && partStarts[key] !== undefined),
    [ended, recordingKey, partStarts],
  )
  // Once the next recording plays, the notice stays a few seconds more, then goes: without a
  // reading time between them (the mock), it would otherwise go before anyone could read it.
  const nextPlaying = notice !== null && startedAt !== null && recordingKey !== notice.after
  useEffect(() => {
    if (!nextPlaying) return
    const timer = setTimeout(() => setNotice(null), NOTICE_KEPT_MS)
    return () => clearTimeout(timer)
  }, [nextPlaying])
  return { startedAt, heard, onEnded, notice: notice?.text ?? null }
}
