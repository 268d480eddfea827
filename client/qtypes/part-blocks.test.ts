import t from 'tap'
import type { PartQuestions } from '#shared/qtypes/index.ts'
import { orderPartBlocks } from '#client/qtypes/part-blocks.ts'

const mcq = (id: string) => ({ question_id: id, question: `Question ${id}?`, options: ['Text A', 'Text B'] })
const notes = (...ids: string[]) => ({
  instructions: 'Complete the notes.',
  sections: [{ heading: 'Notes', notes: ids.map((id) => ({ question_id: id, question: `note ${id} ____` })) }],
})
const sentences = (...ids: string[]) => ({
  sentences: ids.map((id) => ({ question: `sentence ${id} ____`, blanks: [{ question_id: id }] })),
})
const order = (part: PartQuestions) => orderPartBlocks(part).map((block) => `${block.type}:${block.questionIds.join(',')}`)

t.test('a reading Part A reads 1 to 20: multiple choice, then sentences, then notes, by first id', async (t) => {
  t.same(
    order({
      mcqQuestions: [mcq('1'), mcq('2')],
      noteCompletionQuestions: [notes('15', '16')],
      sentenceCompletionQuestions: [sentences('8', '9')],
    }),
    ['mcq:1', 'mcq:2', 'sentenceCompletion:8,9', 'noteCompletion:15,16'],
  )
})

t.test('notes come before sentences when their first id is lower', async (t) => {
  t.same(
    order({
      mcqQuestions: [],
      noteCompletionQuestions: [notes('8', '9')],
      sentenceCompletionQuestions: [sentences('10')],
    }),
    ['noteCompletion:8,9', 'sentenceCompletion:10'],
  )
})

t.test('ids compare as numbers, and multiple choice numbered later goes later', async (t) => {
  t.same(
    order({
      mcqQuestions: [mcq('10'), mcq('q2')],
      noteCompletionQuestions: [notes('2', '3')],
      sentenceCompletionQuestions: [sentences('9')],
    }),
    ['noteCompletion:2,3', 'sentenceCompletion:9', 'mcq:10', 'mcq:q2'],
  )
})

t.test('notes that ask nothing go last; an empty part has no blocks', async (t) => {
  const blocks = orderPartBlocks({
    mcqQuestions: [mcq('3')],
    noteCompletionQuestions: [{ sections: [{ heading: 'Given', notes: [{ question: 'plain line' }] }] }],
    sentenceCompletionQuestions: [],
  })
  t.same(
    blocks.map((block) => [block.type, block.key]),
    [
      ['mcq', 'mcq-0'],
      ['noteCompletion', 'noteCompletion-0'],
    ],
  )
  t.same(orderPartBlocks({ mcqQuestions: [], noteCompletionQuestions: [], sentenceCompletionQuestions: [] }), [])
})
