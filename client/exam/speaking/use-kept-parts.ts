import { useCallback, useEffect, useState } from 'react'
import { forgetResponse, forgetResponses, keepResponse, keptResponses, type KeptResponse, type ResponseScope } from '#client/lib/recorder/kept-responses.ts'

export interface KeptParts {
  /** The browser's kept responses have been read (false during server rendering and the first moment after). */
  ready: boolean
  /** Each part's response not yet sent, by main card number. */
  parts: ReadonlyMap<number, KeptResponse>
  keep(response: KeptResponse): void
  forget(mainCardNumber: number): void
  forgetAll(): void
}

/**
 * A speaking screen's responses not yet sent: held here for the screen and mirrored in IndexedDB,
 * so a reload or a crash brings them back. When the browser cannot keep them (storage refused or
 * full), the screen works as before from memory alone. `isSent` names parts the server already
 * has: their kept copies are dropped when read.
 */
export function useKeptParts({ screen, userId, testId }: ResponseScope, isSent: (mainCardNumber: number) => boolean = () => false): KeptParts {
  const [parts, setParts] = useState<ReadonlyMap<number, KeptResponse>>(new Map())
  const [ready, setReady] = useState(false)
  const [scope] = useState<ResponseScope>(() => ({ screen, userId, testId }))
  const [sent] = useState(() => isSent)

  useEffect(() => {
    let current = true
    keptResponses(scope)
      .catch(() => [])
      .then((found) => {
        if (!current) return
        for (const item of found) if (sent(item.mainCardNumber)) void forgetResponse(scope, item.mainCardNumber).catch(ignore)
        const unsent = found.filter((item) => !sent(item.mainCardNumber))
        // A response made in the moment before the read finished wins over an older kept one.
        setParts((now) => new Map([...unsent.map((item) => [item.mainCardNumber, item] as const), ...now]))
        setReady(true)
      })
    return () => {
      current = false
    }
  }, [scope, sent])

  const keep = useCallback(
    (response: KeptResponse) => {
      setParts((now) => new Map(now).set(response.mainCardNumber, response))
      void keepResponse(scope, response).catch(ignore)
    },
    [scope],
  )
  const forget = useCallback(
    (mainCardNumber: number) => {
      setParts((now) => {
        const next = new Map(now)
        next.delete(mainCardNumber)
        return next
      })
      void forgetResponse(scope, mainCardNumber).catch(ignore)
    },
    [scope],
  )
  const forgetAll = useCallback(() => {
    setParts(new Map())
    void forgetResponses(scope).catch(ignore)
  }, [scope])

  return { ready, parts, keep, forget, forgetAll }
}

/** Keeping is a safety net: when the browser refuses it, the response is still on screen and can be sent. */
const ignore = () => undefined
