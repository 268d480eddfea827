import t from 'tap'
import { Value } from '@sinclair/typebox/value'
import {
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  byQuestionType,
  compareQuestionIds,
  isQuestionId,
  noteSegments,
  partQuestionIds,
  sentenceSegments,
  taggedQuestionIds,
  type TaggedQuestion,
} from '#shared/qtypes/index.ts'
import { QUESTION_SCHEMAS } from '#shared/qtypes/schemas.ts'
import type { NoteCompletionQuestion } from '#shared/qtypes/note-completion/schema.ts'
import type { SentenceCompletionQuestion } from '#shared/qtypes/sentence-completion/schema.ts'

const notes: NoteCompletionQuestion = {
  instructions: 'Complete the notes.',
  sections: [
    { heading: 'History', notes: [{ question_id: '3', question: 'Fell off a ____' }, { question: 'No other injuries' }] },
    { heading: 'Plan', notes: [{ blankLabel: '4', question: 'Review in ___ weeks' }, { question_id: '5', blankLabel: 'x', question: '__' }] },
  ],
}
const sentences: SentenceCompletionQuestion = {
  sentences: [
    { question: 'Give __ mg with ___', blanks: [{ question_id: '7' }, { question_id: '8' }] },
    { question: 'Stop after __ days', blanks: [{ question_id: '6' }] },
  ],
}

t.test('every question type has its definition under its own name', async (t) => {
  t.same(Object.keys(QUESTION_TYPES).sort(), [...QUESTION_TYPE_NAMES].sort())
  t.same(Object.keys(QUESTION_SCHEMAS).sort(), [...QUESTION_TYPE_NAMES].sort())
  for (const name of QUESTION_TYPE_NAMES) t.equal(QUESTION_TYPES[name].type, name)
})

t.test('ids are listed in order for each type', async (t) => {
  t.same(QUESTION_TYPES.mcq.questionIds({ question_id: 'q1', question: '?', options: ['a', 'b'] }), ['q1'])
  t.same(QUESTION_TYPES.noteCompletion.questionIds(notes), ['3', '4', '5'], 'question_id wins over blankLabel')
  t.same(QUESTION_TYPES.sentenceCompletion.questionIds(sentences), ['7', '8', '6'], 'document order, not sorted')
  t.same(
    partQuestionIds({
      mcqQuestions: [{ question_id: '1', question: '?', options: ['a', 'b'] }],
      noteCompletionQuestions: [notes],
      sentenceCompletionQuestions: [sentences],
    }),
    ['1', '3', '4', '5', '7', '8', '6'],
  )
})

t.test('a question that names its type is handled by that type', async (t) => {
  const tagged: TaggedQuestion[] = [
    { questionType: 'noteCompletion', content: notes },
    { questionType: 'mcq', content: { question_id: '9', question: '?', options: ['a', 'b'] } },
    { questionType: 'sentenceCompletion', content: sentences },
  ]
  t.same(tagged.map(taggedQuestionIds), [['3', '4', '5'], ['9'], ['7', '8', '6']])
  const names = tagged.map((question) =>
    byQuestionType(question, {
      mcq: (mcq) => `mcq ${mcq.question_id}`,
      noteCompletion: (notes) => `notes ${notes.sections.length}`,
      sentenceCompletion: (sentences) => `sentences ${sentences.sentences.length}`,
    }),
  )
  t.same(names, ['notes 2', 'mcq 9', 'sentences 2'])
})

t.test('the schemas accept the samples and refuse bad ids', async (t) => {
  t.ok(Value.Check(QUESTION_SCHEMAS.noteCompletion, notes))
  t.ok(Value.Check(QUESTION_SCHEMAS.sentenceCompletion, sentences))
  t.notOk(Value.Check(QUESTION_SCHEMAS.mcq, { question_id: 'a b', question: '?', options: ['a', 'b'] }))
  t.notOk(Value.Check(QUESTION_SCHEMAS.mcq, { question_id: '1', question: '?', options: ['only one'] }))
  t.notOk(isQuestionId('__proto__'))
  t.notOk(isQuestionId('x'.repeat(65)))
  t.ok(isQuestionId('x'.repeat(64)))
  t.same(['10', '2', 'q10', 'q2', '1'].sort(compareQuestionIds), ['1', '2', '10', 'q2', 'q10'])
})

t.test('a note asks one question: first run is its blank, later runs stay text', async (t) => {
  t.same(noteSegments({ question_id: '9', question: 'BP __ over ___ mmHg' }), [
    { kind: 'text', text: 'BP ' },
    { kind: 'blank', questionId: '9' },
    { kind: 'text', text: ' over ___ mmHg' },
  ])
  t.same(noteSegments({ question_id: '9', question: 'Allergies' }), [
    { kind: 'text', text: 'Allergies' },
    { kind: 'blank', questionId: '9' },
  ])
  t.same(noteSegments({ question: 'Signed ____' }), [{ kind: 'text', text: 'Signed ____' }])
})

t.test('a sentence pairs its runs with its blanks in order', async (t) => {
  t.same(sentenceSegments({ question: 'Give __ mg with ___', blanks: [{ question_id: '7' }, { question_id: '8' }] }), [
    { kind: 'text', text: 'Give ' },
    { kind: 'blank', questionId: '7' },
    { kind: 'text', text: ' mg with ' },
    { kind: 'blank', questionId: '8' },
  ])
  t.same(sentenceSegments({ question: 'Dose __ and __', blanks: [{ question_id: '1' }] }), [
    { kind: 'text', text: 'Dose ' },
    { kind: 'blank', questionId: '1' },
    { kind: 'text', text: ' and __' },
  ])
  t.same(sentenceSegments({ question: 'Dose', blanks: [{ question_id: '1' }] }), [
    { kind: 'text', text: 'Dose' },
    { kind: 'blank', questionId: '1' },
  ])
})
