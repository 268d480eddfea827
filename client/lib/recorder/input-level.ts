/** Quieter than this (in dB below full scale) the meter shows empty: room noise, not a voice. */
const FLOOR_DB = -60

/**
 * How loud the input is, from 0 (silence) to 1 (full scale), from one frame of an AnalyserNode's
 * getByteTimeDomainData (unsigned bytes centred on 128). The root mean square is mapped from
 * decibels onto the scale, as a level meter shows it, so a normal speaking voice fills about half.
 */
export function inputLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0
  let sum = 0
  for (let i = 0; i < samples.length; i += 1) {
    const centred = ((samples[i] ?? 128) - 128) / 128
    sum += centred * centred
  }
  const rms = Math.sqrt(sum / samples.length)
  if (rms === 0) return 0
  const db = 20 * Math.log10(rms)
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB))
}

/** Below this level the input counts as silent (the student may want to check the microphone). */
export const SILENT_LEVEL = 0.1

/** How the level reads in words, for the meter's text and screen readers. */
export function levelWords(level: number): string {
  if (level < SILENT_LEVEL) return 'silent'
  if (level < 0.4) return 'quiet'
  if (level < 0.85) return 'good'
  return 'very loud'
}
