import { hasErrorCode, isSessionEnded } from '#client/lib/api.ts'

/**
 * - saved: the server has every answer; pending/saving: a save is due or under way;
 * - offline: the last save failed (no signal, server away); it is retried and the answers are safe
 *   in this browser meanwhile;
 * - signedOut: the session ended; the answers are safe in this browser and are sent once the
 *   student has logged in again;
 * - closed: the server no longer takes saves for this attempt (submitted, or past its deadline).
 */
export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'signedOut' | 'closed'

/** An answer as typed: its text and when (server-clock milliseconds), which decides a merge. */
export interface TypedAnswer {
  value: string
  typedAt: number
}

/** Answers typed since the last save, by question id. */
export type AnswerChanges = Record<string, TypedAnswer>

export interface AnswerSaverOptions {
  /**
   * Sends answers typed since the last save (PUT /api/attempts/{id}/answers, which merges them
   * question by question, so a retry is harmless); an empty map is a sync, which tells this
   * device what its other devices saved.
   */
  save(changes: AnswerChanges, keepalive: boolean): Promise<unknown>
  onState(state: SaveState): void
  /** How long after the first unsaved change a save starts; well inside DESIGN's 5 s. */
  delayMs?: number
  retryMs?: number
  /** How often an idle device syncs, to learn of answers typed on another device. */
  syncMs?: number
}

/**
 * Autosave of one attempt's answers. Saves are throttled, not debounced: a student typing without
 * pause is still saved every `delayMs`. One save at a time, of every change not yet sent; a change
 * whose save failed is sent again unless a newer one replaced it.
 */
export class AnswerSaver {
  private pending: AnswerChanges = {}
  private timer: ReturnType<typeof setTimeout> | null = null
  private syncTimer: ReturnType<typeof setTimeout> | null = null
  private inFlight: Promise<void> | null = null
  private state: SaveState = 'saved'
  private held = false
  private readonly delayMs: number
  private readonly retryMs: number
  private readonly syncMs: number

  constructor(private readonly options: AnswerSaverOptions) {
    this.delayMs = options.delayMs ?? 1500
    this.retryMs = options.retryMs ?? 5000
    this.syncMs = options.syncMs ?? 15_000
  }

  /** An answer to keep; it is sent within `delayMs`. */
  update(questionId: string, answer: TypedAnswer): void {
    if (this.state === 'closed') return
    this.pending[questionId] = answer
    if (this.state !== 'offline' && this.state !== 'signedOut') this.setState('pending')
    this.schedule(this.delayMs)
  }

  /** Syncs now when nothing else is under way (and every `syncMs` after), to learn of other devices. */
  sync(): void {
    this.clearSync()
    if (this.state === 'closed' || this.held || this.timer || this.inFlight) return
    void this.run(false)
  }

  /**
   * While a submit is under way the submit carries the answers: a save sent beside it would reach
   * an attempt already closed. Held changes are kept and sent on release (the submit failed).
   */
  hold(): void {
    this.held = true
    this.clearTimer()
    this.clearSync()
  }

  release(): void {
    this.held = false
    if (this.hasPending()) this.schedule(this.delayMs)
    else this.scheduleSync()
  }

  /**
   * Sends what is unsaved now (leaving the page, submitting), or syncs when `sync` and nothing is;
   * resolves true when the server has every answer.
   */
  async flush(keepalive = false, sync = false): Promise<boolean> {
    this.clearTimer()
    if (this.inFlight) await this.inFlight
    if (this.hasPending() || sync) await this.run(keepalive)
    return !this.hasPending() && this.state === 'saved'
  }

  dispose(): void {
    this.clearTimer()
    this.clearSync()
  }

  private hasPending() {
    return Object.keys(this.pending).length > 0
  }

  private schedule(ms: number) {
    if (this.timer || this.inFlight || this.held) return
    this.clearSync()
    this.timer = setTimeout(() => {
      this.timer = null
      void this.run(false)
    }, ms)
  }

  private scheduleSync() {
    if (this.syncTimer || this.state === 'closed' || this.held) return
    this.syncTimer = setTimeout(() => {
      this.syncTimer = null
      this.sync()
    }, this.syncMs)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private clearSync() {
    if (this.syncTimer) clearTimeout(this.syncTimer)
    this.syncTimer = null
  }

  private run(keepalive: boolean): Promise<void> {
    if (this.state === 'closed') return Promise.resolve()
    const sent = this.pending
    const changes = Object.keys(sent).length > 0
    this.pending = {}
    if (changes) this.setState('saving')
    this.inFlight = this.options.save(sent, keepalive).then(
      () => {
        this.inFlight = null
        if (this.hasPending()) {
          this.setState('pending')
          this.schedule(this.delayMs)
          return
        }
        this.setState('saved')
        this.scheduleSync()
      },
      (error: unknown) => {
        this.inFlight = null
        // Submitted, or its time is over: the attempt takes no more answers.
        if (hasErrorCode(error, 'ALREADY_SUBMITTED', 'TIME_UP')) {
          this.setState('closed')
          return
        }
        // Sent again, except where the student typed something newer while this save was failing.
        this.pending = { ...sent, ...this.pending }
        this.setState(isSessionEnded(error) ? 'signedOut' : 'offline')
        if (this.hasPending()) this.schedule(this.retryMs)
        else this.scheduleSync()
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
