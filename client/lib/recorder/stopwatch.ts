/**
 * Recorded time, paused spans left out: the length of the recording so far. It reads a clock
 * it is given, so the rule is tested without waiting.
 */
export class Stopwatch {
  private total = 0
  private since: number | null = null

  constructor(private readonly now: () => number) {}

  get running(): boolean {
    return this.since !== null
  }

  start(): void {
    if (this.since === null) this.since = this.now()
  }

  pause(): void {
    if (this.since === null) return
    this.total += this.now() - this.since
    this.since = null
  }

  /** Milliseconds counted so far. */
  elapsed(): number {
    return this.total + (this.since === null ? 0 : this.now() - this.since)
  }
}
