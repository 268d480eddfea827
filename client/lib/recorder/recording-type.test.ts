import t from 'tap'
import { extensionFor, pickRecordingType, RECORDING_TYPES } from './recording-type.ts'

const supporting =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type)

t.test('the first supported type in the order Opus/WebM, Opus/Ogg, AAC/MP4', async (t) => {
  t.equal(pickRecordingType(supporting(...RECORDING_TYPES)), 'audio/webm;codecs=opus', 'Chrome and Firefox: WebM')
  t.equal(pickRecordingType(supporting('audio/ogg;codecs=opus', 'audio/mp4')), 'audio/ogg;codecs=opus', 'Ogg before MP4')
  t.equal(pickRecordingType(supporting('audio/mp4;codecs=mp4a.40.2', 'audio/mp4')), 'audio/mp4;codecs=mp4a.40.2', 'Safari: AAC in MP4')
  t.equal(pickRecordingType(supporting('audio/mp4')), 'audio/mp4', 'MP4 without a codec named')
  t.equal(pickRecordingType(supporting()), undefined, 'none: the browser picks its default')
})

t.test('a browser whose check throws counts as not supporting the type', async (t) => {
  t.equal(
    pickRecordingType((type) => {
      if (type.startsWith('audio/webm')) throw new Error('not implemented')
      return type === 'audio/mp4'
    }),
    'audio/mp4',
  )
})

t.test('the file extension of a recorded type', async (t) => {
  t.equal(extensionFor('audio/webm;codecs=opus'), 'webm')
  t.equal(extensionFor('audio/ogg; codecs=opus'), 'ogg')
  t.equal(extensionFor('audio/mp4;codecs=mp4a.40.2'), 'mp4')
  t.equal(extensionFor('video/mp4'), 'mp4')
  t.equal(extensionFor(''), 'webm', 'unknown: WebM, the usual default')
})
