import t from 'tap'
import { isHeic, isPdf } from './file-check.ts'

const ftyp = (...brands: string[]) => {
  const [major, ...compatible] = brands
  const text = `....ftyp${major}\0\0\0\0${compatible.join('')}`
  const bytes = new Uint8Array([...text].map((c) => c.charCodeAt(0)))
  new DataView(bytes.buffer).setUint32(0, bytes.length)
  return bytes
}

t.test('HEIC is told by its brands, AVIF and other files are not HEIC', async (t) => {
  t.ok(isHeic(ftyp('heic', 'mif1', 'heic')), 'an iPhone photo')
  t.ok(isHeic(ftyp('mif1', 'heic')), 'a HEIF whose major brand is mif1')
  t.notOk(isHeic(ftyp('avif', 'mif1', 'miaf')), 'AVIF')
  t.notOk(isHeic(ftyp('isom', 'mp41')), 'an MP4 video')
  t.notOk(isHeic(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(20).fill(0)])), 'a JPEG')
  t.notOk(isHeic(new TextEncoder().encode('This is a text file, renamed .jpg')), 'text')
  t.notOk(isHeic(new Uint8Array()), 'nothing')
})

t.test('a PDF by its header, whatever its name', async (t) => {
  t.ok(isPdf(new TextEncoder().encode('%PDF-1.7\n')))
  t.notOk(isPdf(new TextEncoder().encode('\x89PNG\r\n')), 'a PNG')
  t.notOk(isPdf(new TextEncoder().encode('%PD')), 'too short to tell')
})
