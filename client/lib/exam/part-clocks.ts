import { ApiError } from '#client/lib/api.ts'

export interface PartClocksOptions {
  /** When each part began as far as this device knows (server-clock ms): the server's, else this browser's. */
  initial: Record<string, number>
  /**
   * Asks the server to record the part's start (it keeps the first); answers the start it keeps.
   * Absent when there is no sitting on the server to record it (it could not be reached): the
   * starts are then this page's alone.
   */
  record?: ((part: string) => Promise<number>) | undefined
  /** The starts changed (a part began, or the server's record differs): clocks shown must follow. Never called during startOf. */
  onChange(starts: Record<string, number>): void
  now(): number
  retryMs?: number
}

/**
 * The moments timed parts began, held by the server so that every device, a reload, a private
 * window or another browser shows the same time left and a part that ended stays ended. A part
 * starts on this device at once (the clock must run offline too) and the server's record, when it
 * answers, wins; a start the server has not confirmed is asked again until it is.
 */
export class PartClocks {
  private starts: Record<string, number>
  private readonly asking = new Set<string>()
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private closed = false

  constructor(private readonly options: PartClocksOptions) {
    this.starts = { ...options.initial }
  }

  /** When the part began; the first call starts it. */
  startOf(part: string): number {
    let start = this.starts[part]
    if (start === undefined) {
      start = this.options.now()
      this.starts = { ...this.starts, [part]: start }
      // Called while a screen renders: its owner hears of the start once that render is over.
      queueMicrotask(() => this.options.onChange(this.starts))
      this.confirm(part)
    }
    return start
  }

  /** Asks the server to record starts it may not have (begun offline, before a reload). */
  confirmAll(parts: Iterable<string>): void {
    for (const part of parts) this.confirm(part)
  }

  dispose(): void {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private confirm(part: string) {
    const record = this.options.record
    if (!record || this.closed || this.asking.has(part)) return
    this.asking.add(part)
    record(part).then(
      (start) => {
        this.asking.delete(part)
        if (this.closed || this.starts[part] === start) return
        this.starts = { ...this.starts, [part]: start }
        this.options.onChange(this.starts)
      },
      (error: unknown) => {
        this.asking.delete(part)
        // A refusal (a closed attempt keeps no more clocks) is final; no signal, a busy server
        // or a lapsed session is asked again.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) return
        const timer = setTimeout(() => {
          this.timers.delete(timer)
          this.confirm(part)
        }, this.options.retryMs ?? 5000)
        this.timers.add(timer)
      },
    )
  }
}
