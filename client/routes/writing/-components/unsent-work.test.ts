import t from 'tap'
import { unsentWork } from './unsent-work.ts'

t.test('leaving is questioned only while something has not reached the server', (t) => {
  const idle = { phase: 'idle', saveState: 'saved', mode: 'computer', photos: 0 } as const
  t.equal(unsentWork(idle), null, 'everything saved')
  for (const saveState of ['pending', 'saving', 'offline'] as const) t.equal(unsentWork({ ...idle, saveState }), 'leaveLetter', `letter ${saveState}`)
  t.equal(unsentWork({ ...idle, saveState: 'closed' }), null, 'the server closed the attempt: nothing more to save')
  t.equal(unsentWork({ ...idle, mode: 'paper', photos: 2 }), 'leavePhotos', 'photos chosen, not sent')
  t.equal(unsentWork({ ...idle, mode: 'computer', photos: 2 }), null, 'photos of a mode not chosen are not sent anyway')
  t.equal(unsentWork({ ...idle, phase: 'confirm', mode: 'paper', photos: 1 }), 'leavePhotos')
  t.equal(unsentWork({ ...idle, phase: 'failed', saveState: 'pending' }), 'leaveLetter', 'a failed submit keeps the warning')
  t.equal(unsentWork({ ...idle, phase: 'sending', saveState: 'saved' }), 'leaveSending', 'a submit under way')
  t.equal(unsentWork({ ...idle, phase: 'done', saveState: 'pending', mode: 'paper', photos: 2 }), null, 'submitted: free to go')
  t.equal(unsentWork({ ...idle, phase: 'received', saveState: 'pending', mode: 'paper', photos: 1 }), null, 'the server already had the letter: free to go')
  t.equal(unsentWork({ ...idle, phase: 'nothing' }), null)
  t.end()
})
