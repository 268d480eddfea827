import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import t from 'tap'
import { SPEAKING_SUBMITTED_MESSAGE } from '#shared/submissions/submissions.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { liveWebm, probeAudio, recordAs, speechWav } from './media-fixtures.ts'
import { uploadProduct } from './uploads-fixtures.ts'

// Speaking submissions through the web server, as the speaking screen sends them (JSON with the
// recording in base64): whatever the browser recorded, staff get Opus in WebM, mono, 48 kHz, with
// a real duration; what is not a whole recording is refused with a reason and nothing is stored.

const NOT_AUDIO = 'This file is not a recording we can play. Please record your answer again, or upload an audio file (for example WebM, MP3, M4A or WAV).'
const DAMAGED = "This recording is incomplete or damaged and can't be played. Please record it again, or upload the complete file."

t.test('speaking uploads through the web server', async (t) => {
  const product = await uploadProduct(t)
  const { web } = product
  const { dir } = product
  const speech = await speechWav(dir)
  const speechSeconds = (await probeAudio(speech)).durationSeconds!
  const testId = await product.testId('oet-speaking')
  const url = `/api/speaking-tests/submission/${testId}/submit`
  const me = (await product.get('/api/auth/me')).json<{ user: { id: string } }>().user
  const mySubmissions = async () => (await product.get('/api/speaking-tests/student/results')).json<Submission[]>()
  const send = (body: object | string, chunkSize?: number) => {
    const json = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
    // A body that arrives in small pieces, as from a phone: the JSON is read as it streams.
    const payload = chunkSize ? Readable.from(Array.from({ length: Math.ceil(json.length / chunkSize) }, (_, i) => json.subarray(i * chunkSize, (i + 1) * chunkSize))) : json
    return web.inject({ method: 'POST', url, headers: product.headers({ 'content-type': 'application/json', 'content-length': String(json.length) }), payload })
  }

  /** The stored recording of a submission, as ffprobe describes it. */
  async function storedRecording(submissionId: string) {
    const stored = (await mySubmissions()).find((s) => s.id === submissionId)
    const file = stored?.files[0]
    const res = await product.get(file!.url)
    const path = join(dir, `${submissionId}.webm`)
    await writeFile(path, res.rawPayload)
    return { stored: stored!, file: file!, contentType: res.headers['content-type'], facts: await probeAudio(path) }
  }

  for (const [part, format, make] of [
    [1, 'a MediaRecorder WebM (no duration in it)', () => liveWebm(speech, join(dir, 'live.webm'))],
    [2, 'a WAV file', () => recordAs(speech, 'WAV', join(dir, 'speech-part.wav'))],
  ] as const) {
    t.test(`${format} is stored as Opus in WebM, mono, 48 kHz, with its real duration`, async (t) => {
      const recording = await readFile(await make())
      const res = await send({ mainCardNumber: part, audio: recording.toString('base64'), fileName: `${testId}-${part}.webm` }, part === 1 ? 16 * 1024 : undefined)
      t.equal(res.statusCode, 201, res.body)
      const answer = res.json<{ submissionId: string; mainCardNumber: number; status: string; message: string }>()
      t.match(answer, { mainCardNumber: part, status: 'pending', message: SPEAKING_SUBMITTED_MESSAGE })

      const { stored, file, contentType, facts } = await storedRecording(answer.submissionId)
      t.equal(stored.mainCardNumber, part)
      t.equal(contentType, 'audio/webm')
      t.match(facts, { codec: 'opus', channels: 1, sampleRate: 48000 })
      t.match(facts.formatName, /webm/)
      t.ok(facts.durationSeconds !== undefined && Math.abs(facts.durationSeconds - speechSeconds) < 0.5, `the file says ${facts.durationSeconds} s (${speechSeconds} s spoken)`)
      t.ok(Math.abs(file.durationSeconds! - speechSeconds) < 0.5, `the results say ${file.durationSeconds} s`)

      const line = product.submissions().find((s) => (s.submissionIds as string[] | undefined)?.includes(answer.submissionId))
      t.match(line, {
        reqId: String,
        kind: 'speaking',
        testId,
        studentId: me.id,
        parts: 1,
        bytesIn: recording.length,
        bytesOut: Number,
        audioSeconds: Number,
        processingMs: Number,
        outcome: 'submitted',
        statusCode: 201,
      })
      t.ok(Math.abs((line!.audioSeconds as number) - speechSeconds) < 0.5, 'the log gives the seconds of audio')
      const sample = recording.toString('base64').slice(1000, 1040)
      t.notOk(product.log.raw.some((l) => l.includes(sample)), 'no log line holds the recording')
      t.same(await product.leftovers(), [], 'no temporary file is left')
    })
  }

  t.test('a part already submitted is refused by the API host, and its answer comes back', async (t) => {
    const recording = await readFile(join(dir, 'live.webm'))
    const res = await send({ mainCardNumber: 1, audio: recording.toString('base64'), fileName: 'again.webm' })
    t.equal(res.statusCode, 409)
    t.equal(res.json<{ message: string }>().message, 'This part has already been submitted.')
  })

  t.test('what is not a whole recording is refused with 415, and nothing is stored', async (t) => {
    const before = (await mySubmissions()).length
    const text = Buffer.from('Good morning, I am the nurse looking after your mother today.\n'.repeat(50))
    const asText = await send({ mainCardNumber: 1, audio: text.toString('base64'), fileName: 'x.webm' })
    t.equal(asText.statusCode, 415)
    t.same(asText.json(), { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_AUDIO }, 'base64 of a text')

    const whole = await readFile(await recordAs(speech, 'WebM/Opus', join(dir, 'whole.webm')))
    const truncated = await send({ mainCardNumber: 1, audio: whole.subarray(0, Math.floor(whole.length / 2)).toString('base64') })
    t.equal(truncated.statusCode, 415)
    t.equal(truncated.json<{ message: string }>().message, DAMAGED, 'a WebM cut in half')

    t.equal((await mySubmissions()).length, before)
    t.match(product.submissions().at(-1), { kind: 'speaking', outcome: 'refused', statusCode: 415, reason: 'AUDIO_DAMAGED' })
    t.same(await product.leftovers(), [])
  })

  t.test('a body the call does not take is refused with 400 before anything is sent', async (t) => {
    const audio = (await readFile(join(dir, 'live.webm'))).toString('base64')
    const cases: [object | string, string][] = [
      [{ audio }, 'body: mainCardNumber is required.'],
      [{ mainCardNumber: 1 }, 'Record or upload audio before submitting.'],
      [{ mainCardNumber: 1, audio: '%%% not base64 %%%' }, 'body.audio must be the recording in base64.'],
      [`{"mainCardNumber":1,"audio":"${audio.slice(0, 1000)}`, 'The request body is not complete JSON. Please try again.'],
    ]
    for (const [body, message] of cases) {
      const res = await send(body)
      t.equal(res.statusCode, 400)
      t.equal(res.json<{ message: string }>().message, message)
    }
    const other = await send({ mainCardNumber: 9, audio })
    t.equal(other.statusCode, 400, "a part the test does not have: the API host's refusal")
    t.equal(other.json<{ message: string }>().message, 'mainCardNumber: this test has no part 9.')
    t.same(await product.leftovers(), [])
  })

  t.test('a body over the limit is refused with 413 before it is read', async (t) => {
    const res = await web.inject({
      method: 'POST',
      url,
      headers: product.headers({ 'content-type': 'application/json', 'content-length': String(80 * 1024 * 1024) }),
      payload: '{}',
    })
    t.equal(res.statusCode, 413)
    t.equal(res.json<{ message: string }>().message, 'This recording is larger than 50 MB. Please upload a recording of at most 50 MB.')
  })
})
