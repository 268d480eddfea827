import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { AnswerStretch, ListeningTest } from '#shared/listening/schema.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'
import { compareQuestionIds, noteCompletionQuestionIds, type McqQuestion, type NoteCompletionQuestion } from '#shared/qtypes/index.ts'
import { LEAD_IN, NARRATOR, pauses, TAIL } from '../lib/audio-pauses.ts'
import { place, words, type Asked, type Placed } from '../lib/answer-words.ts'
import { silences, type Gap } from '../lib/silences.ts'
import { contentJson } from '../lib/content-json.ts'
import { durationSeconds } from '../lib/processes.ts'
import { writtenText } from '../lib/speech-text.ts'
import type { SpokenScript } from '../lib/transcript.ts'

/**
 * node --import tsx scripts/content/answer-stretches.ts [--dry-run] [--table] [--timing FILE] [TEST ...]
 *
 * Writes each recording's `answerStretches` into a listening sample (scripts/audio/<test>/ and
 * content/<test>/): for every question the recording asks, the stretch of it, in seconds from its
 * start, where the answer is said, which the review deck replays. Run it after
 * `npm run audio:build` and `npm run content:transcripts`; a mock's go into its listening section
 * (sections/listening.json): run `npm run content:build-mock` after.
 *
 * How a stretch is found:
 *  1. The turns of the recording's script, in time: make-audio.ts joins the trimmed turns with
 *     pauses of known lengths (scripts/lib/audio-pauses.ts), which are digital silence, so
 *     ffmpeg's silencedetect at a very low level finds them; they are matched in order to the
 *     pauses the script was built with. A recording whose pauses do not all match stops the run.
 *  2. Inside a turn, its sentences: each sentence boundary is placed in proportion to the text
 *     before it and snapped to the nearest pause the speech engine left there (silencedetect at a
 *     speech level).
 *  3. Where each answer is said, searching forward from the previous question's answer (questions
 *     come in transcript order) in what the speakers say (never the narrator): the key's accepted
 *     phrasings (a note-completion blank) and the words the question's `explanation` quotes. The
 *     stretch runs from the start of the sentence holding the answer (from the start of the turn
 *     before, when the answer is a short reply to another speaker's question) to the end of the
 *     sentence that completes it. OVERRIDES places the few that neither finds.
 * --table prints each recording's stretches with what is said in them; --timing FILE writes each
 * recording's turns and timed sentences as JSON (to check them against the speech); --dry-run
 * writes nothing to the documents.
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const MOCK_LISTENING_SECTION = join('sections', 'listening.json')

/** Silence quieter than this is the digital silence between turns (the engines' pauses are louder). */
const TURN_GAP_NOISE = '-70dB'
const TURN_GAP_MIN = 0.2
/** A pause of the speech engine inside a turn, between sentences or phrases. */
const SPEECH_GAP_NOISE = '-45dB'
const SPEECH_GAP_MIN = 0.12
/** How far a detected gap's length may differ from the pause the script was built with. */
const GAP_TOLERANCE = 0.2
/** The engines pause this long or longer between sentences, and less at a comma. */
const SENTENCE_PAUSE = 0.25
/** How far a sentence boundary is snapped to an engine's pause from where its text puts it. */
const SNAP_SECONDS = 1.5
/** Sound kept either side of a stretch, so that no first or last syllable is cut. */
const MARGIN = 0.15
/** More sound kept where a stretch starts or ends inside a turn, at a sentence placed by its pauses. */
const INNER_MARGIN = 0.5
/** A reply this short is replayed with the turn that asked for it (when that turn is short too). */
const SHORT_REPLY = 8
const SHORT_QUESTION = 12
/** A stretch shorter than this is widened to the next sentence or its whole turn. */
const MIN_STRETCH = 4

/**
 * Questions neither the key nor the explanation places: the words (as in the transcript) that
 * start the answer's sentence and, optionally, the words that end the stretch's last sentence.
 */
const OVERRIDES: Record<string, Record<string, { from: string; to?: string }>> = {}

// ---- Documents -----------------------------------------------------------------------------

