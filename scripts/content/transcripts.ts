import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isExtractListeningTest, type ListeningTest } from '#shared/contracts/listening.ts'
import type { ImportDocument } from '#shared/contracts/import-document.ts'
import { validateImportDocument } from '#shared/contracts/validate-import.ts'
import { contentJson } from '../lib/content-json.ts'
import { sampleTranscripts } from '../lib/transcript.ts'

/**
 * node --import tsx scripts/content/transcripts.ts [TEST ...]
 *
 * Writes each recording's `transcript` into a listening sample's test.json from the audio script
 * it is made from (scripts/audio/<test>/), so the review's transcript says what the audio says.
 * Run it after editing a script (and `npm run audio:build`). Default: the listening samples.
 */

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const DEFAULT_TESTS = ['oet-listening-1', 'listening-general-1']

/** Every object of the content that carries a recording: extracts, Part B questions, standalone parts. */
function recordings(content: ListeningTest): { audioURL: string; transcript?: string }[] {
  if (!isExtractListeningTest(content)) return [content.partA, content.partB, content.partC]
  return [...content.partA.extracts, ...content.partB.questions, ...content.partC.extracts]
}

async function main(tests: string[]): Promise<number> {
  for (const test of tests) {
    const file = join(ROOT, 'content', test, 'test.json')
    const document = JSON.parse(await readFile(file, 'utf8')) as ImportDocument
    if (document.kind !== 'listening' && document.kind !== 'oet-listening') throw new Error(`${test}: not a listening test`)
    const transcripts = await sampleTranscripts(ROOT, test)
    for (const recording of recordings(document.content)) {
      const transcript = transcripts.get(recording.audioURL)
      if (transcript === undefined) throw new Error(`${test}: no script in scripts/audio/${test}/ writes ${recording.audioURL}`)
      recording.transcript = transcript
    }
    const validation = validateImportDocument(document)
    if (!validation.ok) throw new Error(`${test}: ${validation.message}`)
    await writeFile(file, contentJson(document))
    console.log(`transcripts written: content/${test}/test.json`)
  }
  return 0
}

const args = process.argv.slice(2)
process.exitCode = await main(args.length > 0 ? args : DEFAULT_TESTS)
