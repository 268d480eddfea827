import t from 'tap'
import { addMockImages } from './paper-images.ts'

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg', lastModified: 1 })

t.test('at most 2 photos: a third is left out with "Maximum 2 images allowed."', async (t) => {
  const first = addMockImages([], [photo('a.jpg'), photo('b.jpg')])
  t.same(first.files.map((file) => file.name), ['a.jpg', 'b.jpg'])
  t.same(first.problems, [])
  const third = addMockImages(first.files, [photo('c.jpg')])
  t.same(third.files.map((file) => file.name), ['a.jpg', 'b.jpg'])
  t.same(third.problems, ['Maximum 2 images allowed.'])
})

t.test('a file that is not an image is refused as in the writing test', async (t) => {
  const picked = addMockImages([], [new File(['x'], 'notes.pdf', { type: 'application/pdf' })])
  t.same(picked.files, [])
  t.match(picked.problems[0], /Only image files/)
})
