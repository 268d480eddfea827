import t from 'tap'
import { reconcileLetter } from './letter-merge.ts'

const BASE = 'Dear Dr Patel,\n\nRe: Mrs Jones, aged 72.\n\nThank you for seeing Mrs Jones.\n\nYours sincerely,'

t.test('edits in different places of the letter are both kept', async (t) => {
  const mine = BASE.replace('aged 72.', 'aged 72, who fell at home.')
  const theirs = BASE.replace('Thank you for seeing Mrs Jones.', 'Thank you for seeing Mrs Jones, who is allergic to penicillin.')
  t.same(reconcileLetter(BASE, mine, theirs), {
    kind: 'merged',
    text: 'Dear Dr Patel,\n\nRe: Mrs Jones, aged 72, who fell at home.\n\nThank you for seeing Mrs Jones, who is allergic to penicillin.\n\nYours sincerely,',
  })
})

t.test('a device that had not changed its copy takes the server letter; the same text on both is no change', async (t) => {
  t.same(reconcileLetter('', '', 'Three paragraphs typed on the laptop.'), { kind: 'adopt', text: 'Three paragraphs typed on the laptop.' })
  t.same(reconcileLetter(BASE, `${BASE} Dr Lee`, `${BASE} Dr Lee`), { kind: 'same' })
  t.same(reconcileLetter(BASE, `${BASE} Dr Lee`, BASE), { kind: 'merged', text: `${BASE} Dr Lee` }, 'only this device changed it')
})

t.test('the same words changed on both, or two letters begun apart, are a conflict: neither is dropped', async (t) => {
  t.same(reconcileLetter(BASE, BASE.replace('Dr Patel', 'Dr Lee'), BASE.replace('Dr Patel', 'Dr Khan')), { kind: 'conflict' })
  t.same(reconcileLetter('', 'Dear Sir', 'Three paragraphs typed on the laptop.'), { kind: 'conflict' })
})
