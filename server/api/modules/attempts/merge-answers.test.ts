import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { mergeIntoSaved } from './merge-answers.ts'

const id = fc.constantFrom('1', '2', '3', '4', '5')
const time = fc.integer({ min: 0, max: 10 }).map((minute) => new Date(Date.UTC(2026, 4, 1, 9, minute)).toISOString())
const sheet = fc.dictionary(id, fc.tuple(fc.string({ maxLength: 3 }), time))
const answersOf = (entries: Record<string, [string, string]>) => Object.fromEntries(Object.entries(entries).map(([key, [value]]) => [key, value]))
const timesOf = (entries: Record<string, [string, string]>) => Object.fromEntries(Object.entries(entries).map(([key, [, at]]) => [key, at]))

t.test('no answer is lost: every question saved or sent has an answer, the newer typed (a tie to the submit)', async (t) => {
  // Checked with node:assert, which throws, so fast-check shrinks a failure to its smallest sheets;
  // and the suite's count of assertions stays the same whatever sheets were drawn.
  fc.assert(
    fc.property(sheet, sheet, (saved, sent) => {
      const merged = mergeIntoSaved({ answers: answersOf(saved), answerTimes: timesOf(saved) }, answersOf(sent), timesOf(sent))
      const expected = Object.fromEntries(
        [...new Set([...Object.keys(saved), ...Object.keys(sent)])].map((key) => {
          const fromSent = sent[key] !== undefined && (saved[key] === undefined || sent[key][1] >= saved[key][1])
          return [key, fromSent ? sent[key]![0] : saved[key]![0]]
        }),
      )
      assert.deepStrictEqual(merged, expected)
    }),
  )
  t.pass('every drawn pair of sheets merged without losing an answer')
})

t.test('a sent answer without a time never beats a saved one that has one; a saved answer without one always loses', async (t) => {
  t.same(mergeIntoSaved({ answers: { '1': 'saved' }, answerTimes: { '1': '2026-05-01T09:00:00.000Z' } }, { '1': 'sent' }, {}), { '1': 'saved' })
  t.same(mergeIntoSaved({ answers: { '1': 'saved' }, answerTimes: {} }, { '1': 'sent' }, { '1': '2026-05-01T09:00:00.000Z' }), { '1': 'sent' })
})