function mockListeningSection(test: string): string | undefined {
  const file = join(ROOT, 'content', test, MOCK_LISTENING_SECTION)
  return existsSync(file) ? file : undefined
}

async function defaultTests(): Promise<string[]> {
  const entries = await readdir(join(ROOT, 'scripts', 'audio'), { withFileTypes: true })
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
}

async function readListening(test: string): Promise<{ file: string; document: ImportDocument; mock: boolean }> {
  const section = mockListeningSection(test)
  if (section === undefined) {
    const file = join(ROOT, 'content', test, 'test.json')
    return { file, document: JSON.parse(await readFile(file, 'utf8')) as ImportDocument, mock: false }
  }
  const { content, answerKey } = JSON.parse(await readFile(section, 'utf8')) as { content: ListeningTest; answerKey: Record<string, string> }
  return { file: section, document: { kind: 'oet-listening', title: `${test} listening`, content, answerKey } as ImportDocument, mock: true }
}

interface Recording {
  audioURL: string
  durationSeconds?: number
  answerStretches?: Record<string, AnswerStretch>
}

function noteQuestions(question: NoteCompletionQuestion, key: Record<string, string>): Asked[] {
  const ids = new Set(noteCompletionQuestionIds(question))
  return question.sections.flatMap((section) =>
    section.notes.flatMap((note) => {
      const id = note.question_id ?? note.blankLabel
      return id !== undefined && ids.has(id) ? [{ id, explanation: note.explanation ?? '', key: key[id] }] : []
    }),
  )
}

const mcqQuestion = (question: McqQuestion): Asked => ({ id: question.question_id, explanation: question.explanation ?? '' })

/** Every recording of the content with the questions it asks, in question order. */
function recordings(content: ListeningTest, key: Record<string, string>): { recording: Recording; asked: Asked[] }[] {
  const sorted = (asked: Asked[]) => asked.sort((a, b) => compareQuestionIds(a.id, b.id))
  if (!isExtractListeningTest(content)) {
    return [content.partA, content.partB, content.partC].map((part) => ({
      recording: part,
      asked: sorted([
        ...part.mcqQuestions.map(mcqQuestion),
        ...part.noteCompletionQuestions.flatMap((question) => noteQuestions(question, key)),
        ...part.sentenceCompletionQuestions.flatMap((question) =>
          question.sentences.flatMap((sentence) =>
            sentence.blanks.map((blank) => ({ id: blank.question_id, explanation: blank.explanation ?? '', key: key[blank.question_id] })),
          ),
        ),
      ]),
    }))
  }
  return [
    ...content.partA.extracts.map((extract) => ({
      recording: extract,
      asked: sorted(
        extract.questions.flatMap((question) =>
          question.questionType === 'noteCompletion' ? noteQuestions(question.content, key) : [mcqQuestion(question.content)],
        ),
      ),
    })),
    ...content.partB.questions.map((question) => ({ recording: question, asked: [mcqQuestion(question.question.content)] })),
    ...content.partC.extracts.map((extract) => ({ recording: extract, asked: sorted(extract.questions.map((question) => mcqQuestion(question.content))) })),
  ]
}

/** The script each recording is made from, by the audioURL its document names it with. */
async function scripts(test: string): Promise<Map<string, SpokenScript>> {
  const dir = join(ROOT, 'scripts', 'audio', test)
  const testDir = join(ROOT, 'content', test)
  const found = new Map<string, SpokenScript>()
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const script = JSON.parse(await readFile(join(dir, file), 'utf8')) as SpokenScript
    found.set(relative(testDir, join(ROOT, script.output)), script)
  }
  return found
}

// ---- Time: turns and sentences -------------------------------------------------------------

/**
 * Each turn's start and end: the lead-in, the pauses between turns and the tail, matched in order
 * to the digital silences found (each at least as long as its pause, less a little the encoder
 * smears). Null when they cannot all be matched.
 */
