/**
 * Speaks the recording scripts of the sample listening tests and encodes them to Ogg Opus.
 *
 *   node --import tsx scripts/make-audio.ts [--force] [--jobs N] [SCRIPT_OR_DIR ...]
 *
 * With no paths it builds every script under scripts/audio/. A script is a JSON file:
 *
 *   {
 *     "output": "content/oet-listening-1/audio/part-a-1.opus",   (from the repository root)
 *     "speed": 150,                                              (optional, words a minute)
 *     "voices": { "doctor": "en-gb+f2", "patient": { "voice": "en-us+m3", "pitch": 35 } },
 *     "turns": [{ "speaker": "doctor", "text": "..." }, ...]
 *   }
 *
 * Each turn is spoken by espeak-ng in its speaker's voice; the turns are joined with 0.4-0.9 s
 * of silence (the same pauses on every build, so an unchanged script gives the same file), then
 * encoded to 24 kb/s mono Opus. In a turn's text `{written|spoken}` is said as `spoken`: a
 * respelling for a word espeak-ng gets wrong ("{omeprazole|o meprazole}"); the script keeps the
 * written form, which is what the questions and keys are checked against.
 *
 * A script whose output is newer than the script is skipped; --force rebuilds it.
 * Needs espeak-ng, ffmpeg and ffprobe on the PATH. Processes are spawned with argument arrays
 * and turn text goes through a file, never through a shell.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_DIR = join(ROOT, 'scripts', 'audio')
const DEFAULT_SPEED = 150
/** Silence between turns, in seconds: chosen per gap from this range, in steps of 0.05 s. */
const PAUSE_MIN = 0.4
const PAUSE_MAX = 0.9
const LEAD_IN = 0.5
const TAIL = 1.0
/** A recording outside these bounds is reported as an error (the listening screens' limits). */
const MIN_SECONDS = 20
const MAX_SECONDS = 8 * 60
const BITRATE = '24k'

const usage =
  'Usage: node --import tsx scripts/make-audio.ts [--force] [--jobs N] [SCRIPT_OR_DIR ...]\n' +
  '(default: every *.json under scripts/audio; a script is skipped when its output is newer, unless --force)'

// ---- Script format -------------------------------------------------------------------------

const VoiceSettings = Type.Object(
  {
    /** An espeak-ng voice, optionally with a variant: "en-gb", "en-us+f2", "en-gb-scotland+m3". */
    voice: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+(\\+[A-Za-z0-9_.-]+)?$' }),
    /** espeak-ng pitch, 0-99 (default 50). */
    pitch: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    /** Words a minute for this speaker; overrides the script's speed. */
    speed: Type.Optional(Type.Integer({ minimum: 80, maximum: 300 })),
    /** espeak-ng amplitude, 0-200 (default 100). */
    amplitude: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
  },
  { additionalProperties: false },
)

const AudioScript = Type.Object(
  {
    title: Type.Optional(Type.String()),
    output: Type.String({ minLength: 1, pattern: '\\.opus$' }),
    speed: Type.Optional(Type.Integer({ minimum: 80, maximum: 300 })),
    voices: Type.Record(Type.String(), Type.Union([VoiceSettings.properties.voice, VoiceSettings])),
    turns: Type.Array(
      Type.Object(
        { speaker: Type.String({ minLength: 1 }), text: Type.String({ minLength: 1, maxLength: 20_000 }) },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
)
type AudioScript = Static<typeof AudioScript>
type Voice = { voice: string; pitch: number; speed: number; amplitude: number }

/** What espeak-ng is asked to say: `{written|spoken}` becomes `spoken`. */
export function spokenText(text: string): string {
  return text.replace(/\{([^{}|]*)\|([^{}]*)\}/g, (_match, _written: string, spoken: string) => spoken)
}

/** The text as written: `{written|spoken}` becomes `written`. */
export function writtenText(text: string): string {
  return text.replace(/\{([^{}|]*)\|([^{}]*)\}/g, (_match, written: string) => written)
}

async function loadScript(file: string): Promise<AudioScript> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`${rel(file)}: not readable JSON (${(error as Error).message})`, { cause: error })
  }
  const error = Value.Errors(AudioScript, data).First()
  if (error) throw new Error(`${rel(file)}: ${error.path || '/'}: ${error.message}`)
  const script = data as AudioScript
  for (const [i, turn] of script.turns.entries()) {
    if (!Object.hasOwn(script.voices, turn.speaker)) {
      throw new Error(`${rel(file)}: /turns/${i}/speaker: "${turn.speaker}" has no entry in voices`)
    }
    if (spokenText(turn.text).trim() === '') throw new Error(`${rel(file)}: /turns/${i}/text says nothing`)
  }
  return script
}

