import t from 'tap'
import { eq } from 'drizzle-orm'
import { submissions } from '#api/db/schema.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { UNKNOWN_ID } from './attempts-helper.ts'
import { get, jpeg, photo, postForm, postJson, speakingUrl, submissionsWorld, webm, writingUrl } from './submissions-helper.ts'

type World = Awaited<ReturnType<typeof submissionsWorld>>

/** Marks a submission evaluated, as the staff's evaluation does: only then may the test be sent again (decision 0032). */
async function evaluated(app: World['app'], res: { json(): { submissionId: string } }) {
  await app.database.db.update(submissions).set({ status: 'evaluated', evaluatedAt: new Date() }).where(eq(submissions.id, res.json().submissionId))
}

const backend = HTTP_BACKEND

t.test('writing results: mine only, newest first, with their files and urls; per test too', async (t) => {
  const { app, student, other, tests } = await submissionsWorld(t, backend)
  const first = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'First letter.' })
  await evaluated(app, first)
  const second = await postForm(app, { token: student }, writingUrl(tests.writing), [await photo('a.jpg'), ['file', await jpeg(30, 40), 'b.jpg', 'image/jpeg']])
  await evaluated(app, second)
  const third = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'Third letter, longer.' })
  const mine = (await get(app, student, '/api/writing-tests/student/results')).json()
  t.same(
    mine.map((s: { id: string }) => s.id),
    [third, second, first].map((res) => res.json().submissionId),
    'newest first',
  )
  t.match(mine[0], { mode: 'computer', wordCount: 3, writingAnswer: 'Third letter, longer.', files: [] })
  t.equal(mine[1].files.length, 2)
  t.match(mine[1].files[1], { id: String, url: `/api/submission-files/${mine[1].files[1].id}`, contentType: 'image/jpeg', width: 30, height: 40 })
  t.ok(Date.parse(mine[0].createdAt) >= Date.parse(mine[2].createdAt))
  t.same((await get(app, student, '/api/writing-tests/results')).json(), mine, 'SPEC’s other path answers the same')
  t.same((await get(app, student, `/api/oet-writing-tests/${tests.writing}/results`)).json(), mine)
  t.same((await get(app, other, '/api/writing-tests/student/results')).json(), [], 'another student sees none of them')
  t.same((await get(app, other, `/api/oet-writing-tests/${tests.writing}/results`)).json(), [])
  t.same((await get(app, student, '/api/speaking-tests/student/results')).json(), [], 'writing is not listed with speaking')
  t.equal((await get(app, student, `/api/oet-writing-tests/${tests.speaking}/results`)).statusCode, 404)
  t.equal((await get(app, student, `/api/oet-speaking-tests/${UNKNOWN_ID}/results`)).statusCode, 404)
  t.equal((await app.inject({ method: 'GET', url: '/api/writing-tests/student/results' })).statusCode, 401)
})

t.test('a file: its student and staff read it; another student gets 404; Range serves part of a recording', async (t) => {
  const { app, student, other, staff, tests } = await submissionsWorld(t, backend)
  const recording = await webm()
  const res = await postJson(app, { token: student }, speakingUrl(tests.speaking), { mainCardNumber: 1, audio: recording.toString('base64'), fileName: 'a.webm' })
  const [listed] = (await get(app, student, `/api/oet-speaking-tests/${tests.speaking}/results`)).json()
  const url: string = listed.files[0].url

  const own = await get(app, student, url)
  t.equal(own.statusCode, 200)
  t.equal(own.headers['content-type'], 'audio/webm')
  t.equal(own.headers['accept-ranges'], 'bytes')
  t.same(own.rawPayload, recording)
  const theirs = await get(app, other, url)
  t.equal(theirs.statusCode, 404)
  t.same(theirs.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No such file.' })
  t.same(await get(app, other, `/api/submission-files/${UNKNOWN_ID}`).then((r) => r.json()), theirs.json(), 'the same as a file that does not exist')
  const staffRead = await get(app, staff, url)
  t.equal(staffRead.statusCode, 200)
  t.same(staffRead.rawPayload, recording)

  const part = await get(app, student, url, { range: 'bytes=0-99' })
  t.equal(part.statusCode, 206)
  t.equal(part.headers['content-range'], `bytes 0-99/${recording.length}`)
  t.same(part.rawPayload, recording.subarray(0, 100))
  const outside = await get(app, student, url, { range: `bytes=${recording.length + 10}-` })
  t.equal(outside.statusCode, 416)
  t.equal((await app.inject({ method: 'GET', url })).statusCode, 401)

  const id = res.json().submissionId
  const one = await get(app, student, `/api/speaking-tests/results/${id}`)
  t.equal(one.statusCode, 200)
  t.same(one.json(), listed)
  t.equal((await get(app, other, `/api/speaking-tests/results/${id}`)).statusCode, 404)
  t.equal((await get(app, staff, `/api/speaking-tests/results/${id}`)).statusCode, 200)
  const letter = await postJson(app, { token: student }, writingUrl(tests.writing), { writingAnswer: 'A letter.' })
  t.equal((await get(app, student, `/api/speaking-tests/results/${letter.json().submissionId}`)).statusCode, 404, 'a writing submission is not a speaking result')
})
