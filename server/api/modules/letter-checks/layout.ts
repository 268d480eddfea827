import type { LetterFinding } from '#shared/letter-checks/schema.ts'
import { CRITERION_OF } from '#shared/letter-checks/letter-checks.ts'
import type { LetterShape } from './letter-shape.ts'
import type { LetterTask } from './task.ts'

/** "Dear Sir/Madam", "Dear Sir or Madam", "To whom it may concern": a reader not named. */
const UNNAMED = /^(dear\s+(sir|madam)(\s*(\/|or|and)\s*(sir|madam))?|to whom it may concern)\b/iu
const SINCERELY = /^yours\s+sincerely\b/iu
const FAITHFULLY = /^yours\s+faithfully\b/iu
const DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}(st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*,?\s+\d{4}\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\d{1,2}(st|nd|rd|th)?,?\s+\d{4}\b/iu
/** A body of fewer paragraphs reads as one block: the OET letter has an opening, the details and a request. */
const MIN_PARAGRAPHS = 3

const layout = (message: string, start: number, end: number, suggestions: string[] = []): LetterFinding => ({
  kind: 'layout',
  criterion: CRITERION_OF.layout,
  message,
  start,
  end,
  suggestions,
})

/**
 * The OET letter's layout: the reader's name and address, the date, a salutation, a "Re:" line
 * naming the patient, the body in paragraphs, and a closing that matches the salutation.
 */
export function layoutFindings(shape: LetterShape, task: LetterTask, letterLength: number): LetterFinding[] {
  const findings: LetterFinding[] = []
  const { salutation, subject, closing, head, paragraphs } = shape
  const top = head[0]?.start ?? salutation?.start ?? 0
  const named = task.recipient ? `${task.recipient.title} ${task.recipient.surname}` : null
  if (head.filter((line) => !DATE.test(line.text)).length === 0) {
    findings.push(layout("Begin with the reader's name, role and address, each on its own line, above the date.", top, top))
  }
  if (!head.some((line) => DATE.test(line.text))) {
    const at = salutation?.start ?? top
    findings.push(layout('Put the date above the salutation.', at, at, task.date ? [task.date] : []))
  }
  if (!salutation) {
    const at = subject?.start ?? shape.body.start
    findings.push(layout('Open the letter with a salutation on its own line, then the body.', at, at, named ? [`Dear ${named},`] : ['Dear Sir/Madam,']))
  }
  if (!subject) {
    const at = salutation?.end ?? shape.body.start
    const re = task.patient ? `Re: ${task.patient.display}` : null
    findings.push(layout('Add a "Re:" line that names the patient, between the salutation and the body.', at, at, re ? [re] : []))
  } else if (task.patient && !task.patient.names.some((name) => new RegExp(`\\b${escape(name)}\\b`, 'iu').test(subject.text))) {
    findings.push(layout(`The "Re:" line should name the patient, ${task.patient.display}.`, subject.start, subject.end, [`Re: ${task.patient.display}`]))
  }
  if (salutation && closing) {
    const unnamed = UNNAMED.test(salutation.text)
    if (unnamed && !FAITHFULLY.test(closing.text)) {
      findings.push(layout(`"${salutation.text}" does not name the reader, so the letter closes with "Yours faithfully".`, closing.start, closing.end, ['Yours faithfully,']))
    } else if (!unnamed && !SINCERELY.test(closing.text)) {
      findings.push(layout(`"${salutation.text}" names the reader, so the letter closes with "Yours sincerely".`, closing.start, closing.end, ['Yours sincerely,']))
    }
  }
  if (!closing) {
    const at = shape.body.end || letterLength
    findings.push(layout('Close the letter: "Yours sincerely," (or "Yours faithfully," to an unnamed reader), then your name and role.', at, at, ['Yours sincerely,']))
  }
  const lines = paragraphs.reduce((sum, paragraph) => sum + paragraph.text.split(/\r\n|\r|\n/u).length, 0)
  if (paragraphs.length > 0 && Math.max(paragraphs.length, lines) < MIN_PARAGRAPHS) {
    findings.push(layout('Divide the body into paragraphs: why you are writing, the relevant details, then what you ask of the reader.', shape.body.start, shape.body.start))
  }
  return findings
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
