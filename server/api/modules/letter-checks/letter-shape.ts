import { isShort, SALUTATION, SIGN_OFF, SUBJECT } from '#shared/writing/letter-body.ts'
import { linesOf, type Span } from './letter-text.ts'

/**
 * The parts of a letter as the OET layout has them: the address block and date above the
 * salutation, the "Re:" line, the body's paragraphs, the closing and the name under it. Found by
 * the same lines the word count under the answer box goes by (shared/writing/letter-body.ts).
 */
export interface LetterShape {
  lines: Span[]
  /** Lines above the salutation (or above the body when there is none): the address and date. */
  head: Span[]
  salutation: Span | null
  subject: Span | null
  closing: Span | null
  /** The body's paragraphs: runs of lines between the salutation and the closing, the "Re:" line left out. */
  paragraphs: Span[]
  /** Where the body starts and ends (start = end for an empty body). */
  body: { start: number; end: number }
  /** The closing and the lines under it: the writer's name and role. */
  signature: Span[]
}

export function shapeOf(letter: string): LetterShape {
  const lines = linesOf(letter)
  const salutationAt = lines.findIndex((line) => SALUTATION.test(line.text) && isShort(line.text))
  let closingAt = -1
  for (let i = lines.length - 1; i > salutationAt; i--) {
    if (SIGN_OFF.test(lines[i]!.text)) {
      closingAt = i
      break
    }
  }
  const subjectAt = lines.findIndex((line, i) => SUBJECT.test(line.text) && (closingAt < 0 || i < closingAt))
  const bodyFrom = salutationAt + 1
  const bodyTo = closingAt < 0 ? lines.length : closingAt
  const paragraphs: Span[] = []
  let run: Span | null = null
  for (let i = bodyFrom; i < bodyTo; i++) {
    const line = lines[i]!
    if (line.text === '' || i === subjectAt) {
      run = null
      continue
    }
    if (run) run.end = line.end
    else {
      run = { ...line }
      paragraphs.push(run)
    }
  }
  for (const paragraph of paragraphs) paragraph.text = letter.slice(paragraph.start, paragraph.end)
  const bodyStart = paragraphs[0]?.start ?? (salutationAt >= 0 ? lines[salutationAt]!.end : 0)
  return {
    lines,
    head: lines.slice(0, salutationAt >= 0 ? salutationAt : subjectAt >= 0 && subjectAt < bodyTo ? subjectAt : 0).filter((line) => line.text !== ''),
    salutation: salutationAt >= 0 ? lines[salutationAt]! : null,
    subject: subjectAt >= 0 ? lines[subjectAt]! : null,
    closing: closingAt >= 0 ? lines[closingAt]! : null,
    paragraphs,
    body: { start: bodyStart, end: paragraphs.at(-1)?.end ?? bodyStart },
    signature: closingAt >= 0 ? lines.slice(closingAt).filter((line) => line.text !== '') : [],
  }
}
