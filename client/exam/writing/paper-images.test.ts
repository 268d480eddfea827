import t from 'tap'
import { addImages, addMockImages, MAX_IMAGE_BYTES, MAX_IMAGES } from './paper-images.ts'

const image = (name: string, size = 10, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type, lastModified: 1 })

t.test('picked files are added to those chosen; the same photo twice is kept once', async (t) => {
  const first = image('page1.jpg')
  const { files, problems } = addImages([first], [image('page2.jpg'), first])
  t.same(
    files.map((f) => f.name),
    ['page1.jpg', 'page2.jpg'],
  )
  t.same(problems, [])
})

t.test('a photo is not judged by its declared type: the content check before this one is the judge', async (t) => {
  // Some Android pickers give a JPEG no type at all; the browser has decoded it already.
  const { files, problems } = addImages([], [image('IMG_2041.jpg', 10, ''), image('scan', 10, 'application/octet-stream')])
  t.same(
    files.map((f) => f.name),
    ['IMG_2041.jpg', 'scan'],
  )
  t.same(problems, [])
})

t.test('at most 10 images of at most 25 MB', async (t) => {
  const nine = Array.from({ length: MAX_IMAGES - 1 }, (_, i) => image(`p${i}.jpg`, i + 1))
  const { files, problems } = addImages(nine, [image('big.jpg', MAX_IMAGE_BYTES + 1), image('ten.jpg', 99), image('eleven.jpg', 98)])
  t.equal(files.length, MAX_IMAGES)
  t.equal(files.at(-1)?.name, 'ten.jpg')
  t.same(problems, [
    'Each image must be 25 MB or smaller, so "big.jpg" was left out.',
    'You can upload at most 10 images, so "eleven.jpg" was left out.',
  ])
})

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg', lastModified: 1 })

t.test('the mock: at most 2 photos, a third is left out with "Maximum 2 images allowed."', async (t) => {
  const first = addMockImages([], [photo('a.jpg'), photo('b.jpg')])
  t.same(first.files.map((file) => file.name), ['a.jpg', 'b.jpg'])
  t.same(first.problems, [])
  const third = addMockImages(first.files, [photo('c.jpg')])
  t.same(third.files.map((file) => file.name), ['a.jpg', 'b.jpg'])
  t.same(third.problems, ['Maximum 2 images allowed.'])
})

t.test('the mock: a photo without a declared type is taken: its content was checked when it was chosen', async (t) => {
  const picked = addMockImages([], [new File(['x'], 'IMG_2041.jpg', { type: '' })])
  t.same(picked.files.map((file) => file.name), ['IMG_2041.jpg'])
  t.same(picked.problems, [])
})
