import 'fake-indexeddb/auto'
import t from 'tap'
import { forgetPhoto, forgetPhotos, keepPhoto, keptPhotos, type PhotoScope } from './kept-photos.ts'

const scope: PhotoScope = { screen: 'oet-writing', userId: 'student-a', testId: 'attempt-1' }
const photo = (name: string, bytes: string) => new File([bytes], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 })

t.test('kept photos come back as the same files, in the order chosen', async (t) => {
  await keepPhoto(scope, 1_700_000_000_002, photo('page-2.jpg', 'second page'))
  await keepPhoto(scope, 1_700_000_000_001, photo('page-1.jpg', 'first page'))
  const kept = await keptPhotos(scope)
  t.same(
    kept.map(([, file]) => file.name),
    ['page-1.jpg', 'page-2.jpg'],
  )
  const [[, first]] = kept as [[number, File]]
  t.equal(first.type, 'image/jpeg', 'with its type')
  t.equal(first.lastModified, 1_700_000_000_000, 'its date, so the same photo picked again is recognised')
  t.equal(await first.text(), 'first page', 'and its bytes')

  await forgetPhoto(scope, 1_700_000_000_001)
  t.same((await keptPhotos(scope)).map(([, file]) => file.name), ['page-2.jpg'], 'a removed photo is forgotten')
  await forgetPhotos(scope)
  t.same(await keptPhotos(scope), [], 'a sent letter leaves none behind')
})
