import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import t from 'tap'
import type { MockSubmitResults } from '#shared/mock/results-schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { probeAudio, recordAs, speechWav, twoColourPhoto } from './media-fixtures.ts'
import { formOf, uploadProduct, type StudentCalls } from './uploads-fixtures.ts'

// A whole mock is one multipart form: the web server re-encodes its photos (sharp) and recordings
// (ffmpeg) as the writing and speaking routes do, then the API host marks and stores it.

const NOT_AUDIO = 'This file is not a recording we can play. Please record your answer again, or upload an audio file (for example WebM, MP3, M4A or WAV).'

t.test('a mock submission through the web server', async (t) => {
  const product = await uploadProduct(t)
  const { dir, web } = product
  const mockId = await product.testId('mock')
  const url = `/api/mock-tests/${mockId}/submit`
  const letters = async (student: StudentCalls = product) => (await student.get('/api/writing-tests/student/results')).json<Submission[]>()
  const recordings = async (student: StudentCalls = product) => (await student.get('/api/speaking-tests/student/results')).json<Submission[]>()
  const speech = await speechWav(dir)
  const speechSeconds = (await probeAudio(speech)).durationSeconds!
  const ogg = await readFile(await recordAs(speech, 'Ogg/Opus', join(dir, 'part-1.ogg')))
  const mp4 = await readFile(await recordAs(speech, 'MP4/AAC', join(dir, 'part-2.m4a')))
  const photo = await twoColourPhoto({ width: 4000, height: 3000, orientation: 6, gps: true })
  const page = (name: string) => ({ name: 'writingFiles', bytes: photo, fileName: name, type: 'image/jpeg' })
  const audio = (bytes: Buffer, fileName: string, type: string) => ({ name: 'speakingFiles', bytes, fileName, type })
  const startMock = async (sections?: string[], student: StudentCalls = product) => {
    const res = await web.inject({ method: 'POST', url: '/api/attempts', headers: student.headers(), payload: { testId: mockId, mode: 'simulation', ...(sections ? { sections } : {}) } })
    if (res.statusCode !== 201) throw new Error(`start answered ${res.statusCode}: ${res.body}`)
    return res.json<{ id: string }>().id
  }
  // The refusals leave this attempt open: each test below sends it again.
  const attemptId = await startMock(['writing', 'speaking'])

  t.test('a third photo is refused with "Maximum 2 images allowed." and nothing is stored', async (t) => {
    const res = await product.postForm(url, formOf({ attemptId, writingData: JSON.stringify({ mode: 'paper' }) }, [page('1.jpg'), page('2.jpg'), page('3.jpg')]))
    t.equal(res.statusCode, 400)
    t.equal(res.json<{ message: string }>().message, 'Maximum 2 images allowed.')
    t.same(await letters(), [])
    t.match(product.submissions().at(-1), { kind: 'mock', testId: mockId, outcome: 'refused', statusCode: 400, reason: 'TOO_MANY_FILES' })
    t.same(await product.leftovers(), [])
  })

  t.test('a recording that is not audio drops only its part: the rest is stored, the part is named and sent again', async (t) => {
    // A student of their own, so the first one's attempt stays open for the tests below.
    const student = await product.anotherStudent()
    const ownId = await startMock(['writing', 'speaking'], student)
    const text = Buffer.from('Good morning, I am the physiotherapist.\n'.repeat(100))
    const fields = { attemptId: ownId, writingAnswer: 'Dear Dr Khan,', writingData: '{"mode": "computer"}', speakingResponses: '[1, 2]' }
    const form = () => formOf(fields, [audio(ogg, 'part-1.ogg', 'audio/ogg'), audio(text, 'part-2.mp3', 'audio/mpeg')])
    const res = await student.postForm(url, form(), { 'idempotency-key': `mock-${ownId}` })
    t.equal(res.statusCode, 200, res.body)
    t.same(
      res.json(),
      { attemptId: ownId, results: {}, queuedForStaff: { writing: true, speakingParts: [1] }, speakingRefused: [{ mainCardNumber: 2, message: NOT_AUDIO }] },
      'the letter and part 1 went to staff; part 2 is named with the reason',
    )
    t.match(await recordings(student), [{ mainCardNumber: 1, source: 'mock', status: 'pending' }])
    t.match(await letters(student), [{ source: 'mock', writingAnswer: 'Dear Dr Khan,' }])
    t.match(product.submissions().at(-1), { kind: 'mock', parts: 1, refusedParts: [2], outcome: 'submitted', statusCode: 200 })
    const retry = await student.postForm(url, form(), { 'idempotency-key': `mock-${ownId}` })
    t.same(retry.json(), res.json(), 'a retry of the submit answers the same, storing nothing twice')
    t.equal((await recordings(student)).length, 1)

    // Part 2 sent again on its own, into the same attempt (the mock speaking call, with attemptId).
    const again = (bytes: Buffer) => formOf({ attemptId: ownId, speaking: '{}', speakingResponses: '[2]' }, [audio(bytes, 'part-2.m4a', 'audio/mp4')])
    const sent = await student.postForm(`/api/mock-tests/submission/${mockId}/speaking`, again(mp4))
    t.equal(sent.statusCode, 201, sent.body)
    const parts = await recordings(student)
    t.same(parts.map((part) => part.mainCardNumber).sort(), [1, 2], 'both parts are now with staff')
    const results = (await student.get(`/api/mock-tests/${mockId}/results`)).json<{ results: { speaking?: unknown }[] }>()
    t.equal(results.results.length, 1, 'one attempt')
    const twice = await student.postForm(`/api/mock-tests/submission/${mockId}/speaking`, again(mp4))
    t.equal(twice.statusCode, 409)
    t.equal(twice.json<{ message: string }>().message, 'Part 2 of this mock attempt is already with the evaluators.')
    t.same(await product.leftovers(), [])
  })

  t.test('a recording whose part cannot be named still refuses the whole submit, storing nothing', async (t) => {
    const text = Buffer.from('not audio at all\n'.repeat(100))
    const res = await product.postForm(url, formOf({ attemptId, speakingResponses: 'not a list' }, [audio(text, 'part-1.mp3', 'audio/mpeg')]))
    t.equal(res.statusCode, 415)
    t.equal(res.json<{ message: string }>().message, NOT_AUDIO)
    t.same(await recordings(), [])
    t.same(await product.leftovers(), [])
  })

  t.test("the API host's refusal comes back as it is: a section the attempt did not choose", async (t) => {
    const res = await product.postForm(url, formOf({ attemptId, readingAnswers: '{"1": "A"}' }, []))
    t.equal(res.statusCode, 400)
    t.equal(res.json<{ message: string }>().message, 'readingAnswers: this attempt did not choose the Reading section, so it cannot be sent.')
    t.match(product.submissions().at(-1), { kind: 'mock', outcome: 'refused', statusCode: 400, reason: /did not choose the Reading section/ })
  })

  t.test('after the refusals the attempt is still open and takes a letter', async (t) => {
    const res = await product.postForm(url, formOf({ attemptId, writingAnswer: 'Dear Ms Patel,', writingData: '{"mode": "computer"}' }, []))
    t.equal(res.statusCode, 200, res.body)
    t.same(res.json(), { attemptId, results: {}, queuedForStaff: { writing: true, speakingParts: [] } }, 'the letter went to staff')
    t.match(await letters(), [{ source: 'mock', mode: 'computer', writingAnswer: 'Dear Ms Patel,' }])
    t.match(product.submissions().at(-1), { kind: 'mock', parts: 0, outcome: 'submitted' })
  })

  t.test('the whole mock: photos upright without EXIF, recordings as Opus in WebM, scores back, one log line', async (t) => {
    // A student of their own: the first one's mock letter waits, so no new attempt with writing starts for them (decision 0032).
    const student = await product.anotherStudent()
    const studentId = (await student.get('/api/auth/me')).json<{ user: { id: string } }>().user.id
    const attemptId = await startMock(undefined, student)
    const fields = {
      attemptId,
      listeningAnswers: JSON.stringify({ '1': 'x' }),
      readingAnswers: JSON.stringify({ '1': 'y' }),
      writingData: JSON.stringify({ mode: 'paper' }),
      speakingResponses: JSON.stringify([{ mainCardNumber: 1 }, { mainCardNumber: 2 }]),
    }
    const form = () => formOf(fields, [page('IMG_0001.jpg'), page('IMG_0002.jpg'), audio(ogg, 'part-1.ogg', 'audio/ogg'), audio(mp4, 'part-2.m4a', 'audio/mp4')])
    const res = await student.postForm(url, form(), { 'idempotency-key': `mock-${attemptId}` })
    t.equal(res.statusCode, 200, res.body)
    const answer = res.json<MockSubmitResults>()
    t.equal(answer.attemptId, attemptId)
    t.same(answer.queuedForStaff, { writing: true, speakingParts: [1, 2] }, 'the photos and both recordings went to staff')
    t.same(Object.keys(answer.results).sort(), ['listening', 'reading'])
    t.match(answer.results.listening, { score: { roundedScore: Number, grade: String }, correctAnswers: { '1': String } })

    const letter = (await letters(student)).find((submission) => submission.mode === 'paper')
    t.match(letter, { testId: mockId, source: 'mock', status: 'pending' })
    t.equal(letter!.files.length, 2)
    const stored = (await student.get(letter!.files[0]!.url)).rawPayload
    const metadata = await sharp(stored).metadata()
    t.same([metadata.format, metadata.width, metadata.height], ['jpeg', 1800, 2400], 'upright, longest side 2,400 px')
    t.equal(metadata.exif, undefined, 'no EXIF')
    t.notOk(stored.includes('HOME-ADDRESS-WGS84'), 'no GPS data in the stored photo')

    const parts = await recordings(student)
    t.same(parts.map((part) => part.mainCardNumber).sort(), [1, 2])
    for (const part of parts) {
      t.match(part, { source: 'mock', status: 'pending', files: [{ contentType: 'audio/webm' }] })
      const path = join(dir, `stored-${part.mainCardNumber}.webm`)
      await writeFile(path, (await student.get(part.files[0]!.url)).rawPayload)
      const facts = await probeAudio(path)
      t.match(facts, { codec: 'opus', channels: 1, sampleRate: 48000 }, `part ${part.mainCardNumber}: Opus, mono, 48 kHz`)
      t.ok(Math.abs(facts.durationSeconds! - speechSeconds) < 0.5, `part ${part.mainCardNumber}: ${facts.durationSeconds} s`)
    }

    const line = product.submissions().at(-1)
    t.match(line, { kind: 'mock', testId: mockId, studentId, parts: 4, bytesIn: 2 * photo.length + ogg.length + mp4.length, outcome: 'submitted', statusCode: 200 })
    t.ok(Math.abs((line!.audioSeconds as number) - 2 * speechSeconds) < 1, `the log gives ${String(line!.audioSeconds)} s of audio`)
    t.notOk(JSON.stringify(line).includes('"x"'), 'no answer in the log')

    const retry = await student.postForm(url, form(), { 'idempotency-key': `mock-${attemptId}` })
    t.equal(retry.statusCode, 200)
    t.same(retry.json(), answer, 'a retry answers the first result')
    t.equal((await letters(student)).length, 1, 'and stores nothing twice: this letter once')
    t.equal((await recordings(student)).length, 2)
    t.same(await product.leftovers(), [])
  })
})
