import { readdirSync, readFileSync } from 'node:fs'
import t from 'tap'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import { checkLetter } from './check-letter.ts'
import { loadSpeller, type Speller } from './spelling.ts'
import { letterTaskOf, type LetterTask } from './task.ts'

/*
 * The letter checks' corpus (docs/decisions/0099): every sample task's model letter, which must
 * raise nothing, and the same letters with one known mistake seeded each, which must be found
 * where it was put. Sentences of clean British medical English raise nothing either.
 */

const samples: { name: string; task: WritingTest }[] = readdirSync('content', { withFileTypes: true }).flatMap((entry) => {
  if (!entry.isDirectory()) return []
  const folder = entry.name
  const document = JSON.parse(readFileSync(`content/${folder}/test.json`, 'utf8')) as { kind: string; content: unknown }
  if (document.kind === 'oet-writing') return [{ name: folder, task: document.content as WritingTest }]
  const writing = document.kind === 'mock' ? (document.content as MockTest).writing : undefined
  return writing ? [{ name: folder, task: writing }] : []
})

/** A seeded mistake: the letter with it, and what must be found (its kind, and the words it covers or the note it names). */
interface Seed {
  name: string
  seed(letter: string, task: LetterTask): { letter: string; kind: string; words?: string; message?: RegExp } | null
}

const replaceFirst = (letter: string, from: RegExp, to: (found: string) => string) => {
  const match = from.exec(letter)
  return match ? letter.slice(0, match.index) + to(match[0]) + letter.slice(match.index + match[0].length) : null
}
const bodyStart = (letter: string) => letter.indexOf('\n\n', letter.indexOf('\nRe:') + 1) + 2
const insertInBody = (letter: string, sentence: string) => letter.slice(0, bodyStart(letter)) + sentence + ' ' + letter.slice(bodyStart(letter))

const SEEDS: Seed[] = [
  {
    name: 'a misspelt word (two letters swapped)',
    seed: (letter) => {
      const word = /\b(?:referral|treatment|improvement|medication|appointment|discharged|recommend|arranged|currently|following)\b/u.exec(letter.slice(bodyStart(letter)))?.[0]
      if (!word) return null
      const at = [...word].findIndex((c, i) => i >= 2 && c !== word[i + 1])
      const wrong = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      return { letter: replaceFirst(letter, new RegExp(`\\b${word}\\b`, 'u'), () => wrong)!, kind: 'spelling', words: wrong }
    },
  },
  { name: 'an American spelling', seed: (letter) => ({ letter: insertInBody(letter, 'There was no edema.'), kind: 'spelling', words: 'edema', message: /American/ }) },
  { name: 'a contraction', seed: (letter) => ({ letter: insertInBody(letter, "I don't expect problems."), kind: 'register', words: "don't" }) },
  { name: 'an informal phrase', seed: (letter) => ({ letter: insertInBody(letter, 'The family gives lots of support.'), kind: 'register', words: 'lots of' }) },
  {
    name: 'a closing that does not match the salutation',
    seed: (letter) => ({ letter: letter.replace('Yours sincerely,', 'Yours faithfully,'), kind: 'layout', words: 'Yours faithfully,' }),
  },
  { name: 'no date', seed: (letter) => ({ letter: letter.replace(/^\d{2}\/\d{2}\/\d{4}\n\n/mu, ''), kind: 'layout', message: /date/ }) },
  {
    name: 'a relevant note left out',
    seed: (letter, task) => {
      const sentences = letter.slice(bodyStart(letter)).split(/(?<=\.)\s+/u)
      for (const note of task.notes.filter((n) => n.relevant)) {
        const uses = (sentence: string) => note.terms.some((term) => term.text.split('|').some((alt) => sentence.toLowerCase().includes(alt.toLowerCase())))
        const using = sentences.filter(uses)
        if (using.length === 1 && !/Yours|Dear/u.test(using[0]!)) return { letter: letter.replace(using[0]!, ''), kind: 'coverage', message: new RegExp(escape(note.name)) }
      }
      return null
    },
  },
  {
    name: 'a note the reader does not need taken in',
    seed: (letter, task) => {
      const note = task.notes.find((n) => n.relevant === false && !n.derived)
      const term = note?.terms[0]?.text.split('|')[0]
      return term ? { letter: insertInBody(letter, `He mentioned ${term}.`), kind: 'relevance', words: term } : null
    },
  },
]

/** Sentences of clean British medical English: none is a finding. */
const CLEAN_SENTENCES = [
  "The patient's daughter visits at weekends, and her GP reviewed her on 14/03/2025 at 10 o'clock.",
  'She was commenced on bisoprolol 2.5 mg once daily and ramipril 5 mg; her HbA1c was 64 mmol/mol.',
  'Her dyspnoea has eased, the haematoma is resolving and there is no peripheral oedema.',
  'A follow-up appointment has been arranged with the physiotherapist to optimise her mobility.',
  'He will be catheterised if the urinary retention recurs; paracetamol may be given as required.',
  'I would be grateful if you could organise a home visit and monitor his blood glucose.',
]

const only = (checks: LetterChecks) => checks.findings.map((f) => `${f.kind} "${f.message}"`)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

let speller: Speller
t.before(async () => {
  speller = await loadSpeller()
})

t.test('every sample writing task has its notes marked, key terms and a model letter that raises nothing', async (t) => {
  t.equal(samples.length, 11, 'eight writing tests and three mocks')
  for (const { name, task } of samples) {
    const notes = task.caseNotes.flatMap((note) => note.subSections)
    t.ok(notes.every((note) => typeof note.relevant === 'boolean' && (note.keyTerms?.length ?? 0) > 0), `${name}: every note marked, with key terms`)
    t.ok(notes.some((note) => note.relevant === false), `${name}: some notes the reader does not need`)
    t.ok(task.modelLetter, `${name}: a model letter`)
    t.same(only(checkLetter(task.modelLetter ?? '', letterTaskOf(task), speller)), [], `${name}: its model letter raises nothing`)
  }
})

t.test('each seeded mistake is found, where it was put, in every model letter', async (t) => {
  let seeded = 0
  let found = 0
  for (const { name, task } of samples) {
    const letterTask = letterTaskOf(task)
    for (const { name: mistake, seed } of SEEDS) {
      const seededLetter = seed(task.modelLetter!, letterTask)
      if (!seededLetter) continue
      seeded += 1
      const { findings } = checkLetter(seededLetter.letter, letterTask, speller)
      const hit = findings.find(
        (f) =>
          f.kind === seededLetter.kind &&
          (seededLetter.words === undefined || seededLetter.letter.slice(f.start, f.end) === seededLetter.words) &&
          (seededLetter.message === undefined || seededLetter.message.test(f.message)),
      )
      if (hit) found += 1
      t.ok(hit, `${name}: ${mistake}`)
    }
  }
  t.ok(seeded >= SEEDS.length * samples.length - samples.length, `${seeded} letters seeded`)
  t.equal(found, seeded, `recall ${found}/${seeded}`)
})

t.test('clean British medical English raises no spelling or register finding', async (t) => {
  const task = letterTaskOf(samples[0]!.task)
  for (const sentence of CLEAN_SENTENCES) {
    const findings = checkLetter(sentence, task, speller).findings.filter((f) => f.kind === 'spelling' || f.kind === 'register')
    t.same(findings, [], sentence)
  }
})
