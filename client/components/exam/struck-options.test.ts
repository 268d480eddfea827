import t from 'tap'
import { optionLetter, struckIn, toggleStruck } from '#client/components/exam/struck-options.ts'

t.test('crossing out and restoring options', async (t) => {
  const one = toggleStruck({}, '21', 2)
  t.same(one, { 21: [2] })
  const two = toggleStruck(one, '21', 0)
  t.same(two, { 21: [0, 2] }, 'kept in option order')
  t.same(toggleStruck(two, '22', 1), { 21: [0, 2], 22: [1] }, 'questions apart')
  t.same(toggleStruck(two, '21', 2), { 21: [0] }, 'a second press restores the option')
  t.same(toggleStruck({ 21: [0] }, '21', 0), {}, 'a question with nothing crossed out is dropped')
  t.same(one, { 21: [2] }, 'the map given is not changed')
})

t.test('stored values are read with care', async (t) => {
  t.same(struckIn({}, '21'), [])
  t.same(struckIn({ 21: 'B' } as never, '21'), [], 'not a list')
  t.same(struckIn({ 21: [1, 'x', 2.5, 3] } as never, '21'), [1, 3], 'only whole indexes')
})

t.test('options are lettered as on paper', async (t) => {
  t.same([0, 1, 2, 9].map(optionLetter), ['A', 'B', 'C', 'J'])
})
