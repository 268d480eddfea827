import { readdir, writeFile } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import sharp from 'sharp'
import t from 'tap'
import { MediaError } from '#web/media/errors.ts'
import { HEIC_MESSAGE, imageJobs, loadSharp, normaliseImage } from '#web/media/image.ts'
import { twoColourPhoto } from './media-fixtures.ts'

// The image service on real files: what staff receive is an upright JPEG of bounded size that
// says nothing about where or on what it was taken; what is not a photo is refused with a reason.

/** The average colour of a region, to tell which way up a two-colour photo came out. */
async function colourAt(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads its input, not the pipeline's result: cut the region out first.
  const { channels } = await sharp(await sharp(jpeg).extract(region).toBuffer()).stats()
  return { red: channels[0]!.mean, blue: channels[2]!.mean }
}

const chunks = function* (bytes: Buffer, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

t.test('a phone photo taken sideways with GPS tags comes out upright, shrunk and without any metadata', async (t) => {
  const tmpDir = t.testdir()
  const photo = await twoColourPhoto({ width: 4000, height: 3000, orientation: 6, gps: true })
  const before = await sharp(photo).metadata()
  t.equal(before.orientation, 6, 'the upload says "rotate 90° clockwise"')
  t.ok(photo.includes('HOME-ADDRESS-WGS84'), 'the upload carries GPS tags')

  const result = await normaliseImage(Readable.from(chunks(photo)), { tmpDir })
  const after = await sharp(result.buffer).metadata()
  t.equal(after.format, 'jpeg')
  t.equal(result.contentType, 'image/jpeg')
  t.same([result.width, result.height], [1800, 2400], 'turned upright (portrait) with its longest side 2,400 px')
  t.same([after.width, after.height], [1800, 2400])
  t.equal(after.exif, undefined, 'no EXIF left')
  t.equal(after.orientation, undefined, 'no orientation tag left to turn it again')
  t.equal(after.icc, undefined)
  t.equal(after.xmp, undefined)
  t.notOk(result.buffer.includes('HOME-ADDRESS-WGS84'), 'no GPS data anywhere in the file')
  t.notOk(result.buffer.includes('PhoneMaker'))

  // Stored left (red) becomes the top after turning 90° clockwise; stored right (blue) the bottom.
  const top = await colourAt(result.buffer, { left: 0, top: 0, width: 1800, height: 1000 })
  const bottom = await colourAt(result.buffer, { left: 0, top: 1400, width: 1800, height: 1000 })
  t.ok(top.red > 150 && top.blue < 80, 'the top is red, as the camera saw it')
  t.ok(bottom.blue > 150 && bottom.red < 80, 'the bottom is blue')

  t.equal(result.bytesIn, photo.length)
  t.equal(result.bytesOut, result.buffer.length)
  t.equal(result.sourceFormat, 'jpeg')
  t.same(await readdir(tmpDir), [], 'the spooled upload is deleted')
})

t.test('a big PNG is shrunk to 2,400 px and a small photo is never enlarged', async (t) => {
  const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#f4f1e8' } }).png().toBuffer()
  const bigResult = await normaliseImage(Readable.from(chunks(big)))
  t.same([bigResult.width, bigResult.height], [2400, 1600])
  t.equal((await sharp(bigResult.buffer).metadata()).format, 'jpeg')
  t.equal(bigResult.sourceFormat, 'png')

  const small = await twoColourPhoto({ width: 800, height: 600 })
  const smallResult = await normaliseImage(Readable.from([small]))
  t.same([smallResult.width, smallResult.height], [800, 600])
})

t.test('a transparent PNG (a screenshot) turns white where it was see-through, not black', async (t) => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
  const result = await normaliseImage(Readable.from([png]))
  const { channels } = await sharp(result.buffer).stats()
  t.ok(channels.every((channel) => channel.mean > 250), 'white')
})

t.test('WebP, GIF, TIFF and AVIF are read and re-encoded as JPEG', async (t) => {
  const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
  for (const format of ['webp', 'gif', 'tiff', 'avif'] as const) {
    const input = await base.clone().toFormat(format).toBuffer()
    const result = await normaliseImage(Readable.from([input]))
    t.equal(result.sourceFormat, format)
    t.equal((await sharp(result.buffer).metadata()).format, 'jpeg', `${format} becomes a JPEG`)
  }
})

