import t from 'tap'
import type { SubmitResult } from '#shared/contracts/results.ts'
import { answersToSend, listeningQuestionTexts, resultReview } from './listening-review.ts'
import { extractSample, standaloneSample } from './sample-tests.ts'

const result: SubmitResult = {
  score: 30,
  grade: 'E',
  correctAnswers: 1,
  totalQuestions: 2,
  parts: [{ part: 'A', correct: 1, total: 2 }],
  review: [
    { questionId: '1', answer: '6 weeks', correctAnswer: '6 weeks', isCorrect: true },
    { questionId: '2', answer: '', correctAnswer: 'palpitations', isCorrect: false },
  ],
}
const texts = listeningQuestionTexts(extractSample())

t.test('with the key, every keyed question is marked by the strict rules, with its text', async (t) => {
  const review = resultReview(result, { '1': '6 Weeks', '3': 'pale' }, { '1': '6 weeks', '2': 'palpitations', '3': 'pale' }, texts)
  t.same(
    review.map((item) => [item.questionId, item.answer, item.isCorrect]),
    [['1', '6 Weeks', true], ['2', '', false], ['3', 'pale', true]],
  )
  t.equal(review[0]!.questionText, 'Tiredness for approximately ____')
})

t.test("without the key, the submit's own review is shown", async (t) => {
  const review = resultReview(result, {}, null, texts)
  t.same(review.map((item) => item.questionId), ['1', '2'])
  t.equal(review[1]!.correctAnswer, 'palpitations')
})

t.test('question texts of both forms', async (t) => {
  t.equal(Object.keys(texts).length, 42)
  t.equal(texts['25'], 'You hear a nurse handing over a patient to a colleague. What is the nurse most concerned about?')
  const standalone = listeningQuestionTexts(standaloneSample())
  t.equal(Object.keys(standalone).length, 17)
  t.equal(standalone['10'], 'At the start of each shift, volunteers should sign in at ____.')
})

t.test('cleared answers are not sent', async (t) => {
  t.same(answersToSend({ '1': 'pale', '2': '', '3': '  ' }), { '1': 'pale' })
})
