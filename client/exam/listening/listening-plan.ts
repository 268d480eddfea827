import type {
  ListeningExtractTest,
  ListeningPartAExtract,
  ListeningPartBQuestion,
  ListeningPartCExtract,
  ListeningStandalonePart,
  ListeningStandaloneTest,
  ListeningTest,
} from '#shared/listening/schema.ts'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import { PART_NAMES, type PartName } from '#shared/reading/reading.ts'
import { partQuestionIds, taggedQuestionIds } from '#shared/qtypes/index.ts'
import { partRecordings } from '#shared/timing/listening.ts'
import { plural } from '#client/lib/plural.ts'

/** What one screen of the listening test shows. */
export type StepContent =
  /** Extract form, part A: one extract (notes and drop-downs) with its recording. */
  | { kind: 'partA'; extract: ListeningPartAExtract; number: number }
  /** Extract form, part B: one multiple-choice question with its recording. */
  | { kind: 'partB'; question: ListeningPartBQuestion; number: number }
  /** Extract form, part C: one extract with several multiple-choice questions. */
  | { kind: 'partC'; extract: ListeningPartCExtract; number: number }
  /** Standalone form: a part's questions, with its texts one at a time (textIndex null: no texts). */
  | { kind: 'standalone'; part: ListeningStandalonePart; partName: PartName; textIndex: number | null }
  /** A part without data: "No data for this part". */
  | { kind: 'empty' }

export interface ListeningStep {
  content: StepContent
  /** The question ids this screen asks, in order. */
  questionIds: string[]
  /** The recording this screen plays; the same address on consecutive screens keeps playing. */
  audioURL: string | null
  /**
   * The key under which the recording's start is kept on the server (startPartClock): one per
   * extract or part B question, one per part in the standalone form. Null without a recording.
   */
  recordingKey: string | null
  /** Seconds to read the questions before the recording plays (the content's, else the OET's). */
  readingSeconds: number
  /**
   * The screen opens with its own reading time, shown beside its questions: every extract and
   * part B question after a part's first, whose reading time is the part's instruction dialog.
   */
  readsFirst: boolean
}

export interface PartPlan {
  part: PartName
  /** At least one step; a part without data has one 'empty' step. */
  steps: ListeningStep[]
  empty: boolean
}

export type ListeningPlan = PartPlan[]

/**
 * The screens of a listening test for the chosen parts, in the order partA, partB, partC (the
 * launch's subset keeps that order): one extract (parts A and C) or one question (part B) per
 * screen in the extract form; in the standalone form one screen per reading text of the part
 * (SPEC.md section 4: "reading texts within a part are stepped through"), each with all of the
 * part's questions, since one recording serves the whole part.
 */
export function planListening(test: ListeningTest, parts: readonly PartName[] = PART_NAMES): ListeningPlan {
  const chosen = PART_NAMES.filter((part) => parts.includes(part))
  return chosen.map((part) => {
    const steps = isExtractListeningTest(test) ? extractSteps(test, part) : standaloneSteps(test, part)
    return steps.length > 0 ? { part, steps, empty: false } : { part, steps: [EMPTY_STEP], empty: true }
  })
}

/** True when none of the chosen parts has anything to show: "No listening data". */
export const hasNoListeningData = (plan: ListeningPlan): boolean => plan.every((part) => part.empty)

const EMPTY_STEP: ListeningStep = { content: { kind: 'empty' }, questionIds: [], audioURL: null, recordingKey: null, readingSeconds: 0, readsFirst: false }

function extractSteps(test: ListeningExtractTest, part: PartName): ListeningStep[] {
  const timings = partRecordings(test, part)
  const recording = (index: number, audioURL: string) => ({
    audioURL,
    recordingKey: `recording-${part}-${index}`,
    readingSeconds: timings[index]!.readingSeconds,
    readsFirst: index > 0,
  })
  if (part === 'partA') {
    return (test.partA?.extracts ?? []).map((extract, index) => ({
      content: { kind: 'partA', extract, number: index + 1 },
      questionIds: extract.questions.flatMap(taggedQuestionIds),
      ...recording(index, extract.audioURL),
    }))
  }
  if (part === 'partB') {
    return (test.partB?.questions ?? []).map((question, index) => ({
      content: { kind: 'partB', question, number: index + 1 },
      questionIds: [question.question.content.question_id],
      ...recording(index, question.audioURL),
    }))
  }
  return (test.partC?.extracts ?? []).map((extract, index) => ({
    content: { kind: 'partC', extract, number: index + 1 },
    questionIds: extract.questions.map((question) => question.content.question_id),
    ...recording(index, extract.audioURL),
  }))
}

function standaloneSteps(test: ListeningStandaloneTest, partName: PartName): ListeningStep[] {
  const part: ListeningStandalonePart | undefined = test[partName]
  if (!part) return []
  const questionIds = partQuestionIds(part)
  const texts = part.readingTexts ?? []
  if (questionIds.length === 0 && texts.length === 0) return []
  const textIndexes = texts.length > 0 ? texts.map((_, index) => index) : [null]
  // One recording serves the part's every screen: heard once, after the part's reading time.
  return textIndexes.map((textIndex) => ({
    content: { kind: 'standalone', part, partName, textIndex },
    questionIds,
    audioURL: part.audioURL ?? null,
    recordingKey: part.audioURL ? `recording-${partName}` : null,
    readingSeconds: partRecordings(test, partName)[0]!.readingSeconds,
    readsFirst: false,
  }))
}

/** Every question id of the chosen parts, once each (a standalone part repeats its ids per text). */
export function planQuestionIds(plan: ListeningPlan): string[] {
  return [...new Set(plan.flatMap((part) => part.steps.flatMap((step) => step.questionIds)))]
}

/** "Part A" */
export const partLabel = (part: PartName): string => `Part ${part.slice(-1)}`

/** What a screen is called in the header: "Extract 2 of 3", "Question 4 of 6", "Text 1 of 2". */
export function stepLabel(plan: ListeningPlan, partIndex: number, step: number): string | null {
  const part = plan[partIndex]
  const content = part?.steps[step]?.content
  if (!part || !content || part.steps.length < 2) return null
  const noun = content.kind === 'partB' ? 'Question' : content.kind === 'standalone' ? 'Text' : 'Extract'
  return `${noun} ${step + 1} of ${part.steps.length}`
}

/** The opening words of a part's instruction dialog: what it holds, and the content's own instructions. */
export function partIntro(plan: PartPlan): string {
  const count = plan.steps.length
  const first = plan.steps[0]?.content
  switch (first?.kind) {
    case 'partA': {
      const notes = first.extract.questions.find((question) => question.questionType === 'noteCompletion')
      const instructions = notes?.questionType === 'noteCompletion' ? notes.content.instructions : undefined
      return `${partLabel(plan.part)} has ${plural(count, 'extract')}. ${instructions ?? 'Complete the notes and answer the questions as you listen.'}`
    }
    case 'partB':
      return `${partLabel(plan.part)} has ${plural(count, 'short extract')}, one question each. ${
        first.question.question.content.instructions ?? 'For each question, choose the answer which best fits what you hear.'
      }`
    case 'partC':
      return `${partLabel(plan.part)} has ${plural(count, 'extract')} with several questions each. For each question, choose the answer which fits best according to what you hear.`
    case 'standalone':
      return (
        first.part.noteCompletionQuestions.find((question) => question.instructions)?.instructions ??
        `Answer the questions of ${partLabel(plan.part)} as you listen to its recording.`
      )
    default:
      return `${partLabel(plan.part)} has nothing to answer.`
  }
}

