import t from 'tap'
import { readFileSync } from 'node:fs'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { partBStep, partCGroups, questionRangeLabel, shortTextLabel } from './part-content.ts'
import { answeredCount, questionTexts, testQuestionIds, unansweredIds } from './question-texts.ts'

const sample = JSON.parse(readFileSync(new URL('../../../content/oet-reading-1/test.json', import.meta.url), 'utf8')) as {
  content: ReadingTest
}
const test = sample.content
const ids = (questions: { question_id: string }[]) => questions.map((q) => q.question_id)

t.test('Part C: the first text asks the part’s questions 1-8, the second 9-16', async (t) => {
  const [first, second, ...rest] = partCGroups(test.partC)
  t.same(ids(first?.questions ?? []), ['27', '28', '29', '30', '31', '32', '33', '34'])
  t.same(ids(second?.questions ?? []), ['35', '36', '37', '38', '39', '40', '41', '42'])
  t.equal(rest.length, 0)
  t.equal(first?.text.title, test.partC.readingTexts[0]?.title)
})

t.test('Part C questions beyond the texts’ share stay with the last text', async (t) => {
  const extra = { ...test.partC, mcqQuestions: [...test.partC.mcqQuestions, { question_id: '43', question: 'More?', options: ['a'] }] }
  t.same(ids(partCGroups(extra)[1]?.questions ?? []).slice(-2), ['42', '43'])
})

t.test('a Part B step is text i with question i; a missing question is undefined', async (t) => {
  const step = partBStep(test.partB, 2)
  t.equal(step.text?.title, test.partB.readingTexts[2]?.title)
  t.equal(step.question?.question_id, '23')
  t.equal(partBStep({ ...test.partB, mcqQuestions: [] }, 0).question, undefined)
})

t.test('labels a student reads', async (t) => {
  t.equal(questionRangeLabel(['10', '8', '9']), 'Questions 8–10')
  t.equal(questionRangeLabel(['21']), 'Question 21')
  t.equal(questionRangeLabel([]), '')
  t.equal(shortTextLabel('Text A: Falls risk screening on admission', 0), 'Text A')
  t.equal(shortTextLabel('Memo: Bedside handover', 3), 'Memo')
  t.equal(shortTextLabel('Extract from a guideline: Oxygen', 2), 'Text 3', 'a long lead-in is not a short name')
  t.equal(shortTextLabel('Hospital at home', 1), 'Text 2')
})

t.test('the review names every question by its text', async (t) => {
  const texts = questionTexts(test)
  t.equal(texts.size, 42, 'all 42 questions of the sample')
  t.equal(texts.get('1'), test.partA.mcqQuestions[0]?.question, 'multiple choice: the question')
  t.match(texts.get('8'), /falls risk screen within ____ of admission/, 'a sentence: the sentence')
  t.match(texts.get('15'), /^Signs: hip or groin pain/, 'a note: the note')
  t.equal(texts.get('27'), test.partC.mcqQuestions[0]?.question)
})

t.test('answered and unanswered counts ignore blank answers and unknown ids', async (t) => {
  t.equal(testQuestionIds(test).length, 42)
  const answers = { '1': 'Text A', '8': '6 hours', '15': '   ', '99': 'stray' }
  t.equal(answeredCount(test, answers), 2)
  t.equal(unansweredIds(test, answers).length, 40)
  t.equal(unansweredIds(test, {}).length, 42)
})
