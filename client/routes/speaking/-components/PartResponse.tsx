import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react'
import type { RecordedAudio } from '#client/lib/recorder/recorder.ts'
import { formatDuration } from '#client/lib/recorder/stopwatch.ts'
import { useRecorder } from '#client/lib/recorder/use-recorder.ts'
import { AudioPreview } from './AudioPreview.tsx'
import { LevelMeter } from './LevelMeter.tsx'
import { availableControls, fromFile, fromRecording, submitRefusal, uploadRefusal, type PartAudio } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'

export interface PartResponseProps {
  heading: string
  /** The standalone screen takes .webm files through a file input; the mock any audio through "Upload Audio". */
  uploadRule: 'webm' | 'audio'
  submitLabel: string
  noAudioMessage: string
  /** Submit pressed with a response ready: the screen confirms and sends it. */
  onSubmit(audio: PartAudio): void
  /** The preparation time is running: recording and upload wait. */
  preparing: boolean
  /** The preparation time ran out by itself: say that recording is open. */
  prepared: boolean
  recordButtonRef: RefObject<HTMLButtonElement | null>
}

interface Response {
  audio: PartAudio
  url: string
}

/** One role-play's response: record (pause, resume, stop) or upload, preview with Delete, and Submit. */
export function PartResponse(props: PartResponseProps) {
  const { heading, uploadRule, submitLabel, noAudioMessage, onSubmit, preparing, prepared, recordButtonRef: recordButton } = props
  const headingId = useId()
  const uploadId = useId()
  const [response, setResponse] = useState<Response | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const stopButton = useRef<HTMLButtonElement>(null)
  const preview = useRef<HTMLAudioElement>(null)

  const takeAudio = (audio: PartAudio) => {
    setMessage(null)
    setResponse({ audio, url: URL.createObjectURL(audio.blob) })
  }
  const recorder = useRecorder((recorded: RecordedAudio) => takeAudio(fromRecording(recorded)))
  const controls = availableControls({
    recorder: recorder.status,
    busy: recorder.busy,
    hasAudio: response !== null,
    preparing,
  })

  // Each preview URL is released when it is replaced or the part leaves the screen.
  useEffect(() => {
    if (!response) return
    const { url } = response
    return () => URL.revokeObjectURL(url)
  }, [response])

  // Focus follows the controls that appear, so the keyboard never falls back to the top of the page.
  useEffect(() => {
    if (recorder.status === 'recording') stopButton.current?.focus()
  }, [recorder.status])
  useEffect(() => {
    if (response) preview.current?.focus()
  }, [response])

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refusal = uploadRefusal(file, uploadRule)
    if (refusal) return setMessage(refusal)
    recorder.cancel()
    takeAudio(fromFile(file))
  }

  function remove() {
    setResponse(null)
    setMessage(null)
    // The Delete button goes with the preview: give focus to where a new response starts.
    requestAnimationFrame(() => recordButton.current?.focus())
  }

  function record() {
    setMessage(null)
    recorder.start()
  }

  function submit() {
    const refusal = submitRefusal(recorder.status, response?.audio ?? null, noAudioMessage)
    if (refusal || !response) return setMessage(refusal)
    setMessage(null)
    onSubmit(response.audio)
  }

  const active = recorder.status !== 'idle'
  return (
    <section className="card sp-response" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="sp-prep-over" role="status">
        {prepared && !response && !active ? SPEAKING_TEXTS.preparationOver : ''}
      </p>

      <div className="sp-recorder">
        <p className="sp-record-state">
          {active && <span className={`sp-dot${recorder.status === 'paused' ? ' sp-dot-paused' : ''}`} aria-hidden="true" />}
          <span>
            {recorder.status === 'recording' ? SPEAKING_TEXTS.recording : recorder.status === 'paused' ? SPEAKING_TEXTS.paused : SPEAKING_TEXTS.notRecordedYet}
          </span>
          {active && <span className="sp-elapsed">{formatDuration(recorder.elapsedMs)}</span>}
        </p>
        {active && <LevelMeter level={recorder.level} paused={recorder.status === 'paused'} />}
        {recorder.silent && <p className="sp-hint">{SPEAKING_TEXTS.silentHint}</p>}
        <div className="sp-record-buttons">
          <button ref={recordButton} type="button" className="button" disabled={!controls.record} onClick={record}>
            {SPEAKING_TEXTS.record}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={!controls.pauseResume}
            onClick={recorder.status === 'paused' ? recorder.resume : recorder.pause}
          >
            {recorder.status === 'paused' ? SPEAKING_TEXTS.resume : SPEAKING_TEXTS.pause}
          </button>
          <button ref={stopButton} type="button" className="button button-quiet" disabled={!controls.stop} onClick={recorder.stop}>
            {SPEAKING_TEXTS.stop}
          </button>
        </div>
        {recorder.problem && (
          <p className="sp-problem" role="alert">
            {recorder.problem.message}
          </p>
        )}
      </div>

      <div className="sp-upload">
        {uploadRule === 'webm' ? (
          <>
            <label htmlFor={uploadId}>{SPEAKING_TEXTS.uploadWebm}</label>
            <input id={uploadId} ref={fileInput} type="file" accept=".webm,audio/webm" disabled={!controls.upload} onChange={onFile} />
          </>
        ) : (
          <>
            <button type="button" className="button button-quiet" disabled={!controls.upload} onClick={() => fileInput.current?.click()}>
              {SPEAKING_TEXTS.uploadAudio}
            </button>
            <input ref={fileInput} type="file" accept="audio/*" hidden tabIndex={-1} aria-label={SPEAKING_TEXTS.uploadAudio} onChange={onFile} />
          </>
        )}
      </div>

      {response && <AudioPreview ref={preview} audio={response.audio} url={response.url} onDelete={remove} />}
      {response && <p className="sp-hint">{SPEAKING_TEXTS.oneSourceHint}</p>}

      {message && (
        <p className="sp-message" role="alert">
          {message}
        </p>
      )}
      <div className="sp-submit">
        <button type="button" className="button" onClick={submit} disabled={recorder.busy}>
          {submitLabel}
        </button>
      </div>
    </section>
  )
}
