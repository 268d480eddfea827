import t from 'tap'
import { IMPORT_DOCUMENTS } from '#shared/content/schema.ts'
import { SAMPLE_IMPORT_DOCUMENTS } from '#shared/content/import-samples.ts'
import { importProblems } from '#shared/content/validate-schema.ts'
import { blankOf, itemSummary, labelOf, lowerFirst, placeOf, variantIndex, variantLabel, withBlanks, type JsonSchema } from './schema-form.ts'
import { ancestorsOf, fieldId, pointerOf, setAt } from './pointer.ts'

const schemaOf = (kind: keyof typeof IMPORT_DOCUMENTS) => JSON.parse(JSON.stringify(IMPORT_DOCUMENTS[kind])) as JsonSchema

t.test('labels read as words', async (t) => {
  t.equal(labelOf('audioURL'), 'Audio URL')
  t.equal(labelOf('question_id'), 'Question id')
  t.equal(labelOf('partA'), 'Part A')
  t.equal(labelOf('mcqQuestions'), 'MCQ questions')
  t.equal(labelOf('noteCompletionQuestions'), 'Note completion questions')
  t.equal(lowerFirst('Reading text'), 'reading text')
  t.equal(placeOf('/content/partA/mcqQuestions/0/options/1'), 'Part A › MCQ questions 1 › Options 2')
  t.equal(placeOf('/answerKey/listening:3'), 'Answer key › listening:3')
  t.equal(placeOf(''), 'The document')
  t.equal(lowerFirst('MCQ question'), 'MCQ question', 'an acronym keeps its capitals')
})

t.test("a blank of each kind's content has every required field, and only the problems of what is left to write", async (t) => {
  for (const kind of Object.keys(IMPORT_DOCUMENTS) as (keyof typeof IMPORT_DOCUMENTS)[]) {
    const blank = blankOf(schemaOf(kind)) as Record<string, unknown>
    t.equal(blank.kind, kind, `${kind}: the kind is its literal`)
    const problems = importProblems({ ...blank, title: 'A title' })
    t.notOk(problems.some((problem) => /required field is missing|unknown field/.test(problem.message)), `${kind}: nothing missing or unknown`)
  }
})

t.test('a value is shown as the variant it is', async (t) => {
  const listening = schemaOf('listening').properties!.content!
  const variants = listening.anyOf!
  const standalone = variantIndex(variants, SAMPLE_IMPORT_DOCUMENTS.listeningStandalone.content)
  const extracts = variantIndex(variants, SAMPLE_IMPORT_DOCUMENTS.oetListeningExtract.content)
  t.not(standalone, extracts, 'the two listening forms are told apart')
  t.match(variantLabel(variants, extracts), /extracts/i, 'and named by what sets them apart')
})

t.test('pointers: set, remove, ancestors and ids', async (t) => {
  t.same(setAt({ a: [1, { b: 2 }] }, ['a', 1, 'b'], 3), { a: [1, { b: 3 }] })
  t.same(setAt({ a: 1, b: 2 }, ['b'], undefined), { a: 1 }, 'undefined removes a field')
  t.equal(pointerOf(['answerKey', 'a/b']), '/answerKey/a~1b')
  t.same(ancestorsOf('/content/partA/mcqQuestions/0'), ['/content', '/content/partA', '/content/partA/mcqQuestions', '/content/partA/mcqQuestions/0'])
  t.match(fieldId('/content/partA/0'), /^field[A-Za-z0-9_-]+$/)
  t.not(fieldId('/a/b'), fieldId('/a-b'))
  t.equal(itemSummary({ extractName: 'Extract 1', questions: [] }), 'Extract 1')
})

t.test('a draft opened with fields missing gets them blank, so every problem names its own field', async (t) => {
  const schema = schemaOf('listening')
  const filled = withBlanks(schema, { kind: 'listening', title: 'A draft', content: {}, answerKey: {} }) as { content: Record<string, unknown> }
  t.same(Object.keys(filled.content), ['partA', 'partB', 'partC'], 'the three parts')
  const problems = importProblems(filled)
  t.same(
    problems.map((problem) => [problem.path, problem.message]),
    ['partA', 'partB', 'partC'].map((part) => [`/content/${part}/audioURL`, 'must not be empty']),
    'each part names its empty recording, nothing is "missing"',
  )
})