t.test('a text file renamed .jpg is refused with 415 before the rest is read', async (t) => {
  const dir = t.testdir()
  const path = join(dir, 'letter.jpg')
  await writeFile(path, 'Dear Dr Smith,\nI am writing to refer Mrs Jones...\n'.repeat(2000))
  const input = createReadStream(path)
  await t.rejects(normaliseImage(input, { tmpDir: dir }), {
    name: 'MediaError',
    statusCode: 415,
    code: 'IMAGE_NOT_RECOGNISED',
    message: 'This file is not a photo. Please upload photos of your answer as JPEG, PNG or WebP images.',
  })
  await finished(input)
  t.ok(input.readableEnded, 'the refused upload is read to its end and discarded, so a multipart parser can go on')
  t.same(await readdir(dir), ['letter.jpg'], 'nothing is left in the temporary folder')
  await t.rejects(normaliseImage(Readable.from([]), { tmpDir: dir }), { statusCode: 415, code: 'IMAGE_NOT_RECOGNISED' }, 'an empty file')
})

t.test('an iPhone HEIC photo is converted, or refused with how to send a JPEG', async (t) => {
  // An ISO media file with the brands an iPhone writes: enough for the content check to know it.
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')])
  const heic = Buffer.concat([ftyp, Buffer.alloc(4096, 7)])
  const error = await normaliseImage(Readable.from([heic])).catch((e: unknown) => e)
  t.type(error, MediaError)
  t.match(error, { statusCode: 415, code: 'HEIC_UNSUPPORTED', message: HEIC_MESSAGE })
  // sharp's prebuilt libvips reads AVIF but has no HEVC decoder; a build with one tries this file and fails all the same.
  t.comment((await loadSharp()).canDecodeHeic ? 'this sharp can decode HEIC: real iPhone photos are converted' : 'this sharp cannot decode HEIC: iPhone photos are refused with the message')
})

t.test('a damaged JPEG is refused with 415 and a way forward', async (t) => {
  const photo = await twoColourPhoto({ width: 1200, height: 900 })
  await t.rejects(normaliseImage(Readable.from([photo.subarray(0, Math.floor(photo.length / 2))])), {
    statusCode: 415,
    code: 'IMAGE_DAMAGED',
    message: "This photo is damaged or incomplete and can't be read. Please take the photo again and upload it.",
  })
})

t.test('an upload over 25 MB is refused with 413 while streaming, and its rest discarded', async (t) => {
  const tmpDir = t.testdir()
  const header = await twoColourPhoto({ width: 64, height: 64 })
  let sent = 0
  const input = Readable.from(
    (function* () {
      yield header
      sent += header.length
      // 26 MB in all, of which at most one chunk past the limit is ever in memory.
      for (let i = 0; i < 26 * 16; i++) {
        sent += 64 * 1024
        yield Buffer.alloc(64 * 1024)
      }
    })(),
  )
  await t.rejects(normaliseImage(input, { tmpDir }), {
    statusCode: 413,
    code: 'IMAGE_TOO_LARGE',
    message: 'This photo is larger than 25 MB. Please upload a smaller photo of your answer.',
  })
  await finished(input)
  t.ok(sent > 26 * 1024 * 1024, 'the rest of the upload was read and discarded')
  t.same(await readdir(tmpDir), [], 'the partial file is deleted')
})

t.test('a decompression bomb (a small file of huge dimensions) is refused with 413', async (t) => {
  const bomb = await sharp({ create: { width: 12_000, height: 11_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()
  t.ok(bomb.length < 2 * 1024 * 1024, 'a small file')
  await t.rejects(normaliseImage(Readable.from([bomb])), {
    statusCode: 413,
    code: 'IMAGE_TOO_MANY_PIXELS',
    message: 'This image is too large to process (more than 120 megapixels). Please upload an ordinary photo or a screenshot.',
  })
})

t.test('photos arriving together are decoded at most as many at once as there are cores', async (t) => {
  const photos = await Promise.all(Array.from({ length: imageJobs.limit + 3 }, () => twoColourPhoto({ width: 3000, height: 2000, orientation: 6 })))
  const results = await Promise.all(photos.map((photo) => normaliseImage(Readable.from(chunks(photo)))))
  t.equal(results.length, photos.length, 'every photo is normalised')
  t.ok(imageJobs.peak <= imageJobs.limit, `at most ${imageJobs.limit} at once (saw ${imageJobs.peak})`)
  t.equal(imageJobs.running, 0)
})
