import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { quotedText, type AnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { rolePlaysText } from '#shared/evaluation/speaking-sitting.ts'
import { clockText } from '#shared/timing/clock-text.ts'
import { criteriaFor, maxMarksFor, type EvaluatedSkill } from '#shared/evaluation/criteria.ts'

/** What the generated evaluation PDF says. */
export interface EvaluationPdfInput {
  student: { name: string; email: string }
  test: { title: string }
  skill: EvaluatedSkill
  /** Speaking: the role-plays the recordings answer, evaluated as one (none for a letter). */
  rolePlays: readonly number[]
  submittedAt: Date
  evaluatedAt: Date
  evaluatorName: string
  criteria: Record<string, number>
  marks: number
  grade: string
  adminComments?: string | undefined
  feedback?: string | undefined
  /** Comments on phrases of the letter (quoted from `letter`), areas of its photos, or moments of the recording. */
  anchoredComments: readonly AnchoredComment[]
  letter: string | null
}

const MARGIN = 56
const INK = '#1f2933'
const MUTED = '#5f6b7a'
const RULE = '#d5dbe3'

/**
 * pdfkit and its fonts, loaded with the first evaluation rather than at every start (pdfkit is the
 * heaviest library the API host has). DejaVu Sans is embedded (pdfkit keeps only the glyphs used):
 * pdfkit's standard Helvetica is WinAnsi only and would garble names such as Łukasz, Şahin or Nguyễn.
 */
const require = createRequire(import.meta.url)
let toolkit: Promise<{ PDFDocument: typeof import('pdfkit'); regular: Buffer; bold: Buffer }> | undefined
const loadToolkit = () =>
  (toolkit ??= Promise.all([
    import('pdfkit'),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([pdfkit, regular, bold]) => ({ PDFDocument: pdfkit.default, regular, bold })))

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * The evaluation as a one- or two-page A4 PDF the student can keep: who and what was evaluated,
 * each OET criterion with its score and maximum, the marks, the grade, the comments, the feedback,
 * and the comments on phrases of the letter (quoted) or moments of the recording (timed).
 */
export async function evaluationPdf(input: EvaluationPdfInput): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadToolkit()
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Evaluation: ${input.test.title}`, Author: 'OET Prep', Subject: `${input.student.name}, ${input.skill}` },
  })
  doc.registerFont('Regular', regular)
  doc.registerFont('Bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * MARGIN
  const skill = input.skill === 'writing' ? 'Writing' : 'Speaking'

  doc.fillColor(MUTED).font('Regular').fontSize(10).text('OET Prep', { characterSpacing: 1 })
  doc.moveDown(0.3).fillColor(INK).font('Bold').fontSize(20).text(`${skill} evaluation`)
  doc.moveDown(0.8)

  const detail = (label: string, value: string) => {
    doc.font('Bold').fontSize(10).fillColor(MUTED).text(`${label}  `, { continued: true })
    doc.font('Regular').fillColor(INK).text(value, { lineGap: 3 })
  }
  detail('Student', `${input.student.name} (${input.student.email})`)
  detail('Test', input.rolePlays.length === 0 ? input.test.title : `${input.test.title}, ${rolePlaysText(input.rolePlays)}`)
  detail('Submitted', day(input.submittedAt))
  detail('Evaluated', `${day(input.evaluatedAt)} by ${input.evaluatorName}`)
  doc.moveDown(1)

  // The criteria as a table: label on the left, "score / max" on the right.
  const scoreX = MARGIN + width - 90
  const row = (label: string, score: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Bold' : 'Regular').fontSize(11).fillColor(INK)
    doc.text(label, MARGIN, y, { width: width - 100 })
    const bottom = doc.y
    doc.text(score, scoreX, y, { width: 90, align: 'right' })
    doc.y = Math.max(bottom, doc.y) + 4
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke()
    doc.y += 6
  }
  doc.font('Bold').fontSize(12).fillColor(INK).text('Criteria', MARGIN, doc.y)
  doc.moveDown(0.5)
  for (const criterion of criteriaFor(input.skill)) row(criterion.label, `${input.criteria[criterion.id] ?? 0} / ${criterion.max}`)
  row('Marks', `${input.marks} / ${maxMarksFor(input.skill)}`, true)
  row('Grade', input.grade, true)
  doc.moveDown(1)

  const section = (title: string, text: string | undefined) => {
    if (!text) return
    doc.font('Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y, { width })
    doc.moveDown(0.3).font('Regular').fontSize(11).text(text, { width, lineGap: 2 })
    doc.moveDown(1)
  }
  section('Comments', input.adminComments)
  section('Feedback', input.feedback)
  anchoredSection(doc, input, width)
  doc.end()
  return done
}

/** What a comment is about, as the PDF names it: the quoted phrase, the page's marked area, or the time. */
function anchorText(comment: AnchoredComment, { letter, rolePlays }: EvaluationPdfInput): string {
  if (comment.kind === 'text') return `“${quotedText(letter ?? '', comment)}”`
  // Numbered as on the student's screen: the page, then its areas from the top.
  if (comment.kind === 'region') return `Page ${comment.file + 1}, marked area`
  return comment.part === undefined || rolePlays.length < 2 ? `At ${clockText(comment.at)}` : `Role-play ${comment.part}, at ${clockText(comment.at)}`
}

/** Each anchored comment under what it is about: the quoted phrase, the page's area, or the time in the recording. */
function anchoredSection(doc: PDFKit.PDFDocument, input: EvaluationPdfInput, width: number) {
  if (input.anchoredComments.length === 0) return
  const onLetter = input.anchoredComments.some((c) => c.kind !== 'time')
  doc.font('Bold').fontSize(12).fillColor(INK).text(onLetter ? 'Comments on your letter' : input.rolePlays.length > 1 ? 'Comments on your recordings' : 'Comments on your recording', MARGIN, doc.y, { width })
  doc.moveDown(0.3)
  for (const comment of input.anchoredComments) {
    doc.font('Bold').fontSize(10).fillColor(MUTED).text(anchorText(comment, input), MARGIN, doc.y, { width, lineGap: 1 })
    doc.font('Regular').fontSize(11).fillColor(INK).text(comment.comment, MARGIN + 12, doc.y, { width: width - 12, lineGap: 2 })
    doc.moveDown(0.6)
  }
}
