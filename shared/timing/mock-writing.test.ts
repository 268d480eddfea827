import t from 'tap'
import { mockWritingLockSeconds } from './mock-writing.ts'

t.test("the mock's writing reading time: 5 minutes in the exam, the same share of a practice's minutes", async (t) => {
  t.equal(mockWritingLockSeconds(45 * 60), 300, 'a simulation: 5 of 45 minutes')
  t.equal(mockWritingLockSeconds(null), 300, 'no limit: the exam\'s 5 minutes')
  t.equal(mockWritingLockSeconds(undefined), 300)
  t.equal(mockWritingLockSeconds(30 * 60), 180, '30 minutes of practice: 3 minutes')
  t.equal(mockWritingLockSeconds(20 * 60), 120)
  t.equal(mockWritingLockSeconds(10 * 60), 60, '10 minutes: 1 minute')
  t.equal(mockWritingLockSeconds(2 * 60), 60, 'never under a minute')
  t.equal(mockWritingLockSeconds(90 * 60), 300, 'never over the exam\'s 5 minutes')
})
