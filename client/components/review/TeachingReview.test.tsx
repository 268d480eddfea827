import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import type { OutlineGroup } from '#shared/results/review-outline.ts'
import { reviewGroups } from './review-groups.ts'
import type { ReviewListItem } from './ReviewList.tsx'
import { TeachingReview } from './TeachingReview.tsx'

const outline: OutlineGroup[] = [
  {
    part: 'A',
    title: 'Part A, Extract 1',
    description: 'You hear a GP.',
    recording: { audioURL: 'a.opus', transcript: 'Doctor: How long?\nPatient: Six weeks.' },
    questions: [
      { id: '10', type: 'noteCompletion', text: 'Weight loss of ____', explanation: 'He says three kilos.' },
      { id: '2', type: 'mcq', text: 'What worries her?', options: ['urine output', 'the wound'] },
    ],
  },
  { part: 'B', title: 'Part B', questions: [{ id: '30', type: 'mcq', text: 'Not asked here', options: ['a', 'b'] }] },
]
const items: ReviewListItem[] = [
  { questionId: '10', answer: '3 kilos', correctAnswer: '3 kilos/3 kg', isCorrect: true },
  { questionId: '2', answer: 'the wound', correctAnswer: 'urine output', isCorrect: false },
  { questionId: '99', answer: '', correctAnswer: 'x', isCorrect: false },
]

t.test('marked answers go into their groups, by number; the unknown into a last group; empty groups go', async (t) => {
  const groups = reviewGroups(outline, items)
  t.same(groups.map((group) => [group.title, group.items.map((item) => item.questionId)]), [
    ['Part A, Extract 1', ['2', '10']],
    ['Other questions', ['99']],
  ])
  t.match(groups[0]!.items[1], { questionText: 'Weight loss of ____', answer: '3 kilos', isCorrect: true, explanation: 'He says three kilos.' })
})

t.test('each question as asked, the right option marked, the transcript behind a toggle, the explanation', async (t) => {
  const html = renderToStaticMarkup(<TeachingReview groups={reviewGroups(outline, items)} />)
  t.match(html, /<details class="transcript"><summary>Transcript<span class="visually-hidden">: Part A, Extract 1<\/span><\/summary>/)
  t.match(html, '<span class="transcript-speaker">Patient:</span> Six weeks.')
  t.match(html, 'What worries her?')
  t.match(html, '<li class="review-option-right">urine output<span class="review-option-tag"> ✓ Correct answer</span></li>')
  t.match(html, '<li class="review-option-chosen">the wound<span class="review-option-tag"> ✗ Your answer</span></li>')
  t.match(html, /Why: <\/span>He says three kilos\./)
  t.match(html, '(question not found)', 'a question the content does not know')
  t.equal(html.match(/class="review-explanation"/g)?.length, 1, 'an explanation only where the content has one')
  t.same([...html.matchAll(/class="review-qid">(.*?)</g)].map((m) => m[1]), ['2', '10', '99'], 'every question, by number')
})
