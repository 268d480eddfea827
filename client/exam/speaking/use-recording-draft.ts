import { useCallback, useEffect, useRef, useState } from 'react'
import type { ResponseScope } from '#client/lib/recorder/kept-responses.ts'
import { forgetDraft, keepDraftChunk, readDraft, type RecordingDraft } from '#client/lib/recorder/recording-drafts.ts'

export interface DraftKeeping {
  /** The browser's kept recording so far has been read (false during server rendering). */
  ready: boolean
  /** The part's recording so far, left by a reload or a closed tab mid-recording: offered to the student. */
  found: RecordingDraft | null
  /** Hands each piece of the recording under way to the browser's store as it arrives. */
  onChunk(chunk: Blob, elapsedMs: number, mimeType: string): void
  /** A new recording begins: the one kept before is given up first. */
  restart(): void
  /** The recording so far is done with (kept as the response, or recorded again). */
  forget(): void
}

/**
 * One part's recording under way, kept in IndexedDB as it is made (decision 0047), and the one
 * found there after a reload. Writes are queued so a restart's clearing always lands before the
 * new recording's first piece. Without a scope (a screen that keeps nothing) it keeps nothing.
 */
export function useRecordingDraft(scope: ResponseScope | undefined, part: number): DraftKeeping {
  const [found, setFound] = useState<RecordingDraft | null>(null)
  const [ready, setReady] = useState(scope === undefined)
  const piece = useRef(0)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const [where] = useState(scope)

  useEffect(() => {
    if (!where) return
    let current = true
    readDraft(where, part)
      .catch(() => null)
      .then((draft) => {
        if (!current) return
        setFound(draft)
        setReady(true)
      })
    return () => {
      current = false
    }
  }, [where, part])

  const enqueue = useCallback((work: () => Promise<void>) => {
    queue.current = queue.current.then(work).catch(ignore)
  }, [])
  const onChunk = useCallback(
    (chunk: Blob, elapsedMs: number, mimeType: string) => {
      if (!where) return
      const number = piece.current++
      enqueue(() => keepDraftChunk(where, part, number, { blob: chunk, elapsedMs, mimeType }))
    },
    [where, part, enqueue],
  )
  const forget = useCallback(() => {
    setFound(null)
    if (where) enqueue(() => forgetDraft(where, part))
  }, [where, part, enqueue])
  const restart = useCallback(() => {
    piece.current = 0
    forget()
  }, [forget])

  return { ready, found, onChunk, restart, forget }
}

/** Keeping is a safety net: when the browser refuses it, the recording still goes on. */
const ignore = () => undefined
