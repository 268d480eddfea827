import 'fake-indexeddb/auto'
import t from 'tap'
import type { MainCard } from '#shared/speaking/schema.ts'
import { forgetResponse, forgetResponses, KEPT_DAYS, keepResponse, keptResponses, type KeptResponse, type ResponseScope } from './kept-responses.ts'

const card: MainCard = {
  mainCardNumber: 1,
  cards: [{ setting: 'Ward', roleLabel: 'Nurse', cardType: 'Candidate card', description: 'A patient', tasks: [{ text: 'Explain' }] }],
}
const mine: ResponseScope = { screen: 'mock-speaking', userId: 'student-a', testId: 'mock-1' }
const response = (mainCardNumber: number, text: string, keptAt = Date.now()): KeptResponse => ({
  mainCardNumber,
  card: { ...card, mainCardNumber },
  blob: new Blob([text], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  source: 'recording',
  name: 'recording.webm',
  durationSeconds: 3.5,
  collected: false,
  keptAt,
})

t.test('a kept response comes back whole, in part order, and only to its own student, test and screen', async (t) => {
  await keepResponse(mine, response(2, 'second'))
  await keepResponse(mine, { ...response(1, 'first'), collected: true })
  await keepResponse({ ...mine, userId: 'student-b' }, response(1, 'another student'))
  await keepResponse({ ...mine, testId: 'mock-2' }, response(1, 'another test'))
  await keepResponse({ ...mine, screen: 'oet-speaking' }, response(1, 'the standalone screen'))

  const kept = await keptResponses(mine)
  t.same(
    kept.map((item) => [item.mainCardNumber, item.collected, item.card.mainCardNumber, item.durationSeconds]),
    [
      [1, true, 1, 3.5],
      [2, false, 2, 3.5],
    ],
  )
  t.equal(await kept[0]!.blob.text(), 'first', 'the recording itself')
  t.equal(kept[0]!.blob.type, 'audio/webm')

  await keepResponse(mine, response(2, 'recorded again'))
  t.equal(await (await keptResponses(mine))[1]!.blob.text(), 'recorded again', 'a part holds one response')

  await forgetResponse(mine, 1)
  t.same((await keptResponses(mine)).map((item) => item.mainCardNumber), [2], 'a deleted part is gone')
  await forgetResponses(mine)
  t.same(await keptResponses(mine), [], 'all sent: nothing left')
  t.equal((await keptResponses({ ...mine, userId: 'student-b' })).length, 1, "another student's response is untouched")
  t.equal((await keptResponses({ ...mine, testId: 'mock-2' })).length, 1)
  t.equal((await keptResponses({ ...mine, screen: 'oet-speaking' })).length, 1)
})

t.test('responses left for longer than the keeping time are swept', async (t) => {
  const old = Date.now() - (KEPT_DAYS + 1) * 24 * 60 * 60 * 1000
  const other: ResponseScope = { screen: 'oet-speaking', userId: 'student-c', testId: 'speaking-9' }
  await keepResponse(other, response(1, 'forgotten', old))
  await keepResponse(mine, response(1, 'recent'))
  t.same((await keptResponses(mine)).map((item) => item.mainCardNumber), [1])
  t.same(await keptResponses(other), [], 'an old response of any test is removed')
})
