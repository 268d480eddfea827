import fc from 'fast-check'
import t from 'tap'
import { markAnswers } from './mark-answers.ts'

t.test('markAnswers counts keyed questions and reviews them in question order', async (t) => {
  const key = { '10': 'hypertension', '2': '(blood) pressure', '1': 'BP', '3': '' }
  const answers = { '1': 'B.P.', '2': 'pressure', '10': 'hypertention', '99': 'not a question' }

  const strict = markAnswers(answers, key, 'strict')
  t.equal(strict.total, 4, 'every keyed question counts, the one with an empty key too')
  t.equal(strict.correct, 1)
  t.same(strict.review, [
    { questionId: '1', answer: 'B.P.', correctAnswer: 'BP', isCorrect: false },
    { questionId: '2', answer: 'pressure', correctAnswer: '(blood) pressure', isCorrect: true },
    { questionId: '3', answer: '', correctAnswer: '', isCorrect: false },
    { questionId: '10', answer: 'hypertention', correctAnswer: 'hypertension', isCorrect: false },
  ])

  const lenient = markAnswers(answers, key, 'lenient')
  t.equal(lenient.total, 4)
  t.equal(lenient.correct, 3)
  t.same(lenient.review.map((item) => item.isCorrect), [true, true, false, true])
})

t.test('markAnswers reads only own properties and only strings', async (t) => {
  const key = { constructor: 'x', toString: 'y' }
  const result = markAnswers({}, key, 'lenient')
  t.equal(result.correct, 0, 'Object.prototype is never read as an answer')
  const untyped = JSON.parse('{"constructor": 5, "toString": "y"}') as Record<string, string>
  t.same(markAnswers(untyped, key, 'strict').review.map((item) => item.answer), ['', 'y'])
})

t.test('markAnswers of an empty key', async (t) => {
  t.same(markAnswers({ '1': 'a' }, {}, 'strict'), { correct: 0, total: 0, review: [] })
})

t.test('the review follows natural question order', async (t) => {
  const ids = ['10', '2', '1', '9', '11']
  const key = Object.fromEntries(ids.map((id) => [id, 'x']))
  t.same(markAnswers({}, key, 'strict').review.map((item) => item.questionId), ['1', '2', '9', '10', '11'])
  const lettered = Object.fromEntries(['A10', 'B1', 'A2', 'a3', 'A1'].map((id) => [id, 'x']))
  t.same(markAnswers({}, lettered, 'strict').review.map((item) => item.questionId), ['A1', 'A2', 'a3', 'A10', 'B1'])
  const mock = Object.fromEntries(['reading:10', 'listening:2', 'reading:2', 'listening:10'].map((id) => [id, 'x']))
  t.same(markAnswers({}, mock, 'strict').review.map((item) => item.questionId), [
    'listening:2', 'listening:10', 'reading:2', 'reading:10',
  ], "a mock's section prefix sorts first, then the number")
})

t.test('correct never exceeds total, and total is the number of keyed questions', async (t) => {
  const record = fc.dictionary(fc.stringMatching(/^\d{1,2}$/), fc.constantFrom('', 'a', 'b', 'a or b', 'one', '1'))
  fc.assert(fc.property(record, record, fc.constantFrom('strict' as const, 'lenient' as const), (answers, key, mode) => {
    const result = markAnswers(answers, key, mode)
    return result.total === Object.keys(key).length && result.correct <= result.total && result.review.length === result.total
  }))
  t.pass('0 <= correct <= total = keyed questions')
})
