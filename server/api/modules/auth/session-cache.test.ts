import t from 'tap'
import { SessionCache, type CachedSession } from './session-cache.ts'

const session = (sessionId: string, userId: string): CachedSession => ({
  sessionId,
  user: { id: userId, email: `${userId}@example.test`, name: userId, role: 'student' },
  lastUsedAt: 0,
  idleExpiresAt: 0,
  absoluteExpiresAt: 0,
})

t.test('an entry lives its time by the host\'s clock, not by real time', async (t) => {
  let clock = 1_000_000
  const cache = new SessionCache(30_000, () => clock)
  cache.set('hash', session('s1', 'u1'))
  clock += 30_000
  t.equal(cache.get('hash')?.sessionId, 's1', 'still there at its last millisecond')
  clock += 1
  t.equal(cache.get('hash'), undefined, 'gone once its time has passed')
})

t.test('logout drops one session, a password reset every session of the user', async (t) => {
  const cache = new SessionCache(30_000, () => 1)
  cache.set('a', session('s1', 'u1'))
  cache.set('b', session('s2', 'u1'))
  cache.set('c', session('s3', 'u2'))
  cache.dropSession('s1')
  t.same(['a', 'b', 'c'].map((hash) => cache.get(hash)?.sessionId), [undefined, 's2', 's3'])
  cache.dropUser('u1')
  t.same(['a', 'b', 'c'].map((hash) => cache.get(hash)?.sessionId), [undefined, undefined, 's3'])
})

t.test('the least recently used entry makes room when the cache is full', async (t) => {
  const cache = new SessionCache(30_000, () => 1, 2)
  cache.set('a', session('s1', 'u1'))
  cache.set('b', session('s2', 'u2'))
  cache.get('a')
  cache.set('c', session('s3', 'u3'))
  t.same(['a', 'b', 'c'].map((hash) => cache.get(hash)?.sessionId), ['s1', undefined, 's3'])
})
