import type { PartScore } from '#shared/results/schema.ts'

/** "A 18/24 · B 4/6 · C 9/12": each part's correct answers, where a line has room for little. */
export const partScoresText = (parts: readonly PartScore[]): string => parts.map((part) => `${part.part} ${part.correct}/${part.total}`).join(' · ')

/** The same for a screen reader: "Part A 18 of 24, Part B 4 of 6". */
export const partScoresLabel = (parts: readonly PartScore[]): string => parts.map((part) => `Part ${part.part} ${part.correct} of ${part.total}`).join(', ')
