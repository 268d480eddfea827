import t from 'tap'
import { mockSubmitForm, sectionAnswers, sectionReview } from './mock-answers.ts'

const answers = { 'listening:1': 'Metformin', 'listening:2': ' ', 'reading:1': 'B', 'writing:answer': 'Dear Dr Lee' }

t.test("a section's answers without their prefix", async (t) => {
  t.same(sectionAnswers(answers, 'listening'), { '1': 'Metformin', '2': ' ' })
  t.same(sectionAnswers(answers, 'reading'), { '1': 'B' })
})

t.test('the submit form carries only the chosen sections, answers un-prefixed and blank ones left out', async (t) => {
  const audio = { blob: new Blob(['a'], { type: 'audio/webm' }), source: 'recording' as const, name: 'recording.webm', mimeType: 'audio/webm', durationSeconds: 3 }
  const form = mockSubmitForm({
    attemptId: 'a1',
    sections: ['listening', 'writing', 'speaking'],
    answers,
    typedAt: { 'listening:1': '2026-05-01T09:30:00.000Z', 'listening:2': '2026-05-01T09:31:00.000Z', 'reading:1': '2026-05-01T09:32:00.000Z', 'writing:answer': '2026-05-01T09:33:00.000Z' },
    writingMode: 'paper',
    images: [new File(['x'], 'page1.jpg', { type: 'image/jpeg' })],
    speaking: new Map([
      [2, audio],
      [1, audio],
    ]),
  })
  t.equal(form.get('attemptId'), 'a1')
  t.same(JSON.parse(form.get('listeningAnswers') as string), { '1': 'Metformin' })
  t.equal(form.get('readingAnswers'), null, 'reading was not chosen')
  t.same(JSON.parse(form.get('typedAt') as string), { 'listening:1': '2026-05-01T09:30:00.000Z' }, 'when each answer sent was typed, so the server merges it with other devices\' saves')
  t.same(JSON.parse(form.get('writingData') as string), { mode: 'paper' })
  t.equal(form.get('writingAnswer'), '', 'paper mode sends photos, not the typed letter')
  t.equal(form.getAll('writingFiles').length, 1)
  t.same(JSON.parse(form.get('speakingResponses') as string), [{ mainCardNumber: 1 }, { mainCardNumber: 2 }])
  t.same(
    form.getAll('speakingFiles').map((file) => (file as File).name),
    ['speaking-part-1.webm', 'speaking-part-2.webm'],
  )
})

t.test("the review is the submit's own: the server's verdicts counted, an unknown question named, empty answers kept empty", async (t) => {
  const result = {
    score: { roundedScore: 150, grade: 'D' as const },
    correctAnswers: { '1': 'metformin tablets', '2': 'wife', '3': 'insulin' },
    review: [
      // A near spelling the server's lenient rules accepted.
      { questionId: '1', answer: 'Metformin tablet', correctAnswer: 'metformin tablets', isCorrect: true },
      { questionId: '2', answer: '', correctAnswer: 'wife', isCorrect: false },
      { questionId: '3', answer: '', correctAnswer: 'insulin', isCorrect: false },
    ],
  }
  const review = sectionReview(result, { '1': 'Medication', '2': 'Lives with' })
  t.equal(review.correct, 1, "the server's tick, not marked again here")
  t.equal(review.total, 3)
  t.same(
    review.items.map((item) => [item.questionId, item.answer, item.correctAnswer, item.isCorrect, item.questionText]),
    [
      ['1', 'Metformin tablet', 'metformin tablets', true, 'Medication'],
      ['2', '', 'wife', false, 'Lives with'],
      ['3', '', 'insulin', false, ''],
    ],
  )
})

t.test('a verdict stored wrong stays wrong here, whatever the rules would say today', async (t) => {
  const result = {
    score: { roundedScore: 0, grade: 'E' as const },
    correctAnswers: { '1': 'insulin' },
    review: [{ questionId: '1', answer: 'insulin', correctAnswer: 'insulin', isCorrect: false }],
  }
  const review = sectionReview(result, {})
  t.same([review.correct, review.total, review.items[0]!.isCorrect], [0, 1, false])
})
