import t from 'tap'
import { sortByQuestionId } from './sort-by-question.ts'

t.test('questions come in the order people number them, whatever order they arrive in', async (t) => {
  const ids = (items: { questionId: string }[]) => items.map((item) => item.questionId)
  t.same(ids(sortByQuestionId([{ questionId: '10' }, { questionId: '2' }, { questionId: '1' }])), ['1', '2', '10'])
  t.same(ids(sortByQuestionId([{ questionId: 'B1' }, { questionId: 'A10' }, { questionId: 'A2' }])), ['A2', 'A10', 'B1'])
})

t.test('the caller keeps its own list as it was', async (t) => {
  const items = [{ questionId: '3' }, { questionId: '1' }]
  sortByQuestionId(items)
  t.same(items, [{ questionId: '3' }, { questionId: '1' }])
})
