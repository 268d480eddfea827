import { createHash } from 'node:crypto'

/*
 * How make-audio.ts lays a recording out in time: a lead-in of silence, the turns joined by pauses
 * of known lengths, a tail of silence. Shared with scripts/content/answer-stretches.ts, which finds
 * the turns in a built recording by these pauses.
 */

/**
 * Silence between turns, in seconds, chosen per gap from a range in steps of 0.05 s: shorter when
 * one speaker goes on, longer when another answers, longest before and after the narrator.
 */
export const PAUSES = {
  sameSpeaker: [0.3, 0.5],
  otherSpeaker: [0.45, 0.85],
  narrator: [0.9, 1.3],
} as const satisfies Record<string, readonly [number, number]>
/** Silence before the first turn and after the last, in seconds. */
export const LEAD_IN = 0.5
export const TAIL = 1.0

/** The narrator's speaker name: the pauses before and after the narrator are the longest. */
export const NARRATOR = 'narrator'

/**
 * The pause after each turn but the last, by who speaks on either side of it. The same pauses on
 * every build of a script: a small PRNG seeded by the output path.
 */
export function pauses(seedText: string, speakers: string[]): number[] {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0)
  return speakers.slice(1).map((speaker, i) => {
    const previous = speakers[i]!
    const [min, max] =
      speaker === NARRATOR || previous === NARRATOR
        ? PAUSES.narrator
        : speaker === previous
          ? PAUSES.sameSpeaker
          : PAUSES.otherSpeaker
    const steps = Math.round((max - min) / 0.05)
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    return Math.round((min + (seed % (steps + 1)) * 0.05) * 100) / 100
  })
}
