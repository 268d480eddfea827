import t from 'tap'
import { noteLines } from './case-note-lines.ts'

t.test('a line with a colon is a label and a value; others are text', async (t) => {
  t.same(noteLines('Name: Mr Leonard Ashworth\nWidower (wife died 2022)\n\n  Allergies:  Penicillin (rash)  '), [
    { kind: 'pair', label: 'Name', value: 'Mr Leonard Ashworth' },
    { kind: 'text', text: 'Widower (wife died 2022)' },
    { kind: 'pair', label: 'Allergies', value: 'Penicillin (rash)' },
  ])
})

t.test('only the first separating colon splits; times and ratios stay whole', async (t) => {
  t.same(noteLines('Obs at 10:30 stable'), [{ kind: 'text', text: 'Obs at 10:30 stable' }])
  t.same(noteLines('Adrenaline 1:1000: 0.5 mg IM'), [{ kind: 'pair', label: 'Adrenaline 1:1000', value: '0.5 mg IM' }])
  t.same(noteLines('Plan: review at 14:00: bloods'), [{ kind: 'pair', label: 'Plan', value: 'review at 14:00: bloods' }])
})

t.test('a line that starts with a colon or only names a label', async (t) => {
  t.same(noteLines(': odd'), [{ kind: 'text', text: ': odd' }])
  t.same(noteLines('Medications:\r\nMetformin 1 g bd'), [
    { kind: 'pair', label: 'Medications', value: '' },
    { kind: 'text', text: 'Metformin 1 g bd' },
  ])
  t.same(noteLines(''), [])
})
