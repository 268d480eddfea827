import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mediaReferences } from '#api/modules/tests/media.ts'
import { MOCK_KEYED_SECTIONS, MOCK_SECTIONS, mockKeyId, type MockKeyedSection, type MockSection } from '#shared/mock/mock.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'

/**
 * node --import tsx scripts/content/build-mock.ts [--without-audio] [MOCK ...]   (npm run content:build-mock -- mock-2)
 *
 * Joins the four section files of content/<MOCK>/sections/ into the import document
 * content/<MOCK>/test.json; with no argument, every content/mock-* folder. Listening and reading
 * sections are `{content, answerKey}` (ids numbered from 1); writing and speaking are `{content}`;
 * the title is read from sections/meta.json (`{"title": "..."}`). Each section's answer-key ids are
 * prefixed with the section ("listening:1", "reading:1"), the whole document is checked with
 * validateImportDocument, and test.json is written only if it is valid. Media paths in the
 * sections ("audio/x.opus", "images/y.svg") are relative to the mock's folder, as in test.json.
 * `--without-audio` writes test.json although recordings named by the listening section have not
 * been made yet (`npm run audio:build`), listing them; every other medium must exist.
 */

const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url))

/** One mock's folder, its section files and its output. */
interface Mock {
  name: string
  dir: string
  sections: string
  output: string
}

const mockOf = (name: string): Mock => {
  const dir = resolve(CONTENT_DIR, name)
  return { name, dir, sections: resolve(dir, 'sections'), output: resolve(dir, 'test.json') }
}

const KEYED: readonly MockSection[] = MOCK_KEYED_SECTIONS
const show = (path: string) => relative(process.cwd(), path) || path

class BuildError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One section file: its content, and its answer key with the section prefix added. */
async function readSection(mock: Mock, section: MockSection): Promise<{ content: unknown; answerKey: Record<string, unknown> }> {
  const file = resolve(mock.sections, `${section}.json`)
  if (!existsSync(file)) {
    throw new BuildError(`Missing section file ${show(file)}: the ${section} section of ${mock.name} has not been written yet.`)
  }
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new BuildError(`${show(file)} is not readable JSON (${(error as Error).message}).`)
  }
  if (!isObject(data) || !('content' in data)) {
    throw new BuildError(`${show(file)} must be an object {"content": ...${KEYED.includes(section) ? ', "answerKey": {...}' : ''}}.`)
  }
  const key = data.answerKey ?? {}
  if (!isObject(key)) throw new BuildError(`${show(file)}: answerKey must be an object of question id -> answer.`)
  if (KEYED.includes(section)) {
    if (data.answerKey === undefined) throw new BuildError(`${show(file)} has no answerKey: the ${section} section is marked.`)
  } else if (Object.keys(key).length > 0) {
    throw new BuildError(`${show(file)}: the ${section} section asks no keyed questions, so its answerKey must be empty or absent.`)
  }
  const prefix = `${section}:`
  const answerKey = Object.fromEntries(
    Object.entries(key).map(([id, answer]) => [
      id.startsWith(prefix) ? id : mockKeyId(section as MockKeyedSection, id),
      answer,
    ]),
  )
  return { content: data.content, answerKey }
}

/** The mock's title, from its sections/meta.json. */
async function readTitle(mock: Mock): Promise<string> {
  const file = resolve(mock.sections, 'meta.json')
  if (!existsSync(file)) throw new BuildError(`Missing ${show(file)}: it gives the mock's title, {"title": "..."}.`)
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new BuildError(`${show(file)} is not readable JSON (${(error as Error).message}).`)
  }
  if (!isObject(data) || typeof data.title !== 'string' || data.title.trim() === '') {
    throw new BuildError(`${show(file)} must be an object {"title": "..."} with a title.`)
  }
  return data.title
}

/** Media paths that are neither URLs nor files inside the mock's folder. */
function missingMedia(mock: Mock, content: unknown): string[] {
  return mediaReferences(content).filter((reference) => {
    if (reference.startsWith('/') || /^https?:\/\//.test(reference)) return false
    const path = resolve(mock.dir, reference)
    return !path.startsWith(resolve(mock.dir) + sep) || !existsSync(path)
  })
}

/** Builds one mock's test.json; 0 if it was written. */
async function build(mock: Mock, withoutAudio: boolean): Promise<number> {
  const title = await readTitle(mock)
  const content: Record<string, unknown> = {}
  const answerKey: Record<string, unknown> = {}
  for (const section of MOCK_SECTIONS) {
    const part = await readSection(mock, section)
    content[section] = part.content
    Object.assign(answerKey, part.answerKey)
  }
  const document = { kind: 'mock', title, content, answerKey }

  const result = validateImportDocument(document)
  if (!result.ok) {
    console.error(`Invalid: ${result.message}`)
    console.error(`${show(mock.output)} was not written.`)
    return 1
  }
  const missingAll = [...new Set(missingMedia(mock, content))]
  const unbuilt = withoutAudio ? missingAll.filter((reference) => reference.endsWith('.opus')) : []
  const missing = missingAll.filter((reference) => !unbuilt.includes(reference))
  if (missing.length > 0) {
    console.error(`Invalid: media not found under ${show(mock.dir)}: ${missing.join(', ')}`)
    console.error(`${show(mock.output)} was not written.`)
    return 1
  }
  if (unbuilt.length > 0) {
    console.warn(`Recordings not made yet (npm run audio:build, then build again): ${unbuilt.join(', ')}`)
  }
  await writeFile(mock.output, `${JSON.stringify(document, null, 2)}\n`)
  const counts = MOCK_SECTIONS.filter((s) => KEYED.includes(s))
    .map((s) => `${s} ${Object.keys(answerKey).filter((id) => id.startsWith(`${s}:`)).length} keys`)
    .join(', ')
  console.log(`Valid: "${title}" (${counts}).`)
  console.log(`Wrote ${show(mock.output)}.`)
  return 0
}

/** The mocks named on the command line, or every content/mock-* folder. */
async function mocksToBuild(args: string[]): Promise<Mock[]> {
  if (args.length > 0) return args.map((arg) => mockOf(arg.replace(/^content\//, '').replace(/\/+$/, '')))
  const entries = await readdir(CONTENT_DIR, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mock-'))
    .map((entry) => entry.name)
    .sort()
    .map(mockOf)
}

async function main(argv: string[]): Promise<number> {
  const withoutAudio = argv.includes('--without-audio')
  const args = argv.filter((arg) => arg !== '--without-audio')
  const unknown = args.filter((arg) => arg.startsWith('--'))
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')} (the one option is --without-audio).`)
    return 1
  }
  const mocks = await mocksToBuild(args)
  if (mocks.length === 0) {
    console.error(`No mock folder (content/mock-*) found.`)
    return 1
  }
  let failed = 0
  for (const mock of mocks) {
    if (!existsSync(mock.dir)) {
      console.error(`No mock folder ${show(mock.dir)}.`)
      failed += 1
      continue
    }
    try {
      if ((await build(mock, withoutAudio)) !== 0) failed += 1
    } catch (error) {
      if (!(error instanceof BuildError)) throw error
      console.error(error.message)
      console.error(`${show(mock.output)} was not written.`)
      failed += 1
    }
  }
  return failed === 0 ? 0 : 1
}

process.exitCode = await main(process.argv.slice(2))
