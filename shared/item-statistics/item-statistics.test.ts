import t from 'tap'
import { FLAG_REASONS, flagNote, itemStatistics, MIN_ATTEMPTS_FOR_FLAGS, partTables, questionStatistics, type ItemAttempt, type ItemQuestion } from './item-statistics.ts'
import { csvFileName, itemStatisticsCsv, textCell } from './csv.ts'

const OPTIONS = ['Yes', 'No', 'Maybe']
const good: ItemQuestion = { id: '1', part: 'A', type: 'mcq', text: 'Good?', key: 'Yes', options: OPTIONS }
const broken: ItemQuestion = { id: '2', part: 'B', type: 'mcq', text: 'Broken?', key: 'No', options: OPTIONS }
const notes: ItemQuestion = { id: '3', part: 'C', type: 'noteCompletion', text: 'Pain in the ____', key: 'knee' }

/**
 * A class of `n` students of rising strength: the good question is right for the stronger half;
 * the broken one is keyed to the answer the weaker half give, while the stronger choose "Yes".
 * Three filler questions give each student a rest score by strength.
 */
function classOf(n: number): ItemAttempt[] {
  return Array.from({ length: n }, (_, i) => {
    const strong = i >= n / 2
    const fillers = Object.fromEntries(['f1', 'f2', 'f3'].map((id, k) => [id, { answer: 'x', correct: i / n > k / 3 }]))
    return {
      ...fillers,
      '1': { answer: strong ? 'Yes' : 'Maybe', correct: strong },
      '2': { answer: strong ? 'Yes' : 'No', correct: !strong },
      '3': { answer: strong ? 'knee' : i % 3 === 0 ? '' : i % 3 === 1 ? ' Ankle ' : 'hip', correct: strong },
    }
  })
}

t.test('a good question discriminates and is not flagged; a broken one is flagged in plain words', async (t) => {
  const [goodStats, brokenStats] = itemStatistics([good, broken], classOf(40))
  t.equal(goodStats!.facility, 0.5)
  t.equal(goodStats!.discrimination, 1, 'the whole upper group right, the whole lower group wrong')
  t.ok(goodStats!.pointBiserial! > 0.5, `point-biserial ${goodStats!.pointBiserial}`)
  t.same(goodStats!.flags, [])
  t.same(goodStats!.optionCounts, [
    { option: 'Yes', count: 20, isKey: true },
    { option: 'No', count: 0, isKey: false },
    { option: 'Maybe', count: 20, isKey: false },
  ])

  t.equal(brokenStats!.discrimination, -1)
  t.ok(brokenStats!.pointBiserial! < 0)
  t.same(
    brokenStats!.flags.map((flag) => flag.code),
    ['negative', 'distractor'],
  )
  t.equal(brokenStats!.flags[0]!.reason, FLAG_REASONS.negative)
})

t.test('no flag below the minimum of attempts, and the note says how many there are and how many are needed', async (t) => {
  const few = itemStatistics([broken], classOf(MIN_ATTEMPTS_FOR_FLAGS - 1))[0]!
  t.ok(few.discrimination! < 0, 'the figure is shown')
  t.same(few.flags, [], 'but not flagged yet')
  t.equal(flagNote(12), `No flags yet: 12 attempts so far, and flags need at least ${MIN_ATTEMPTS_FOR_FLAGS}.`)
  t.equal(flagNote(1), `No flags yet: 1 attempt so far, and flags need at least ${MIN_ATTEMPTS_FOR_FLAGS}.`)
  t.match(flagNote(30), /^Flags are shown/)
})

t.test('a question nobody tells apart is flagged as hardly telling stronger from weaker students', async (t) => {
  const flat = classOf(40).map((attempt, i) => ({ ...attempt, '1': { answer: i % 2 ? 'Yes' : 'No', correct: i % 2 === 1 } }))
  const stats = questionStatistics(good, flat)
  t.ok(Math.abs(stats.discrimination!) < 0.1, `discrimination ${stats.discrimination}`)
  t.same(stats.flags.map((flag) => flag.code), ['low'])
})

t.test('completion questions: blanks, and the most common wrong answers tidied, at most five', async (t) => {
  const stats = questionStatistics(notes, classOf(30))
  t.equal(stats.blanks, 5)
  t.same(stats.wrongAnswers, [
    { answer: 'ankle', count: 5 },
    { answer: 'hip', count: 5 },
  ])
  t.notOk(stats.optionCounts)
  const many = Array.from({ length: 8 }, (_, i) => ({ '3': { answer: `wrong ${i}`, correct: false } }))
  t.equal(questionStatistics(notes, many).wrongAnswers!.length, 5)
})

t.test('no attempts: no figures, no flags; an attempt not marked against a question does not count for it', async (t) => {
  const none = questionStatistics(good, [])
  t.same({ attempts: none.attempts, facility: none.facility, discrimination: none.discrimination, pointBiserial: none.pointBiserial, flags: none.flags }, { attempts: 0, facility: null, discrimination: null, pointBiserial: null, flags: [] })
  t.equal(questionStatistics(good, [{ '2': { answer: 'No', correct: true } }]).attempts, 0)
})

t.test('tables by part, a mock section named; CSV with one row per question and formula-safe text', async (t) => {
  const tables = partTables(itemStatistics([good, { ...broken, section: 'reading', text: '=HYPERLINK("x")' }], classOf(40)))
  t.same(tables.map((table) => table.title), ['Part A', 'Reading, Part B'])
  const csv = itemStatisticsCsv(tables)
  const lines = csv.trimEnd().split('\r\n')
  t.equal(lines.length, 3, 'a header and one row per question')
  t.match(lines[0], /^Part,Question,Type,Question text,Key,Attempts,Facility,Discrimination,Point-biserial/)
  t.match(lines[1], /^Part A,1,mcq,Good\?,Yes,40,0\.5,1,/)
  t.match(lines[2], /,"'=HYPERLINK\(""x""\)",No,40,0\.5,-1,/, 'a formula is quoted and escaped; a negative figure stays a number')
  t.equal(textCell('+1'), "'+1")
  t.equal(textCell('-2'), "'-2")
  t.equal(textCell('@cmd'), "'@cmd")
  t.equal(textCell('plain'), 'plain')
  t.equal(csvFileName('OET Reading 1: "Cardiology"', 3), 'item-statistics-oet-reading-1-cardiology-v3.csv')
})
