import t from 'tap'
import { inputLevel, levelWords } from './input-level.ts'

const frame = (amplitude: number, length = 256) =>
  Uint8Array.from({ length }, (_, i) => Math.round(128 + amplitude * 127 * Math.sin((2 * Math.PI * i) / 32)))

t.test('silence reads 0, a full-scale tone nearly 1, a voice-like level in between', async (t) => {
  t.equal(inputLevel(new Uint8Array(256).fill(128)), 0)
  t.equal(inputLevel([]), 0, 'no samples')
  t.ok(inputLevel(frame(1)) > 0.9, 'full scale')
  const speech = inputLevel(frame(0.1))
  t.ok(speech > 0.5 && speech < 0.8, `a tenth of full scale reads ${speech.toFixed(2)}`)
  t.ok(inputLevel(frame(0.002)) < 0.1, 'room noise reads near empty')
})

t.test('louder input never reads lower', async (t) => {
  let previous = 0
  for (const amplitude of [0.001, 0.01, 0.05, 0.2, 0.5, 1]) {
    const level = inputLevel(frame(amplitude))
    t.ok(level >= previous, `${amplitude}: ${level.toFixed(2)}`)
    previous = level
  }
})

t.test('the level in words', async (t) => {
  t.equal(levelWords(0), 'silent')
  t.equal(levelWords(0.3), 'quiet')
  t.equal(levelWords(0.6), 'good')
  t.equal(levelWords(0.95), 'very loud')
})
