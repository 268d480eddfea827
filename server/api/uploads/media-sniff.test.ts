import t from 'tap'
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { sniff } from './media-sniff.ts'

const image = (options: { progressive?: boolean; exif?: boolean } = {}) => {
  const made = sharp({ create: { width: 321, height: 123, channels: 3, background: '#abc' } }).jpeg({ progressive: options.progressive ?? false })
  return (options.exif ? made.withExif({ IFD0: { Copyright: 'x'.repeat(4000) } }) : made).toBuffer()
}

/** ffmpeg's output: to a pipe it cannot go back to write the duration, as it does in a file. */
async function tone(format: 'webm' | 'ogg', seekable: boolean): Promise<Buffer> {
  const dir = t.testdir({})
  const target = seekable ? `${dir}/tone.${format}` : 'pipe:1'
  const args = ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1.5', '-c:a', 'libopus', '-f', format, target]
  const { stdout } = await promisify(execFile)('ffmpeg', args, { encoding: 'buffer', maxBuffer: 1 << 24 })
  return seekable ? readFile(target) : stdout
}

t.test('JPEG: by its first bytes, with its size wherever its frame header sits', async (t) => {
  t.same(await sniff(await image(), 'image'), { contentType: 'image/jpeg', width: 321, height: 123 })
  t.same(await sniff(await image({ progressive: true, exif: true }), 'image'), { contentType: 'image/jpeg', width: 321, height: 123 })
  const cut = (await image({ exif: true })).subarray(0, 200)
  t.same(await sniff(cut, 'image'), { contentType: 'image/jpeg' }, 'a prefix without the frame header: type only')
  t.equal(await sniff(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer(), 'image'), null)
  t.equal(await sniff(Buffer.from('just text, named .jpg'), 'image'), null)
  t.equal(await sniff(await image(), 'audio'), null, 'a photo is no recording')
})

t.test('audio: WebM with the duration its muxer wrote, Ogg, and nothing else', async (t) => {
  const file = await sniff(await tone('webm', true), 'audio')
  t.equal(file?.contentType, 'audio/webm')
  t.ok(Math.abs(file!.durationSeconds! - 1.5) < 0.05, `duration ${file?.durationSeconds}`)
  t.same(await sniff(await tone('webm', false), 'audio'), { contentType: 'audio/webm' }, 'streamed without a duration')
  t.same(await sniff(await tone('ogg', false), 'audio'), { contentType: 'audio/ogg' })
  t.equal(await sniff(Buffer.from('RIFF....WAVEfmt '), 'audio'), null)
  t.equal(await sniff(Buffer.alloc(0), 'audio'), null)
})

t.test('facts the caller stated (the web server measured them): the type alone, the file not read further', async (t) => {
  t.same(await sniff(await tone('webm', true), 'audio', false), { contentType: 'audio/webm' })
  t.same(await sniff(await image(), 'image', false), { contentType: 'image/jpeg' })
  t.equal(await sniff(Buffer.from('just text, named .webm'), 'audio', false), null, 'the type is checked all the same')
})
