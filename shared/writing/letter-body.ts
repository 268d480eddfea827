import { countWords } from '#shared/submissions/submissions.ts'

/** The OET guide for the body of a letter, in words. */
export const LETTER_BODY_GUIDE = { min: 180, max: 200 } as const

/** "Dear Dr Lee," or "To whom it may concern": the line the body follows. */
export const SALUTATION = /^(dear|to whom it may concern)\b/i
/** The subject line: "Re: Mr Ashworth, DOB ...", "RE -", "Subject:". */
export const SUBJECT = /^(re|subject)\s*[:\-–]/i
/** "Yours sincerely," and the like: it and what follows (name, role) are the sign-off. */
export const SIGN_OFF = /^(yours\s+(sincerely|faithfully|truly)|(with\s+)?(kind|best|warm|many)\s+(regards|thanks)|regards|sincerely|thank you)\b[\s,.!]*$/i
/** Salutations and sign-offs are short lines: a body sentence that happens to start alike is body. */
const SHORT_LINE_WORDS = 8

export const isShort = (line: string) => countWords(line) <= SHORT_LINE_WORDS

/**
 * The words of a letter's body, as the OET guide counts them: without the address block, the date
 * and anything else above the salutation, the salutation itself, the "Re:" line, and the sign-off
 * with the name under it. A text with no salutation is counted from its top.
 */
export function countBodyWords(letter: string): number {
  const lines = letter.split(/\r\n|\r|\n/u).map((line) => line.trim())
  const salutation = lines.findIndex((line) => SALUTATION.test(line) && isShort(line))
  let signOff = lines.length
  for (let i = lines.length - 1; i > salutation; i--) {
    if (SIGN_OFF.test(lines[i]!)) {
      signOff = i
      break
    }
  }
  return lines
    .slice(salutation + 1, signOff)
    .filter((line) => !SUBJECT.test(line))
    .reduce((sum, line) => sum + countWords(line), 0)
}

/** "183 words in the body; guide 180-200". */
export function bodyWordsText(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'} in the body; guide ${LETTER_BODY_GUIDE.min}-${LETTER_BODY_GUIDE.max}`
}
