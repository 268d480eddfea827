import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { splitMockKeyId } from '#shared/mock/mock.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import type { TestContent } from '#shared/content/schema.ts'
import { keyedOutline, type KeyedGroup, type OutlineQuestion } from '#shared/results/review-outline.ts'
import type { ReviewCard } from '#shared/review/schema.ts'
import type { TestRow } from '../tests/repository.ts'
import type { CardRow } from './repository.ts'

/** A card's subject: one card per student for each question of a test version, and for each word. */
export const questionSubject = (testId: string, keyId: string) => `question:${testId}:${keyId}`
export const spellingSubject = (word: string) => `spelling:${word.toLowerCase()}`

/** A question of a test found by its key id, with the group it is asked in. */
export function questionOf(test: TestRow, keyId: string): { group: KeyedGroup; question: OutlineQuestion } | undefined {
  for (const group of keyedOutline({ kind: test.kind, content: test.content } as TestContent)) {
    const at = group.keyIds.indexOf(keyId)
    if (at >= 0) return { group, question: group.questions[at]! }
  }
  return undefined
}

/** The reading texts a reading question's part shows (a mock's reading section's likewise). */
function textsOf(test: TestRow, keyId: string, group: KeyedGroup): ReadingTest['partA']['readingTexts'] | undefined {
  const reading = test.kind === 'oet-reading' ? (test.content as ReadingTest) : splitMockKeyId(keyId)?.section === 'reading' ? (test.content as MockTest).reading : undefined
  return reading?.[`part${group.part}`].readingTexts
}

const SENTENCE_END = /[.!?\n]/

/** The sentence of a letter around a finding: the word's context on its card. */
export function sentenceAround(letter: string, start: number, end: number): string {
  let from = start
  while (from > 0 && !SENTENCE_END.test(letter[from - 1]!)) from--
  let to = end
  while (to < letter.length && !SENTENCE_END.test(letter[to]!)) to++
  return letter.slice(from, Math.min(letter.length, to + 1)).trim()
}

/** Each misspelled word of a checked letter with its suggestions: a word with none has nothing to learn from. */
export function misspellings(letter: string, checks: LetterChecks): { word: string; spellings: string[]; context: string }[] {
  return checks.findings.flatMap((finding) =>
    finding.kind === 'spelling' && finding.suggestions.length > 0
      ? [{ word: letter.slice(finding.start, finding.end), spellings: finding.suggestions, context: sentenceAround(letter, finding.start, finding.end) }]
      : [],
  )
}

/** A card as the review session shows it; none when its question is no longer in its test. */
export function cardView(card: CardRow, test: TestRow | undefined, letterTitle: string | undefined): ReviewCard | undefined {
  const daysRight = card.rightOn.length
  if (card.kind === 'spelling') {
    return { id: card.id, kind: 'spelling', source: letterTitle ? `Your letter for ${letterTitle}` : 'One of your letters', word: card.word ?? '', context: card.context ?? '', daysRight }
  }
  const found = test && card.questionId ? questionOf(test, card.questionId) : undefined
  if (!test || !found) return undefined
  const { group, question } = found
  const { explanation: _explanation, ...asked } = question
  const stretch = group.recording?.answerStretches?.[question.id]
  const texts = group.recording ? undefined : textsOf(test, card.questionId!, group)
  return {
    id: card.id,
    kind: 'question',
    source: `${test.title}, ${group.title}`,
    question: asked,
    ...(group.recording ? { recording: { audioURL: group.recording.audioURL, ...(stretch ? { stretch } : {}) } } : {}),
    ...(texts ? { texts } : {}),
    daysRight,
  }
}
