import t from 'tap'
import sharp from 'sharp'
import { HTTP_BACKEND, buildTestApi } from '#test/helper.ts'
import { bearer, uploadMedia, userToken } from './tests-fixtures.ts'

/** A phone photo as a camera writes it: its GPS position, camera and orientation (turned a quarter) in EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer()

t.test('an image is kept cleaned: no EXIF (no GPS), upright, in its own format; named by what is kept', async (t) => {
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const photo = await phonePhoto()
  t.match(await sharp(photo).metadata(), { exif: Buffer, orientation: 6 }, 'the upload has EXIF, turned a quarter')
  t.ok(photo.includes('PhoneCo'))
  const res = await uploadMedia(app, staff, photo, 'image/jpeg')
  t.equal(res.statusCode, 201, res.body)
  t.match(res.json().url, /\.jpg$/)
  const kept = await app.inject({ method: 'GET', url: res.json().url, headers: bearer(staff) })
  t.equal(kept.statusCode, 200)
  const meta = await sharp(kept.rawPayload).metadata()
  t.equal(meta.format, 'jpeg')
  t.notOk(meta.exif, 'no EXIF, so no GPS position nor camera')
  t.notOk(kept.rawPayload.includes('PhoneCo'), 'the camera is named nowhere in the file')
  t.same([meta.width, meta.height], [20, 40], 'turned upright by its orientation')

  const png = await sharp({ create: { width: 6, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Someone' } } })
    .toBuffer()
  const chart = await uploadMedia(app, staff, png, 'image/png')
  t.equal(chart.statusCode, 201, chart.body)
  const keptChart = await app.inject({ method: 'GET', url: chart.json().url, headers: bearer(staff) })
  const chartMeta = await sharp(keptChart.rawPayload).metadata()
  t.match(chartMeta, { format: 'png', width: 6, height: 4, hasAlpha: true }, 'a PNG stays a PNG, its transparency kept')
  t.notOk(chartMeta.exif)
})

t.test('an image that starts right but cannot be decoded is 415 with a message, and nothing is kept', async (t) => {
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const photo = await phonePhoto()
  const cut = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(4096, 0x55)])
  const res = await uploadMedia(app, staff, cut, 'image/jpeg')
  t.equal(res.statusCode, 415, res.body)
  t.match(res.json(), { statusCode: 415, message: /damaged or incomplete/ })
})

t.test('an HTML page sent as image/png is refused with a 4xx and a message', async (t) => {
  const app = await buildTestApi(t, HTTP_BACKEND, { BLOB_DIR: t.testdir() })
  const staff = await userToken(app, 'staff')
  const res = await uploadMedia(app, staff, '<!doctype html><html><script>alert(1)</script></html>', 'image/png')
  t.equal(res.statusCode, 415)
  t.match(res.json().message, /sent as image\/png, but its content is neither audio nor an image we accept/)
})
