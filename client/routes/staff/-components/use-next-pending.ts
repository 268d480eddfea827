import { useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { claimNextPending, QUEUE_EMPTY_MESSAGE } from './next-pending.ts'

export interface NextPending {
  open: () => Promise<void>
  opening: boolean
  /** Why nothing opened: the queue is empty, or it could not be read. */
  message: string | null
}

/** Opens the next pending submission in the queue's order, claimed; or says that nothing is waiting. */
export function useNextPending(api: ApiFetch, currentId: string): NextPending {
  const navigate = useNavigate()
  const router = useRouter()
  const [opening, setOpening] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const open = async () => {
    setOpening(true)
    setMessage(null)
    try {
      const id = await claimNextPending(api, currentId)
      if (!id) {
        setMessage(QUEUE_EMPTY_MESSAGE)
        return
      }
      // The queue's cached answer is out of date now: this one is evaluated, the next one claimed.
      await router.invalidate()
      await navigate({ to: '/staff/submissions/$submissionId', params: { submissionId: id } })
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The queue could not be loaded.')
    } finally {
      setOpening(false)
    }
  }
  return { open, opening, message }
}
