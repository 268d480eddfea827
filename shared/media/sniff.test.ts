import t from 'tap'
import { isImageFormat, sniffFormat } from './sniff.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

/** An ISO base media file's ftyp box: size, "ftyp", the major brand, a version, the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

/**
 * The start of a recording as Chrome's MediaRecorder writes it: the EBML header (DocType "webm"),
 * then a Segment of unknown size (it is written live) with its Info's muxing and writing apps.
 */
const MEDIA_RECORDER_WEBM = bytes(
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
  [0x42, 0x82, 0x84],
  'webm',
  [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
  [0x15, 0x49, 0xa9, 0x66, 0x99, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x4d, 0x80, 0x86],
  'Chrome',
  [0x57, 0x41, 0x86],
  'Chrome',
)

/** An Ogg page whose first packet is an Opus header (what Firefox records, and ffmpeg's Opus in Ogg). */
const OGG_OPUS = bytes('OggS', [0, 2], new Array(20).fill(0), [1, 19], 'OpusHead', [1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0])

t.test('each accepted format by its first bytes, whatever it is called', async (t) => {
  t.equal(await sniffFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0])), 'jpeg')
  t.equal(await sniffFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', new Array(17).fill(0))), 'png')
  t.equal(await sniffFormat(bytes('GIF89a', [1, 0, 1, 0])), 'gif')
  t.equal(await sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')), 'webp')
  t.equal(await sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')), 'wav')
  t.equal(await sniffFormat(bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0], new Array(16).fill(0))), 'tiff')
  t.equal(await sniffFormat(MEDIA_RECORDER_WEBM), 'webm', 'a WebM from MediaRecorder, its length unknown')
  t.equal(await sniffFormat(OGG_OPUS), 'ogg', 'Ogg Opus')
  t.equal(await sniffFormat(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')), 'pdf', 'a PDF')
  t.equal(await sniffFormat(bytes('ID3', [4, 0, 0, 0, 0, 0, 10], new Array(10).fill(0), [0xff, 0xfb, 0x90, 0x64], new Array(64).fill(0))), 'mp3', 'an MP3 behind its ID3 tag')
  t.equal(await sniffFormat(bytes('ID3', [4, 0, 0, 0, 0x7f, 0x7f, 0x7f], new Array(64).fill(0))), 'mp3', 'an MP3 whose tag (cover art) runs past the head')
  t.equal(await sniffFormat(bytes([0xff, 0xfb, 0x90, 0x64], new Array(64).fill(0))), 'mp3', 'an MPEG frame without a tag')
  t.equal(await sniffFormat(ftyp('heic', 'mif1', 'heic')), 'heic', 'an iPhone HEIC photo')
  t.equal(await sniffFormat(ftyp('mif1', 'heic')), 'heic', 'a HEIF whose major brand is mif1')
  t.equal(await sniffFormat(ftyp('avif', 'mif1', 'miaf')), 'avif')
  t.equal(await sniffFormat(ftyp('M4A ', 'isom')), 'mp4', 'M4A audio')
})

t.test('text, pages, SVG, video and nothing are no format', async (t) => {
  const texts = {
    'an HTML page named .png': '<!doctype html><html><script>alert(1)</script></html>',
    'an SVG': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    'an SVG with its XML declaration': '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    text: 'just text',
    'a PDF cut before its version': '%PD',
  }
  for (const [name, text] of Object.entries(texts)) t.equal(await sniffFormat(bytes(text)), undefined, name)
  t.equal(await sniffFormat(ftyp('qt  ', 'qt  ')), undefined, 'a QuickTime video')
  t.equal(await sniffFormat(bytes('PK', [3, 4], new Array(26).fill(0))), undefined, 'a ZIP archive')
  t.equal(await sniffFormat(new Uint8Array()), undefined)
})

t.test('images are told from the rest', async (t) => {
  t.ok(isImageFormat('heic'))
  t.notOk(isImageFormat('ogg'))
  t.notOk(isImageFormat('pdf'))
  t.notOk(isImageFormat(undefined))
})
