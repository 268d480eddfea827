import type { ImportDocument } from '#shared/content/schema.ts'
import type { ListeningExtractTest, ListeningStandalonePart } from '#shared/listening/schema.ts'
import type { ReadingPart } from '#shared/reading/schema.ts'

/** Small valid import documents, one per kind (both listening forms): for tests and examples. */

const mcq = (id: string) => ({ question_id: id, question: `Question ${id}?`, options: ['Yes', 'No', 'Maybe'] })

const standalonePart = (ids: [string, string, string]): ListeningStandalonePart => ({
  audioURL: `/media/audio/standalone-${ids[0]}.webm`,
  readingTexts: [],
  mcqQuestions: [mcq(ids[0])],
  noteCompletionQuestions: [
    { sections: [{ heading: 'Patient', notes: [{ question: 'Presenting with' }, { question_id: ids[1], question: 'Pain in the ____' }] }] },
  ],
  sentenceCompletionQuestions: [{ sentences: [{ question: 'Take ___ daily', blanks: [{ question_id: ids[2] }] }] }],
})

const extractListening: ListeningExtractTest = {
  partA: {
    extracts: [
      {
        extractName: 'Extract 1',
        audioURL: '/media/audio/a1.webm',
        questions: [
          {
            questionType: 'noteCompletion',
            content: {
              instructions: 'Complete the notes. Write NO MORE THAN TWO WORDS.',
              sections: [{ heading: 'History', notes: [{ question_id: '1', question: 'Fell off a ____' }, { blankLabel: '2', question: 'Pain rated ___ out of 10' }] }],
            },
          },
          { questionType: 'mcq', content: mcq('3') },
        ],
      },
    ],
  },
  partB: { questions: [{ question: { content: { ...mcq('4'), instructions: 'Choose one.' } }, audioURL: '/media/audio/b1.webm' }] },
  partC: { extracts: [{ audioURL: '/media/audio/c1.webm', questions: [{ content: mcq('5') }, { content: mcq('6') }] }] },
}

const readingPart = (heading: string, ids: string[]): ReadingPart => ({
  heading,
  instructions: 'Read the texts and answer.',
  readingTexts: [
    {
      title: `${heading} text`,
      paragraphs: ['Paracetamol is an analgesic.'],
      tables: [{ mainHeading: 'Dosage', instructions: 'See below', columns: [{ heading: 'Age' }, { heading: 'Dose' }], rows: [{ entries: ['Adult', '1 g'] }] }],
    },
  ],
  mcqQuestions: ids.map(mcq),
  noteCompletionQuestions: [],
  sentenceCompletionQuestions: [],
})

const reading = { heading: 'Reading', partA: readingPart('Part A', ['1']), partB: readingPart('Part B', ['2']), partC: readingPart('Part C', ['3']) }

const writing = {
  title: 'Referral letter',
  subTitle: 'Nursing',
  instructions: 'Read the case notes.',
  caseNotes: [{ title: 'Patient details', subSections: [{ label: 'Name', content: 'Ms Jane Doe\nAge: 54' }] }],
  writingPrompt: 'Write a referral letter to the district nurse.',
}

const speaking = {
  title: 'Speaking test 1',
  discipline: 'Medicine',
  mainCards: [
    { mainCardNumber: 1, cards: [{ setting: 'GP clinic', roleLabel: 'Doctor', cardType: 'Candidate card', description: 'A patient with asthma.', tasks: [{ text: 'Explain the inhaler.' }] }] },
  ],
}

const keys = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `key ${id}`]))

export const SAMPLE_IMPORT_DOCUMENTS = {
  listeningStandalone: {
    kind: 'listening',
    title: 'General listening 1',
    content: { partA: standalonePart(['1', '2', '3']), partB: standalonePart(['4', '5', '6']), partC: standalonePart(['7', '8', '9']) },
    answerKey: keys(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
    scaling: [{ raw: 0, scaled: 0 }, { raw: 6, scaled: 350 }, { raw: 9, scaled: 500 }],
  },
  oetListeningExtract: { kind: 'oet-listening', title: 'OET listening 1', content: extractListening, answerKey: keys(['1', '2', '3', '4', '5', '6']) },
  oetReading: { kind: 'oet-reading', title: 'OET reading 1', content: reading, answerKey: keys(['1', '2', '3']) },
  oetWriting: { kind: 'oet-writing', title: 'OET writing 1', content: writing, answerKey: {} },
  oetSpeaking: { kind: 'oet-speaking', title: 'OET speaking 1', content: speaking, answerKey: {} },
  mock: {
    kind: 'mock',
    title: 'Mock 1',
    content: { listening: extractListening, reading, writing, speaking },
    answerKey: keys([...['1', '2', '3', '4', '5', '6'].map((id) => `listening:${id}`), 'reading:1', 'reading:2', 'reading:3']),
  },
} satisfies Record<string, ImportDocument>

/** A deep copy of a sample, to break in a test. */
export function sampleDocument(name: keyof typeof SAMPLE_IMPORT_DOCUMENTS): ImportDocument {
  return structuredClone(SAMPLE_IMPORT_DOCUMENTS[name]) as ImportDocument
}
