import t from 'tap'
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { isExtractListeningTest, type ListeningExtractTest, type ListeningTest } from '#shared/contracts/listening.ts'
import { listeningQuestionIds, testQuestionIds } from '#shared/contracts/question-ids.ts'
import { PART_NAMES, type ReadingTest } from '#shared/contracts/reading.ts'
import { partRecordings, secondsOfRecordings } from '#shared/timing/listening.ts'
import { partQuestionIds } from '#shared/qtypes/index.ts'
import { validateImportDocument } from '#shared/contracts/validate-import.ts'
import type { ImportDocument } from '#shared/contracts/import-document.ts'
import { contentFiles } from '#api/modules/tests/import-dir.ts'
import { mediaReferences } from '#api/modules/tests/media.ts'

const run = promisify(execFile)
const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
const documents = await Promise.all(
  (await contentFiles(contentDir)).map(async (file) => ({ file, document: JSON.parse(await readFile(file, 'utf8')) as ImportDocument })),
)
const byKind = (kind: ImportDocument['kind']) => documents.filter((d) => d.document.kind === kind)

t.test('every sample document passes the import validation, with a key for every question', async (t) => {
  t.ok(documents.length >= 8, `${documents.length} documents`)
  for (const { file, document } of documents) {
    const validation = validateImportDocument(document)
    t.ok(validation.ok, `${file.slice(contentDir.length)}: ${validation.ok ? 'valid' : validation.message}`)
    for (const id of testQuestionIds(document)) t.ok(document.answerKey[id]?.trim(), `${document.title}: question ${id} has a key`)
  }
  const kinds = new Set(documents.map((d) => d.document.kind))
  t.same([...kinds].sort(), ['listening', 'mock', 'oet-listening', 'oet-reading', 'oet-speaking', 'oet-writing'], 'every kind')
  t.equal(byKind('oet-writing').length, 2, 'two writing tests')
  t.equal(byKind('oet-speaking').length, 2, 'two speaking tests')
})

t.test('the OET listening test has 24, 6 and 12 questions, its extracts as OET sets them', async (t) => {
  const [listening] = byKind('oet-listening')
  const content = listening!.document.content as ListeningExtractTest
  t.ok(isExtractListeningTest(content), 'the extract form')
  t.equal(content.partA.extracts.length, 2, 'Part A: two consultations')
  const partA = listeningQuestionIds({ ...content, partB: { questions: [] }, partC: { extracts: [] } })
  t.equal(partA.length, 24, 'Part A: 24 gaps')
  t.equal(content.partB.questions.length, 6, 'Part B: six extracts, one question each')
  t.equal(content.partC.extracts.length, 2, 'Part C: two extracts')
  t.same(content.partC.extracts.map((extract) => extract.questions.length), [6, 6], 'Part C: six questions each')
  for (const question of content.partB.questions) t.equal(question.question.content.options.length, 3, 'Part B: three options')
})

t.test('the OET reading test has 20, 6 and 16 questions, a table and an image', async (t) => {
  const [reading] = byKind('oet-reading')
  const content = reading!.document.content as ReadingTest
  t.equal(partQuestionIds(content.partA).length, 20, 'Part A: 20')
  t.equal(content.partA.readingTexts.length, 4, 'Part A: four texts')
  t.equal(partQuestionIds(content.partB).length, 6, 'Part B: 6')
  t.equal(content.partB.readingTexts.length, 6, 'Part B: six texts')
  t.equal(partQuestionIds(content.partC).length, 16, 'Part C: 16')
  t.equal(content.partC.readingTexts.length, 2, 'Part C: two texts')
  for (const question of content.partC.mcqQuestions) t.equal(question.options.length, 4, 'Part C: four options')
  const texts = [content.partA, content.partB, content.partC].flatMap((part) => part.readingTexts)
  t.ok(texts.some((text) => (text.tables ?? []).length > 0), 'a table')
  t.ok(texts.some((text) => text.imageUrl), 'an image')
})

t.test('every audio file named exists, is Opus, and lasts between 20 s and 8 minutes', async (t) => {
  for (const { file, document } of documents) {
    for (const reference of mediaReferences(document.content).filter((r) => !/\.(svg|png|jpe?g|webp)$/i.test(r))) {
      const path = join(dirname(file), reference)
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name:format=duration', '-of', 'json', path])
      const probe = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } }
      const seconds = Number(probe.format.duration)
      t.equal(probe.streams[0]?.codec_name, 'opus', `${reference} is Opus`)
      t.ok(seconds >= 20 && seconds <= 480, `${reference} lasts ${seconds.toFixed(0)} s`)
    }
  }
})

t.test('each listening recording gives its true length and a simulation is timed by them', async (t) => {
  for (const { file, document } of [...byKind('oet-listening'), ...byKind('listening')]) {
    const content = document.content as ListeningTest
    const recordings = PART_NAMES.flatMap((part) => partRecordings(content, part))
    t.ok(recordings.every((recording) => recording.durationSeconds !== null), `${document.title}: every recording gives its length`)
    for (const reference of mediaReferences(document.content)) {
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(dirname(file), reference)])
      const given = JSON.stringify(document.content).match(new RegExp(`"audioURL":"${reference}","durationSeconds":([0-9.]+)`))?.[1]
      t.ok(Math.abs(Number(given) - Number(stdout)) < 0.05, `${reference}: ${given} s given, ${Number(stdout).toFixed(2)} s measured (npm run content:recording-lengths)`)
    }
    const minutes = (secondsOfRecordings(content, PART_NAMES) ?? 0) / 60
    t.ok(minutes > 5 && minutes < 60, `${document.title}: about ${Math.round(minutes)} minutes, by its recordings`)
  }
  const oet = byKind('oet-listening')[0]!.document.content as ListeningTest
  t.same(
    PART_NAMES.map((part) => partRecordings(oet, part)[0]?.readingSeconds),
    [30, 15, 90],
    "the OET's reading times: 30 s before a Part A extract, 15 s before a Part B question, 90 s before a Part C extract",
  )
})
