import t from 'tap'
import { SAMPLE_IMPORT_DOCUMENTS, sampleDocument } from '#shared/content/import-samples.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'
import { TRANSCRIPT_MAX_LENGTH } from '#shared/listening/schema.ts'
import { EXPLANATION_MAX_LENGTH } from '#shared/qtypes/explanation-schema.ts'

// Loose access for breaking documents on purpose.
type Loose = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const loose = (name: keyof typeof SAMPLE_IMPORT_DOCUMENTS) => sampleDocument(name) as unknown as Loose

type Assert = Pick<typeof t, 'equal' | 'ok' | 'match' | 'fail'>

const expectError = (t: Assert, doc: unknown, path: string, message?: RegExp) => {
  const result = validateImportDocument(doc)
  if (result.ok) return t.fail(`expected an error at ${path}`)
  t.equal(result.path, path)
  t.ok(result.message.startsWith(path === '' ? 'document' : path), 'the message names the field')
  if (message) t.match(result.message, message)
}

t.test('a small valid document of each kind passes', async (t) => {
  for (const name of Object.keys(SAMPLE_IMPORT_DOCUMENTS) as (keyof typeof SAMPLE_IMPORT_DOCUMENTS)[]) {
    const result = validateImportDocument(sampleDocument(name))
    t.ok(result.ok, `${name}: ${result.ok ? 'ok' : result.message}`)
  }
})

t.test('the first bad field is reported by its JSON path', async (t) => {
  const missingAudio = loose('oetListeningExtract')
  delete missingAudio.content.partA.extracts[0].audioURL
  expectError(t, missingAudio, '/content/partA/extracts/0/audioURL', /required field is missing/)

  const badAudio = loose('oetListeningExtract')
  badAudio.content.partA.extracts[0].audioURL = 42
  expectError(t, badAudio, '/content/partA/extracts/0/audioURL', /Expected string/)

  const badOption = loose('oetListeningExtract')
  badOption.content.partA.extracts[0].questions[1].content.options[1] = ''
  expectError(t, badOption, '/content/partA/extracts/0/questions/1/content/options/1')

  const badType = loose('oetListeningExtract')
  badType.content.partA.extracts[0].questions[0].questionType = 'essay'
  expectError(t, badType, '/content/partA/extracts/0/questions/0/questionType', /"noteCompletion", "mcq"/)

  const typo = loose('oetListeningExtract')
  typo.content.partC.extracts[0].audioUrl = typo.content.partC.extracts[0].audioURL
  delete typo.content.partC.extracts[0].audioURL
  expectError(t, typo, '/content/partC/extracts/0/audioURL', /required field is missing/)

  const standalone = loose('listeningStandalone')
  delete standalone.content.partB.audioURL
  expectError(t, standalone, '/content/partB/audioURL', /required field is missing/)

  const note = loose('listeningStandalone')
  note.content.partA.noteCompletionQuestions[0].sections[0].notes[1].question_id = 'two words'
  expectError(t, note, '/content/partA/noteCompletionQuestions/0/sections/0/notes/1/question_id', /Question id/)

  const reading = loose('oetReading')
  reading.content.partC.readingTexts[0].tables[0].rows[0].entries[1] = null
  expectError(t, reading, '/content/partC/readingTexts/0/tables/0/rows/0/entries/1')

  const extra = loose('oetWriting')
  extra.content.wordLimit = 200
  expectError(t, extra, '/content/wordLimit', /unknown field/)

  const speaking = loose('oetSpeaking')
  speaking.content.mainCards[0].mainCardNumber = 0
  expectError(t, speaking, '/content/mainCards/0/mainCardNumber')

  const mock = loose('mock')
  mock.content.reading.partB.mcqQuestions[0].options = 'a'
  expectError(t, mock, '/content/reading/partB/mcqQuestions/0/options')
})

t.test('kind, title and the whole document', async (t) => {
  const unknownKind = loose('oetWriting')
  unknownKind.kind = 'oet-drawing'
  expectError(t, unknownKind, '/kind', /must be one of: "listening", "oet-listening"/)
  const noKind = loose('oetWriting')
  delete noKind.kind
  expectError(t, noKind, '/kind', /required field is missing/)
  const noTitle = loose('oetReading')
  noTitle.title = ''
  expectError(t, noTitle, '/title')
  const wrongContent = loose('oetWriting')
  wrongContent.kind = 'oet-speaking'
  expectError(t, wrongContent, '/content/discipline', /required field is missing/)
  expectError(t, 'not a document', '')
  expectError(t, null, '')
})

t.test('a question without a key and a key without a question are named', async (t) => {
  const missing = loose('oetListeningExtract')
  delete missing.answerKey['5']
  expectError(t, missing, '/answerKey/5', /question "5" has no key/)

  const orphan = loose('oetReading')
  orphan.answerKey['99'] = 'ghost'
  expectError(t, orphan, '/answerKey/99', /"99", which no question in content asks/)

  const mockMissing = loose('mock')
  delete mockMissing.answerKey['reading:2']
  expectError(t, mockMissing, '/answerKey/reading:2', /question "reading:2" has no key/)

  const writingKey = loose('oetWriting')
  writingKey.answerKey = { '1': 'x' }
  expectError(t, writingKey, '/answerKey/1', /no question in content asks/)

  const badKey = loose('oetReading')
  badKey.answerKey['not an id'] = 'x'
  expectError(t, badKey, '/answerKey/not an id', /not a valid question id/)

  const emptyKey = loose('oetReading')
  emptyKey.answerKey['1'] = ''
  expectError(t, emptyKey, '/answerKey/1')
})

