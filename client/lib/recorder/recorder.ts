import { MicrophoneProblem, microphoneProblemOf } from './microphone-problem.ts'
import { pickRecordingType } from './recording-type.ts'
import { Stopwatch } from './stopwatch.ts'
import { fetchAhead } from '../later-chunks.ts'
import { prepareDuration, withDuration } from './webm-duration.ts'

/** What this module needs of MediaRecorder: the browser's, or a fake in tests. */
export interface MediaRecorderLike extends EventTarget {
  readonly state: 'inactive' | 'recording' | 'paused'
  readonly mimeType: string
  start(timeslice?: number): void
  pause(): void
  resume(): void
  stop(): void
}
interface MediaRecorderClass {
  new (stream: MediaStream, options?: MediaRecorderOptions): MediaRecorderLike
  isTypeSupported(type: string): boolean
}

/** Reads the microphone's level while recording (Web Audio in the browser). */
export interface LevelProbe {
  connect(stream: MediaStream): void
  /** 0 (silence) to 1 (full scale). */
  read(): number
  close(): void
}

/** What the browser offers; a missing part means it cannot record. */
export interface RecorderEnvironment {
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined
  MediaRecorder: MediaRecorderClass | undefined
  /** Made before the microphone is asked for, while the click that started it still counts. */
  createLevelProbe(): LevelProbe | null
  now(): number
}

/** What a recording is bound by, and who hears of it as it is made. */
export interface RecordingOptions {
  /** The longest the recording may run (paused spans left out); the session says when it is reached. */
  maxMs?: number | undefined
  /**
   * Each piece of the recording as the browser hands it over (every TIMESLICE_MS), with the
   * recorded length so far: the pieces in order make the recording, so it can be kept as it grows.
   */
  onChunk?: ((chunk: Blob, elapsedMs: number, mimeType: string) => void) | undefined
}

export interface RecordedAudio {
  blob: Blob
  mimeType: string
  durationSeconds: number
}

/** Chunks every second, so a long recording is never one buffer held back to the end. */
const TIMESLICE_MS = 1000
/** Plenty for speech; the server re-encodes to ~32 kb/s anyway. Keeps the upload small. */
const BITS_PER_SECOND = 64_000
const CONSTRAINTS: MediaStreamConstraints = { audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } }

/** One recording from start to stop: pause and resume in between; the microphone is released at the end. */
export class RecordingSession {
  private readonly chunks: Blob[] = []
  private readonly stopwatch: Stopwatch

  constructor(
    private readonly recorder: MediaRecorderLike,
    private readonly stream: MediaStream,
    private readonly probe: LevelProbe | null,
    now: () => number,
    private readonly options: RecordingOptions = {},
  ) {
    this.stopwatch = new Stopwatch(now)
    recorder.addEventListener('dataavailable', (event) => {
      const data = (event as BlobEvent).data
      if (!data || data.size === 0) return
      this.chunks.push(data)
      options.onChunk?.(data, this.stopwatch.elapsed(), this.mimeType())
    })
    recorder.start(TIMESLICE_MS)
    this.stopwatch.start()
  }

  get paused(): boolean {
    return this.recorder.state === 'paused'
  }

  pause(): void {
    if (this.recorder.state !== 'recording') return
    this.recorder.pause()
    this.stopwatch.pause()
  }

  resume(): void {
    if (this.recorder.state !== 'paused') return
    this.recorder.resume()
    this.stopwatch.start()
  }

  level(): number {
    return this.paused || !this.probe ? 0 : this.probe.read()
  }

  elapsedMs(): number {
    return this.stopwatch.elapsed()
  }

  /** The recording has run as long as it may: it is to be stopped now. */
  atLimit(): boolean {
    return this.options.maxMs !== undefined && this.stopwatch.elapsed() >= this.options.maxMs
  }

  private mimeType(): string {
    return this.recorder.mimeType || this.chunks[0]?.type || 'audio/webm'
  }

  /** Ends the recording: the audio recorded, paused spans left out. */
  stop(): Promise<RecordedAudio> {
    const durationSeconds = this.stopwatch.elapsed() / 1000
    this.stopwatch.pause()
    return new Promise((resolve) => {
      const finish = () => {
        this.release()
        const mimeType = this.mimeType()
        void withDuration(new Blob(this.chunks, { type: mimeType }), durationSeconds).then((blob) => resolve({ blob, mimeType, durationSeconds }))
      }
      if (this.recorder.state === 'inactive') return finish()
      this.recorder.addEventListener('stop', finish, { once: true })
      this.recorder.stop()
    })
  }

  /** Throws the recording away (leaving the screen, deleting mid-way). */
  cancel(): void {
    if (this.recorder.state !== 'inactive') this.recorder.stop()
    this.stopwatch.pause()
    this.release()
  }

  private release(): void {
    for (const track of this.stream.getTracks()) track.stop()
    this.probe?.close()
  }
}

/**
 * Asks for the microphone and starts recording in the best format the browser has. Throws a
 * MicrophoneProblem the screen can show when the microphone is refused, missing, busy, or the
 * browser cannot record at all.
 */
export async function startRecording(env: RecorderEnvironment, options: RecordingOptions = {}): Promise<RecordingSession> {
  const Recorder = env.MediaRecorder
  if (!env.getUserMedia || !Recorder) throw new MicrophoneProblem('unsupported')
  const probe = env.createLevelProbe()
  let stream: MediaStream
  try {
    stream = await env.getUserMedia(CONSTRAINTS)
  } catch (error) {
    probe?.close()
    throw microphoneProblemOf(error)
  }
  try {
    const mimeType = pickRecordingType((type) => Recorder.isTypeSupported(type))
    const recorder = new Recorder(stream, { audioBitsPerSecond: BITS_PER_SECOND, ...(mimeType ? { mimeType } : {}) })
    probe?.connect(stream)
    // Fetched while the student speaks, for the moment the recording stops.
    fetchAhead(prepareDuration)
    return new RecordingSession(recorder, stream, probe, env.now, options)
  } catch (error) {
    for (const track of stream.getTracks()) track.stop()
    probe?.close()
    throw microphoneProblemOf(error)
  }
}
