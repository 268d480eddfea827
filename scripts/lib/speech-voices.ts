import { basename } from 'node:path'
import { run } from './processes.ts'

/** A speaker's voice as a script sets it: pitch, speed and amplitude apply to espeak-ng voices only. */
export type Voice = { voice: string; pitch: number; speed: number; amplitude: number; espeakOnly: boolean }

/** The flite and festival voices a script may name, and how each is spoken. */
export const ENGINE_VOICES: Readonly<Record<string, { program: 'flite' | 'festival'; voice: string; args: readonly string[] }>> = {
  'flite:slt': { program: 'flite', voice: 'slt', args: [] },
  /** slt about three semitones lower and 8 % slower, so that three women in one recording sound distinct. */
  'flite:slt-low': {
    program: 'flite',
    voice: 'slt',
    args: ['--setf', 'int_f0_target_mean=138', '--setf', 'duration_stretch=1.08'],
  },
  'flite:awb': { program: 'flite', voice: 'awb', args: [] },
  'flite:rms': { program: 'flite', voice: 'rms', args: [] },
  'flite:kal16': { program: 'flite', voice: 'kal16', args: [] },
  'festival:slt-hts': { program: 'festival', voice: 'cmu_us_slt_arctic_hts', args: [] },
  /** rab_diphone (British) is in Debian's non-free archive only; ked_diphone is a male voice from main. */
  'festival:rab': { program: 'festival', voice: 'ked_diphone', args: [] },
}

/** The voices each engine has on this machine; null for an engine that is not installed. */
export type Known = {
  espeak: { voices: Set<string>; variants: Set<string> } | null
  flite: Set<string> | null
  festival: Set<string> | null
}

/** espeak-ng's voices and variants, to refuse a typo rather than fall back silently. */
async function espeakVoices(): Promise<Known['espeak']> {
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

/** flite's built-in voices: `flite -lv` prints "Voices available: kal awb_time kal16 awb rms slt". */
async function fliteVoices(): Promise<Set<string>> {
  const listing = await run('flite', ['-lv'])
  return new Set(listing.replace(/^.*?:/s, '').trim().split(/\s+/))
}

/** festival's installed voices, from (voice.list); text2wave, which speaks, comes with festival. */
async function festivalVoices(): Promise<Set<string>> {
  await run('text2wave', ['-h']).catch(() => {
    throw new Error('text2wave is not on the PATH')
  })
  const listing = await run('festival', ['-b', '(format t "%l\\n" (voice.list))'])
  return new Set(listing.replace(/[()]/g, ' ').trim().split(/\s+/))
}

export async function knownVoices(): Promise<Known> {
  const [espeak, flite, festival] = await Promise.all([
    espeakVoices().catch(() => null),
    fliteVoices().catch(() => null),
    festivalVoices().catch(() => null),
  ])
  return { espeak, flite, festival }
}

/** The Debian package that brings each flite or festival voice. */
const VOICE_PACKAGES: Record<string, string> = {
  cmu_us_slt_arctic_hts: 'festvox-us-slt-hts',
  ked_diphone: 'festvox-kdlpc16k',
}

export function checkVoice(voice: Voice, known: Known): string | null {
  if (voice.voice.includes(':')) {
    const engine = ENGINE_VOICES[voice.voice]
    if (!engine) return `no voice "${voice.voice}": the flite and festival voices are ${Object.keys(ENGINE_VOICES).join(', ')}`
    if (voice.espeakOnly) return `pitch, speed and amplitude apply to espeak-ng voices only, not to "${voice.voice}"`
    const installed = known[engine.program]
    if (!installed) return `${engine.program} is not installed (Debian package ${engine.program})`
    if (!installed.has(engine.voice)) {
      return `${engine.program} has no voice ${engine.voice} (Debian package ${VOICE_PACKAGES[engine.voice] ?? engine.program})`
    }
    return null
  }
  if (!known.espeak) return 'espeak-ng is not installed (Debian package espeak-ng)'
  const [base, variant] = voice.voice.split('+') as [string, string | undefined]
  if (!known.espeak.voices.has(base.toLowerCase())) return `espeak-ng has no voice "${base}" (espeak-ng --voices)`
  if (variant !== undefined && !known.espeak.variants.has(variant)) {
    return `espeak-ng has no variant "${variant}" (espeak-ng --voices=variant)`
  }
  return null
}