t.test('ids are unique within a test', async (t) => {
  const twice = loose('oetListeningExtract')
  twice.content.partC.extracts[0].questions[1].content.question_id = '5'
  expectError(t, twice, '/content', /question id "5" is used by more than one question/)
})

t.test('a scaling table rises and stays within the questions', async (t) => {
  const falling = loose('listeningStandalone')
  falling.scaling[2].scaled = 300
  expectError(t, falling, '/scaling/2/scaled', /must not fall/)
  const unordered = loose('listeningStandalone')
  unordered.scaling[1].raw = 0
  expectError(t, unordered, '/scaling/1/raw', /must rise/)
  const beyond = loose('listeningStandalone')
  beyond.scaling[2].raw = 10
  expectError(t, beyond, '/scaling/2/raw', /more than the 9 questions/)
})

t.test('transcripts and explanations are optional text of bounded length', async (t) => {
  const taught = loose('oetListeningExtract')
  const extract = taught.content.partA.extracts[0]
  extract.transcript = 'Doctor: What brings you in today?'
  extract.questions[0].content.sections[0].notes[0].explanation = 'He says he fell off a ladder.'
  extract.questions[1].content.explanation = 'The nurse says yes.'
  taught.content.partB.questions[0].transcript = 'Nurse: ...'
  taught.content.partB.questions[0].question.content.explanation = 'Heard at the end.'
  taught.content.partC.extracts[0].transcript = 'Interviewer: ...'
  t.ok(validateImportDocument(taught).ok, 'the extract form')

  const standalone = loose('listeningStandalone')
  standalone.content.partA.transcript = 'Receptionist: Good morning.'
  standalone.content.partA.sentenceCompletionQuestions[0].sentences[0].blanks[0].explanation = 'Twice a day.'
  t.ok(validateImportDocument(standalone).ok, 'the standalone form')

  const reading = loose('oetReading')
  reading.content.partC.mcqQuestions[0].explanation = 'Paragraph 2 says so.'
  t.ok(validateImportDocument(reading).ok, 'reading')

  const numberTranscript = loose('oetListeningExtract')
  numberTranscript.content.partC.extracts[0].transcript = 42
  expectError(t, numberTranscript, '/content/partC/extracts/0/transcript', /Expected string/)

  const longTranscript = loose('listeningStandalone')
  longTranscript.content.partB.transcript = 'x'.repeat(TRANSCRIPT_MAX_LENGTH + 1)
  expectError(t, longTranscript, '/content/partB/transcript', new RegExp(`${TRANSCRIPT_MAX_LENGTH}`))

  const longExplanation = loose('oetListeningExtract')
  longExplanation.content.partB.questions[0].question.content.explanation = 'x'.repeat(EXPLANATION_MAX_LENGTH + 1)
  expectError(t, longExplanation, '/content/partB/questions/0/question/content/explanation', new RegExp(`${EXPLANATION_MAX_LENGTH}`))

  const listExplanation = loose('listeningStandalone')
  listExplanation.content.partA.noteCompletionQuestions[0].sections[0].notes[1].explanation = ['a']
  expectError(t, listExplanation, '/content/partA/noteCompletionQuestions/0/sections/0/notes/1/explanation', /Expected string/)

  const emptyExplanation = loose('oetReading')
  emptyExplanation.content.partC.mcqQuestions[0].explanation = ''
  expectError(t, emptyExplanation, '/content/partC/mcqQuestions/0/explanation')
})

t.test('an answer stretch names a question of its own recording and lies within it', async (t) => {
  const good = loose('oetListeningExtract')
  const partB = good.content.partB.questions[0]
  const id = partB.question.content.question_id
  partB.answerStretches = { [id]: { startSeconds: 2, endSeconds: 9.5 } }
  t.ok(validateImportDocument(good).ok, 'a stretch of its own question is taken')

  const elsewhere = loose('oetListeningExtract')
  elsewhere.content.partB.questions[0].answerStretches = { '1': { startSeconds: 2, endSeconds: 9 } }
  expectError(t, elsewhere, '/content/partB/questions/0/answerStretches/1', /not answered in this recording/)

  const backwards = loose('oetListeningExtract')
  backwards.content.partB.questions[0].answerStretches = { [id]: { startSeconds: 9, endSeconds: 2 } }
  expectError(t, backwards, `/content/partB/questions/0/answerStretches/${id}/endSeconds`, /end after it starts/)

  const beyond = loose('oetListeningExtract')
  beyond.content.partB.questions[0].durationSeconds = 40
  beyond.content.partB.questions[0].answerStretches = { [id]: { startSeconds: 30, endSeconds: 41 } }
  expectError(t, beyond, `/content/partB/questions/0/answerStretches/${id}/endSeconds`, /after the recording does \(40 s\)/)

  const mock = loose('mock')
  mock.content.listening.partB.questions[0].answerStretches = { nope: { startSeconds: 1, endSeconds: 2 } }
  expectError(t, mock, '/content/listening/partB/questions/0/answerStretches/nope', /not answered in this recording/)
})
