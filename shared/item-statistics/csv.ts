import type { PartTable } from './item-statistics.ts'

/**
 * A test version's item statistics as CSV, one row per question, for a spreadsheet. Text cells
 * (question text, key, answers, reasons) come from authors and students: one that starts with
 * = + - or @ gets a leading single quote, so a spreadsheet shows it instead of running it as a
 * formula. Figures are written as numbers, which no spreadsheet runs.
 */

export const CSV_COLUMNS = [
  'Part',
  'Question',
  'Type',
  'Question text',
  'Key',
  'Attempts',
  'Facility',
  'Discrimination',
  'Point-biserial',
  'Blanks',
  'Options chosen',
  'Common wrong answers',
  'Flags',
] as const

const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell, safe from formula injection and quoted when it holds a comma, quote or line break. */
export function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const figure = (value: number | null, digits: number) => (value === null ? '' : String(Number(value.toFixed(digits))))

/** The rows, a header first, lines ended CRLF as RFC 4180 has it. */
export function itemStatisticsCsv(tables: readonly PartTable[]): string {
  const rows = tables.flatMap((table) =>
    table.questions.map((item) => [
      textCell(table.title),
      textCell(item.id),
      textCell(item.type),
      textCell(item.text),
      textCell(item.key),
      String(item.attempts),
      figure(item.facility, 3),
      figure(item.discrimination, 3),
      figure(item.pointBiserial, 3),
      String(item.blanks),
      textCell((item.optionCounts ?? []).map((option) => `${option.option}${option.isKey ? ' (key)' : ''}: ${option.count}`).join('; ')),
      textCell((item.wrongAnswers ?? []).map((wrong) => `${wrong.answer}: ${wrong.count}`).join('; ')),
      textCell(item.flags.map((flag) => flag.reason).join(' ')),
    ]),
  )
  return [CSV_COLUMNS.map(textCell), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n'
}

/** A file name for a test's export: its title's letters and digits, and the version. */
export function csvFileName(title: string, version: number): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'test'
  return `item-statistics-${slug}-v${version}.csv`
}
