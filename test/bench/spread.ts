/** Several runs of one figure: the median says what is typical, the range how far a run strays. */
export interface Spread {
  median: number
  min: number
  max: number
  runs: number
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no runs to summarise')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs: sorted.length }
}

const wholeMs = (ms: number) => Math.round(ms).toLocaleString('en-US')

/** "1,234 ms (1,180-1,290, 3 runs)" */
export const formatSpreadMs = ({ median, min, max, runs }: Spread) => `${wholeMs(median)} ms (${wholeMs(min)}-${wholeMs(max)}, ${runs} runs)`
