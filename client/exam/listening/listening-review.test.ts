import t from 'tap'
import type { SubmitResult } from '#shared/results/schema.ts'
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

t.test("the submit's review is shown as the server stored it: every keyed question with its verdict and text", async (t) => {
  const stored: SubmitResult = {
    ...result,
    correctAnswers: 1,
    totalQuestions: 3,
    review: [
      { questionId: '1', answer: '6 Weeks', correctAnswer: '6 weeks', isCorrect: true },
      { questionId: '2', answer: '', correctAnswer: 'palpitations', isCorrect: false },
      // Marked wrong when it was submitted: shown so, whatever the rules say today.
      { questionId: '3', answer: 'pale', correctAnswer: 'pale', isCorrect: false },
    ],
  }
  const review = resultReview(stored, texts)
  t.same(
    review.map((item) => [item.questionId, item.answer, item.correctAnswer, item.isCorrect]),
    [['1', '6 Weeks', '6 weeks', true], ['2', '', 'palpitations', false], ['3', 'pale', 'pale', false]],
  )
  t.equal(review.filter((item) => item.isCorrect).length, stored.correctAnswers, 'the ticks agree with the score')
  t.equal(review[0]!.questionText, 'Tiredness for approximately ____')
})

t.test('a question the content does not have keeps no text (the list says "question not found")', async (t) => {
  const review = resultReview({ ...result, review: [{ questionId: 'zz', answer: 'x', correctAnswer: 'y', isCorrect: false }] }, texts)
  t.same(review, [{ questionId: 'zz', answer: 'x', correctAnswer: 'y', isCorrect: false, questionText: undefined }])
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
