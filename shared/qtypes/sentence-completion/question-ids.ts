import { blankRuns, mergeText, type TextSegment } from '#shared/qtypes/blank-runs.ts'
import type { Sentence, SentenceCompletionQuestion } from '#shared/qtypes/sentence-completion/schema.ts'

/** The ids a sentence-completion question asks: sentence by sentence, blank by blank. */
export function sentenceCompletionQuestionIds(question: SentenceCompletionQuestion): string[] {
  return question.sentences.flatMap((sentence) => sentence.blanks.map((blank) => blank.question_id))
}

export type SentenceSegment = TextSegment | { kind: 'blank'; questionId: string }

/**
 * A sentence as the renderer shows it: the n-th underscore run is the blank of `blanks[n]`.
 * Runs beyond the listed blanks are shown as written; blanks beyond the runs go at the end, so
 * every listed id gets exactly one input.
 */
export function sentenceSegments(sentence: Sentence): SentenceSegment[] {
  const segments: SentenceSegment[] = []
  let next = 0
  for (const segment of blankRuns(sentence.question)) {
    if (segment.kind === 'text') segments.push(segment)
    else {
      const blank = sentence.blanks[next++]
      segments.push(blank ? { kind: 'blank', questionId: blank.question_id } : { kind: 'text', text: segment.run })
    }
  }
  for (const blank of sentence.blanks.slice(next)) segments.push({ kind: 'blank', questionId: blank.question_id })
  return mergeText(segments)
}
