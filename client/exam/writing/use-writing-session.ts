import { useEffect, useMemo, useState } from 'react'
import type { SaveState } from '#client/lib/exam/answer-saver.ts'
import type { AttemptSession, LetterSync } from '#client/lib/exam/use-attempt.ts'
import type { PhotoScope } from './kept-photos.ts'
import type { PaperRules } from './paper-images.ts'
import { WRITING_TEXTS } from './texts.ts'
import { useChosenImages, type ChosenImages } from './use-chosen-images.ts'
import { usePassed } from './use-passed.ts'
import type { AnswerMode } from './writing-submission.ts'

/** What differs between the writing exam's hosts: the writing test's page and the mock's writing section. */
export interface WritingHost {
  /** The attempt: the typed letter is one of its answers, autosaved and kept in step across devices. */
  attempt: Pick<AttemptSession, 'answers' | 'setAnswer' | 'saveState' | 'letter'>
  /** The letter's key among the attempt's answers (the mock's carry their section). */
  answerKey: string
  clock: {
    /** When the writing clock started (server ms), or null until it has. */
    startedAt: number | null
    /** Its reading time, when the answer is locked. */
    lockedSeconds: number
    /** The reading time the lock notice names when it is not `lockedSeconds` (the writing test names the exam's, whatever a test's timing). */
    namedSeconds?: number
  }
  mode: {
    /** The mode kept for this attempt (read once), or null before one is chosen. */
    read(): AnswerMode | null
    keep(mode: AnswerMode): void
    /** Chosen once, in "Select Test Mode" when the part begins (the mock); else a choice in the page that may change. */
    once: boolean
  }
  /** Where the chosen photos are kept in this browser, and how many the host's submission takes. */
  photos: { scope: PhotoScope; rules: PaperRules }
  /** The server holds the work: the photos kept in this browser can go. */
  sent: boolean
}

/** The writing exam as the shell shows it and the host submits it. */
export interface WritingSession {
  /** Null until chosen (only where it is chosen once). */
  mode: AnswerMode | null
  modeOnce: boolean
  chooseMode(mode: AnswerMode): void
  text: string
  setText(text: string): void
  saveState: SaveState
  letter: LetterSync
  photos: ChosenImages
  /** The chosen photos' files, as a submission sends them. */
  files: readonly File[]
  maxImages: number
  /** When the reading time ends (server ms), or null before the clock starts. */
  unlockAt: number | null
  /** The reading time runs: the answer is locked. */
  readingTime: boolean
  lockMessage: string
}

/**
 * One sitting of the writing exam, whichever host runs it: the typed letter, the answer mode kept
 * where the host keeps it, the photos kept in this browser until sent, and the reading-time lock
 * from the writing clock's start on the server (so a reload keeps it).
 */
export function useWritingSession(host: WritingHost): WritingSession {
  const { attempt, answerKey, clock } = host
  const [mode, setMode] = useState<AnswerMode | null>(() => host.mode.read())
  const photos = useChosenImages(host.photos.scope, host.photos.rules.add)
  const unlockAt = clock.startedAt === null ? null : clock.startedAt + clock.lockedSeconds * 1000
  const unlocked = usePassed(unlockAt)
  const files = useMemo(() => photos.images.map((image) => image.file), [photos.images])

  const { forgetKept } = photos
  useEffect(() => {
    if (host.sent) forgetKept()
  }, [host.sent, forgetKept])

  return {
    mode,
    modeOnce: host.mode.once,
    chooseMode: (next) => {
      host.mode.keep(next)
      setMode(next)
    },
    text: attempt.answers[answerKey] ?? '',
    setText: (text) => attempt.setAnswer(answerKey, text),
    saveState: attempt.saveState,
    letter: attempt.letter,
    photos,
    files,
    maxImages: host.photos.rules.maxImages,
    unlockAt,
    readingTime: unlockAt !== null && !unlocked,
    lockMessage: WRITING_TEXTS.locked(clock.namedSeconds ?? clock.lockedSeconds),
  }
}
