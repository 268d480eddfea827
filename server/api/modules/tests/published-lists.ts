import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import type { ChannelListener } from '../../db/pg-listener.ts'

/** The database channel told whenever what students are offered changes (a test published or imported). */
export const PUBLISHED_TESTS_CHANNEL = 'oet_published_tests'

/**
 * Each kind's list of published tests, worked out from the tests' whole content once and kept
 * until the channel says the published tests changed: every replica listens, so a test published
 * through one is offered by all (decision 0091). While the listener is not live (a PostgreSQL
 * reconnect), a notification could be missed, so every call reads afresh.
 */
export class PublishedLists {
  private readonly lists = new Map<TestKind, Promise<TestSummary[]>>()
  private listener: ChannelListener | undefined

  constructor(private readonly read: (kind: TestKind) => Promise<TestSummary[]>) {}

  /** Starts keeping lists, dropped on each notification of the channel. */
  async keep(listen: (channel: string, onNotify: () => void) => Promise<ChannelListener>) {
    this.listener = await listen(PUBLISHED_TESTS_CHANNEL, () => this.drop())
  }

  async stop() {
    await this.listener?.stop()
    this.listener = undefined
    this.drop()
  }

  list(kind: TestKind): Promise<TestSummary[]> {
    if (!this.listener?.live) return this.read(kind)
    const kept = this.lists.get(kind)
    if (kept) return kept
    // The promise is kept at once, so a change notified while it reads drops it too: a read that
    // began before the change is never kept after it.
    const reading = this.read(kind)
    this.lists.set(kind, reading)
    reading.catch(() => this.lists.get(kind) === reading && this.lists.delete(kind))
    return reading
  }

  /** Forgets every list; the next call of each kind reads afresh. */
  drop() {
    this.lists.clear()
  }
}
