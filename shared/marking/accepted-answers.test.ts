import t from 'tap'
import { acceptedAnswers } from './accepted-answers.ts'

t.test('a key as a person would write it: the first answer, then the others accepted', async (t) => {
  t.same(acceptedAnswers('(a) TIA/mini stroke/(a) mini-stroke'), { answer: 'TIA', alsoAccepted: ['mini stroke', 'mini-stroke'] }, 'an optional article is left out')
  t.same(acceptedAnswers('hanging (up)'), { answer: 'hanging up', alsoAccepted: ['hanging'] }, 'an optional word kept, and the answer without it')
  t.same(acceptedAnswers('(a/the) hairdryer/(a/the) hair-dryer/hair dryer'), { answer: 'hairdryer', alsoAccepted: ['hair-dryer', 'hair dryer'] })
  t.same(acceptedAnswers('(blood/arterial) pressure'), { answer: 'blood pressure', alsoAccepted: ['pressure'] }, "a group's first alternative")
  t.same(acceptedAnswers('infection(s)'), { answer: 'infections', alsoAccepted: ['infection'] })
  t.same(acceptedAnswers('(a (b) c) d'), { answer: 'a b c d', alsoAccepted: ['d'] }, 'nested groups')
  t.same(acceptedAnswers('120/80'), { answer: '120/80', alsoAccepted: [] }, 'a reading is one answer, as the marker reads it')
  t.same(acceptedAnswers('Pain  OR  ache / pain'), { answer: 'Pain', alsoAccepted: ['ache'] }, 'whitespace collapsed, one of each as the marker compares them')
  t.same(acceptedAnswers('(the)'), { answer: 'the', alsoAccepted: [] }, 'a key of an article only')
  t.equal(acceptedAnswers(''), null, 'an empty key accepts nothing')
  t.equal(acceptedAnswers('  /  '), null)
})
