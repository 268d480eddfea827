import t from 'tap'
import { Value } from '@sinclair/typebox/value'
import { ListeningSubmitBody, SavedAnswers } from '#shared/answers/schema.ts'
import { SAMPLE_IMPORT_DOCUMENTS } from '#shared/content/import-samples.ts'
import { ListeningTest } from '#shared/listening/schema.ts'
import { listeningTestForm } from '#shared/listening/listening.ts'
import { mockKeyId, splitMockKeyId } from '#shared/mock/mock.ts'
import { autosaveKeys, letterKeyOf, testQuestionIds } from '#shared/content/question-ids.ts'
import { isTestKind, TEST_KINDS } from '#shared/test-kinds/test-kinds.ts'

t.test('the listening form is told by part A', async (t) => {
  const standalone = SAMPLE_IMPORT_DOCUMENTS.listeningStandalone.content
  const extract = SAMPLE_IMPORT_DOCUMENTS.oetListeningExtract.content
  t.equal(listeningTestForm(standalone), 'standalone')
  t.equal(listeningTestForm(extract), 'extract')
  t.ok(Value.Check(ListeningTest, standalone))
  t.ok(Value.Check(ListeningTest, extract))
})

t.test('question ids of each kind, in order', async (t) => {
  const docs = SAMPLE_IMPORT_DOCUMENTS
  t.same(testQuestionIds(docs.listeningStandalone), ['1', '2', '3', '4', '5', '6', '7', '8', '9'])
  t.same(testQuestionIds(docs.oetListeningExtract), ['1', '2', '3', '4', '5', '6'])
  t.same(testQuestionIds(docs.oetReading), ['1', '2', '3'])
  t.same(testQuestionIds(docs.oetWriting), [])
  t.same(testQuestionIds(docs.oetSpeaking), [])
  t.same(testQuestionIds(docs.mock).slice(4), ['listening:5', 'listening:6', 'reading:1', 'reading:2', 'reading:3'])
  t.same(splitMockKeyId(mockKeyId('reading', '12')), { section: 'reading', questionId: '12' })
  t.equal(splitMockKeyId('12'), null)
  t.equal(splitMockKeyId('writing:1'), null)
})

t.test('saved answers keep to the bad-input limits', async (t) => {
  t.ok(Value.Check(SavedAnswers, { '1': 'paracetamol', q2: '' }))
  t.notOk(Value.Check(SavedAnswers, { '1': 'x'.repeat(1001) }), 'answer over 1000 characters')
  t.ok(Value.Check(SavedAnswers, { '1': 'x'.repeat(1000) }))
  t.notOk(Value.Check(SavedAnswers, { ['q'.repeat(65)]: 'x' }), 'id over 64 characters')
  t.notOk(Value.Check(SavedAnswers, { 'two words': 'x' }), 'not a question id')
  t.notOk(Value.Check(SavedAnswers, { '1': 3 }))
  const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [String(i), 'a']))
  t.notOk(Value.Check(SavedAnswers, many), 'more than 1000 entries')
  delete many['0']
  t.ok(Value.Check(SavedAnswers, many))
  t.ok(Value.Check(ListeningSubmitBody, { answers: { '1': 'a' }, startTime: null }))
  t.ok(Value.Check(ListeningSubmitBody, { answers: {}, startTime: '2025-01-01T10:00:00.000Z' }))
  t.notOk(Value.Check(ListeningSubmitBody, { answers: {} }), 'startTime is required (null in simulation)')
})

t.test('test kinds', async (t) => {
  t.equal(TEST_KINDS.length, 6)
  t.ok(isTestKind('oet-reading'))
  t.notOk(isTestKind('reading'))
})

t.test('what an attempt may autosave: question ids, and a letter under its own key', async (t) => {
  const docs = SAMPLE_IMPORT_DOCUMENTS
  t.same(autosaveKeys(docs.oetReading), ['1', '2', '3'])
  t.same(autosaveKeys(docs.oetWriting), ['writingAnswer'])
  t.same(autosaveKeys(docs.mock).slice(-2), ['reading:3', 'writing:answer'], "a mock's letter after its questions")
  t.equal(letterKeyOf(docs.mock), 'writing:answer')
  t.equal(letterKeyOf(docs.oetWriting), 'writingAnswer')
  t.equal(letterKeyOf(docs.oetReading), undefined)
  const { writing: _, ...noWriting } = docs.mock.content
  t.equal(letterKeyOf({ ...docs.mock, content: noWriting }), undefined, 'a mock without writing has no letter')
})