function voiceOf(script: AudioScript, speaker: string): Voice {
  const entry = script.voices[speaker]!
  const settings = typeof entry === 'string' ? { voice: entry } : entry
  return {
    voice: settings.voice,
    pitch: settings.pitch ?? 50,
    speed: settings.speed ?? script.speed ?? DEFAULT_SPEED,
    amplitude: settings.amplitude ?? 100,
  }
}

function outputPath(script: AudioScript, file: string): string {
  const output = resolve(ROOT, script.output)
  if (!output.startsWith(ROOT + sep)) throw new Error(`${rel(file)}: output ${script.output} is outside the repository`)
  return output
}

// ---- Processes -----------------------------------------------------------------------------

/** Runs a program with an argument array; resolves with its stdout, rejects with its stderr. */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', (error) => reject(new Error(`${program}: ${error.message}`)))
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim()
      if (code === 0) resolvePromise(Buffer.concat(out).toString('utf8'))
      else reject(new Error(`${program} exited with ${code}${stderr ? `: ${stderr.split('\n').slice(-3).join(' / ')}` : ''}`))
    })
  })
}

/** The voices and variants espeak-ng knows, to refuse a typo rather than fall back silently. */
async function knownVoices(): Promise<{ voices: Set<string>; variants: Set<string> }> {
  const names = (listing: string) =>
    listing
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns.length >= 5)
  const voices = new Set<string>()
  for (const columns of names(await run('espeak-ng', ['--voices']))) {
    const [, language, , name, file] = columns as [string, string, string, string, string]
    for (const id of [language, name, file, basename(file)]) voices.add(id.toLowerCase())
  }
  const variants = new Set<string>()
  for (const columns of names(await run('espeak-ng', ['--voices=variant']))) {
    const file = columns[4]!
    variants.add(basename(file))
  }
  return { voices, variants }
}

function checkVoice(voice: string, known: { voices: Set<string>; variants: Set<string> }): string | null {
  const [base, variant] = voice.split('+') as [string, string | undefined]
  if (!known.voices.has(base.toLowerCase())) return `espeak-ng has no voice "${base}" (espeak-ng --voices)`
  if (variant !== undefined && !known.variants.has(variant)) {
    return `espeak-ng has no variant "${variant}" (espeak-ng --voices=variant)`
  }
  return null
}

/** Sample rate and channel count from a canonical WAV header, as espeak-ng writes it. */
async function wavFormat(file: string): Promise<{ rate: number; channels: number }> {
  const header = (await readFile(file)).subarray(0, 44)
  if (header.length < 44 || header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`${file} is not a WAV file`)
  }
  return { channels: header.readUInt16LE(22), rate: header.readUInt32LE(24) }
}

export async function durationSeconds(file: string): Promise<number> {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
  return Number.parseFloat(out.trim())
}

// ---- Building one script -------------------------------------------------------------------

/** The same pauses on every build of a script: a small PRNG seeded by the output path. */
function pauses(seedText: string, count: number): number[] {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0)
  const steps = Math.round((PAUSE_MAX - PAUSE_MIN) / 0.05)
  return Array.from({ length: count }, () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    return Math.round((PAUSE_MIN + (seed % (steps + 1)) * 0.05) * 100) / 100
  })
}

async function silence(dir: string, seconds: number, rate: number, made: Map<number, string>): Promise<string> {
  const existing = made.get(seconds)
  if (existing) return existing
  const file = join(dir, `silence-${seconds.toFixed(2)}.wav`)
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `anullsrc=r=${rate}:cl=mono`, '-t', seconds.toFixed(2),
    '-c:a', 'pcm_s16le', file,
  ])
  made.set(seconds, file)
  return file
}

