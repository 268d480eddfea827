import t from 'tap'
import { letterOffset } from './anchor-offsets.ts'

t.test('offsets in the textarea map to the letter as stored, line breaks of any kind', async (t) => {
  t.equal(letterOffset('Dear Sir,\nI write', 12), 12)
  const crlf = 'Dear Sir,\r\nI write'
  const value = crlf.replace(/\r\n/g, '\n')
  const start = value.indexOf('write')
  t.equal(crlf.slice(letterOffset(crlf, start), letterOffset(crlf, start + 5)), 'write')
  t.equal(letterOffset(crlf, value.length), crlf.length)
  t.equal(letterOffset('abc', 0), 0)
})
