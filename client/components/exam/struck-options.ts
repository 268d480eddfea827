/**
 * Crossed-out options of multiple-choice questions, by question key: pure, so the screen's state
 * and what is kept in storage change the same way.
 */
export type StruckOptions = Readonly<Record<string, readonly number[]>>

/** The options crossed out in a question, as stored; anything that is not a list of indexes counts as none. */
export function struckIn(struck: StruckOptions, key: string): readonly number[] {
  const value: unknown = struck[key]
  return Array.isArray(value) ? value.filter((index): index is number => Number.isInteger(index)) : []
}

/** Crosses an option out, or restores it if it was; a question with none left is dropped. */
export function toggleStruck(struck: StruckOptions, key: string, index: number): StruckOptions {
  const current = struckIn(struck, key)
  const next = current.includes(index) ? current.filter((other) => other !== index) : [...current, index].sort((a, b) => a - b)
  const others = Object.fromEntries(Object.entries(struck).filter(([other]) => other !== key))
  return next.length > 0 ? { ...others, [key]: next } : others
}

/** "B" for the second option: how the paper test names options. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index)
