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
 * Each turn is spoken in its speaker's voice by one of three engines, chosen by the voice's name:
 *   - "flite:slt", "flite:slt-low" (slt lower and a little slower), "flite:awb", "flite:rms",
 *     "flite:kal16": flite's built-in voices;
 *   - "festival:slt-hts" (festival's HTS voice cmu_us_slt_arctic_hts) and "festival:rab" (a male
 *     diphone voice: rab_diphone is not in Debian's main archive, so the name speaks with
 *     ked_diphone, docs/decisions/0073);
 *   - anything else is an espeak-ng voice ("en-gb", "en-us+f2"), kept for accents; pitch, speed and
 *     amplitude apply to espeak-ng voices only.
 * Every turn is trimmed of its engine's leading and trailing silence, resampled to 24 kHz mono and
 * brought to one loudness; the turns are joined with pauses that are longer where the speaker
 * changes and longest around the narrator (the same pauses on every build, so an unchanged script
 * gives the same file), then encoded to 24 kb/s mono Opus. In a turn's text `{written|spoken}` is
 * said as `spoken`: a respelling for a word an engine gets wrong ("{omeprazole|o meprazole}"); the
 * script keeps the written form, which is what the questions and keys are checked against. flite and
 * festival know American English only, so for them British spellings (oedema, anaemia, apnoea...)
 * and a few words they misread are respelled as well (FLITE_FESTIVAL_RESPELLINGS in scripts/lib/speech-text.ts).
 *
 * A script whose output is newer than the script is skipped; --force rebuilds it.
 * Needs espeak-ng, ffmpeg and ffprobe on the PATH, and flite or festival (text2wave) when a script
 * uses their voices (Debian: flite, festival, festvox-us-slt-hts, festvox-kdlpc16k). Processes are
 * spawned with argument arrays and turn text goes through a file, never through a shell.
 */
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { LEAD_IN, pauses, TAIL } from './lib/audio-pauses.ts'
import { durationSeconds, run, runBoth } from './lib/processes.ts'
import { engineText, spokenText } from './lib/speech-text.ts'
import { checkVoice, ENGINE_VOICES, knownVoices, type Known, type Voice } from './lib/speech-voices.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_DIR = join(ROOT, 'scripts', 'audio')
const DEFAULT_SPEED = 150
/** A recording outside these bounds is reported as an error (the listening screens' limits). */
const MIN_SECONDS = 20
const MAX_SECONDS = 8 * 60
const BITRATE = '24k'
/** Every turn is resampled to this rate (flite speaks at 16 kHz, espeak-ng at 22.05, the HTS voice at 32) before joining. */
const RATE = 24_000
/** Each turn is brought to this mean level (dBFS), its peaks kept under PEAK_LIMIT, so that no engine is louder than another. */
const MEAN_LEVEL = -20
const PEAK_LIMIT = -2
/** What counts as silence when a turn's leading and trailing silence is trimmed. */
const SILENCE_THRESHOLD = '-50dB'

const usage =
  'Usage: node --import tsx scripts/make-audio.ts [--force] [--jobs N] [SCRIPT_OR_DIR ...]\n' +
  '(default: every *.json under scripts/audio; a script is skipped when its output is newer, unless --force)'

// ---- Script format -------------------------------------------------------------------------

const VoiceSettings = Type.Object(
  {
    /**
     * A flite or festival voice ("flite:slt", "festival:slt-hts": ENGINE_VOICES), or an espeak-ng
     * voice, optionally with a variant: "en-gb", "en-us+f2", "en-gb-scotland+m3".
     */
    voice: Type.String({ minLength: 1, maxLength: 100, pattern: '^(?:(?:flite|festival):[a-z0-9-]+|[A-Za-z0-9_.-]+(\\+[A-Za-z0-9_.-]+)?)$' }),
    /** espeak-ng pitch, 0-99 (default 50). */
    pitch: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    /** Words a minute for this espeak-ng speaker; overrides the script's speed. */
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
    /** Words a minute for the espeak-ng voices (flite and festival speak at their own pace). */
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
    espeakOnly: 'pitch' in settings || 'speed' in settings || 'amplitude' in settings,
  }
}

function outputPath(script: AudioScript, file: string): string {
  const output = resolve(ROOT, script.output)
  if (!output.startsWith(ROOT + sep)) throw new Error(`${rel(file)}: output ${script.output} is outside the repository`)
  return output
}

