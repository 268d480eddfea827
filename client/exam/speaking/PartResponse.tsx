import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react'
import { SPEAKING_RECORDING_MAX_SECONDS } from '#shared/speaking/speaking.ts'
import { probeAudio } from '#client/lib/recorder/audio-probe.ts'
import type { RecordedAudio } from '#client/lib/recorder/recorder.ts'
import { clockText } from '#shared/timing/clock-text.ts'
import { useRecorder } from '#client/lib/recorder/use-recorder.ts'
import { AudioPreview } from './AudioPreview.tsx'
import { DraftOffer } from './DraftOffer.tsx'
import { LevelMeter } from './LevelMeter.tsx'
import { availableControls, checkChosenFile, fromRecording, submitRefusal, type PartAudio } from './part-audio.ts'
import { SPEAKING_TEXTS } from './texts.ts'
import type { DraftKeeping } from './use-recording-draft.ts'

export interface PartResponseProps {
  heading: string
  /** The standalone screen takes .webm files through a file input; the mock any audio through "Upload Audio". */
  uploadRule: 'webm' | 'audio'
  submitLabel: string
  noAudioMessage: string
  /** The response on screen (recorded, chosen, or kept in the browser from before a reload), or null. */
  audio: PartAudio | null
  /** A response recorded or chosen (the screen keeps it), or deleted (null). */
  onAudioChange(audio: PartAudio | null): void
  /** Recording started or ended: a recording under way is unsent work too. */
  onRecordingChange(active: boolean): void
  /** The server refused this response (the mock's batch), in its words: it is to be made again. */
  refusal?: string | undefined
  /** Submit pressed with a response ready: the screen confirms and sends it. */
  onSubmit(audio: PartAudio): void
  /** The preparation time is running: recording and upload wait. */
  preparing: boolean
  /** The preparation time ran out by itself: say that recording is open. */
  prepared: boolean
  recordButtonRef: RefObject<HTMLButtonElement | null>
  /** The recording under way, kept in the browser as it is made; the one a reload left is offered. */
  draft: DraftKeeping
}

