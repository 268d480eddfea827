import t from 'tap'
import { matchMedia, mediaType, relativeMedia, withMediaUrls } from './import-media.ts'

const DOCUMENT = {
  kind: 'oet-listening',
  content: {
    parts: [
      { audioURL: 'audio/part-a.mp3', questions: [{ imageUrl: 'images/chart.png' }] },
      { audioURL: 'audio/part-a.mp3' },
      { audioURL: '/api/media/0123456789abcdef0123456789abcdef.mp3' },
    ],
  },
}

t.test('the relative media a document names, each once; URLs are left alone', async (t) => {
  t.same(relativeMedia(DOCUMENT), ['audio/part-a.mp3', 'images/chart.png'])
})

t.test('chosen files match references by name; the rest are named as missing', async (t) => {
  const { matched, missing } = matchMedia(relativeMedia(DOCUMENT), [{ name: 'part-a.mp3' }, { name: 'other.png' }])
  t.same([...matched.keys()], ['audio/part-a.mp3'])
  t.same(missing, ['images/chart.png'])
})

t.test('uploaded references become their URLs everywhere they appear', async (t) => {
  const rewritten = withMediaUrls(DOCUMENT, new Map([['audio/part-a.mp3', '/api/media/a.mp3']])) as typeof DOCUMENT
  t.equal(rewritten.content.parts[0]!.audioURL, '/api/media/a.mp3')
  t.equal(rewritten.content.parts[1]!.audioURL, '/api/media/a.mp3')
  t.equal(rewritten.content.parts[0]!.questions![0]!.imageUrl, 'images/chart.png')
})

t.test('a file without a browser type is sent with its extension type', async (t) => {
  t.equal(mediaType({ name: 'x.opus', type: '' }), 'audio/ogg', 'Ogg Opus goes up as the type the server serves it with')
  t.equal(mediaType({ name: 'x.png', type: 'image/png' }), 'image/png')
})
