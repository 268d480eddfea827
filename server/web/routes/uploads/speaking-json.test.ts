import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import t from 'tap'
import type { NormalisedAudio } from '#web/media/audio.ts'
import { readSpeakingJson } from './speaking-json.ts'

// The speaking body is read as it streams: whatever way the bytes are cut on the way, the
// recording that reaches the audio service is exactly the one the browser encoded.

/** A stand-in for the audio service: it reads its input to the end and answers what it got. */
async function collect(input: Readable): Promise<NormalisedAudio> {
  const chunks: Buffer[] = []
  for await (const chunk of input) chunks.push(chunk as Buffer)
  const buffer = Buffer.concat(chunks)
  return { buffer, contentType: 'audio/webm', durationSeconds: 1, bytesIn: buffer.length, bytesOut: buffer.length }
}

const read = (body: string | Buffer, chunkSize = 1 << 20, normalise = collect) => {
  const bytes = Buffer.from(body)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize))
  return readSpeakingJson(Readable.from(chunks), { maxBytes: 1 << 22, tooLarge: 'too large', normalise })
}

t.test('the recording is decoded exactly, however the body is cut', async (t) => {
  const audio = randomBytes(3001)
  const body = JSON.stringify({ fileName: 'test-1.webm', audio: audio.toString('base64'), mainCardNumber: 2 })
  for (const size of [1, 2, 3, 5, 7, 64, 4096]) {
    const result = await read(body, size)
    t.ok(result.audio.buffer.equals(audio), `cut every ${size} bytes`)
    t.equal(result.mainCardNumber, 2)
    t.equal(result.fileName, 'test-1.webm')
  }
})

t.test('a data: URL prefix, escaped slashes, line breaks and spaces around members are read as JSON says', async (t) => {
  const audio = randomBytes(600)
  const base64 = audio.toString('base64').replace(/(.{76})/g, '$1\\n').replace(/\//g, '\\/')
  const body = ` { "mainCardNumber" : "1" ,\n "audio":"data:audio/webm;codecs=opus;base64,${base64}" , "fileName": "caf\\u00e9 ☕.webm" } `
  for (const size of [1, 3, 1000]) {
    const result = await read(body, size)
    t.ok(result.audio.buffer.equals(audio), `cut every ${size} bytes`)
    t.equal(result.mainCardNumber, 1, 'a part number sent as text')
    t.equal(result.fileName, 'café ☕.webm')
  }
})

t.test('bodies the call does not take are refused with 400 and a reason', async (t) => {
  const audio = Buffer.from('abc').toString('base64')
  const cases: [string, string][] = [
    [`{"audio":"${audio}"}`, 'body: mainCardNumber is required.'],
    ['{"mainCardNumber":1}', 'Record or upload audio before submitting.'],
    ['{"mainCardNumber":1,"audio":""}', 'Record or upload audio before submitting.'],
    [`{"mainCardNumber":0,"audio":"${audio}"}`, 'body.mainCardNumber must be a part number (1, 2, ...).'],
    [`{"mainCardNumber":1.5,"audio":"${audio}"}`, 'body.mainCardNumber must be a part number (1, 2, ...).'],
    [`{"mainCardNumber":1,"audio":"${audio}","extra":true}`, 'body: extra is not a field this call accepts.'],
    [`{"mainCardNumber":1,"audio":"${audio}","audio":"${audio}"}`, 'body.audio is given twice.'],
    [`{"mainCardNumber":1,"mainCardNumber":2,"audio":"${audio}"}`, 'body.mainCardNumber is given twice.'],
    ['{"mainCardNumber":1,"audio":"not base64!"}', 'body.audio must be the recording in base64.'],
    ['{"mainCardNumber":1,"audio":"QUJD\\u0041"}', 'body.audio must be base64.'],
    ['{"mainCardNumber":1,"audio":42}', 'body.audio must be text.'],
    [`{"mainCardNumber":[1],"audio":"${audio}"}`, 'body.mainCardNumber must be text or a number.'],
    [`{"mainCardNumber":1,"audio":"${audio}"`, 'The request body is not complete JSON. Please try again.'],
    [`{"mainCardNumber":1,,"audio":"${audio}"}`, 'The request body is not valid JSON.'],
    [`{"mainCardNumber":1,"audio":"${audio}",}`, 'The request body is not valid JSON.'],
    [`{"mainCardNumber":1,"audio":"${audio}"} {}`, 'The request body has more after its JSON object.'],
    [`{"mainCardNumber":tru,"audio":"${audio}"}`, 'body.mainCardNumber is not valid JSON.'],
    [`[{"mainCardNumber":1}]`, 'The request body must be a JSON object.'],
    [`{"mainCardNumber":1,"fileName":"${'x'.repeat(5000)}","audio":"${audio}"}`, 'body.fileName is too long: at most 4096 bytes.'],
  ]
  for (const [body, message] of cases) {
    await t.rejects(read(body, 5), { statusCode: 400, message }, body.slice(0, 80))
  }
})

t.test('a body past its limit is refused with 413 as soon as it passes it', async (t) => {
  const big = `{"mainCardNumber":1,"audio":"${'A'.repeat(1 << 22)}"}`
  await t.rejects(read(big, 65536), { statusCode: 413, message: 'too large' })
})

t.test("the audio service's refusal is the answer, and what it started has ended first", async (t) => {
  let ended = false
  const refuse = async (input: Readable): Promise<NormalisedAudio> => {
    input.resume()
    await new Promise((resolve) => input.once('end', resolve))
    ended = true
    throw Object.assign(new Error('not audio'), { statusCode: 415 })
  }
  const body = JSON.stringify({ mainCardNumber: 1, audio: randomBytes(100_000).toString('base64') })
  await t.rejects(read(body, 1000, refuse), { statusCode: 415, message: 'not audio' })
  t.ok(ended)
})
