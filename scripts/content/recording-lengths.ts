import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { durationSeconds } from '../lib/processes.ts'

/**
 * node --import tsx scripts/content/recording-lengths.ts
 *
 * Writes each recording's length (ffprobe's, to the hundredth of a second) into the listening
 * documents under content/, as `durationSeconds` beside its `audioURL`: a listening simulation is
 * timed by its recordings (decision 0040). Run it after `npm run audio:build`; the content tests
 * fail while a length and its file disagree. Only recordings of the test's own folder are measured.
 * A mock's lengths go into its listening section (sections/listening.json): run
 * `npm run content:build-mock` after.
 */

const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url))
const LISTENING_KINDS = new Set(['listening', 'oet-listening'])
/** Where a mock's listening is written by hand; its media paths are relative to the mock's folder, as in test.json. */
const MOCK_LISTENING_SECTION = join('sections', 'listening.json')

/**
 * `"audioURL": "audio/x.opus"` lines of a document, with the `"durationSeconds"` line after one
 * if it has one. The document is edited as text, line by line, so the rest of it keeps its layout.
 */
const RECORDING_LINE = /^( *)"audioURL": "([^"]+)"(,?)\n(?: *"durationSeconds": [^,\n]*(,?)\n)?/gm

/** The file of a content folder that holds its listening recordings: a listening test.json or a mock's listening section. */
async function listeningFile(folder: string): Promise<string | null> {
  const text = await readFile(join(folder, 'test.json'), 'utf8').catch(() => '')
  const kind = String((JSON.parse(text || 'null') as { kind?: unknown } | null)?.kind)
  if (LISTENING_KINDS.has(kind)) return join(folder, 'test.json')
  return kind === 'mock' ? join(folder, MOCK_LISTENING_SECTION) : null
}

async function main(): Promise<void> {
  for (const entry of await readdir(CONTENT_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const folder = join(CONTENT_DIR, entry.name)
    const file = await listeningFile(folder)
    if (file === null) continue
    const text = await readFile(file, 'utf8').catch(() => '')
    if (text === '') continue
    const lengths = new Map<string, number>()
    for (const [, , path] of text.matchAll(RECORDING_LINE)) {
      if (!/^[a-z]+:/i.test(path!)) lengths.set(path!, Math.round((await durationSeconds(resolve(folder, path!))) * 100) / 100)
    }
    const edited = text.replace(RECORDING_LINE, (line, indent: string, path: string, comma: string, lengthComma?: string) => {
      const seconds = lengths.get(path)
      if (seconds === undefined) return line
      return `${indent}"audioURL": "${path}",\n${indent}"durationSeconds": ${seconds}${lengthComma ?? comma}\n`
    })
    JSON.parse(edited)
    await writeFile(file, edited)
    console.log(`${relative(process.cwd(), file)}: ${lengths.size} recordings`)
  }
}

await main()
