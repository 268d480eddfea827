import t from 'tap'
import { addImages, isImageFile, MAX_IMAGE_BYTES, MAX_IMAGES } from './paper-images.ts'

const image = (name: string, size = 10, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type, lastModified: 1 })

t.test('images only: by type, or an iPhone photo that came without one', async (t) => {
  t.ok(isImageFile(image('a.png', 1, 'image/png')))
  t.ok(isImageFile(image('IMG_0001.HEIC', 1, '')))
  t.notOk(isImageFile(image('letter.pdf', 1, 'application/pdf')))
  t.notOk(isImageFile(image('notes.txt', 1, '')))
})

t.test('picked files are added to those chosen; others are left out with a reason', async (t) => {
  const first = image('page1.jpg')
  const { files, problems } = addImages([first], [image('page2.jpg'), image('notes.txt', 5, 'text/plain'), first])
  t.same(
    files.map((f) => f.name),
    ['page1.jpg', 'page2.jpg'],
    'the same photo twice is kept once',
  )
  t.same(problems, ['Only image files can be uploaded, so "notes.txt" was left out.'])
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
