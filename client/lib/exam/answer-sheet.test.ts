import t from 'tap'
import fc from 'fast-check'
import { adoptNewer, emptySheet, unsentChanges, type AnswerSheet, type ServerAnswers } from '#client/lib/exam/answer-sheet.ts'

const iso = (ms: number) => new Date(ms).toISOString()
const BASE = Date.parse('2026-11-26T10:00:00.000Z')

t.test('the issue’s two tabs: each keeps its own answers and takes the other’s', async (t) => {
  const tab1: AnswerSheet = { answers: { '1': 'ladder', '3': 'B' }, typedAt: { '1': BASE + 1000, '3': BASE + 3000 } }
  // What the server holds after both tabs saved: all four answers.
  const server: ServerAnswers = {
    answers: { '1': 'ladder', '2': 'fall', '3': 'B', '4': 'C' },
    answerTimes: { '1': iso(BASE + 1000), '2': iso(BASE + 2000), '3': iso(BASE + 3000), '4': iso(BASE + 4000) },
  }
  const merged = adoptNewer(tab1, server)
  t.same(merged.answers, { '1': 'ladder', '2': 'fall', '3': 'B', '4': 'C' })
  t.same(unsentChanges(merged, server), {}, 'nothing left to send')
})

t.test('a newer answer on this device is kept and sent; an older one gives way', async (t) => {
  const local: AnswerSheet = { answers: { '1': 'typed offline', '2': 'stale' }, typedAt: { '1': BASE + 9000, '2': BASE + 1000 } }
  const server: ServerAnswers = { answers: { '1': 'earlier', '2': 'from the phone' }, answerTimes: { '1': iso(BASE + 5000), '2': iso(BASE + 5000) } }
  const merged = adoptNewer(local, server)
  t.same(merged.answers, { '1': 'typed offline', '2': 'from the phone' })
  t.same(unsentChanges(local, server), { '1': { value: 'typed offline', typedAt: BASE + 9000 } })
})

t.test('nothing newer on the server leaves the sheet as it was (the same object: no re-render)', async (t) => {
  const local: AnswerSheet = { answers: { '1': 'a' }, typedAt: { '1': BASE } }
  t.equal(adoptNewer(local, { answers: { '1': 'a' }, answerTimes: { '1': iso(BASE) } }), local)
  t.equal(adoptNewer(local, { answers: {}, answerTimes: {} }), local)
})

t.test('answers saved before times were kept (no time) count as the oldest', async (t) => {
  const merged = adoptNewer(emptySheet(), { answers: { '7': 'old' }, answerTimes: {} })
  t.same(merged, { answers: { '7': 'old' }, typedAt: { '7': 0 } })
  t.same(adoptNewer({ answers: { '7': 'mine' }, typedAt: { '7': BASE } }, { answers: { '7': 'old' }, answerTimes: {} }).answers, { '7': 'mine' })
})

/** Any device's answers: a few question ids, each with a text and a moment. */
const sheetArb = fc
  .dictionary(fc.constantFrom('1', '2', '3', '4', '5'), fc.record({ value: fc.constantFrom('', 'a', 'b', 'c'), at: fc.integer({ min: 1, max: 50 }) }))
  .map((entries): AnswerSheet => ({
    answers: Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.value])),
    typedAt: Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, BASE + e.at])),
  }))
const asServer = (sheet: AnswerSheet): ServerAnswers => ({
  answers: sheet.answers,
  answerTimes: Object.fromEntries(Object.entries(sheet.typedAt).map(([id, at]) => [id, iso(at)])),
})

t.test('property: after a merge every question holds an answer typed no earlier than either copy’s, and no question is lost', async (t) => {
  fc.assert(
    fc.property(sheetArb, sheetArb, (local, server) => {
      const merged = adoptNewer(local, asServer(server))
      for (const id of new Set([...Object.keys(local.answers), ...Object.keys(server.answers)])) {
        if (merged.answers[id] === undefined) return false
        const newest = Math.max(local.typedAt[id] ?? 0, server.typedAt[id] ?? 0)
        if (merged.typedAt[id] !== newest) return false
      }
      // What this device still has to send is exactly where its copy is newer and different.
      const unsent = unsentChanges(local, asServer(server))
      return Object.entries(unsent).every(([id, change]) => change.typedAt > (server.typedAt[id] ?? 0) && server.answers[id] !== change.value)
    }),
  )
  t.pass('held for every case fast-check tried')
})
