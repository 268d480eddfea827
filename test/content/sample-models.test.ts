import t from 'tap'
import { readdir } from 'node:fs/promises'
import type { MockTest } from '#shared/mock/schema.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import { ROOT, sampleDocument } from './sample-documents.ts'

// Model answers (issue 36): every sample writing task has a model letter (the letter checks hold
// it to finding nothing: server/api/modules/letter-checks/corpus.test.ts), and every role-play a
// model transcript, one turn a line, the candidate's role speaking first.

const folders = (await readdir(`${ROOT}content`, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name)

t.test('every sample writing task has a model letter, every role-play a model transcript', async (t) => {
  let letters = 0
  let rolePlays = 0
  for (const folder of folders) {
    const document = await sampleDocument(folder)
    const content = document.content as WritingTest & SpeakingTest & MockTest
    const writing = document.kind === 'oet-writing' ? content : document.kind === 'mock' ? content.writing : undefined
    const speaking = document.kind === 'oet-speaking' ? content : document.kind === 'mock' ? content.speaking : undefined
    if (writing) {
      t.ok(writing.modelLetter?.includes('Yours sincerely'), `${folder}: a model letter`)
      letters += 1
    }
    for (const card of speaking?.mainCards ?? []) {
      const turns = card.modelRolePlay?.split('\n') ?? []
      const role = card.cards[0]!.roleLabel
      t.ok(turns.length >= 10, `${folder} role-play ${card.mainCardNumber}: ${turns.length} turns`)
      t.ok(turns[0]?.startsWith(`${role}:`), `${folder} role-play ${card.mainCardNumber}: the ${role} opens`)
      t.ok(turns.every((turn) => /^[A-Z][A-Za-z ]*: \S/u.test(turn)), `${folder} role-play ${card.mainCardNumber}: every line a speaker's turn`)
      rolePlays += 1
    }
  }
  t.equal(letters, 11, 'eight writing tests and three mocks')
  t.equal(rolePlays, 22, 'two role-plays in each of eight speaking tests and three mocks')
})
