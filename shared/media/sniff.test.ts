import t from 'tap'
import { isImageFormat, sniffFormat } from './sniff.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

/** An ISO base media file's ftyp box: size, "ftyp", the major brand, a version, the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

t.test('each accepted format by its first bytes, whatever it is called', async (t) => {
  t.equal(sniffFormat(bytes([0xff, 0xd8, 0xff, 0xe0])), 'jpeg')
  t.equal(sniffFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])), 'png')
  t.equal(sniffFormat(bytes('GIF89a')), 'gif')
  t.equal(sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')), 'webp')
  t.equal(sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')), 'wav')
  t.equal(sniffFormat(bytes([0x49, 0x49, 0x2a, 0x00])), 'tiff')
  t.equal(sniffFormat(bytes([0x1a, 0x45, 0xdf, 0xa3])), 'webm')
  t.equal(sniffFormat(bytes('OggS', [0])), 'ogg')
  t.equal(sniffFormat(bytes('%PDF-1.7')), 'pdf')
  t.equal(sniffFormat(bytes('ID3', [4, 0])), 'mp3')
  t.equal(sniffFormat(bytes([0xff, 0xfb, 0x90, 0x64])), 'mp3', 'an MPEG frame without a tag')
  t.equal(sniffFormat(ftyp('heic', 'mif1', 'heic')), 'heic')
  t.equal(sniffFormat(ftyp('mif1', 'avif')), 'avif', 'AVIF by a compatible brand')
  t.equal(sniffFormat(ftyp('M4A ', 'isom')), 'mp4')
})

t.test('text, pages, SVG and nothing are no format', async (t) => {
  for (const text of ['<!doctype html><html>', '<svg xmlns="http://www.w3.org/2000/svg">', '<?xml version="1.0"?>', 'just text', '%PD']) {
    t.equal(sniffFormat(bytes(text)), undefined, text)
  }
  t.equal(sniffFormat(new Uint8Array()), undefined)
})

t.test('images are told from the rest', async (t) => {
  t.ok(isImageFormat('heic'))
  t.notOk(isImageFormat('ogg'))
  t.notOk(isImageFormat('pdf'))
  t.notOk(isImageFormat(undefined))
})
