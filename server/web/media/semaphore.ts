/**
 * At most `limit` jobs at once; the others wait their turn in arrival order. Its counters let the
 * bench and the tests see that the limit holds.
 */
export class Semaphore {
  #running = 0
  #peak = 0
  readonly #waiting: (() => void)[] = []

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a semaphore needs a limit of at least 1, not ${limit}`)
  }

  get running() {
    return this.#running
  }

  get waiting() {
    return this.#waiting.length
  }

  /** The most jobs that ever ran at once. */
  get peak() {
    return this.#peak
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    else this.#running++
    this.#peak = Math.max(this.#peak, this.#running)
    try {
      return await job()
    } finally {
      // Hand the slot straight to the next job, so a newcomer can never overtake those waiting.
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }
}
