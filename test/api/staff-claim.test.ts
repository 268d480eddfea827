import t from 'tap'
import { databaseBackends } from '#test/helper.ts'
import { staffRepository } from '#api/modules/staff/repository.ts'
import { EVALUATION_FIELDS_MAX_BYTES } from '#shared/media/upload-limits.ts'
import type { ClaimResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import { bearer, claim, get, release, saveDraft, staffWorld } from './staff-helper.ts'

const hhmm = (iso: string) => iso.slice(11, 16)

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    const { app, clock, staff, staff2, admin, submissions } = await staffWorld(t, backend)
    const detail = async (token: string, id: string) => (await get(app, token, `/api/staff/submissions/${id}`)).json() as SubmissionDetail

    t.test('one evaluator at a time: a second gets 409 naming the holder and the time it runs to', async (t) => {
      const first = await claim(app, staff.token, submissions.typed)
      t.equal(first.statusCode, 200)
      const { claim: held } = first.json() as ClaimResponse
      t.match(held, { by: { id: staff.id, name: 'Sam Staff' }, mine: true })
      const second = await claim(app, staff2.token, submissions.typed)
      t.equal(second.statusCode, 409)
      t.same(second.json(), {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: `Sam Staff is evaluating this submission until ${hhmm(held.expiresAt)} UTC.`,
      })
      t.match((await detail(staff2.token, submissions.typed)).item.claim, { by: { name: 'Sam Staff' }, mine: false })
    })

    t.test('the holder claiming again renews the 30 minutes', async (t) => {
      clock.advance(20)
      const renewed = await claim(app, staff.token, submissions.typed)
      t.equal(renewed.statusCode, 200)
      clock.advance(20)
      t.equal((await claim(app, staff2.token, submissions.typed)).statusCode, 409, '40 minutes after the first claim, 20 after the renewal: still held')
    })

    t.test('a claim runs out after 30 minutes; then another evaluator may take it', async (t) => {
      clock.advance(11)
      t.equal((await detail(staff.token, submissions.typed)).item.claim, null, 'no longer shown')
      const taken = await claim(app, staff2.token, submissions.typed)
      t.equal(taken.statusCode, 200)
      t.match(taken.json(), { claim: { by: { name: 'Tess Two' } } })
      t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 409, 'and the first evaluator is now the one refused')
    })

    t.test('takeover: refused to staff (403), allowed to an admin', async (t) => {
      const byStaff = await claim(app, staff.token, submissions.typed, { takeover: true })
      t.equal(byStaff.statusCode, 403)
      t.match(byStaff.json(), { message: /Only an admin can take over/ })
      t.equal((await claim(app, admin.token, submissions.typed)).statusCode, 409, 'an admin without takeover is refused like anyone')
      const byAdmin = await claim(app, admin.token, submissions.typed, { takeover: true })
      t.equal(byAdmin.statusCode, 200)
      t.match(byAdmin.json(), { claim: { by: { name: 'Ada Admin' }, mine: true } })
      t.equal((await claim(app, staff2.token, submissions.typed)).statusCode, 409, 'the earlier holder has lost it')
    })

    t.test('release: not by another staff member (403); by the holder or an admin (204)', async (t) => {
      const byOther = await release(app, staff.token, submissions.typed)
      t.equal(byOther.statusCode, 403)
      t.match(byOther.json(), { message: /Only the evaluator working on this submission, or an admin/ })
      t.match((await detail(admin.token, submissions.typed)).item.claim, { by: { name: 'Ada Admin' } }, 'the refused release leaves the claim held')
      t.equal((await release(app, staff.token, '00000000-0000-4000-8000-000000000000')).statusCode, 404, 'no such submission')
      t.equal((await release(app, admin.token, submissions.typed)).statusCode, 204)
      t.equal((await detail(staff.token, submissions.typed)).item.claim, null)
      t.equal((await claim(app, staff.token, submissions.typed)).statusCode, 200)
      t.equal((await release(app, staff.token, submissions.typed)).statusCode, 204, 'the holder releases their own')
      t.equal((await claim(app, staff2.token, submissions.typed)).statusCode, 200, 'and the next evaluator can claim at once')
      t.equal((await release(app, staff2.token, submissions.typed)).statusCode, 204)
    })

    t.test('two evaluators claiming at the same moment: exactly one wins', async (t) => {
      const answers = await Promise.all([claim(app, staff.token, submissions.mock), claim(app, staff2.token, submissions.mock)])
      t.same(answers.map((res) => res.statusCode).sort(), [200, 409])
      const winner = answers[0]!.statusCode === 200 ? staff : staff2
      t.match((await detail(admin.token, submissions.mock)).item.claim, { by: { id: winner.id } })
      t.equal((await release(app, winner.token, submissions.mock)).statusCode, 204)
    })

    t.test('a release is one statement: it never clears a claim another evaluator took after the releaser looked', async (t) => {
      t.equal((await claim(app, staff2.token, submissions.mock)).statusCode, 200)
      // The releaser's view: the claim it saw had run out. The row now holds a fresh claim.
      const expiredBefore = new Date(clock.now().getTime() - 30 * 60 * 1000)
      t.equal(await staffRepository(app.database.db).release(submissions.mock, { userId: staff.id, expiredBefore }), false, 'nothing cleared')
      t.match((await detail(admin.token, submissions.mock)).item.claim, { by: { id: staff2.id } }, 'the fresh claim holds')
      t.equal((await release(app, staff2.token, submissions.mock)).statusCode, 204)
    })

    t.test('a claim needs no body, or an empty JSON object', async (t) => {
      const bare = await app.inject({ method: 'POST', url: `/api/staff/submissions/${submissions.paper}/claim`, headers: bearer(staff.token) })
      t.equal(bare.statusCode, 200, bare.body)
      const bad = await claim(app, staff.token, submissions.paper, { takeover: 'yes' })
      t.equal(bad.statusCode, 400)
      t.equal((await release(app, staff.token, submissions.paper)).statusCode, 204)
    })

    t.test('drafts: kept only for the claim holder, shown back to them alone', async (t) => {
      const body = { criteria: { purpose: 2 }, adminComments: 'Clear opening, ' }
      const unclaimed = await saveDraft(app, staff.token, submissions.speaking, body)
      t.equal(unclaimed.statusCode, 409)
      t.match(unclaimed.json(), { message: /Claim this submission before saving/ })
      t.equal((await claim(app, staff.token, submissions.speaking)).statusCode, 200)
      const saved = await saveDraft(app, staff.token, submissions.speaking, body)
      t.equal(saved.statusCode, 200)
      t.match(saved.json(), { savedAt: String })
      t.same((await detail(staff.token, submissions.speaking)).draft?.body, body)
      t.equal((await detail(staff2.token, submissions.speaking)).draft, null, 'another evaluator does not see it')
      const byOther = await saveDraft(app, staff2.token, submissions.speaking, body)
      t.equal(byOther.statusCode, 409)
      t.match(byOther.json(), { message: 'Sam Staff is evaluating this submission until ' })
      const again = { ...body, adminComments: 'Clear opening, good closing.' }
      t.equal((await saveDraft(app, staff.token, submissions.speaking, again)).statusCode, 200)
      t.same((await detail(staff.token, submissions.speaking)).draft?.body, again, 'saving again replaces it')
      const huge = await saveDraft(app, staff.token, submissions.speaking, { text: 'x'.repeat(EVALUATION_FIELDS_MAX_BYTES) })
      t.equal(huge.statusCode, 413)
      t.match(huge.json(), { message: 'A draft may be at most 512 KB.' })
      t.same((await detail(staff.token, submissions.speaking)).draft?.body, again, 'a refused draft changes nothing')
      clock.advance(31)
      t.equal((await saveDraft(app, staff.token, submissions.speaking, body)).statusCode, 409, 'nor after the claim ran out')
    })
  })
}
