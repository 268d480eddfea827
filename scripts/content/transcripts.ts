import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'
import { contentJson } from '../lib/content-json.ts'
import { sampleTranscripts } from '../lib/transcript.ts'

/**
 * node --import tsx scripts/content/transcripts.ts [TEST ...]
 *
 * Writes each recording's `transcript` into a listening sample's test.json from the audio script
 * it is made from (scripts/audio/<test>/), so the review's transcript says what the audio says.
 * Run it after editing a script (and `npm run audio:build`). Default: every test with scripts
 * (a folder of scripts/audio/); a mock's (a content folder with sections/listening.json) go into
 * its listening section: run `npm run content:build-mock` after.
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
/** A mock's listening is written in its section file, `{content, answerKey}`, which build-mock joins into test.json. */
const MOCK_LISTENING_SECTION = join('sections', 'listening.json')

/** The mock's listening section file if the folder is a mock's (it has sections/listening.json). */
function mockListeningSection(test: string): string | undefined {
  const file = join(ROOT, 'content', test, MOCK_LISTENING_SECTION)
  return existsSync(file) ? file : undefined
}

/** Every sample with recordings: each folder of scripts/audio/ names the content folder its audio is for. */
async function defaultTests(): Promise<string[]> {
  const entries = await readdir(join(ROOT, 'scripts', 'audio'), { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Every object of the content that carries a recording: extracts, Part B questions, standalone parts. */
function recordings(content: ListeningTest): { audioURL: string; transcript?: string }[] {
  if (!isExtractListeningTest(content)) return [content.partA, content.partB, content.partC]
  return [...content.partA.extracts, ...content.partB.questions, ...content.partC.extracts]
}

/** A sample's listening document: its test.json, or a mock's listening section as a listening test. */
async function readListening(test: string): Promise<{ file: string; document: ImportDocument }> {
  const section = mockListeningSection(test)
  if (section === undefined) {
    const file = join(ROOT, 'content', test, 'test.json')
    return { file, document: JSON.parse(await readFile(file, 'utf8')) as ImportDocument }
  }
  const file = section
  const { content, answerKey } = JSON.parse(await readFile(file, 'utf8')) as { content: ListeningTest; answerKey: Record<string, string> }
  // The mock's listening is the extract form, which is what an OET listening test is validated as.
  return { file, document: { kind: 'oet-listening', title: `${test} listening`, content, answerKey } as ImportDocument }
}

async function main(tests: string[]): Promise<number> {
  for (const test of tests) {
    const { file, document } = await readListening(test)
    if (document.kind !== 'listening' && document.kind !== 'oet-listening') throw new Error(`${test}: not a listening test`)
    const transcripts = await sampleTranscripts(ROOT, test)
    for (const recording of recordings(document.content)) {
      const transcript = transcripts.get(recording.audioURL)
      if (transcript === undefined) throw new Error(`${test}: no script in scripts/audio/${test}/ writes ${recording.audioURL}`)
      recording.transcript = transcript
    }
    const validation = validateImportDocument(document)
    if (!validation.ok) throw new Error(`${test}: ${validation.message}`)
    const written = mockListeningSection(test) === undefined ? document : { content: document.content, answerKey: document.answerKey }
    await writeFile(file, contentJson(written))
    console.log(`transcripts written: ${relative(ROOT, file)}`)
  }
  return 0
}

const args = process.argv.slice(2)
process.exitCode = await main(args.length > 0 ? args : await defaultTests())
