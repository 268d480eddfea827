/** One sample of a Prometheus text exposition: a name, its labels and its value. */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface Exposition {
  samples: Sample[]
  /** Each metric family's TYPE line. */
  types: Map<string, string>
  /** The samples of `name` whose labels include all of `labels`. */
  find(name: string, labels?: Record<string, string>): Sample[]
  /** The sum of those samples' values (0 when there are none). */
  sum(name: string, labels?: Record<string, string>): number
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y
const unescape = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text)
    if (!match) throw new Error(`bad labels in ${JSON.stringify(line)}`)
    labels[match[1]!] = unescape(match[2]!)
  }
  return labels
}

function parseValue(text: string, line: string): number {
  // As Prometheus reads them (Go's ParseFloat): any case; prom-client writes an empty mean as "Nan".
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity
  if (/^-inf(inity)?$/i.test(text)) return -Infinity
  if (/^nan$/i.test(text)) return NaN
  const value = Number(text)
  if (Number.isNaN(value)) throw new Error(`bad value in ${JSON.stringify(line)}`)
  return value
}

/** Parses Prometheus' text format (version 0.0.4), throwing on a line that is not in it. */
export function parseExposition(text: string): Exposition {
  const samples: Sample[] = []
  const types = new Map<string, string>()
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line)
    if (type) types.set(type[1]!, type[2]!)
    if (line.startsWith('#')) continue
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`not a Prometheus sample: ${JSON.stringify(line)}`)
    samples.push({ name: match[1]!, labels: parseLabels(match[2] ?? '', line), value: parseValue(match[3]!, line) })
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
  return { samples, types, find, sum: (name, labels) => find(name, labels).reduce((total, sample) => total + sample.value, 0) }
}
