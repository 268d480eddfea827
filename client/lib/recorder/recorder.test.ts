import t from 'tap'
import type { LevelProbe, MediaRecorderLike, RecorderEnvironment } from './recorder.ts'
import { startRecording } from './recorder.ts'
import { Stopwatch } from './stopwatch.ts'

/** A MediaRecorder that hands over one chunk per state change, as a browser does on its timeslice. */
class FakeRecorder extends EventTarget implements MediaRecorderLike {
  static supported = ['audio/webm;codecs=opus']
  static isTypeSupported = (type: string) => FakeRecorder.supported.includes(type)
  static last: FakeRecorder | undefined
  state: MediaRecorderLike['state'] = 'inactive'
  readonly mimeType: string
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    super()
    this.mimeType = options.mimeType ?? 'audio/webm'
    FakeRecorder.last = this
  }
  private emit(text: string) {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([text], { type: this.mimeType }) }))
  }
  start() {
    this.state = 'recording'
  }
  pause() {
    this.emit('a')
    this.state = 'paused'
  }
  resume() {
    this.state = 'recording'
  }
  stop() {
    this.emit('b')
    this.state = 'inactive'
    queueMicrotask(() => this.dispatchEvent(new Event('stop')))
  }
}

function environment(overrides: Partial<RecorderEnvironment> = {}) {
  let clock = 0
  const stopped: string[] = []
  const probe = { connected: false, closed: false }
  const stream = { getTracks: () => [{ stop: () => stopped.push('track') }] } as unknown as MediaStream
  const env: RecorderEnvironment = {
    getUserMedia: async () => stream,
    MediaRecorder: FakeRecorder,
    createLevelProbe: (): LevelProbe => ({
      connect: () => void (probe.connected = true),
      read: () => 0.5,
      close: () => void (probe.closed = true),
    }),
    now: () => clock,
    ...overrides,
  }
  return { env, advance: (ms: number) => (clock += ms), stopped, probe }
}

t.test('record, pause, resume, stop: one Blob of the chosen type, paused time not counted', async (t) => {
  const { env, advance, stopped, probe } = environment()
  const session = await startRecording(env)
  t.equal(FakeRecorder.last?.options.mimeType, 'audio/webm;codecs=opus', 'the best supported type')
  t.ok(probe.connected, 'the level meter listens to the microphone')
  t.equal(session.level(), 0.5)
  advance(2000)
  session.pause()
  t.ok(session.paused)
  t.equal(session.level(), 0, 'no level while paused')
  advance(5000)
  session.resume()
  advance(1500)
  t.equal(session.elapsedMs(), 3500)
  const audio = await session.stop()
  t.equal(audio.mimeType, 'audio/webm;codecs=opus')
  t.equal(await audio.blob.text(), 'ab', 'every chunk, in order')
  t.equal(audio.durationSeconds, 3.5)
  t.same(stopped, ['track'], 'the microphone is released')
  t.ok(probe.closed)
})

t.test('the limit is reached by recorded time, paused spans left out', async (t) => {
  const { env, advance } = environment()
  const session = await startRecording(env, { maxMs: 5000 })
  advance(3000)
  session.pause()
  advance(60_000)
  t.notOk(session.atLimit(), 'a long pause does not count')
  session.resume()
  advance(1999)
  t.notOk(session.atLimit(), 'just under the limit')
  advance(1)
  t.ok(session.atLimit(), 'at the limit: the screen stops the recording')
  t.notOk((await startRecording(env)).atLimit(), 'no limit given: never')
})

t.test('each chunk is handed over as it arrives, with the recorded length so far', async (t) => {
  const { env, advance } = environment()
  const seen: Array<[string, number, string]> = []
  const session = await startRecording(env, { onChunk: (chunk, ms, type) => void chunk.text().then((text) => seen.push([text, ms, type])) })
  advance(2000)
  session.pause()
  advance(1000)
  session.resume()
  advance(500)
  const audio = await session.stop()
  await new Promise((resolve) => setTimeout(resolve, 10))
  t.same(seen, [
    ['a', 2000, 'audio/webm;codecs=opus'],
    ['b', 2500, 'audio/webm;codecs=opus'],
  ])
  t.equal(await audio.blob.text(), 'ab', 'the pieces in order are the recording')
})

t.test('a browser without the types asked for records in its own default', async (t) => {
  FakeRecorder.supported = []
  t.teardown(() => void (FakeRecorder.supported = ['audio/webm;codecs=opus']))
  await startRecording(environment().env)
  t.equal(FakeRecorder.last?.options.mimeType, undefined)
})

t.test('a refused, missing or unavailable microphone is a problem with its message', async (t) => {
  const refuse = (name: string) => async () => Promise.reject(Object.assign(new Error('no'), { name }))
  const refused = environment({ getUserMedia: refuse('NotAllowedError') })
  await t.rejects(startRecording(refused.env), { name: 'MicrophoneProblem', kind: 'refused', message: /^Microphone access was refused/ })
  t.ok(refused.probe.closed, 'the level probe is closed again')
  await t.rejects(startRecording(environment({ getUserMedia: refuse('NotFoundError') }).env), { name: 'MicrophoneProblem', kind: 'missing' })
  await t.rejects(startRecording(environment({ getUserMedia: undefined }).env), { name: 'MicrophoneProblem', kind: 'unsupported' })
  await t.rejects(startRecording(environment({ MediaRecorder: undefined }).env), { name: 'MicrophoneProblem', kind: 'unsupported' })
})

t.test('cancel stops the recorder and releases the microphone', async (t) => {
  const { env, stopped } = environment()
  const session = await startRecording(env)
  session.cancel()
  t.equal(FakeRecorder.last?.state, 'inactive')
  t.same(stopped, ['track'])
})

t.test('the stopwatch counts only running time', async (t) => {
  let now = 0
  const watch = new Stopwatch(() => now)
  t.equal(watch.elapsed(), 0)
  watch.start()
  now = 61_900
  t.equal(watch.elapsed(), 61_900)
  watch.pause()
  watch.pause()
  now = 100_000
  t.equal(watch.elapsed(), 61_900, 'paused time is not counted')
  t.notOk(watch.running)
})
