import t from 'tap'
import { eq } from 'drizzle-orm'
import * as schema from '#api/db/schema.ts'
import { databaseBackends } from '#test/helper.ts'
import type { ClaimNowResponse, ClaimResponse, QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import type { PhraseResponse, PhrasesResponse } from '#shared/phrases/schema.ts'
import { bearer, claim, get, person, saveDraft, staffWorld } from './staff-helper.ts'
import { postJson, writingUrl } from './submissions-helper.ts'

/** Issue 18, an evaluator's speed: the due-soon order (decision 0060), the draft that goes with a takeover, the comment bank. */
for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    const { app, clock, staff, staff2, admin, student, tests, letter, submissions } = await staffWorld(t, backend)
    const detail = async (token: string, id: string) => (await get(app, token, `/api/staff/submissions/${id}`)).json() as SubmissionDetail
    const phrases = (token: string) => app.inject({ method: 'GET', url: '/api/staff/phrases', headers: bearer(token) })
    const keep = (token: string, text: unknown) => app.inject({ method: 'POST', url: '/api/staff/phrases', headers: bearer(token), payload: { text } })

    t.test('an admin takes over: the holder learns it from the claim call, and the draft goes with the claim', async (t) => {
      t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
      const typed = { criteria: { purpose: 3, content: 5 }, grade: '', adminComments: 'The purpose is clear; ', feedback: '' }
      t.equal((await saveDraft(app, staff.token, submissions.typed, typed)).statusCode, 200)
      const before = (await get(app, staff.token, `/api/staff/submissions/${submissions.typed}/claim`)).json() as ClaimNowResponse
      t.match(before.claim, { by: { name: 'Sam Staff' }, mine: true })

      const taken = await claim(app, admin.token, submissions.typed, { takeover: true })
      t.equal(taken.statusCode, 200)
      const answer = taken.json() as ClaimResponse
      t.same(answer.draft?.body, typed, 'the takeover answers with the first evaluator\'s unsaved form')
      t.same((await detail(admin.token, submissions.typed)).draft?.body, typed, 'and it is now the admin\'s draft')
      t.equal((await detail(staff.token, submissions.typed)).draft, null, 'it went with the claim: the first evaluator has none left')
      const after = (await get(app, staff.token, `/api/staff/submissions/${submissions.typed}/claim`)).json() as ClaimNowResponse
      t.match(after.claim, { by: { name: 'Ada Admin' }, mine: false }, 'the first evaluator\'s screen, asking, learns who holds it now')
      const late = await saveDraft(app, staff.token, submissions.typed, { ...typed, adminComments: 'typed after the takeover' })
      t.equal(late.statusCode, 409, 'a draft saved after the takeover is refused, so it cannot overwrite the admin\'s')
      t.same((await detail(admin.token, submissions.typed)).draft?.body, typed)
      t.equal((await get(app, staff.token, '/api/staff/submissions/00000000-0000-4000-8000-000000000000/claim')).statusCode, 404)
      t.equal((await get(app, student.token, `/api/staff/submissions/${submissions.typed}/claim`)).statusCode, 403, 'a student may not ask')
    })

    t.test('a newer draft of the new holder\'s own is kept', async (t) => {
      t.equal((await claim(app, staff2.token, submissions.paper)).statusCode, 200)
      t.equal((await saveDraft(app, staff2.token, submissions.paper, { adminComments: 'older' })).statusCode, 200)
      t.equal((await claim(app, admin.token, submissions.paper, { takeover: true })).statusCode, 200)
      t.equal((await saveDraft(app, admin.token, submissions.paper, { adminComments: 'the admin\'s, newer' })).statusCode, 200)
      clock.advance(1)
      t.equal((await claim(app, staff2.token, submissions.paper)).statusCode, 409, 'staff cannot take it back while it is held')
      t.same((await detail(admin.token, submissions.paper)).draft?.body, { adminComments: 'the admin\'s, newer' })
    })

    t.test('due soon: the overdue first, the longest overdue on top, then the least time left; "due" and "oldest" name that one order', async (t) => {
      // Two letters sent yesterday (their 24 hours have run out), one this morning.
      const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3600_000)
      await app.database.db.update(schema.submissions).set({ createdAt: hoursAgo(26) }).where(eq(schema.submissions.id, submissions.typed))
      await app.database.db.update(schema.submissions).set({ createdAt: hoursAgo(25) }).where(eq(schema.submissions.id, submissions.paper))
      const late = await person(app, 'student', 'Lena Late')
      const sent = await postJson(app, { token: late.token }, writingUrl(tests.writing), { writingAnswer: letter })
      t.equal(sent.statusCode, 201, sent.body)
      const { submissionId } = sent.json() as { submissionId: string }
      await app.database.db.update(schema.submissions).set({ createdAt: hoursAgo(5) }).where(eq(schema.submissions.id, submissionId))
      const queue = async (sort?: string) => {
        const res = await get(app, staff.token, `/api/staff/submissions?status=pending&skill=writing${sort ? `&sort=${sort}` : ''}`)
        t.equal(res.statusCode, 200, res.body)
        return (res.json() as QueueResponse).items.map((item) => item.student.name)
      }
      const order = ['Stella Student', 'Otto Other', 'Lena Late']
      t.same(await queue(), order, 'overdue by 2 h, overdue by 1 h, then 19 h left')
      t.same(await queue('due'), order)
      t.same(await queue('oldest'), order)
      const bad = await get(app, staff.token, '/api/staff/submissions?sort=newest')
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { message: /sort/ })
    })

    t.test('the comment bank: each evaluator\'s own, kept on the server, the same words once', async (t) => {
      t.same((await phrases(staff.token)).json(), { items: [] })
      const first = await keep(staff.token, '  Purpose is clear from the opening paragraph.  ')
      t.equal(first.statusCode, 201)
      const kept = (first.json() as PhraseResponse).phrase
      t.equal(kept.text, 'Purpose is clear from the opening paragraph.', 'kept without the spaces around it')
      const again = await keep(staff.token, 'Purpose is clear from the opening paragraph.')
      t.equal(again.statusCode, 200, 'the same words again: kept once')
      t.equal((again.json() as PhraseResponse).phrase.id, kept.id)
      t.equal((await keep(staff.token, 'Add the discharge date.')).statusCode, 201)
      t.same(((await phrases(staff.token)).json() as PhrasesResponse).items.map((p) => p.text), ['Add the discharge date.', 'Purpose is clear from the opening paragraph.'])
      t.notOk(((await phrases(staff.token)).json() as PhrasesResponse).items.some((p) => p.shared), 'their own, none shared')
      t.same((await phrases(staff2.token)).json(), { items: [] }, 'another evaluator does not see them')

      const empty = await keep(staff.token, '   ')
      t.equal(empty.statusCode, 400)
      t.match(empty.json(), { message: 'Write or select the words to keep as a phrase first.' })
      const long = await keep(staff.token, 'x'.repeat(501))
      t.equal(long.statusCode, 400)
      t.match(long.json(), { message: /at most 500 characters; this one has 501/ })
      t.equal((await keep(staff.token, 42)).statusCode, 400, 'not text')
      t.equal(((await phrases(staff.token)).json() as PhrasesResponse).items.length, 2, 'a refused phrase changes nothing')

      const byOther = await app.inject({ method: 'DELETE', url: `/api/staff/phrases/${kept.id}`, headers: bearer(staff2.token) })
      t.equal(byOther.statusCode, 404, 'nobody removes another evaluator\'s phrase')
      const removed = await app.inject({ method: 'DELETE', url: `/api/staff/phrases/${kept.id}`, headers: bearer(staff.token) })
      t.equal(removed.statusCode, 204)
      t.same(((await phrases(staff.token)).json() as PhrasesResponse).items.map((p) => p.text), ['Add the discharge date.'])
      t.equal((await phrases(student.token)).statusCode, 403, 'students have no comment bank')
      t.equal((await keep(student.token, 'hello')).statusCode, 403)
    })

    t.test("the admins' shared bank: in every evaluator's, added to and removed from by admins only", async (t) => {
      const share = (token: string, text: string) => app.inject({ method: 'POST', url: '/api/staff/phrases', headers: bearer(token), payload: { text, shared: true } })
      const refused = await share(staff.token, 'Check the date format.')
      t.equal(refused.statusCode, 403, 'an evaluator keeps only their own')
      t.match(refused.json(), { message: /Only an admin keeps phrases for every evaluator/ })
      const made = await share(admin.token, 'Use the reader’s title and surname.')
      t.equal(made.statusCode, 201)
      const shared = (made.json() as PhraseResponse).phrase
      t.equal(shared.shared, true)
      for (const [who, token] of [['staff', staff.token], ['staff2', staff2.token], ['admin', admin.token]] as const) {
        const items = ((await phrases(token)).json() as PhrasesResponse).items
        t.ok(items.some((p) => p.id === shared.id && p.shared), `${who} has it`)
      }
      t.equal((await keep(staff2.token, 'Use the reader’s title and surname.')).statusCode, 201, 'an evaluator may keep the same words as their own')
      t.equal(((await phrases(staff2.token)).json() as PhrasesResponse).items.filter((p) => p.text === 'Use the reader’s title and surname.').length, 1, 'offered once, the shared one')
      const byEvaluator = await app.inject({ method: 'DELETE', url: `/api/staff/phrases/${shared.id}`, headers: bearer(staff.token) })
      t.equal(byEvaluator.statusCode, 403, 'an evaluator cannot remove a shared phrase')
      t.match(byEvaluator.json(), { message: /only an admin can remove it/ })
      t.equal((await app.inject({ method: 'DELETE', url: `/api/staff/phrases/${shared.id}`, headers: bearer(admin.token) })).statusCode, 204)
      t.notOk(((await phrases(staff.token)).json() as PhrasesResponse).items.some((p) => p.id === shared.id), 'gone from every bank')
      t.equal((await app.inject({ method: 'POST', url: '/api/staff/phrases', headers: bearer(admin.token), payload: { text: 'x', shared: 'yes' } })).statusCode, 400)
    })
  })
}
