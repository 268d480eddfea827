import t from 'tap'
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { probeAudio } from '#test/web/media-fixtures.ts'
import { MEDIA_URL, uploadMedia, userToken } from './tests-fixtures.ts'

// Staff's listening recordings are kept re-encoded as a listening recording (decision 0086):
// Ogg/Opus in their own channels, without the tags the author's editor wrote, or refused with a
// message that says what to do.

const run = promisify(execFile)
const dir = t.testdir()
const TAGS = ['-metadata', 'title=Secret Interview', '-metadata', 'artist=Dr Someone', '-metadata', 'comment=draft 3']

/** Three seconds of a stereo tone, tagged, in `codec` (WAV's tags go in its LIST chunk, MP3's in ID3). */
async function tagged(name: string, codec: string[]) {
  const path = join(dir, name)
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '2', ...TAGS, ...codec, path])
  return readFile(path)
}
const mp3 = await tagged('tagged.mp3', ['-c:a', 'libmp3lame', '-b:a', '128k', '-id3v2_version', '3'])
const wav = await tagged('tagged.wav', ['-c:a', 'pcm_s16le'])

const filesUnder = async (folder: string) => (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())

/** The kept file's path in the blob folder, and what ffprobe says of it (its tags too). */
async function kept(blobDir: string, url: string) {
  const path = join(blobDir, 'media', url.slice('/api/media/'.length))
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format_tags:stream_tags', '-of', 'json', path])
  const tags = JSON.parse(stdout) as { format?: { tags?: Record<string, string> }; streams?: { tags?: Record<string, string> }[] }
  return { bytes: await readFile(path), facts: await probeAudio(path), tags: { ...tags.format?.tags, ...tags.streams?.[0]?.tags } }
}

t.test('a tagged MP3 and WAV are kept re-encoded as stereo Ogg/Opus, without their tags, and play for their length', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  t.ok(mp3.includes('Secret Interview') && wav.includes('Secret Interview'), 'the uploads carry their tags')
  for (const [type, bytes] of [['audio/mpeg', mp3], ['audio/wav', wav]] as const) {
    const res = await uploadMedia(app, staff, bytes, type)
    t.equal(res.statusCode, 201, `${type}: ${res.body}`)
    t.match(res.json().url, MEDIA_URL, `${type}: kept as .ogg`)
    const file = await kept(blobDir, res.json().url)
    t.match(file.facts, { formatName: 'ogg', codec: 'opus', channels: 2, sampleRate: 48000 }, `${type}: Opus in Ogg, stereo kept`)
    t.ok(Math.abs(file.facts.durationSeconds! - 3) < 0.1, `${type}: plays for its 3 s (${file.facts.durationSeconds})`)
    t.notOk(file.bytes.includes('Secret') || file.bytes.includes('Someone') || file.bytes.includes('draft 3'), `${type}: no tag is left in the file`)
    t.notMatch(Object.keys(file.tags).join(' '), /title|artist|comment/i, `${type}: ffprobe finds no tags`)
  }
  const again = await uploadMedia(app, staff, mp3, 'audio/mpeg')
  const first = await uploadMedia(app, staff, mp3, 'audio/mpeg')
  t.equal(again.json().url, first.json().url, 'the same upload is kept as the same file')
  t.equal((await filesUnder(blobDir)).length, 2, 'one file each, no temporary ones left')
})

t.test("an Ogg/Opus recording is copied, not encoded again: the sample content's speech keeps its size", async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const source = 'content/oet-listening-1/audio/part-a-1.opus'
  const sent = await readFile(source)
  const res = await uploadMedia(app, staff, sent, 'audio/ogg')
  t.equal(res.statusCode, 201, res.body)
  const file = await kept(blobDir, res.json().url)
  const before = await probeAudio(source)
  t.match(file.facts, { codec: 'opus', channels: before.channels }, 'its own channels')
  t.ok(Math.abs(file.facts.durationSeconds! - before.durationSeconds!) < 0.1, 'the same length')
  t.ok(Math.abs(file.bytes.length - sent.length) < sent.length * 0.05, `about the same size (${sent.length} sent, ${file.bytes.length} kept)`)
})

t.test('a file that is not audio but is sent as audio/mpeg is refused with what to do, and nothing is kept', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const text = await uploadMedia(app, staff, 'Interview notes: not a recording at all.\n'.repeat(50), 'audio/mpeg')
  t.equal(text.statusCode, 415)
  t.match(text.json().message, 'sent as audio/mpeg, but its content is neither audio nor an image we accept')
  // An MPEG frame's first bytes, then a web page: it passes for MP3 by its start, and only ffmpeg finds there is no sound.
  const framedPage = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from('<html>no sound here</html>'.repeat(200))])
  const framed = await uploadMedia(app, staff, framedPage, 'audio/mpeg')
  t.equal(framed.statusCode, 415, framed.body)
  t.match(framed.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', message: /^No sound could be read from this file.*Please export it again/ })
  t.same(await filesUnder(blobDir), [])
})

t.test('a damaged MP3 (frames garbled, or cut short) is 415 with what to do, and nothing is kept', async (t) => {
  const blobDir = t.testdir()
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: blobDir })
  const staff = await userToken(app, 'staff')
  const garbled = Buffer.from(mp3)
  // Past its tags and first frames, noise of a fixed seed.
  let seed = 7
  for (let i = 3000; i < garbled.length - 200; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    garbled[i] = seed >> 16
  }
  const cut = mp3.subarray(0, Math.floor(mp3.length / 2))
  for (const [name, bytes] of [['garbled', garbled], ['cut short', cut]] as const) {
    const res = await uploadMedia(app, staff, bytes, 'audio/mpeg')
    t.equal(res.statusCode, 415, `${name}: ${res.body}`)
    t.match(res.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', message: /damaged or incomplete.*upload the complete file/ }, name)
  }
  t.same(await filesUnder(blobDir), [])
})
