import t from 'tap'
import { MICROPHONE_MESSAGES, MicrophoneProblem, microphoneProblemOf } from './microphone-problem.ts'

const named = (name: string) => Object.assign(new Error('x'), { name })

t.test('each getUserMedia failure becomes a message the student can act on', async (t) => {
  t.equal(microphoneProblemOf(named('NotAllowedError')).kind, 'refused')
  t.equal(microphoneProblemOf(named('SecurityError')).kind, 'refused', 'a page not allowed to ask at all')
  t.equal(microphoneProblemOf(named('PermissionDeniedError')).kind, 'refused', 'old Chrome')
  t.equal(microphoneProblemOf(named('NotFoundError')).kind, 'missing')
  t.equal(microphoneProblemOf(named('OverconstrainedError')).kind, 'missing')
  t.equal(microphoneProblemOf(named('NotReadableError')).kind, 'busy')
  t.equal(microphoneProblemOf(new TypeError('getUserMedia is not a function')).kind, 'unsupported')
  t.equal(microphoneProblemOf(undefined).kind, 'unsupported')
})

t.test('the refused message says how to allow the microphone', async (t) => {
  const problem = microphoneProblemOf(named('NotAllowedError'))
  t.match(problem.message, /^Microphone access was refused/)
  t.match(problem.message, /set Microphone to Allow/)
  t.match(problem.message, /upload a recording instead/)
  t.equal(problem.message, MICROPHONE_MESSAGES.refused)
})

t.test('a problem already named passes through', async (t) => {
  const problem = new MicrophoneProblem('missing')
  t.equal(microphoneProblemOf(problem), problem)
})