function turnTimes(found: Gap[], expected: number[], duration: number): { start: number; end: number }[] | null {
  const inner = found.filter((gap) => gap.start > LEAD_IN / 2 && gap.end < duration - TAIL / 2)
  const leadEnd = found.find((gap) => gap.start < LEAD_IN / 2)?.end ?? LEAD_IN
  const tailStart = found.find((gap) => gap.end >= duration - TAIL / 2)?.start ?? duration - TAIL
  // Dynamic programming: expected pause i matched to found gap j, in order, gaps between left unmatched.
  const n = expected.length
  const m = inner.length
  const cost = (i: number, j: number) => Math.abs(inner[j]!.end - inner[j]!.start - expected[i]!)
  const best: number[][] = Array.from({ length: n + 1 }, () => Array<number>(m + 1).fill(Number.POSITIVE_INFINITY))
  for (let j = 0; j <= m; j++) best[0]![j] = 0
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const take = cost(i - 1, j - 1) <= GAP_TOLERANCE ? best[i - 1]![j - 1]! + cost(i - 1, j - 1) : Number.POSITIVE_INFINITY
      best[i]![j] = Math.min(best[i]![j - 1]!, take)
    }
  }
  if (!Number.isFinite(best[n]![m]!)) return null
  const matched: Gap[] = []
  for (let i = n, j = m; i > 0; j--) {
    if (best[i]![j] === best[i]![j - 1]) continue
    matched.unshift(inner[j - 1]!)
    i--
  }
  const starts = [leadEnd, ...matched.map((gap) => gap.end)]
  const ends = [...matched.map((gap) => gap.start), tailStart]
  return starts.map((start, i) => ({ start, end: ends[i]! }))
}

// ---- Text: words and sentences -------------------------------------------------------------

interface Sentence {
  turn: number
  text: string
  /** Its first word's index among all the spoken words of the recording. */
  firstWord: number
  wordCount: number
  start: number
  end: number
}

