import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { ReviewList, type ReviewListItem } from './ReviewList.tsx'

const item = (questionId: string, answer: string, isCorrect: boolean, questionText?: string): ReviewListItem => ({
  questionId,
  answer,
  correctAnswer: `key ${questionId}`,
  isCorrect,
  questionText,
})
const cells = (html: string, className: string) => [...html.matchAll(new RegExp(`class="${className}"[^>]*>(.*?)</td>`, 'g'))].map((m) => m[1])

t.test('rows come in question-number order with a worded tick or cross', async (t) => {
  const html = renderToStaticMarkup(<ReviewList items={[item('10', 'b', false), item('2', 'a', true), item('1', '', false)]} />)
  t.same([...html.matchAll(/class="review-qid">(.*?)</g)].map((m) => m[1]), ['1', '2', '10'])
  t.match(cells(html, 'review-answer')[0], '–', 'an empty answer is a dash')
  t.match(cells(html, 'review-answer')[0], 'No answer', 'which a screen reader reads as words')
  t.same(
    [...html.matchAll(/result-mark-icon" aria-hidden="true">.<\/span>(Correct|Incorrect)/g)].map((m) => m[1]),
    ['Incorrect', 'Correct', 'Incorrect'],
  )
  t.notMatch(html, 'review-qtext', 'no question texts when none are given')
})

t.test('with question texts, an unknown question says so', async (t) => {
  const html = renderToStaticMarkup(<ReviewList items={[item('1', 'a', true, 'What dose?'), item('2', 'b', false)]} caption="Part A" />)
  t.same([...html.matchAll(/class="review-qtext">(.*?)</g)].map((m) => m[1]), ['What dose?', '(question not found)'])
  t.match(html, '<caption>Part A</caption>')
})

t.test('the key as a person would write it, with the other answers accepted', async (t) => {
  const row = (correctAnswer: string): ReviewListItem => ({ questionId: '1', answer: 'x', correctAnswer, isCorrect: false })
  const key = (correctAnswer: string) => cells(renderToStaticMarkup(<ReviewList items={[row(correctAnswer)]} />), 'review-key')[0]!.replace(/<[^>]+>/g, '')
  t.equal(key('(a) TIA/mini stroke/(a) mini-stroke'), 'TIAalso accepted: mini stroke, mini-stroke')
  t.equal(key('hanging (up)'), 'hanging upalso accepted: hanging')
  t.equal(key('B'), 'B')
  t.equal(key(''), '–No answer is accepted')
})
