import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import sharp from 'sharp'
import t from 'tap'
import { audioJobs, normaliseAudio } from '#web/media/audio.ts'
import { liveProcesses } from '../../server/common/media/run-process.ts'
import { chromiumRecordings, integratedLoudness, liveWebm, probeAudio, recordAs, RECORDING_FORMATS, speechWav, toneWav } from './media-fixtures.ts'

// The audio service on real recordings: whatever a browser or phone recorded, staff get one format
// (Opus in WebM, mono, 48 kHz) at one loudness, with a duration a player can show and seek in.

const NOT_AUDIO = 'This file is not a recording we can play. Please record your answer again, or upload an audio file (for example WebM, MP3, M4A or WAV).'
const DAMAGED = "This recording is incomplete or damaged and can't be played. Please record it again, or upload the complete file."

t.test('audio normalisation', async (t) => {
  const dir = t.testdir()
  const tmpDir = join(dir, 'tmp')
  await mkdir(tmpDir)
  const speech = await speechWav(dir)
  const speechSeconds = (await probeAudio(speech)).durationSeconds!

  /** Writes the result where ffprobe can read it and describes it. */
  const describe = async (buffer: Buffer, name: string) => {
    const path = join(dir, `${name}.out.webm`)
    await writeFile(path, buffer)
    return { path, facts: await probeAudio(path) }
  }

  for (const format of Object.keys(RECORDING_FORMATS) as (keyof typeof RECORDING_FORMATS)[]) {
    t.test(`a ${format} recording becomes Opus in WebM, mono, 48 kHz, with its real duration`, async (t) => {
      const name = format.replace('/', '-')
      const recording = await recordAs(speech, format, join(dir, name))
      const result = await normaliseAudio(createReadStream(recording), { tmpDir })
      const { facts } = await describe(result.buffer, name)
      t.match(facts.formatName, /webm/)
      t.equal(facts.codec, 'opus')
      t.equal(facts.channels, 1)
      t.equal(facts.sampleRate, 48000)
      t.ok(facts.durationSeconds !== undefined, 'the file states its duration')
      t.ok(Math.abs(result.durationSeconds - speechSeconds) < 0.5, `${result.durationSeconds} s, within 0.5 s of the ${speechSeconds} s spoken`)
      t.equal(result.durationSeconds, facts.durationSeconds)
      t.equal(result.contentType, 'audio/webm')
      t.equal(result.bytesIn, (await readFile(recording)).length)
      t.equal(result.bytesOut, result.buffer.length)
      // ~32 kb/s: 4 kB a second, with room for the container and Opus' variable rate.
      t.ok(result.bytesOut / result.durationSeconds < 6000, `${Math.round(result.bytesOut / result.durationSeconds)} bytes a second`)
      t.same(await readdir(tmpDir), [], 'no temporary file is left')
    })
  }

  t.test("a MediaRecorder WebM (no duration, no index) gets its real duration", async (t) => {
    const recording = await liveWebm(speech, join(dir, 'live.webm'))
    t.equal((await probeAudio(recording)).durationSeconds, undefined, 'the upload states no duration')
    const result = await normaliseAudio(createReadStream(recording), { tmpDir })
    const { facts } = await describe(result.buffer, 'live')
    t.ok(facts.durationSeconds !== undefined && Math.abs(facts.durationSeconds - speechSeconds) < 0.5, `${facts.durationSeconds} s`)
  })

  t.test("Chromium's own recordings (MediaRecorder, fake microphone) are accepted with their real duration", async (t) => {
    const recordings = await chromiumRecordings(t, 3000)
    t.ok(recordings['audio/webm;codecs=opus'], 'Chromium records WebM/Opus')
    for (const [type, recording] of Object.entries(recordings)) {
      const result = await normaliseAudio(Readable.from([recording]), { tmpDir })
      const { facts } = await describe(result.buffer, type.replace(/\W/g, '-'))
      t.equal(facts.codec, 'opus', `${type}: Opus`)
      t.ok(result.durationSeconds > 2.5 && result.durationSeconds < 4, `${type}: ${result.durationSeconds} s of a 3-second recording`)
    }
  })

  t.test('a quiet and a loud recording come out at the same loudness', async (t) => {
    const quiet = await recordAs(await speechWav(dir, { volume: 0.03, name: 'quiet.wav' }), 'WebM/Opus', join(dir, 'quiet.webm'))
    const loud = await recordAs(await speechWav(dir, { volume: 3, name: 'loud.wav' }), 'WebM/Opus', join(dir, 'loud.webm'))
    const before = [await integratedLoudness(quiet), await integratedLoudness(loud)]
    t.ok(before[1]! - before[0]! > 25, `the uploads differ by ${(before[1]! - before[0]!).toFixed(1)} LU`)
    for (const [name, recording] of [['quiet', quiet], ['loud', loud]] as const) {
      const { path } = await describe((await normaliseAudio(createReadStream(recording), { tmpDir })).buffer, name)
      const loudness = await integratedLoudness(path)
      t.ok(Math.abs(loudness - -16) <= 2, `the ${name} one comes out at ${loudness} LUFS (target -16)`)
    }
  })

  t.test('a truncated WebM is refused with 415', async (t) => {
    const whole = await readFile(await recordAs(speech, 'WebM/Opus', join(dir, 'whole.webm')))
    for (const bytes of [300, Math.floor(whole.length / 2)]) {
      await t.rejects(normaliseAudio(Readable.from([whole.subarray(0, bytes)]), { tmpDir }), { statusCode: 415, code: 'AUDIO_DAMAGED', message: DAMAGED }, `cut at ${bytes} bytes`)
    }
  })

  t.test('a text file or a photo is refused with 415', async (t) => {
    const text = Buffer.from('Dear Dr Smith,\nI am writing to refer Mrs Jones...\n'.repeat(100))
    await t.rejects(normaliseAudio(Readable.from([text]), { tmpDir }), { statusCode: 415, code: 'AUDIO_NOT_RECOGNISED', message: NOT_AUDIO })
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } }).jpeg().toBuffer()
    await t.rejects(normaliseAudio(Readable.from([photo]), { tmpDir }), { statusCode: 415, code: 'AUDIO_NOT_RECOGNISED' })
    await t.rejects(normaliseAudio(Readable.from([]), { tmpDir }), { statusCode: 415, code: 'AUDIO_NOT_RECOGNISED' }, 'an empty file')
  })

  t.test('a recording over 20 minutes is refused with 413', async (t) => {
    const long = await toneWav(join(dir, 'long.wav'), 20 * 60 + 10)
    await t.rejects(normaliseAudio(createReadStream(long), { tmpDir }), {
      statusCode: 413,
      code: 'AUDIO_TOO_LONG',
      message: 'This recording is longer than 20 minutes. Please upload a recording of at most 20 minutes.',
    })
    // A MediaRecorder WebM does not say how long it is: the encode stops once it passes the limit.
    const live = await liveWebm(speech, join(dir, 'live-long.webm'))
    await t.rejects(normaliseAudio(createReadStream(live), { tmpDir, maxSeconds: 3 }), { statusCode: 413, code: 'AUDIO_TOO_LONG' })
  })

  t.test('an upload over 50 MB is refused with 413 while streaming, and its rest discarded', async (t) => {
    const input = Readable.from(
      (function* () {
        for (let i = 0; i < 51 * 16; i++) yield Buffer.alloc(64 * 1024)
      })(),
    )
    await t.rejects(normaliseAudio(input, { tmpDir }), {
      statusCode: 413,
      code: 'AUDIO_TOO_LARGE',
      message: 'This recording is larger than 50 MB. Please upload a recording of at most 50 MB.',
    })
    await finished(input)
    t.ok(input.readableEnded, 'the rest of the upload was read and discarded')
  })

  t.test('past its time limit the job is stopped with 503 and no process is left', async (t) => {
    await t.rejects(normaliseAudio(createReadStream(speech), { tmpDir, timeoutMs: 1 }), {
      statusCode: 503,
      code: 'AUDIO_TIMEOUT',
      message: 'Your recording took too long to process because the server is busy. Nothing was saved; please try again in a few minutes.',
    })
    t.equal(liveProcesses.running, 0)
  })

  t.test('recordings arriving together are encoded at most as many at once as there are cores; the others wait', async (t) => {
    const recording = await recordAs(speech, 'WebM/Opus', join(dir, 'many.webm'))
    liveProcesses.peak = 0
    let mostAtOnce = 0
    let mostWaiting = 0
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, liveProcesses.running)
      mostWaiting = Math.max(mostWaiting, audioJobs.waiting)
    }, 5)
    const jobs = Array.from({ length: audioJobs.limit + 2 }, () => normaliseAudio(createReadStream(recording), { tmpDir }))
    const results = await Promise.all(jobs).finally(() => clearInterval(watch))
    t.equal(results.length, audioJobs.limit + 2, 'every recording is encoded')
    t.ok(results.every((result) => Math.abs(result.durationSeconds - speechSeconds) < 0.5))
    t.ok(liveProcesses.peak <= audioJobs.limit, `at most ${audioJobs.limit} ffmpeg/ffprobe processes at once (saw ${liveProcesses.peak})`)
    t.equal(audioJobs.peak, audioJobs.limit, 'the cores were all used')
    t.ok(mostWaiting >= 1, `the others waited their turn (up to ${mostWaiting})`)
    t.ok(mostAtOnce <= audioJobs.limit)
  })

  t.test('the temporary folder is left empty', async (t) => {
    t.same(await readdir(tmpDir), [])
  })
})
