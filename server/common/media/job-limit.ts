import pLimit from 'p-limit'

/** Runs one job when its turn comes: the web server's metrics time each job this way. */
export type JobWrapper = <T>(job: () => Promise<T>) => Promise<T>

/**
 * At most `limit` jobs at once, the others waiting their turn in arrival order (p-limit). It
 * keeps the most jobs that ever ran at once, so the bench and the tests can see that the limit holds.
 */
export function jobLimit(limit: number, around: JobWrapper = (job) => job()) {
  const limited = pLimit(limit)
  let peak = 0
  return {
    limit,
    get running() {
      return limited.activeCount
    },
    get waiting() {
      return limited.pendingCount
    },
    /** The most jobs that ever ran at once. */
    get peak() {
      return peak
    },
    run<T>(job: () => Promise<T>): Promise<T> {
      return limited(() => {
        peak = Math.max(peak, limited.activeCount)
        return around(job)
      })
    },
  }
}
export type JobLimit = ReturnType<typeof jobLimit>
