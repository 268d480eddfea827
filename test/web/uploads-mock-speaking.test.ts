import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { MOCK_SPEAKING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { probeAudio, recordAs, speechWav } from './media-fixtures.ts'
import { formOf, uploadProduct } from './uploads-fixtures.ts'

// The mock speaking screen sends every part together as multipart, each recording any audio/*
// file: each is re-encoded to Opus in WebM with its real duration before the API host stores it.

const NOT_AUDIO = 'This file is not a recording we can play. Please record your answer again, or upload an audio file (for example WebM, MP3, M4A or WAV).'

t.test('mock speaking uploads through the web server', async (t) => {
  const product = await uploadProduct(t)
  const { dir } = product
  const speech = await speechWav(dir)
  const speechSeconds = (await probeAudio(speech)).durationSeconds!
  const mockId = await product.testId('mock')
  const url = `/api/mock-tests/submission/${mockId}/speaking`
  const me = (await product.get('/api/auth/me')).json<{ user: { id: string } }>().user
  const mySubmissions = async () => (await product.get('/api/speaking-tests/student/results')).json<Submission[]>()
  const ogg = await readFile(await recordAs(speech, 'Ogg/Opus', join(dir, 'part-1.ogg')))
  const mp4 = await readFile(await recordAs(speech, 'MP4/AAC', join(dir, 'part-2.m4a')))
  const fields = (parts: number[]) => ({ speaking: JSON.stringify({ title: 'Mock 1', parts: parts.map((n) => ({ mainCardNumber: n })) }), speakingResponses: JSON.stringify(parts) })
  const audioFile = (bytes: Buffer, fileName: string, type: string) => ({ name: 'speakingFiles', bytes, fileName, type })

  t.test('a part that is not audio refuses the whole form with 415, and nothing is stored', async (t) => {
    const text = Buffer.from('Good morning, I am the nurse.\n'.repeat(100))
    const res = await product.postForm(url, formOf(fields([1, 2]), [audioFile(ogg, 'part-1.ogg', 'audio/ogg'), audioFile(text, 'part-2.mp3', 'audio/mpeg')]))
    t.equal(res.statusCode, 415)
    t.equal(res.json<{ message: string }>().message, NOT_AUDIO)
    t.same(await mySubmissions(), [], 'not even the good part')
    t.match(product.submissions().at(-1), { kind: 'mock-speaking', outcome: 'refused', statusCode: 415, reason: 'AUDIO_NOT_RECOGNISED' })
    t.same(await product.leftovers(), [])
  })

  t.test('a form without recordings is refused with 400', async (t) => {
    const res = await product.postForm(url, formOf(fields([1, 2]), []))
    t.equal(res.statusCode, 400)
    t.equal(res.json<{ message: string }>().message, 'Please record or upload an audio file first.')
  })

  t.test('both parts, an Ogg and an M4A, are stored as Opus in WebM with their real durations', async (t) => {
    const res = await product.postForm(url, formOf(fields([1, 2]), [audioFile(ogg, 'part-1.ogg', 'audio/ogg'), audioFile(mp4, 'part-2.m4a', 'audio/mp4')]))
    t.equal(res.statusCode, 201, res.body)
    const answer = res.json<{ submissionIds: string[]; status: string; message: string }>()
    t.equal(answer.submissionIds.length, 2)
    t.match(answer, { status: 'pending', message: MOCK_SPEAKING_SUBMITTED_MESSAGE })

    const stored = await mySubmissions()
    for (const [i, id] of answer.submissionIds.entries()) {
      const submission = stored.find((s) => s.id === id)
      t.match(submission, { source: 'mock', testId: mockId, mainCardNumber: i + 1, status: 'pending' }, `part ${i + 1} is pending`)
      const file = submission!.files[0]!
      t.equal(file.contentType, 'audio/webm')
      t.ok(Math.abs(file.durationSeconds! - speechSeconds) < 0.5, `part ${i + 1}: ${file.durationSeconds} s`)
      const download = await product.get(file.url)
      const path = join(dir, `stored-${i + 1}.webm`)
      await writeFile(path, download.rawPayload)
      const facts = await probeAudio(path)
      t.match(facts, { codec: 'opus', channels: 1, sampleRate: 48000 }, `part ${i + 1}: Opus, mono, 48 kHz`)
      t.ok(facts.durationSeconds !== undefined && Math.abs(facts.durationSeconds - speechSeconds) < 0.5, `part ${i + 1}: the file says ${facts.durationSeconds} s`)
    }

    const line = product.submissions().at(-1)
    t.match(line, { kind: 'mock-speaking', testId: mockId, studentId: me.id, parts: 2, bytesIn: ogg.length + mp4.length, outcome: 'submitted', submissionIds: answer.submissionIds })
    t.ok(Math.abs((line!.audioSeconds as number) - 2 * speechSeconds) < 1, `the log gives ${String(line!.audioSeconds)} s of audio`)
    t.same(await product.leftovers(), [])
  })

  t.test("the API host's refusals come back as they are: a part the mock does not have", async (t) => {
    const before = (await mySubmissions()).length
    const res = await product.postForm(url, formOf(fields([9]), [audioFile(ogg, 'part-9.ogg', 'audio/ogg')]))
    t.equal(res.statusCode, 400, res.body)
    t.equal(res.json<{ message: string }>().message, 'speakingResponses: this mock test has no speaking part 9.')
    t.equal((await mySubmissions()).length, before)
    t.match(product.submissions().at(-1), { kind: 'mock-speaking', outcome: 'refused', statusCode: 400, reason: 'speakingResponses: this mock test has no speaking part 9.' })
  })
})
