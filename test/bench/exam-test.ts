/**
 * The bench's OET listening test, in the extract form, with 42 keyed questions as in the real
 * exam: part A two extracts of 12 note-completion gaps, part B 6 multiple choice, part C two
 * extracts of 6 multiple choice. Ids "1".."42". Shared by the child (which imports it) and the
 * parent (which answers it), so both know the key without asking each other.
 */
import type { ImportDocument } from '#shared/content/schema.ts'
import type { ListeningExtractTest } from '#shared/listening/schema.ts'

export const QUESTION_COUNT = 42
export const QUESTION_IDS = Array.from({ length: QUESTION_COUNT }, (_, i) => String(i + 1))

const GAP_WORDS = [
  'chest pain', 'aspirin', 'two weeks', 'smoker', 'asthma', 'penicillin', 'nausea', 'left knee',
  'insulin', 'dizziness', 'night sweats', 'physiotherapy', 'ankle', 'ibuprofen', 'three days', 'rash',
  'cough', 'warfarin', 'daughter', 'headache', 'fever', 'ultrasound', 'diet', 'blood test',
]
const OPTIONS = [
  ['The patient is worried about side effects.', 'The patient wants a second opinion.', 'The patient has stopped the treatment.'],
  ['To reduce the dose gradually.', 'To change the medication at once.', 'To keep the current plan.'],
  ['Staff shortages on night shifts.', 'Delays in discharge paperwork.', 'Poor communication at handover.'],
]

/** The correct answer of each question: a word for the gaps, an option's text for the rest. */
export const ANSWER_KEY: Record<string, string> = Object.fromEntries(
  QUESTION_IDS.map((id, i) => [id, i < 24 ? GAP_WORDS[i]! : OPTIONS[i % 3]![(i * 7) % 3]!]),
)

/** A wrong answer a student might give to a question. */
function wrongAnswer(id: string): string {
  const index = Number(id) - 1
  if (index < 24) return GAP_WORDS[(index + 5) % 24]!
  const options = OPTIONS[index % 3]!
  return options.find((option) => option !== ANSWER_KEY[id])!
}

const mcq = (id: string) => ({ question_id: id, question: `Question ${id}: what does the speaker suggest?`, options: OPTIONS[(Number(id) - 1) % 3]! })

const notes = (first: number) => ({
  questionType: 'noteCompletion' as const,
  content: {
    instructions: 'Complete the notes with a word or short phrase that you hear.',
    sections: [0, 1, 2].map((section) => ({
      heading: ['Presenting complaint', 'History', 'Plan'][section]!,
      notes: [0, 1, 2, 3].map((n) => ({ question_id: String(first + section * 4 + n), question: `Note ${first + section * 4 + n}: ____` })),
    })),
  },
})

/** The import document; `audioURL` is the URL of a stored media file. */
export function benchListeningDocument(audioURL: string, title: string): ImportDocument {
  const content: ListeningExtractTest = {
    partA: {
      extracts: [
        { extractName: 'Extract 1', audioURL, questions: [notes(1)] },
        { extractName: 'Extract 2', audioURL, questions: [notes(13)] },
      ],
    },
    partB: {
      questions: QUESTION_IDS.slice(24, 30).map((id) => ({ question: { content: { ...mcq(id), instructions: 'Choose the answer.' } }, audioURL })),
    },
    partC: {
      extracts: [
        { audioURL, questions: QUESTION_IDS.slice(30, 36).map((id) => ({ content: mcq(id) })) },
        { audioURL, questions: QUESTION_IDS.slice(36, 42).map((id) => ({ content: mcq(id) })) },
      ],
    },
  }
  return {
    kind: 'oet-listening',
    title,
    content,
    answerKey: ANSWER_KEY,
    scaling: [{ raw: 0, scaled: 0 }, { raw: 30, scaled: 350 }, { raw: 42, scaled: 500 }],
  }
}

export interface AnswerSheet {
  answers: Record<string, string>
  /** How many of the answers are right, for checking the server's marking. */
  right: number
}

/**
 * A student's answers to the first `count` questions: about 70% right, 25% wrong, 5% left
 * blank (an empty string, as a cleared input sends).
 */
export function answerSheet(count = QUESTION_COUNT, random: () => number = Math.random): AnswerSheet {
  const answers: Record<string, string> = {}
  let right = 0
  for (const id of QUESTION_IDS.slice(0, count)) {
    const roll = random()
    if (roll < 0.7) {
      answers[id] = ANSWER_KEY[id]!
      right += 1
    } else answers[id] = roll < 0.95 ? wrongAnswer(id) : ''
  }
  return { answers, right }
}
