import { useEffect, useState } from 'react'
import { Dialog } from '#client/components/Dialog.tsx'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { LISTENING_TEXTS } from './texts.ts'

interface ReadingTimeDialogsProps {
  open: boolean
  /** "Part A" */
  partLabel: string
  /** What the part holds and asks, in a sentence or two. */
  intro: string
  simulation: boolean
  secondsLeft: number
  totalSeconds: number
  /**
   * The part's clock already runs through this reading time (Part C after B in a simulation): at
   * zero the part begins by itself instead of waiting on "Time's Up!", whose wait the clock would
   * take from the part's last recording (decision 0085).
   */
  beginsByItself: boolean
  /** The part begins: the reading time is over or skipped, the recording starts. */
  onBegin(): void
}

/**
 * The instruction dialog that opens each part (SPEC.md section 2): the reading time counting
 * down, "Next" (or "Start" once it reaches zero). Next asks "Skip Reading?"; at zero "Time's Up!"
 * says the recording is starting. The button that closes them is the click that lets the browser
 * play the recording. Give this a `key` per part so a new part asks afresh.
 */
export function ReadingTimeDialogs({ open, partLabel, intro, simulation, secondsLeft, totalSeconds, beginsByItself, onBegin }: ReadingTimeDialogsProps) {
  const [askSkip, setAskSkip] = useState(false)
  const expired = secondsLeft <= 0
  const beginNow = open && expired && beginsByItself
  useEffect(() => {
    if (beginNow) onBegin()
  }, [beginNow, onBegin])
  return (
    <>
      <Dialog
        open={open}
        title={`${partLabel}: reading time`}
        blocking
        actions={
          <button type="button" className="button" onClick={() => (expired ? onBegin() : setAskSkip(true))}>
            {expired ? LISTENING_TEXTS.start : LISTENING_TEXTS.next}
          </button>
        }
      >
        <div className="lt-reading">
          <div className="lt-reading-text">
            <p>{intro}</p>
            <p>
              Use this time to read the questions. The recording starts by itself when the reading time ends.{' '}
              {simulation
                ? 'As in the exam, it plays once: you cannot pause or replay it.'
                : 'In practice you can pause and replay it.'}
            </p>
          </div>
          <CountdownCircle secondsLeft={secondsLeft} totalSeconds={totalSeconds} label="Reading time" size={96} />
        </div>
      </Dialog>
      <Dialog
        open={open && askSkip && !expired}
        title={LISTENING_TEXTS.skipReadingTitle}
        size="sm"
        onClose={() => setAskSkip(false)}
        actions={
          <>
            <button type="button" className="button button-quiet" onClick={() => setAskSkip(false)}>
              {LISTENING_TEXTS.no}
            </button>
            <button type="button" className="button" onClick={onBegin}>
              {LISTENING_TEXTS.yesSkip}
            </button>
          </>
        }
      >
        <p>{LISTENING_TEXTS.skipReadingBody(secondsLeft)}</p>
      </Dialog>
      <Dialog
        open={open && expired && !beginsByItself}
        title={LISTENING_TEXTS.timesUpTitle}
        size="sm"
        blocking
        actions={
          <button type="button" className="button" onClick={onBegin}>
            {LISTENING_TEXTS.continue}
          </button>
        }
      >
        <p>{LISTENING_TEXTS.readingExpired}</p>
      </Dialog>
    </>
  )
}
