import { useCallback, useMemo, useState, type RefObject } from 'react'
import type { KeptResponse } from '#client/lib/recorder/kept-responses.ts'
import { fromKept, isReady, openPartIndex, toKept } from './kept-parts.ts'
import { sendBatch, type SendPart } from './mock-batch.ts'
import type { PartAudio } from './part-audio.ts'
import type { Refused } from './PartialDialog.tsx'
import { firstOpenCard } from './role-cards.ts'
import type { SendAudio, SpeakingHost } from './speaking-host.ts'
import { failureMessage, sendOnce } from './speaking-submission.ts'
import { SPEAKING_TEXTS } from './texts.ts'

/**
 * A speaking sitting on screen (SPEC.md section 2): which role-play is shown, its response, and
 * how a submit goes by the host's ending. The speaking test sends each part after "Submit Part
 * {n}" and goes on to the next; the mock speaking screen collects each part after "Submit Part
 * {n}?" and the submit that completes the set sends them all, one request per part (decision
 * 0048), so a part the server refuses never takes the others with it; the mock's section keeps
 * each response for the mock's own submit. Every response is kept in the browser until the server
 * holds it, so a reload or a crash loses none. `headingRef` is focused when the next card replaces this one.
 */
export function useSpeakingExam({ mainCards, kept, ending }: SpeakingHost, headingRef: RefObject<HTMLHeadingElement | null>) {
  const order = useMemo(() => mainCards.map((card) => card.mainCardNumber), [mainCards])
  const readyParts = new Set(order.filter((n) => isReady(kept.parts.get(n))))
  // Until the student moves, the screen opens where the server (the test) or the kept responses (the mock screen) say.
  const [movedTo, setMovedTo] = useState<number | null>(null)
  const opensAt = ending.kind === 'submit' ? firstOpenCard(mainCards, ending.submitted) : ending.kind === 'batch' && kept.ready ? openPartIndex(order, readyParts) : 0
  const index = movedTo ?? Math.max(opensAt, 0)
  const [recording, setRecording] = useState(false)
  const [confirming, setConfirming] = useState<PartAudio | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<Refused[] | null>(null)
  const [shownNotice, setNotice] = useState<string | null>(null)
  const [complete, setComplete] = useState(false)

  const main = mainCards[index] ?? mainCards[0]!
  const part = main.mainCardNumber
  const keptPart = kept.parts.get(part)
  const audio = useMemo(() => (keptPart ? fromKept(keptPart) : null), [keptPart])
  // The mock's section keeps a response as soon as it is made: its submit is the mock's own.
  const collectsAtOnce = ending.kind === 'keep'
  const { keep, forget, forgetAll } = kept
  const changeAudio = useCallback(
    (changed: PartAudio | null) => (changed ? keep(toKept(changed, main, collectsAtOnce)) : forget(main.mainCardNumber)),
    [main, collectsAtOnce, keep, forget],
  )
  // On the mock screen, this part's submit sends the set when every other part needs nothing more.
  const completesSet = ending.kind === 'batch' && order.every((n) => n === part || readyParts.has(n))

  function goTo(next: number) {
    setMovedTo(next)
    // The next card replaces this one: start reading it from the top.
    requestAnimationFrame(() => {
      window.scrollTo(0, 0)
      headingRef.current?.focus()
    })
  }

  async function sendNow(response: PartAudio, send: SendAudio) {
    setPercent(0)
    const failed = await sendOnce(() => send(part, response, setPercent), SPEAKING_TEXTS.failed)
    setPercent(null)
    if (failed !== null) return setFailure(failed)
    forget(part)
    if (index === mainCards.length - 1) return setComplete(true)
    setNotice(SPEAKING_TEXTS.partSubmitted(part))
    goTo(index + 1)
  }

  async function sendAll(parts: KeptResponse[], send: SendPart) {
    // What the batch did is said by its own dialogs and the parts' list: an earlier notice is stale.
    setNotice(null)
    setPercent(0)
    const outcome = await sendBatch(parts, send, setPercent, (item) => keep({ ...item, sentAt: Date.now(), refusal: undefined }))
    setPercent(null)
    const refusals = parts.filter((item) => outcome.refused.has(item.mainCardNumber))
    for (const item of refusals) keep({ ...item, refusal: outcome.refused.get(item.mainCardNumber) })
    if (outcome.stoppedBy !== undefined) return setFailure(failureMessage(outcome.stoppedBy, SPEAKING_TEXTS.mockFailed))
    if (refusals.length > 0) return setRefused(refusals.map((item) => ({ part: item.mainCardNumber, reason: outcome.refused.get(item.mainCardNumber)! })))
    // The server has them all: nothing is left to keep in this browser.
    forgetAll()
    setComplete(true)
  }

  function collect(response: PartAudio, send: SendPart) {
    const confirmed = toKept(response, main, true)
    keep(confirmed)
    const parts = [...[...kept.parts.values()].filter((item) => item.mainCardNumber !== part), confirmed]
    if (completesSet) return void sendAll(parts, send)
    const next = openPartIndex(order, new Set(parts.filter((item) => isReady(item)).map((item) => item.mainCardNumber)))
    // Going back: an earlier part is still missing, and the set is sent only once it is there.
    setNotice(next < index ? `${SPEAKING_TEXTS.partCollected(part)} ${SPEAKING_TEXTS.partMissing(order[next]!)}` : SPEAKING_TEXTS.partCollected(part))
    goTo(next)
  }

  return {
    index,
    main,
    part,
    order,
    audio,
    refusal: keptPart?.refusal,
    changeAudio,
    setRecording,
    submitLabel: completesSet ? SPEAKING_TEXTS.submitAll : SPEAKING_TEXTS.submitPart(part),
    notice: collectsAtOnce ? (audio ? SPEAKING_TEXTS.partCollected(part) : '') : (shownNotice ?? ''),
    /** Submit pressed with a response: the mock's section keeps it; the speaking screens ask first. */
    submit: (response: PartAudio) => (collectsAtOnce ? changeAudio(response) : setConfirming(response)),
    confirming: confirming !== null,
    cancel: () => setConfirming(null),
    confirm() {
      setConfirming(null)
      if (!confirming) return
      if (ending.kind === 'submit') void sendNow(confirming, ending.send)
      else if (ending.kind === 'batch') collect(confirming, ending.send)
    },
    /** Work that is not with the server yet: leaving would leave it in this browser, or lose it while recording. */
    unsent: [...kept.parts.values()].some((item) => item.sentAt === undefined) || recording || percent !== null,
    recording,
    percent,
    failure,
    closeFailure: () => setFailure(null),
    refused,
    afterRefusal() {
      const first = refused?.[0]?.part
      setRefused(null)
      if (first !== undefined) goTo(Math.max(order.indexOf(first), 0))
    },
    /** Parts confirmed and waiting, other than the one on screen: listen to them or delete them (sent ones stay). */
    waiting: [...kept.parts.values()].filter((item) => item.collected && item.sentAt === undefined && item.mainCardNumber !== part),
    deleteCollected(mainCardNumber: number) {
      forget(mainCardNumber)
      setNotice(SPEAKING_TEXTS.partDeleted(mainCardNumber))
      goTo(Math.max(order.indexOf(mainCardNumber), 0))
    },
    complete,
  }
}

export type SpeakingExamSession = ReturnType<typeof useSpeakingExam>