// ---- Building one script -------------------------------------------------------------------

async function silence(dir: string, seconds: number, made: Map<number, string>): Promise<string> {
  const existing = made.get(seconds)
  if (existing) return existing
  const file = join(dir, `silence-${seconds.toFixed(2)}.wav`)
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `anullsrc=r=${RATE}:cl=mono`, '-t', seconds.toFixed(2),
    '-c:a', 'pcm_s16le', file,
  ])
  made.set(seconds, file)
  return file
}

/** Speaks one turn into a WAV file with its voice's engine; the text goes through a file. */
async function speak(voice: Voice, text: string, textFile: string, wav: string): Promise<void> {
  const engine = ENGINE_VOICES[voice.voice]
  if (!engine) {
    await writeFile(textFile, spokenText(text), 'utf8')
    await run('espeak-ng', [
      '-v', voice.voice, '-s', String(voice.speed), '-p', String(voice.pitch), '-a', String(voice.amplitude),
      '-w', wav, '-f', textFile,
    ])
    return
  }
  await writeFile(textFile, engineText(text), 'utf8')
  if (engine.program === 'flite') await run('flite', ['-voice', engine.voice, ...engine.args, '-f', textFile, '-o', wav])
  else await run('text2wave', ['-eval', `(voice_${engine.voice})`, ...engine.args, '-o', wav, textFile])
}

/**
 * One turn as the recording wants it: its engine's leading and trailing silence trimmed (a few
 * hundredths of a second kept, so that no soft first consonant is cut), resampled to RATE mono,
 * and its mean level brought to MEAN_LEVEL unless that would push its peaks over PEAK_LIMIT.
 */
async function prepareTurn(input: string, output: string): Promise<void> {
  const trim = `silenceremove=start_periods=1:start_threshold=${SILENCE_THRESHOLD}:start_silence=0.03`
  const trimmed = `${output}.trimmed.wav`
  const { stderr } = await runBoth('ffmpeg', [
    '-hide_banner', '-nostats', '-y', '-i', input,
    '-af', `${trim},areverse,${trim},areverse,aresample=${RATE},volumedetect`,
    '-ac', '1', '-ar', String(RATE), '-c:a', 'pcm_s16le', trimmed,
  ])
  const level = (name: string) => Number.parseFloat(new RegExp(`${name}_volume: (-?[0-9.]+|-inf) dB`).exec(stderr)?.[1] ?? 'NaN')
  const mean = level('mean')
  const peak = level('max')
  if (!Number.isFinite(mean) || !Number.isFinite(peak)) throw new Error(`${basename(input)}: no sound to measure`)
  const gain = Math.round(Math.min(MEAN_LEVEL - mean, PEAK_LIMIT - peak) * 10) / 10
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', trimmed,
    '-af', `volume=${gain.toFixed(1)}dB`, '-c:a', 'pcm_s16le', output,
  ])
}

async function build(file: string, script: AudioScript, output: string): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'make-audio-'))
  try {
    // 1. Each turn to its own WAV, spoken, trimmed, resampled and levelled.
    const turnFiles: string[] = []
    for (const [i, turn] of script.turns.entries()) {
      const spoken = join(dir, `turn-${i}-spoken.wav`)
      const wav = join(dir, `turn-${i}.wav`)
      await speak(voiceOf(script, turn.speaker), turn.text, join(dir, `turn-${i}.txt`), spoken)
      await prepareTurn(spoken, wav)
      turnFiles.push(wav)
    }

    // 2. Turns and pauses in order, joined by the concat demuxer and encoded once.
    const made = new Map<number, string>()
    const gaps = pauses(script.output, script.turns.map((turn) => turn.speaker))
    const parts = [await silence(dir, LEAD_IN, made)]
    for (const [i, wav] of turnFiles.entries()) {
      if (i > 0) parts.push(await silence(dir, gaps[i - 1]!, made))
      parts.push(wav)
    }
    parts.push(await silence(dir, TAIL, made))
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

  let known: Known
  try {
    await run('ffmpeg', ['-hide_banner', '-version'])
    await run('ffprobe', ['-hide_banner', '-version'])
    known = await knownVoices()
  } catch (error) {
    console.error(`make-audio needs ffmpeg and ffprobe on the PATH (${(error as Error).message}).`)
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
        const problem = checkVoice(voiceOf(script, speaker), known)
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

process.exitCode = await main()
