import { Writable } from 'node:stream'

/**
 * A log stream for a host a test builds, keeping each JSON line it writes, parsed, for the test to
 * read: what an operator would see in the log, at the product's own level.
 */
export function memoryLog<Line>() {
  const lines: Line[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line)
      done()
    },
  })
  return { lines, stream }
}