async function build(file: string, script: AudioScript, output: string): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'make-audio-'))
  try {
    // 1. Each turn to its own WAV.
    const turnFiles: string[] = []
    for (const [i, turn] of script.turns.entries()) {
      const voice = voiceOf(script, turn.speaker)
      const textFile = join(dir, `turn-${i}.txt`)
      const wav = join(dir, `turn-${i}.wav`)
      await writeFile(textFile, spokenText(turn.text), 'utf8')
      await run('espeak-ng', [
        '-v', voice.voice, '-s', String(voice.speed), '-p', String(voice.pitch), '-a', String(voice.amplitude),
        '-w', wav, '-f', textFile,
      ])
      turnFiles.push(wav)
    }

    // 2. One format for all (espeak-ng's MBROLA voices speak at 16 kHz, the others at 22.05 kHz).
    const rate = (await wavFormat(turnFiles[0]!)).rate
    for (const [i, wav] of turnFiles.entries()) {
      const format = await wavFormat(wav)
      if (format.rate === rate && format.channels === 1) continue
      const converted = join(dir, `turn-${i}-mono.wav`)
      await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-ar', String(rate), '-ac', '1', '-c:a', 'pcm_s16le', converted])
      turnFiles[i] = converted
    }

    // 3. Turns and pauses in order, joined by the concat demuxer and encoded once.
    const made = new Map<number, string>()
    const gaps = pauses(script.output, turnFiles.length - 1)
    const parts = [await silence(dir, LEAD_IN, rate, made)]
    for (const [i, wav] of turnFiles.entries()) {
      if (i > 0) parts.push(await silence(dir, gaps[i - 1]!, rate, made))
      parts.push(wav)
    }
    parts.push(await silence(dir, TAIL, rate, made))
    const list = join(dir, 'list.txt')
    await writeFile(list, parts.map((part) => `file '${part.replaceAll("'", "'\\''")}'`).join('\n') + '\n', 'utf8')

    await mkdir(dirname(output), { recursive: true })
    const partial = join(dirname(output), `.${basename(output, extname(output))}.partial`)
    await run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'concat', '-safe', '0', '-i', list,
      '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
      '-c:a', 'libopus', '-b:a', BITRATE, '-ac', '1', '-application', 'voip',
      '-f', 'ogg', partial,
    ]).catch(async (error: unknown) => {
      await rm(partial, { force: true })
      throw error
    })
    await rename(partial, output)
    return await durationSeconds(output)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

// ---- Command line --------------------------------------------------------------------------

const rel = (path: string) => relative(process.cwd(), path) || path

async function scriptFiles(paths: string[]): Promise<string[]> {
  const files: string[] = []
  for (const path of paths) {
    const info = await stat(path).catch(() => null)
    if (!info) throw new Error(`${path} does not exist.\n${usage}`)
    if (!info.isDirectory()) {
      files.push(resolve(path))
      continue
    }
    const entries = await readdir(path, { recursive: true, withFileTypes: true })
    files.push(
      ...entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && !entry.name.startsWith('.'))
        .map((entry) => resolve(entry.parentPath, entry.name)),
    )
  }
  return [...new Set(files)].sort()
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false }, jobs: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    return 1
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(usage)
    return 0
  }
  const jobs = values.jobs === undefined ? Math.max(1, availableParallelism()) : Number(values.jobs)
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.error(`--jobs must be a whole number of at least 1.\n${usage}`)
    return 1
  }

  let known: Awaited<ReturnType<typeof knownVoices>>
  try {
    known = await knownVoices()
    await run('ffmpeg', ['-hide_banner', '-version'])
    await run('ffprobe', ['-hide_banner', '-version'])
  } catch (error) {
    console.error(`make-audio needs espeak-ng, ffmpeg and ffprobe on the PATH (${(error as Error).message}).`)
    return 1
  }

  let files: string[]
  try {
    files = await scriptFiles(positionals.length > 0 ? positionals : [DEFAULT_DIR])
  } catch (error) {
    console.error((error as Error).message)
    return 1
  }
  if (files.length === 0) {
    console.log('No audio scripts (*.json) found.')
    return 0
  }

  // Load and check every script before speaking any, so a typo stops the run at once.
  const loaded: { file: string; script: AudioScript; output: string }[] = []
  const outputs = new Map<string, string>()
  let failed = false
  for (const file of files) {
    try {
      const script = await loadScript(file)
      const output = outputPath(script, file)
      for (const speaker of new Set(script.turns.map((turn) => turn.speaker))) {
        const problem = checkVoice(voiceOf(script, speaker).voice, known)
        if (problem) throw new Error(`${rel(file)}: voice of "${speaker}": ${problem}`)
      }
      const other = outputs.get(output)
      if (other) throw new Error(`${rel(file)}: output ${script.output} is also the output of ${rel(other)}`)
      outputs.set(output, file)
      loaded.push({ file, script, output })
    } catch (error) {
      console.error((error as Error).message)
      failed = true
    }
  }
  if (failed) return 1

  const queue = [...loaded]
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { file, script, output } = item
      try {
        const [source, built] = await Promise.all([stat(file), stat(output).catch(() => null)])
        if (!values.force && built && built.mtimeMs > source.mtimeMs) {
          console.log(`up to date  ${rel(output)}`)
          continue
        }
        const seconds = await build(file, script, output)
        const size = (await stat(output)).size
        const line = `built       ${rel(output)}  ${clock(seconds)}  ${Math.round(size / 1024)} KiB`
        if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
          console.error(`${line}  ERROR: lasts ${seconds.toFixed(1)} s, outside ${MIN_SECONDS} s to ${MAX_SECONDS / 60} min`)
          failed = true
        } else console.log(line)
      } catch (error) {
        console.error(`failed      ${rel(file)}: ${(error as Error).message}`)
        failed = true
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, loaded.length) }, worker))
  return failed ? 1 : 0
}

// Run only as a program, so that a check can import spokenText and writtenText.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main()
