import t from 'tap'
import { readFileSync } from 'node:fs'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { mockKeyId } from '#shared/mock/mock.ts'
import { answersById } from './host-answers.ts'

const sample = JSON.parse(readFileSync(new URL('../../../content/oet-reading-1/test.json', import.meta.url), 'utf8')) as {
  content: ReadingTest
}
const test = sample.content

t.test('the reading test keeps its answers by question id: read as they are', async (t) => {
  t.same(answersById(test, { '1': 'Text A', '27': 'B' }, (id) => id), { '1': 'Text A', '27': 'B' })
})

t.test("the mock's keys carry the section: read back by question id, other sections' answers left out", async (t) => {
  const kept = { [mockKeyId('reading', '8')]: 'oral', [mockKeyId('listening', '8')]: 'heard', 'writing:answer': 'Dear Dr' }
  t.same(answersById(test, kept, (id) => mockKeyId('reading', id)), { '8': 'oral' })
})

t.test('a key not among the test’s questions is not an answer to it', async (t) => {
  t.same(answersById(test, { '99': 'x' }, (id) => id), {})
})
