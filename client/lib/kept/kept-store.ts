import { createStore, del, entries, set, type UseStore } from 'idb-keyval'

/**
 * Work a student made in this browser and the server does not have yet (recordings, photos of a
 * handwritten letter), kept in IndexedDB so a reload or a crashed tab loses nothing. Only ever
 * used in the browser (from effects and handlers): a store is opened on first use, never when a
 * module is imported.
 */

/** Whose work on which screen: one student never sees another's on a shared computer. */
export interface KeptScope {
  screen: string
  userId: string
  /** The test (or attempt) the work belongs to. */
  testId: string
}

/** Anything kept says when, so what was never sent nor deleted is swept after a while. */
export interface Kept {
  /** ms since the epoch */
  keptAt: number
}

/** Work never sent nor deleted is given up after this long: a student's disk is not an archive. */
export const KEPT_DAYS = 30
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000

type Key = [screen: string, userId: string, testId: string, item: number]

const keyOf = (scope: KeptScope, item: number): Key => [scope.screen, scope.userId, scope.testId, item]

const inScope = (key: IDBValidKey, scope: KeptScope): key is Key =>
  Array.isArray(key) && key[0] === scope.screen && key[1] === scope.userId && key[2] === scope.testId

export interface KeptStore<T extends Kept> {
  /** Keeps (or replaces) one numbered item of a scope. */
  keep(scope: KeptScope, item: number, value: T): Promise<void>
  /** A scope's items, by item number; those older than KEPT_DAYS anywhere in the store are removed on the way. */
  list(scope: KeptScope, now?: number): Promise<Array<[item: number, value: T]>>
  forget(scope: KeptScope, item: number): Promise<void>
  forgetAll(scope: KeptScope): Promise<void>
}

/** One IndexedDB database of kept items, keyed by scope and item number. */
export function keptStore<T extends Kept>(database: string, name: string): KeptStore<T> {
  let store: UseStore | null = null
  const open = (): UseStore => (store ??= createStore(database, name))
  return {
    keep: (scope, item, value) => set(keyOf(scope, item), value, open()),
    async list(scope, now = Date.now()) {
      const found: Array<[number, T]> = []
      for (const [key, value] of await entries<IDBValidKey, T>(open())) {
        if (now - value.keptAt > KEPT_MS) await del(key, open())
        else if (inScope(key, scope)) found.push([key[3], value])
      }
      return found.sort(([a], [b]) => a - b)
    },
    forget: (scope, item) => del(keyOf(scope, item), open()),
    async forgetAll(scope) {
      for (const [key] of await entries<IDBValidKey, T>(open())) if (inScope(key, scope)) await del(key, open())
    },
  }
}
