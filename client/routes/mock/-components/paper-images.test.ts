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

t.test('a photo without a declared type is taken: its content was checked when it was chosen', async (t) => {
  const picked = addMockImages([], [new File(['x'], 'IMG_2041.jpg', { type: '' })])
  t.same(picked.files.map((file) => file.name), ['IMG_2041.jpg'])
  t.same(picked.problems, [])
})
