/** The three parts of a reading or listening test, in the order a student meets them. */
export const PART_NAMES = ['partA', 'partB', 'partC'] as const
export type PartName = (typeof PART_NAMES)[number]
