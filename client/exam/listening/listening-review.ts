import type { AnswerMap } from '#shared/answers/schema.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { SubmitResult } from '#shared/results/schema.ts'
import {
  BLANK_RUN,
  byQuestionType,
  noteQuestionId,
  type ByQuestionType,
  type McqQuestion,
  type NoteCompletionQuestion,
  type SentenceCompletionQuestion,
} from '#shared/qtypes/index.ts'
import type { ReviewListItem } from '#client/components/review/ReviewList.tsx'

/**
 * The result dialog's review: the one the submit answered, each keyed question with the verdict
 * the server stored for the score (docs/decisions/0069), so the ticks always agree with it; the
 * question texts come from the test's content.
 */
export function resultReview(result: SubmitResult, texts: Readonly<Record<string, string>>): ReviewListItem[] {
  return result.review.map((item) => ({ ...item, questionText: texts[item.questionId] }))
}

/** The answers worth sending: cleared boxes ('' or spaces) are no answer. */
export function answersToSend(answers: AnswerMap): AnswerMap {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ''))
}

/** Question id -> the question as asked, for the review (blanks shown as "____"). */
export function listeningQuestionTexts(test: ListeningTest): Record<string, string> {
  const texts: Record<string, string> = {}
  const mcq = (question: McqQuestion) => (texts[question.question_id] = question.question)
  const notes = (question: NoteCompletionQuestion) => {
    for (const note of question.sections.flatMap((section) => section.notes)) {
      const id = noteQuestionId(note)
      if (id !== null) texts[id] = asked(note.question)
    }
  }
  const sentences = (question: SentenceCompletionQuestion) => {
    for (const sentence of question.sentences) for (const blank of sentence.blanks) texts[blank.question_id] = asked(sentence.question)
  }
  const byType: ByQuestionType<void> = { mcq, noteCompletion: notes, sentenceCompletion: sentences }
  if (isExtractListeningTest(test)) {
    for (const extract of test.partA.extracts) {
      for (const question of extract.questions) byQuestionType(question, byType)
    }
    for (const question of test.partB.questions) mcq(question.question.content)
    for (const extract of test.partC.extracts) for (const question of extract.questions) mcq(question.content)
  } else {
    for (const part of PART_NAMES.map((name) => test[name])) {
      part.mcqQuestions.forEach(mcq)
      part.noteCompletionQuestions.forEach(notes)
      part.sentenceCompletionQuestions.forEach(sentences)
    }
  }
  return texts
}

const asked = (text: string): string => text.replace(BLANK_RUN, '____')
