/** A letter cut into what the checks read: lines, sentences and words, each with its offsets. */

export interface Span {
  text: string
  start: number
  end: number
}

/** The letter's lines, trimmed, with offsets of their trimmed text. */
export function linesOf(letter: string): Span[] {
  const lines: Span[] = []
  const add = (from: number, to: number) => {
    const raw = letter.slice(from, to)
    const lead = raw.length - raw.trimStart().length
    const text = raw.trim()
    lines.push({ text, start: from + lead, end: from + lead + text.length })
  }
  let from = 0
  for (const match of letter.matchAll(/\r\n|\r|\n/gu)) {
    add(from, match.index)
    from = match.index + match[0].length
  }
  add(from, letter.length)
  return lines
}

/**
 * Sentences: ended by . ! ? ; or a line break, so an address line or a heading stands alone.
 * A full stop between digits (38.6) or after a title (Dr., Mrs.) ends nothing.
 */
export function sentencesOf(letter: string): Span[] {
  const sentences: Span[] = []
  let start = 0
  const close = (end: number) => {
    const raw = letter.slice(start, end)
    const text = raw.trim()
    if (text !== '') {
      const lead = raw.length - raw.trimStart().length
      sentences.push({ text, start: start + lead, end: start + lead + text.length })
    }
  }
  for (let i = 0; i < letter.length; i++) {
    const c = letter[i]!
    const ends =
      c === '\n' || c === '\r' || c === '!' || c === '?' || c === ';' ||
      (c === '.' && !/\d/u.test(letter[i + 1] ?? '') && !/\b(dr|mr|mrs|ms|st|no|e\.g|i\.e)$/iu.test(letter.slice(Math.max(0, i - 4), i)))
    if (ends) {
      close(i + 1)
      start = i + 1
    }
  }
  close(letter.length)
  return sentences
}

/** A word: letters with inner apostrophes (don't, patient's); digits and signs between are gaps. */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu

export const wordsOf = (text: string, offset = 0): Span[] =>
  Array.from(text.matchAll(WORD), (match) => ({ text: match[0], start: offset + match.index, end: offset + match.index + match[0].length }))

/** Words and numbers (450, 0.92, 16/03/2025) for matching notes: "450mg" is 450 and mg. */
const TOKEN = /\d+(?:[.,/:]\d+)*|\p{L}+(?:['’]\p{L}+)*/gu

export const tokensOf = (text: string, offset = 0): Span[] =>
  Array.from(text.matchAll(TOKEN), (match) => ({ text: match[0], start: offset + match.index, end: offset + match.index + match[0].length }))
