import t from 'tap'
import { base64OfDataUrl } from './base64.ts'

t.test('the data: prefix is dropped, the base64 kept whole', async (t) => {
  t.equal(base64OfDataUrl('data:audio/webm;codecs=opus;base64,GkXfo59ChoEB'), 'GkXfo59ChoEB')
  t.equal(base64OfDataUrl('data:;base64,'), '', 'an empty recording')
  t.equal(base64OfDataUrl('GkXf'), 'GkXf', 'already without a prefix')
  t.equal(base64OfDataUrl(`data:audio/webm;base64,${Buffer.from('hello').toString('base64')}`), 'aGVsbG8=')
})
