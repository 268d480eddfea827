import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mediaReferences } from '#api/modules/tests/media.ts'
import { MOCK_KEYED_SECTIONS, MOCK_SECTIONS, mockKeyId, type MockKeyedSection, type MockSection } from '#shared/contracts/mock.ts'
import { validateImportDocument } from '#shared/contracts/validate-import.ts'

/**
 * node --import tsx scripts/content/build-mock.ts
 *
 * Joins the four section files of content/mock-1/sections/ into the import document
 * content/mock-1/test.json. Listening and reading sections are `{content, answerKey}` (ids
 * numbered from 1); writing and speaking are `{content}`. Each section's answer-key ids are
 * prefixed with the section ("listening:1", "reading:1"), the whole document is checked with
 * validateImportDocument, and test.json is written only if it is valid. Media paths in the
 * sections ("audio/x.opus", "images/y.svg") are relative to content/mock-1/, as in test.json.
 */

const MOCK_DIR = fileURLToPath(new URL('../../content/mock-1/', import.meta.url))
const SECTIONS_DIR = resolve(MOCK_DIR, 'sections')
const OUTPUT = resolve(MOCK_DIR, 'test.json')
const TITLE = 'Mock test 1: full OET practice (Physiotherapy writing and speaking)'

const KEYED: readonly MockSection[] = MOCK_KEYED_SECTIONS
const show = (path: string) => relative(process.cwd(), path) || path

class BuildError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One section file: its content, and its answer key with the section prefix added. */
async function readSection(section: MockSection): Promise<{ content: unknown; answerKey: Record<string, unknown> }> {
  const file = resolve(SECTIONS_DIR, `${section}.json`)
  if (!existsSync(file)) {
    throw new BuildError(`Missing section file ${show(file)}: the ${section} section of mock 1 has not been written yet.`)
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

/** Media paths that are neither URLs nor files inside content/mock-1/. */
function missingMedia(content: unknown): string[] {
  return mediaReferences(content).filter((reference) => {
    if (reference.startsWith('/') || /^https?:\/\//.test(reference)) return false
    const path = resolve(MOCK_DIR, reference)
    return !path.startsWith(resolve(MOCK_DIR) + sep) || !existsSync(path)
  })
}

async function main(): Promise<number> {
  const content: Record<string, unknown> = {}
  const answerKey: Record<string, unknown> = {}
  for (const section of MOCK_SECTIONS) {
    const part = await readSection(section)
    content[section] = part.content
    Object.assign(answerKey, part.answerKey)
  }
  const document = { kind: 'mock', title: TITLE, content, answerKey }

  const result = validateImportDocument(document)
  if (!result.ok) {
    console.error(`Invalid: ${result.message}`)
    console.error(`${show(OUTPUT)} was not written.`)
    return 1
  }
  const missing = [...new Set(missingMedia(content))]
  if (missing.length > 0) {
    console.error(`Invalid: media not found under ${show(MOCK_DIR)}: ${missing.join(', ')}`)
    console.error(`${show(OUTPUT)} was not written.`)
    return 1
  }
  await writeFile(OUTPUT, `${JSON.stringify(document, null, 2)}\n`)
  const counts = MOCK_SECTIONS.filter((s) => KEYED.includes(s))
    .map((s) => `${s} ${Object.keys(answerKey).filter((id) => id.startsWith(`${s}:`)).length} keys`)
    .join(', ')
  console.log(`Valid: "${TITLE}" (${counts}).`)
  console.log(`Wrote ${show(OUTPUT)}.`)
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  if (!(error instanceof BuildError)) throw error
  console.error(error.message)
  console.error(`${show(OUTPUT)} was not written.`)
  process.exitCode = 1
}
