import { ApiError, isAlreadySubmitted, type ApiFetch } from '#client/lib/api.ts'
import type { AnswerMap } from '#shared/answers/schema.ts'
import type { Attempt } from '#shared/attempts/schema.ts'
import type { SubmitResult } from '#shared/results/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'

export interface SubmitRequest {
  kind: TestKind
  testId: string
  attemptId: string
  answers: AnswerMap
  /** When each answer was typed (ISO, server clock), so the submit merges with other devices' saves question by question. */
  typedAt?: Record<string, string>
  /** The general listening body's startTime (SPEC.md section 7): null in simulation. */
  startTime: string | null
}

export interface SubmitOptions {
  /** Told each time the server cannot be reached and another try is coming. */
  onWaiting?(message: string): void
  /** Resolves when the student asks to try again now instead of waiting. */
  retryNow?(): Promise<void>
  signal?: AbortSignal
  retryDelaysMs?: readonly number[]
}

const RETRY_DELAYS_MS = [2000, 4000, 8000, 15_000] as const

/** SPEC.md section 5: a submit without a valid login (none, or expired) says this. */
export const LOGIN_TO_SUBMIT_TEXT = 'Please log in to submit the test!'

/** SPEC.md section 7: the general listening path, or the OET one that reading reuses. */
export function submitPath(kind: TestKind, testId: string): string {
  const base = kind === 'listening' ? 'listening-tests' : 'oet-listening-tests'
  return `/api/${base}/${encodeURIComponent(testId)}/submit`
}

/** Worth another try: the request never got an answer, or the server was briefly unable to. */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR' || error.status >= 500)

/**
 * Submits an attempt until the server has it. The Idempotency-Key is the attempt's own, so every
 * retry (this page's, or a reloaded page's) is the same submission and the server answers the
 * first result: never a second attempt. While the server cannot be reached the student is told,
 * and nothing is dropped. ALREADY_SUBMITTED means an earlier try, or the server at the deadline,
 * submitted it: its stored result is the answer.
 */
export async function submitAttempt(api: ApiFetch, request: SubmitRequest, options: SubmitOptions = {}): Promise<SubmitResult> {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const typedAt = Object.fromEntries(Object.entries(request.typedAt ?? {}).filter(([id]) => request.answers[id] !== undefined))
  const body =
    request.kind === 'listening'
      ? { answers: request.answers, typedAt, startTime: request.startTime, attemptId: request.attemptId }
      : { answers: request.answers, typedAt, attemptId: request.attemptId }
  for (let attempt = 0; ; attempt++) {
    try {
      return await api<SubmitResult>(submitPath(request.kind, request.testId), {
        method: 'POST',
        body,
        headers: { 'idempotency-key': `submit-${request.attemptId}` },
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new ApiError('HTTP_ERROR', LOGIN_TO_SUBMIT_TEXT, 401)
      if (isAlreadySubmitted(error)) {
        const stored = await api<Attempt>(`/api/attempts/${encodeURIComponent(request.attemptId)}`)
        if (stored.result) return stored.result
      }
      if (!isTransient(error) || options.signal?.aborted) throw error
      const wait = delays[Math.min(attempt, delays.length - 1)] ?? 0
      options.onWaiting?.(
        `Cannot reach the server. Your answers are kept on this device; trying again in ${Math.round(wait / 1000)} s.`,
      )
      await Promise.race([sleep(wait), options.retryNow?.() ?? new Promise(() => {})])
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
