import { ApiError } from '#client/lib/api.ts'
import type { AnswerMap } from '#shared/contracts/answers.ts'

/**
 * - saved: the server has every answer; pending/saving: a save is due or under way;
 * - offline: the last save failed (no signal, server away); it is retried and the answers are safe
 *   in this browser meanwhile;
 * - closed: the server no longer takes saves for this attempt (submitted, or past its deadline).
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'closed'

export interface AnswerSaverOptions {
  /** Sends the whole map (PUT /api/attempts/{id}/answers, idempotent). */
  save(answers: AnswerMap, keepalive: boolean): Promise<unknown>
  onState(state: SaveState): void
  /** How long after the first unsaved change a save starts; well inside DESIGN's 5 s. */
  delayMs?: number
  retryMs?: number
}

/**
 * Autosave of one attempt's answers. Saves are throttled, not debounced: a student typing without
 * pause is still saved every `delayMs`. One save at a time, always of the latest map, so the
 * server never ends up with an older map than one it already had.
 */
export class AnswerSaver {
  private latest: AnswerMap | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private inFlight: Promise<void> | null = null
  private state: SaveState = 'saved'
  private held = false
  private readonly delayMs: number
  private readonly retryMs: number

  constructor(private readonly options: AnswerSaverOptions) {
    this.delayMs = options.delayMs ?? 1500
    this.retryMs = options.retryMs ?? 5000
  }

  /** A new answer map to keep; it is sent within `delayMs`. */
  update(answers: AnswerMap): void {
    if (this.state === 'closed') return
    this.latest = answers
    if (this.state !== 'offline') this.setState('pending')
    this.schedule(this.delayMs)
  }

  /**
   * While a submit is under way the submit carries the answers: a save sent beside it would reach
   * an attempt already closed. Held changes are kept and sent on release (the submit failed).
   */
  hold(): void {
    this.held = true
    this.clearTimer()
  }

  release(): void {
    this.held = false
    if (this.latest) this.schedule(this.delayMs)
  }

  /** Sends what is unsaved now (leaving the page, submitting); resolves true when the server has it. */
  async flush(keepalive = false): Promise<boolean> {
    this.clearTimer()
    if (this.inFlight) await this.inFlight
    if (this.latest) await this.run(keepalive)
    return this.latest === null && this.state === 'saved'
  }

  dispose(): void {
    this.clearTimer()
  }

  private schedule(ms: number) {
    if (this.timer || this.inFlight || this.held) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.run(false)
    }, ms)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private run(keepalive: boolean): Promise<void> {
    const answers = this.latest
    if (!answers || this.state === 'closed') return Promise.resolve()
    this.latest = null
    this.setState('saving')
    this.inFlight = this.options.save(answers, keepalive).then(
      () => {
        this.inFlight = null
        if (this.latest) {
          this.setState('pending')
          this.schedule(this.delayMs)
        } else this.setState('saved')
      },
      (error: unknown) => {
        this.inFlight = null
        if (error instanceof ApiError && error.status === 409) {
          this.setState('closed')
          return
        }
        // Keep the newest map: one typed while this save was failing wins over the one that failed.
        this.latest ??= answers
        this.setState('offline')
        this.schedule(this.retryMs)
      },
    )
    return this.inFlight
  }

  private setState(state: SaveState) {
    if (state === this.state) return
    this.state = state
    this.options.onState(state)
  }
}
