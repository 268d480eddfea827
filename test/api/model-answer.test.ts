import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import { NO_MODEL_ANSWER, NOT_EVALUATED_YET } from '#api/modules/submissions/model-answer.ts'
import { HTTP_BACKEND } from '#test/helper.ts'
import { importDocument } from './attempts-helper.ts'
import { buildStaffApi, claim, get, person, postForm, type Api } from './staff-helper.ts'
import { postJson, speakingUrl, webm, writingUrl } from './submissions-helper.ts'

/** Issue 36: a submission's model answer, its student's once their own work is evaluated. */

const MODEL_LETTER = 'Dear Ms Thorne,\n\nRe: Mr Leonard Ashworth\n\nI am writing to refer Mr Ashworth.\n\nYours sincerely,\nNurse'
const MODEL_ROLE_PLAY = 'Nurse: Good morning, I am the nurse looking after you today.\nPatient: Good morning.'
const WRITING = { purpose: 2, content: 5, conciseness: 5, genre: 6, organisation: 5, language: 4 }
const SPEAKING = { intelligibility: 5, fluency: 4, appropriateness: 5, grammar: 4, relationship: 3, perspective: 2, structure: 2, gathering: 3, giving: 2 }

const modelOf = (app: Api, token: string, id: string) => get(app, token, `/api/submissions/${id}/model-answer`)

t.test("a letter's and a role-play's model answer: after evaluation for their student, at any time for staff, never for another", async (t) => {
  const { app } = await buildStaffApi(t, HTTP_BACKEND)
  const admin = await person(app, 'admin')
  const staff = await person(app, 'staff')
  const student = await person(app, 'student')
  const other = await person(app, 'student')
  const writing = sampleDocument('oetWriting')
  ;(writing.content as WritingTest).modelLetter = MODEL_LETTER
  const speaking = sampleDocument('oetSpeaking')
  ;(speaking.content as SpeakingTest).mainCards[0]!.modelRolePlay = MODEL_ROLE_PLAY
  const tests = { writing: await importDocument(app, admin.token, writing), speaking: await importDocument(app, admin.token, speaking), bare: await importDocument(app, admin.token, sampleDocument('oetWriting')) }

  const letter = (await postJson(app, { token: student.token }, writingUrl(tests.writing), { writingAnswer: 'Dear Ms Thorne, I refer Mr Ashworth.' })).json().submissionId as string
  const recording = (await postForm(app, { token: student.token }, speakingUrl(tests.speaking), [['mainCardNumber', '1'], ['audio', await webm(), 'part1.webm', 'audio/webm']])).json().submissionId as string
  const bare = (await postJson(app, { token: other.token }, writingUrl(tests.bare), { writingAnswer: 'Dear Doctor, please see her.' })).json().submissionId as string

  const before = await modelOf(app, student.token, letter)
  t.equal(before.statusCode, 409, 'not before the work is evaluated: the student writes their own first')
  t.equal(before.json().message, NOT_EVALUATED_YET)
  t.same((await modelOf(app, staff.token, letter)).json(), { kind: 'letter', text: MODEL_LETTER }, 'staff see it at any time')
  t.equal((await modelOf(app, other.token, letter)).statusCode, 404, "another student's submission is not found")

  for (const [id, criteria] of [[letter, WRITING], [recording, SPEAKING], [bare, WRITING]] as const) {
    t.equal((await claim(app, staff.token, id)).statusCode, 200)
    const evaluated = await postForm(app, { token: staff.token }, `/api/staff/submissions/${id}/evaluation`, [['criteria', JSON.stringify(criteria)], ['grade', 'B']])
    t.equal(evaluated.statusCode, 200)
  }
  t.same((await modelOf(app, student.token, letter)).json(), { kind: 'letter', text: MODEL_LETTER }, 'evaluated: the model letter')
  t.same((await modelOf(app, student.token, recording)).json(), { kind: 'role-play', text: MODEL_ROLE_PLAY }, "the role-play's own model")
  const none = await modelOf(app, other.token, bare)
  t.equal(none.statusCode, 404)
  t.equal(none.json().message, NO_MODEL_ANSWER, 'a task without one says so')
  t.equal((await modelOf(app, student.token, 'not-a-uuid')).statusCode, 400)
})
