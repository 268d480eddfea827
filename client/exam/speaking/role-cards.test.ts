import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import { firstOpenCard, isSpeakingTest, orderedMainCards, taskBullets } from './role-cards.ts'
import { speakingTitle, SPEAKING_TEXTS } from './texts.ts'

t.test('task bullets: each task text split on blank lines, empty pieces dropped', async (t) => {
  t.same(taskBullets([{ text: 'Find out why.\n\nExplain the plan.\r\n  \r\nReassure.' }, { text: 'Advise.' }]), [
    'Find out why.',
    'Explain the plan.',
    'Reassure.',
    'Advise.',
  ])
  t.same(taskBullets([{ text: 'One line\nstill one bullet' }]), ['One line\nstill one bullet'], 'a single line break is not a new bullet')
  t.same(taskBullets([{ text: '\n\n' }]), [])
})

const test: SpeakingTest = {
  title: 'Speaking 1',
  discipline: 'Nursing',
  mainCards: [
    { mainCardNumber: 2, cards: [{ setting: 's', roleLabel: 'Nurse', cardType: 'Candidate card', description: 'd', tasks: [] }] },
    { mainCardNumber: 1, cards: [{ setting: 's', roleLabel: 'Nurse', cardType: 'Candidate card', description: 'd', tasks: [] }] },
  ],
}

t.test('role-plays in number order; a returning student starts at the first not submitted', async (t) => {
  const cards = orderedMainCards(test)
  t.same(
    cards.map((card) => card.mainCardNumber),
    [1, 2],
  )
  t.equal(firstOpenCard(cards, []), 0)
  t.equal(firstOpenCard(cards, [1]), 1)
  t.equal(firstOpenCard(cards, [2]), 0)
  t.equal(firstOpenCard(cards, [1, 2]), -1)
})

t.test('the content check: a speaking test with cards, or not', async (t) => {
  t.ok(isSpeakingTest(test))
  t.ok(isSpeakingTest(sampleDocument('oetSpeaking').content))
  t.notOk(isSpeakingTest({ ...test, mainCards: [] }), 'empty')
  t.notOk(isSpeakingTest({ title: 'x' }))
  t.notOk(isSpeakingTest({ ...test, mainCards: [{ mainCardNumber: 1, cards: [{}] }] }))
  t.notOk(isSpeakingTest(null))
})

t.test('the title is prefixed OET once; the completion text for two parts is the quoted one', async (t) => {
  t.equal(speakingTitle('Speaking Sub-test 1'), 'OET Speaking Sub-test 1')
  t.equal(speakingTitle('OET Speaking 2'), 'OET Speaking 2')
  t.equal(SPEAKING_TEXTS.completeBody(2), "You've successfully submitted both parts.")
  t.equal(SPEAKING_TEXTS.completeBody(3), "You've successfully submitted all 3 parts.")
})
