import t from 'tap'
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { isExtractListeningTest } from '#shared/listening/listening.ts'
import type { ListeningExtractTest, ListeningTest } from '#shared/listening/schema.ts'
import { listeningQuestionIds, testQuestionIds } from '#shared/content/question-ids.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { partRecordings, secondsOfRecordings } from '#shared/timing/listening.ts'
import { partQuestionIds } from '#shared/qtypes/index.ts'
import { validateImportDocument } from '#shared/content/validate-schema.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import { contentFiles } from '#api/modules/tests/import-dir.ts'
import { MOCK_DEFAULT_MINUTES } from '#shared/timing/durations.ts'
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
})

t.test('the library issue 20 asks for: enough of every kind to prepare with, over at least six professions', async (t) => {
  const least = { 'oet-listening': 4, 'oet-reading': 4, 'oet-writing': 8, 'oet-speaking': 8, mock: 3, listening: 2 } as const
  for (const [kind, count] of Object.entries(least)) {
    t.ok(byKind(kind as ImportDocument['kind']).length >= count, `${kind}: ${byKind(kind as ImportDocument['kind']).length} of at least ${count}`)
  }
  const professions = new Set(
    documents.flatMap(({ document }) => {
      if (document.kind === 'oet-writing') return [document.content.title.replace(/^.*:\s*/, '')]
      if (document.kind === 'oet-speaking') return [document.content.discipline]
      return []
    }),
  )
  t.ok(professions.size >= 6, `writing and speaking over ${professions.size} professions: ${[...professions].join(', ')}`)
})

/** The OET-form listening and reading content of the samples: the standalone tests' and the mock's sections. */
const mocks = byKind('mock').map(({ document }) => document as Extract<ImportDocument, { kind: 'mock' }>)
const oetListenings = [
  ...byKind('oet-listening').map(({ document }) => ({ title: document.title, content: document.content as ListeningTest })),
  ...mocks.flatMap((mock) => (mock.content.listening ? [{ title: `${mock.title}, listening`, content: mock.content.listening as ListeningTest }] : [])),
]
const oetReadings = [
  ...byKind('oet-reading').map(({ document }) => ({ title: document.title, content: document.content as ReadingTest })),
  ...mocks.flatMap((mock) => (mock.content.reading ? [{ title: `${mock.title}, reading`, content: mock.content.reading }] : [])),
]

t.test('the OET listening test and the mock have 24, 6 and 12 listening questions, their extracts as OET sets them', async (t) => {
  t.equal(oetListenings.length, byKind('oet-listening').length + mocks.length, 'the OET listening tests and the mocks')
  for (const { title, content: listening } of oetListenings) {
    t.ok(isExtractListeningTest(listening), `${title}: the extract form`)
    const content = listening as ListeningExtractTest
    t.equal(content.partA.extracts.length, 2, `${title}: Part A, two consultations`)
    const partA = listeningQuestionIds({ ...content, partB: { questions: [] }, partC: { extracts: [] } })
    t.equal(partA.length, 24, `${title}: Part A, 24 gaps`)
    t.equal(content.partB.questions.length, 6, `${title}: Part B, six extracts, one question each`)
    t.equal(content.partC.extracts.length, 2, `${title}: Part C, two extracts`)
    t.same(content.partC.extracts.map((extract) => extract.questions.length), [6, 6], `${title}: Part C, six questions each`)
    for (const question of content.partB.questions) t.equal(question.question.content.options.length, 3, `${title}: Part B, three options`)
  }
})

t.test('the OET reading test and the mock have 20, 6 and 16 reading questions, a table and an image', async (t) => {
  t.equal(oetReadings.length, byKind('oet-reading').length + mocks.length, 'the OET reading tests and the mocks')
  for (const { title, content } of oetReadings) {
    t.equal(partQuestionIds(content.partA).length, 20, `${title}: Part A, 20`)
    t.equal(content.partA.readingTexts.length, 4, `${title}: Part A, four texts`)
    t.equal(partQuestionIds(content.partB).length, 6, `${title}: Part B, 6`)
    t.equal(content.partB.readingTexts.length, 6, `${title}: Part B, six texts`)
    t.equal(partQuestionIds(content.partC).length, 16, `${title}: Part C, 16`)
    t.equal(content.partC.readingTexts.length, 2, `${title}: Part C, two texts`)
    for (const question of content.partC.mcqQuestions) t.equal(question.options.length, 4, `${title}: Part C, four options`)
    const texts = [content.partA, content.partB, content.partC].flatMap((part) => part.readingTexts)
    t.ok(texts.some((text) => (text.tables ?? []).length > 0), `${title}: a table`)
    t.ok(texts.some((text) => text.imageUrl), `${title}: an image`)
  }
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
  const listenings = [
    ...[...byKind('oet-listening'), ...byKind('listening')].map(({ file, document }) => ({ file, title: document.title, content: document.content as ListeningTest })),
    ...byKind('mock').flatMap(({ file, document }) => {
      const listening = (document as Extract<ImportDocument, { kind: 'mock' }>).content.listening
      return listening ? [{ file, title: `${document.title}, listening`, content: listening as ListeningTest }] : []
    }),
  ]
  for (const { file, title, content } of listenings) {
    const recordings = PART_NAMES.flatMap((part) => partRecordings(content, part))
    t.ok(recordings.every((recording) => recording.durationSeconds !== null), `${title}: every recording gives its length`)
    for (const reference of mediaReferences(content)) {
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(dirname(file), reference)])
      const given = JSON.stringify(content).match(new RegExp(`"audioURL":"${reference}","durationSeconds":([0-9.]+)`))?.[1]
      t.ok(Math.abs(Number(given) - Number(stdout)) < 0.05, `${reference}: ${given} s given, ${Number(stdout).toFixed(2)} s measured (npm run content:recording-lengths)`)
    }
    const minutes = (secondsOfRecordings(content, PART_NAMES) ?? 0) / 60
    t.ok(minutes > 5 && minutes < 60, `${title}: about ${Math.round(minutes)} minutes, by its recordings`)
  }
  const oet = byKind('oet-listening')[0]!.document.content as ListeningTest
  t.same(
    PART_NAMES.map((part) => partRecordings(oet, part)[0]?.readingSeconds),
    [30, 15, 90],
    "the OET's reading times: 30 s before a Part A extract, 15 s before a Part B question, 90 s before a Part C extract",
  )
  // The mock's listening runs under one fixed clock (SPEC.md section 9), so its recordings and their reading times must fit in it.
  for (const { title, content } of listenings.filter(({ file }) => byKind('mock').some((mock) => mock.file === file))) {
    const minutes = (secondsOfRecordings(content, PART_NAMES) ?? Infinity) / 60
    t.ok(minutes <= MOCK_DEFAULT_MINUTES.listening, `${title}: ${minutes.toFixed(1)} minutes fit its ${MOCK_DEFAULT_MINUTES.listening}-minute clock`)
  }
})
