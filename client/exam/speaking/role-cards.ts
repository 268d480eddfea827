import type { MainCard, SpeakingTest } from '#shared/speaking/schema.ts'

/** SPEC.md section 2: the task bullets are the task texts split on blank lines. */
export function taskBullets(tasks: readonly { text: string }[]): string[] {
  return tasks.flatMap((task) =>
    task.text
      .split(/\r?\n[ \t]*\r?\n/)
      .map((bullet) => bullet.trim())
      .filter((bullet) => bullet !== ''),
  )
}

/** The role-plays in the order they are sat: by main card number. */
export const orderedMainCards = (test: SpeakingTest): MainCard[] => [...test.mainCards].sort((a, b) => a.mainCardNumber - b.mainCardNumber)

/** The shape the screens rely on (the server validated the rest on import): "Test load failure or empty". */
export function isSpeakingTest(value: unknown): value is SpeakingTest {
  if (typeof value !== 'object' || value === null) return false
  const test = value as Record<string, unknown>
  const cards = test.mainCards
  return (
    typeof test.title === 'string' &&
    Array.isArray(cards) &&
    cards.length > 0 &&
    cards.every(
      (main: unknown) =>
        typeof main === 'object' &&
        main !== null &&
        Number.isInteger((main as MainCard).mainCardNumber) &&
        Array.isArray((main as MainCard).cards) &&
        (main as MainCard).cards.every((card) => typeof card === 'object' && card !== null && Array.isArray(card.tasks)),
    )
  )
}

/** Where a returning student starts: the first role-play not yet submitted, or -1 when all are. */
export function firstOpenCard(mainCards: readonly MainCard[], submitted: readonly number[]): number {
  return mainCards.findIndex((main) => !submitted.includes(main.mainCardNumber))
}
