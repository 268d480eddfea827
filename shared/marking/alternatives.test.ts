import t from 'tap'
import { expandOptionalGroups, keyPhrasings, splitAlternatives } from './alternatives.ts'

t.test('splitAlternatives splits on "/" and the word "or" outside parentheses', async (t) => {
  t.same(splitAlternatives('nausea or vomiting'), ['nausea ', ' vomiting'])
  t.same(splitAlternatives('pain/ache OR soreness'), ['pain', 'ache ', ' soreness'])
  t.same(splitAlternatives('doctor, organ, for, north'), ['doctor, organ, for, north'], '"or" inside words does not split')
  t.same(splitAlternatives('(blood/arterial) pressure'), ['(blood/arterial) pressure'], 'groups keep their alternatives')
  t.same(splitAlternatives('120/80'), ['120/80'], 'a reading is one answer')
  t.same(splitAlternatives('one / two'), ['one / two'], 'number words count as numbers')
  t.same(splitAlternatives('3 mg/kg'), ['3 mg', 'kg'], 'only numbers on both sides keep a slash')
  t.same(splitAlternatives('(unclosed or open'), ['(unclosed ', ' open'], 'an unmatched "(" is a plain character')
})

t.test('expandOptionalGroups keeps or leaves out each group', async (t) => {
  t.same(expandOptionalGroups('(the) left arm'), [' left arm', 'the left arm'])
  t.same(expandOptionalGroups('infection(s)'), ['infection', 'infections'])
  t.same(expandOptionalGroups('(a) b (c)'), [' b ', ' b c', 'a b ', 'a b c'])
  t.same(expandOptionalGroups('(blood/arterial) pressure'), [' pressure', 'blood pressure', 'arterial pressure'])
  t.same(expandOptionalGroups('(a (b) c) d'), [' d', 'a (b) c d', 'a  c d', 'a b c d'], 'nested groups')
  t.same(expandOptionalGroups('(a (b) c'), ['(a  c', '(a b c'], 'unmatched "(" kept, later groups optional')
  t.same(expandOptionalGroups('no groups'), ['no groups'])
})

t.test('keyPhrasings lists each alternative as written and expanded, trimmed, without blanks', async (t) => {
  t.same(keyPhrasings('(the) left arm / forearm'), ['(the) left arm', 'forearm', 'left arm', 'the left arm'])
  t.same(keyPhrasings('a or or b'), ['a', 'b'])
  t.same(keyPhrasings('(optional)'), ['(optional)', 'optional'])
  t.same(keyPhrasings('   '), [])
})

t.test('a pathological key is capped, not exponential', async (t) => {
  const key = Array.from({ length: 20 }, (_, i) => `(w${i})`).join(' ')
  t.ok(keyPhrasings(key).length <= 257)
})