/** One role-play's response: record (pause, resume, stop) or upload, preview with Delete, and Submit. */
export function PartResponse(props: PartResponseProps) {
  const { heading, uploadRule, submitLabel, noAudioMessage, audio, refusal, onAudioChange, onRecordingChange, onSubmit, preparing, prepared, recordButtonRef: recordButton, draft } = props
  const headingId = useId()
  const uploadId = useId()
  const [message, setMessage] = useState<string | null>(null)
  /** A chosen file being judged (its name), before it is taken or refused. */
  const [checking, setChecking] = useState<string | null>(null)
  /** Submit pressed while a chosen file was being judged: it is sent once taken. */
  const submitWhenChecked = useRef(false)
  /**
   * The response as it is now, ahead of the screen: Submit pressed between a file being taken and
   * the next render must send that file, not find the state of the render before ("being judged",
   * or "upload one first"), which on a slow phone is a visible moment.
   */
  const now = useRef({ checking: false, audio })
  useLayoutEffect(() => {
    now.current.audio = audio
  }, [audio])
  const fileInput = useRef<HTMLInputElement>(null)
  const stopButton = useRef<HTMLButtonElement>(null)
  const preview = useRef<HTMLAudioElement>(null)
  /** Set when the student makes a response here; a response restored after a reload takes no focus. */
  const justMade = useRef(false)

  /** `focusPreview`: false when the student has moved on meanwhile (see onFile). */
  const takeAudio = (made: PartAudio, focusPreview = true) => {
    now.current.audio = made
    setMessage(null)
    justMade.current = focusPreview
    onAudioChange(made)
  }
  const recorder = useRecorder(
    (recorded: RecordedAudio) => {
      takeAudio(fromRecording(recorded))
      draft.forget()
    },
    { maxMs: SPEAKING_RECORDING_MAX_SECONDS * 1000, onChunk: draft.onChunk },
  )
  const controls = availableControls({
    recorder: recorder.status,
    busy: recorder.busy || checking !== null,
    // The recording a reload left waits for the student's choice: keep it or record again.
    hasAudio: audio !== null || draft.found !== null,
    preparing,
  })

  const active = recorder.status !== 'idle'
  useEffect(() => {
    onRecordingChange(active)
  }, [active, onRecordingChange])
  // A recording under way ends with the part on screen (it is thrown away): say so.
  useEffect(() => () => onRecordingChange(false), [onRecordingChange])

  // Focus follows the controls that appear, so the keyboard never falls back to the top of the page.
  useEffect(() => {
    if (recorder.status === 'recording') stopButton.current?.focus()
  }, [recorder.status])
  useEffect(() => {
    if (!audio || !justMade.current) return
    justMade.current = false
    preview.current?.focus()
  }, [audio])

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setMessage(null)
    setChecking(file.name)
    now.current.checking = true
    const focusedWhenChosen = document.activeElement
    const checked = await checkChosenFile(file, uploadRule, probeAudio)
    now.current.checking = false
    setChecking(null)
    const submitNow = submitWhenChecked.current
    submitWhenChecked.current = false
    if ('refusal' in checked) return setMessage(checked.refusal)
    recorder.cancel()
    // A slow phone judges a file for a moment: a student who went on to Send meanwhile keeps their
    // place, rather than being moved to the preview as the Enter they press lands.
    const movedOn = submitNow || (document.activeElement !== focusedWhenChosen && document.activeElement !== document.body)
    takeAudio(checked.audio, !movedOn)
    if (submitNow) onSubmit(checked.audio)
  }

  function remove() {
    now.current.audio = null
    onAudioChange(null)
    setMessage(null)
    // The Delete button goes with the preview: give focus to where a new response starts.
    requestAnimationFrame(() => recordButton.current?.focus())
  }

  function record() {
    setMessage(null)
    draft.restart()
    recorder.start()
  }

  function keepDraft() {
    const found = draft.found
    if (!found) return
    takeAudio(fromRecording(found))
    draft.forget()
  }

  function recordAgain() {
    draft.forget()
    requestAnimationFrame(() => recordButton.current?.focus())
  }

  function submit() {
    // The file chosen a moment ago is still being judged (its status says so): not "upload one first".
    if (now.current.checking) {
      submitWhenChecked.current = true
      return
    }
    const response = now.current.audio
    const refusal = submitRefusal(recorder.status, response, noAudioMessage)
    if (refusal || !response) return setMessage(refusal)
    setMessage(null)
    onSubmit(response)
  }

  return (
    <section className="card sp-response" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="sp-prep-over" role="status">
        {prepared && !audio && !active ? SPEAKING_TEXTS.preparationOver : ''}
      </p>

      {draft.found && !audio && <DraftOffer draft={draft.found} onKeep={keepDraft} onRecordAgain={recordAgain} />}
      <div className="sp-recorder">
        <p className="sp-record-state">
          {active && <span className={`sp-dot${recorder.status === 'paused' ? ' sp-dot-paused' : ''}`} aria-hidden="true" />}
          <span>
            {recorder.status === 'recording' ? SPEAKING_TEXTS.recording : recorder.status === 'paused' ? SPEAKING_TEXTS.paused : SPEAKING_TEXTS.notRecordedYet}
          </span>
          {active && <span className="sp-elapsed">{clockText(recorder.elapsedMs / 1000)}</span>}
          {active && <span className="sp-limit-of">{SPEAKING_TEXTS.ofLimit}</span>}
        </p>
        <p className="sp-hint sp-limit">{SPEAKING_TEXTS.recordingLimit}</p>
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
        <p className="sp-hint" role="status">
          {recorder.stoppedAtLimit && audio?.source === 'recording' ? SPEAKING_TEXTS.stoppedAtLimit : ''}
        </p>
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
            <input id={uploadId} ref={fileInput} type="file" accept=".webm,audio/webm,video/webm" disabled={!controls.upload} onChange={(event) => void onFile(event)} />
          </>
        ) : (
          <>
            <button type="button" className="button button-quiet" disabled={!controls.upload} onClick={() => fileInput.current?.click()}>
              {SPEAKING_TEXTS.uploadAudio}
            </button>
            <input ref={fileInput} type="file" accept="audio/*,.webm,video/webm" hidden tabIndex={-1} aria-label={SPEAKING_TEXTS.uploadAudio} onChange={(event) => void onFile(event)} />
          </>
        )}
        <p className="sp-hint" role="status">
          {checking !== null ? SPEAKING_TEXTS.checkingFile(checking) : ''}
        </p>
      </div>

      {audio && <AudioPreview ref={preview} audio={audio} onDelete={remove} />}
      {audio && refusal && (
        <p className="sp-message" role="alert">
          {SPEAKING_TEXTS.refusedHere(refusal)}
        </p>
      )}
      {audio && <p className="sp-hint">{SPEAKING_TEXTS.oneSourceHint}</p>}

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
