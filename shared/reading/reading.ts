/** The three parts of a reading or listening test, in the order a student meets them. */
export const PART_NAMES = ['partA', 'partB', 'partC'] as const
export type PartName = (typeof PART_NAMES)[number]

/** A reading Part C text asks this many questions. */
export const READING_PART_C_QUESTIONS_PER_TEXT = 8
