import t from 'tap'
import { readFile } from 'node:fs/promises'
import { ApiError, type ApiFetch } from '#client/lib/api.ts'
import { isWritingTest, loadWritingTest } from './load-writing-test.ts'

const sample = JSON.parse(await readFile(new URL('../../../../content/oet-writing-1/test.json', import.meta.url), 'utf8')) as {
  content: Record<string, unknown>
}
const served = { id: 't1', kind: 'oet-writing', ...sample.content }
const answering = (value: unknown): ApiFetch => (async () => value) as ApiFetch

t.test('the sample writing test as the API serves it', async (t) => {
  t.ok(isWritingTest(served))
  t.same(await loadWritingTest(answering(served), 't1'), { test: served })
})

t.test('anything else is "Error loading test"', async (t) => {
  t.notOk(isWritingTest({ ...served, kind: 'oet-reading' }))
  t.notOk(isWritingTest({ ...served, caseNotes: [{ title: 'x', subSections: [{ label: 'y' }] }] }))
  t.same(await loadWritingTest(answering({ ...served, writingPrompt: ' ' }), 't1'), { failure: 'Error loading test' })
  const failing = (async () => {
    throw new ApiError('HTTP_ERROR', 'No test with this id.', 404)
  }) as ApiFetch
  t.same(await loadWritingTest(failing, 't1'), { failure: 'No test with this id.' })
})
