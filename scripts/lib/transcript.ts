import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { writtenText } from './speech-text.ts'

/** The part of an audio script (scripts/audio, see make-audio.ts) a transcript is made from. */
export interface SpokenScript {
  output: string
  turns: { speaker: string; text: string }[]
}

const speakerLabel = (speaker: string) => speaker.charAt(0).toUpperCase() + speaker.slice(1)

/**
 * A recording's transcript: its script as written (a `{written|spoken}` respelling in its written
 * form), one line per turn, each led by its speaker ("Doctor: Good morning.").
 */
export function transcriptOf(script: SpokenScript): string {
  return script.turns.map((turn) => `${speakerLabel(turn.speaker)}: ${writtenText(turn.text)}`).join('\n')
}

/**
 * The transcripts of a sample test's recordings, by the `audioURL` its test.json names them with:
 * each script in scripts/audio/<test>/ writes content/<test>/<audioURL>.
 */
export async function sampleTranscripts(root: string, test: string): Promise<Map<string, string>> {
  const dir = join(root, 'scripts', 'audio', test)
  const testDir = join(root, 'content', test)
  const transcripts = new Map<string, string>()
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const script = JSON.parse(await readFile(join(dir, file), 'utf8')) as SpokenScript
    transcripts.set(relative(testDir, join(root, script.output)), transcriptOf(script))
  }
  return transcripts
}
