import t from 'tap'
import { whatText } from './what-text.ts'

const base = { mode: 'computer', mainCardNumber: null, source: 'test', timed: true, status: 'pending', doubleMarking: null } as const

t.test('the queue says what the work is, and what a double marking waits for', async (t) => {
  t.equal(whatText(base), 'Typed letter · Timed: 45 min')
  t.equal(whatText({ ...base, doubleMarking: 'second' }), 'Typed letter · Timed: 45 min · Second marking')
  t.equal(whatText({ ...base, doubleMarking: 'adjudication', source: 'mock' }), 'Typed letter · Timed: 45 min · Mock test · Adjudication (senior evaluator)')
  t.equal(whatText({ ...base, doubleMarking: 'done', status: 'evaluated' }), 'Typed letter · Timed: 45 min', 'nothing once the final marks stand')
  t.equal(whatText({ ...base, mode: 'audio', timed: null, rolePlays: [1, 2] }), 'Role-plays 1 and 2', "a speaking sitting's role-plays")
  t.equal(whatText({ ...base, mode: 'audio', timed: null, mainCardNumber: 2 }), 'Role-play 2')
})