/** A turn's sentences: split after . ? ! (and a closing quote), before the next word. */
function splitSentences(text: string): string[] {
  return text.split(/(?<=[.?!]['"\u2019\u201D]?)\s+(?=['"\u2018\u201C]?[A-Z0-9])/).filter((s) => s.trim() !== '')
}

/**
 * The engine pauses that end a turn's sentences: boundary i (its share of the turn's letters puts
 * it at estimates[i]) is matched to a pause near it, in order, each pause to one boundary at most;
 * a sentence's pause is longer than a comma's, so a short pause costs more; an unmatched boundary
 * stays at its estimate. Dynamic programming over boundaries and pauses.
 */
function sentencePauses(estimates: number[], inside: Gap[]): (Gap | null)[] {
  const UNMATCHED = SNAP_SECONDS
  const cost = (i: number, gap: Gap) => {
    const distance = Math.abs((gap.start + gap.end) / 2 - estimates[i]!)
    return distance > SNAP_SECONDS ? Number.POSITIVE_INFINITY : distance + (gap.end - gap.start >= SENTENCE_PAUSE ? 0 : 0.8)
  }
  const k = estimates.length
  const g = inside.length
  // best[i][j]: the first i boundaries matched among the first j pauses.
  const best = Array.from({ length: k + 1 }, () => Array<number>(g + 1).fill(Number.POSITIVE_INFINITY))
  for (let j = 0; j <= g; j++) best[0]![j] = 0
  for (let i = 1; i <= k; i++) {
    best[i]![0] = best[i - 1]![0]! + UNMATCHED
    for (let j = 1; j <= g; j++) {
      best[i]![j] = Math.min(best[i]![j - 1]!, best[i - 1]![j]! + UNMATCHED, best[i - 1]![j - 1]! + cost(i - 1, inside[j - 1]!))
    }
  }
  const matched: (Gap | null)[] = Array<Gap | null>(k).fill(null)
  for (let i = k, j = g; i > 0; ) {
    if (j > 0 && best[i]![j] === best[i]![j - 1]) j--
    else if (j > 0 && best[i]![j] === best[i - 1]![j - 1]! + cost(i - 1, inside[j - 1]!)) matched[--i] = inside[--j]!
    else i--
  }
  return matched
}

/**
 * Each sentence of each spoken turn, timed: its boundaries where their share of the turn's letters
 * puts them, moved to the engine pauses found there (sentencePauses).
 */
function timedSentences(script: SpokenScript, turns: { start: number; end: number }[], speechGaps: Gap[]): Sentence[] {
  const sentences: Sentence[] = []
  let wordIndex = 0
  for (const [t, turn] of script.turns.entries()) {
    if (turn.speaker === NARRATOR) continue
    const { start, end } = turns[t]!
    const parts = splitSentences(writtenText(turn.text))
    const letters = parts.map((part) => part.replace(/[^A-Za-z0-9]/g, '').length)
    const total = letters.reduce((sum, count) => sum + count, 0)
    const inside = speechGaps.filter((gap) => gap.start > start + 0.2 && gap.end < end - 0.2)
    let before = 0
    const estimates = parts.slice(0, -1).map((_, i) => start + ((end - start) * (before += letters[i]!)) / total)
    const pausesFound = sentencePauses(estimates, inside)
    const bounds = estimates.map((estimate, i) => {
      const gap = pausesFound[i]
      return gap ? { end: gap.start, next: gap.end } : { end: estimate, next: estimate }
    })
    for (const [i, part] of parts.entries()) {
      const count = words(part).length
      sentences.push({ turn: t, text: part, firstWord: wordIndex, wordCount: count, start: i === 0 ? start : bounds[i - 1]!.next, end: bounds[i]?.end ?? end })
      wordIndex += count
    }
  }
  return sentences
}

// ---- Where each answer is said -------------------------------------------------------------

/** The stretch that replays the placed words: their sentences, and the short question a short reply answers. */
function stretchOf(placed: Placed, sentences: Sentence[], script: SpokenScript, turns: { start: number; end: number }[]): { start: number; end: number; turn: number } {
  const holds = (word: number) => sentences.findIndex((s) => word >= s.firstWord && word < s.firstWord + s.wordCount)
  let a = holds(placed.first)
  let b = holds(placed.last)
  const turn = sentences[a]!.turn
  let start = sentences[a]!.start
  let end = sentences[b]!.end
  // Too short to follow: the next sentence of the same turn, else the sentence before.
  while (end - start < MIN_STRETCH) {
    if (sentences[b + 1]?.turn === sentences[b]!.turn) end = sentences[++b]!.end
    else if (sentences[a - 1]?.turn === sentences[a]!.turn) start = sentences[--a]!.start
    else break
  }
  // A reply at the start of its turn, to another speaker's question: replay the question too.
  const first = sentences[a]!
  const previous = script.turns[first.turn - 1]
  const opensTurn = first.start === turns[first.turn]!.start
  if (opensTurn && previous !== undefined && previous.speaker !== NARRATOR && previous.speaker !== script.turns[first.turn]!.speaker) {
    const asking = turns[first.turn - 1]!
    const replyLength = end - start
    if (replyLength <= SHORT_REPLY && asking.end - asking.start <= SHORT_QUESTION) start = asking.start
  }
  // A boundary inside a turn is placed less surely than a turn's edge (the engines' pauses mislead
  // it now and then by a second or so): it is given more room.
  const inner = (at: number) => !turns.some((edge) => Math.abs(edge.start - at) < 0.01 || Math.abs(edge.end - at) < 0.01)
  return { start: start - (inner(start) ? INNER_MARGIN : 0), end: end + (inner(end) ? INNER_MARGIN : 0), turn }
}

// ---- Main ----------------------------------------------------------------------------------

const round = (seconds: number) => Math.round(seconds * 10) / 10

/** Formats the stretches one to a line, like the documents' other small objects. */
function documentJson(value: unknown): string {
  return contentJson(value).replace(/\{\n *"startSeconds": ([0-9.]+),\n *"endSeconds": ([0-9.]+)\n *\}/g, '{ "startSeconds": $1, "endSeconds": $2 }')
}

/** The recording with `answerStretches` put after its timing fields (replacing any it had). */
function withStretches(recording: Recording, stretches: Record<string, AnswerStretch>): Record<string, unknown> {
  const entries = Object.entries(recording).filter(([key]) => key !== 'answerStretches')
  const after = Math.max(...['audioURL', 'durationSeconds', 'readingSeconds'].map((key) => entries.findIndex(([k]) => k === key)))
  entries.splice(after + 1, 0, ['answerStretches', stretches])
  return Object.fromEntries(entries)
}

async function main(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run')
  const table = args.includes('--table')
  const timingAt = args.indexOf('--timing')
  const timingFile = timingAt >= 0 ? args[timingAt + 1] : undefined
  const named = args.filter((arg, i) => !arg.startsWith('--') && (timingAt < 0 || i !== timingAt + 1))
  const timing: unknown[] = []
  const lengths: number[] = []
  let unplaced = 0
  for (const test of named.length > 0 ? named : await defaultTests()) {
    const { file, document, mock } = await readListening(test)
    if (document.kind !== 'listening' && document.kind !== 'oet-listening') throw new Error(`${test}: not a listening test`)
    const byURL = await scripts(test)
    let count = 0
    for (const { recording, asked } of recordings(document.content, document.answerKey)) {
      const script = byURL.get(recording.audioURL)
      if (script === undefined) throw new Error(`${test}: no script in scripts/audio/${test}/ writes ${recording.audioURL}`)
      const audio = join(ROOT, 'content', test, recording.audioURL)
      const duration = recording.durationSeconds ?? (await durationSeconds(audio))
      const expected = pauses(script.output, script.turns.map((turn) => turn.speaker))
      const turns = turnTimes(await silences(audio, TURN_GAP_NOISE, TURN_GAP_MIN), expected, duration)
      if (turns === null) throw new Error(`${test} ${recording.audioURL}: its ${expected.length} pauses between turns are not all found`)
      const sentences = timedSentences(script, turns, await silences(audio, SPEECH_GAP_NOISE, SPEECH_GAP_MIN))
      const spoken = sentences.flatMap((sentence) => words(sentence.text))
      timing.push({ test, audioURL: recording.audioURL, turns, sentences })
      const stretches: Record<string, AnswerStretch> = {}
      const rows: string[] = []
      let from = 0
      for (const question of asked) {
        const placed = place(question, spoken, from, OVERRIDES[test]?.[question.id])
        if (placed === null) {
          unplaced++
          rows.push(`  ${question.id.padEnd(4)} NOT PLACED: ${question.explanation}`)
          continue
        }
        from = Math.max(from, placed.first)
        const { start, end, turn } = stretchOf(placed, sentences, script, turns)
        const stretch = { startSeconds: round(Math.max(0, start - MARGIN)), endSeconds: round(Math.min(end + MARGIN, duration)) }
        stretches[question.id] = stretch
        lengths.push(stretch.endSeconds - stretch.startSeconds)
        count++
        const said = sentences.filter((s) => s.end > start + 0.01 && s.start < end - 0.01).map((s) => s.text).join(' ')
        rows.push(
          `  ${question.id.padEnd(4)} turn ${String(turn).padStart(2)} ${String(stretch.startSeconds).padStart(6)}-${String(stretch.endSeconds).padEnd(6)} ${placed.how.padEnd(9)} ${said}`,
        )
      }
      if (table) console.log(`${test} ${recording.audioURL} (${script.turns.length} turns, ${round(turns.at(-1)!.end)} s)\n${rows.join('\n')}`)
      Object.assign(recording, { answerStretches: stretches })
      const parent = recording as unknown as Record<string, unknown>
      const replaced = withStretches(recording, stretches)
      for (const key of Object.keys(parent)) delete parent[key]
      Object.assign(parent, replaced)
    }
    const validation = validateImportDocument(document)
    if (!validation.ok) throw new Error(`${test}: ${validation.message}`)
    const written = mock ? { content: document.content, answerKey: document.answerKey } : document
    if (!dryRun) await writeFile(file, documentJson(written))
    console.log(`${test}: ${count} stretches${dryRun ? '' : ` written to ${relative(ROOT, file)}`}`)
  }
  if (timingFile !== undefined) await writeFile(timingFile, JSON.stringify(timing))
  const sorted = [...lengths].sort((a, b) => a - b)
  console.log(`${sorted.length} stretches, median ${round(sorted[Math.floor(sorted.length / 2)] ?? 0)} s, longest ${round(sorted.at(-1) ?? 0)} s`)
  if (unplaced > 0) console.error(`${unplaced} questions not placed: add them to OVERRIDES`)
  return unplaced > 0 ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
