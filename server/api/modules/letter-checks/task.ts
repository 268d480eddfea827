import type { WritingTest } from '#shared/writing/schema.ts'
import { keyTermOf, noteTermsOf, type KeyTerm } from './key-terms.ts'
import { wordsOf } from './letter-text.ts'

/** A case note as the checks read it. */
export interface TaskNote {
  /** "Allergies (Medical history)". */
  name: string
  content: string
  relevant: boolean | undefined
  /** The author's key terms, or terms read from the note's own words (`derived`). */
  terms: KeyTerm[]
  derived: boolean
}

/** What a writing task gives the checks, worked out once per test version. */
export interface LetterTask {
  /** Every word of the case notes and the task, lower-cased: never a spelling mistake here. */
  words: ReadonlySet<string>
  /** The patient's names as the notes give them ("Leonard", "Len", "Ashworth"), and as a Re: line would write them. */
  patient: { names: string[]; display: string } | null
  /** "Ms Rebecca Thorne", as the task says to address the letter. */
  recipient: { title: string; surname: string } | null
  /** The task's "Today's date is 12/03/2025". */
  date: string | null
  notes: TaskNote[]
}

const TITLE = /^(Dr|Mr|Mrs|Ms|Miss|Mx|Professor|Prof)\.?$/u
const NAME_LINE = /^name\s*:\s*(.+)$/imu
const RECIPIENT = /Address the letter to ((?:Dr|Mr|Mrs|Ms|Miss|Mx|Professor|Prof)\.? [\p{Lu}][\p{L}'’-]+(?: [\p{Lu}][\p{L}'’-]+)+)/u
const TODAY = /date is (\d{1,2}\/\d{1,2}\/\d{4})/u

export function letterTaskOf(test: WritingTest): LetterTask {
  const words = new Set<string>()
  const addWords = (text: string) => {
    for (const word of wordsOf(text)) words.add(word.text.toLowerCase())
  }
  addWords(`${test.title} ${test.subTitle} ${test.writingPrompt}`)
  const notes: TaskNote[] = []
  let patient: LetterTask['patient'] = null
  for (const note of test.caseNotes) {
    addWords(note.title)
    for (const section of note.subSections) {
      addWords(`${section.label} ${section.content}`)
      patient ??= patientOf(section.content)
      const given = section.keyTerms?.map(keyTermOf) ?? []
      notes.push({
        name: note.title ? `${section.label} (${note.title})` : section.label,
        content: section.content,
        relevant: section.relevant,
        terms: given.length > 0 ? given : noteTermsOf(section.content),
        derived: given.length === 0,
      })
    }
  }
  return { words, patient, recipient: recipientOf(test.writingPrompt), date: TODAY.exec(test.writingPrompt)?.[1] ?? null, notes }
}

/** "Name: Mr Leonard (Len) Ashworth" -> Leonard, Len, Ashworth; shown as "Mr Leonard Ashworth". */
function patientOf(content: string): LetterTask['patient'] {
  const line = NAME_LINE.exec(content)?.[1]
  if (!line) return null
  const display = line.replace(/\([^)]*\)/gu, ' ').replace(/\s+/gu, ' ').trim()
  const names = wordsOf(line)
    .map((word) => word.text)
    .filter((word) => !TITLE.test(word) && word.length >= 2)
  return names.length > 0 ? { names, display } : null
}

function recipientOf(prompt: string): LetterTask['recipient'] {
  const name = RECIPIENT.exec(prompt)?.[1]
  if (!name) return null
  const [title, , ...rest] = name.split(' ')
  return rest.length > 0 ? { title: title!, surname: rest.join(' ') } : null
}
