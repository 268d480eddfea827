import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import type { ImportDocument } from '#shared/content/schema.ts'
import type { LetterChecks } from '#shared/letter-checks/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import { NO_WRITING_TASK, NOT_DURING_SIMULATION } from '#api/modules/letter-checks/service.ts'
import { MAX_FINDINGS } from '#api/modules/letter-checks/check-letter.ts'
import { WRITING_LOCKED_SECONDS } from '#shared/timing/durations.ts'
import { databaseBackends } from '#test/helper.ts'
import { UNKNOWN_ID, ageAttempt, importDocument, startedId, type Api } from './attempts-helper.ts'
import { get, postJson, submissionsWorld, writingUrl } from './submissions-helper.ts'

/** A referral task whose notes the author marked: the allergy is needed, the dog is not. */
function markedTask(): ImportDocument {
  const document = sampleDocument('oetWriting')
  const content = document.content as WritingTest
  content.writingPrompt = "Today's date is 12/03/2025. Write a referral letter.\n\nAddress the letter to Ms Rebecca Thorne, District Nurse, 5 Station Road, Millbrook."
  content.caseNotes = [
    { title: 'Patient details', subSections: [{ label: 'Patient', content: 'Name: Mr Leonard (Len) Ashworth\nDOB: 14/02/1943', relevant: true, keyTerms: ['Ashworth'] }] },
    {
      title: 'Medical history',
      subSections: [
        { label: 'Allergies', content: 'Penicillin (rash, 1998)', relevant: true, keyTerms: ['penicillin'] },
        { label: 'Medications', content: 'Clindamycin 450 mg tds, to finish 16/03/2025', relevant: true, keyTerms: ['clindamycin', '450 mg'] },
        { label: 'Pets', content: 'Dog (border collie) cared for by neighbour', relevant: false, keyTerms: ['border collie|dog', 'neighbour'] },
      ],
    },
  ]
  content.modelLetter = 'kept for after the test'
  return document
}

const HEAD = 'Ms Rebecca Thorne\nDistrict Nurse\n5 Station Road\nMillbrook\n\n12/03/2025\n\nDear Ms Thorne,\n\nRe: Mr Leonard Ashworth, DOB 14/02/1943\n\n'
const CLEAN =
  HEAD +
  'I am writing to refer Mr Ashworth, an 82-year-old retired man who is being discharged home today after treatment for cellulitis of his left lower leg. ' +
  'I would be grateful if you could visit him at home to continue his wound care and support his recovery.\n\n' +
  'Mr Ashworth was admitted on 3 March with a painful, red and swollen leg. He was treated with intravenous antibiotics, ' +
  'and his temperature returned to normal within a day. The redness has since receded and his pain has eased considerably. Please note that he is allergic to penicillin.\n\n' +
  'He is now taking oral clindamycin 450 mg three times daily, which he should finish on 16/03/2025. The ulcer on his left ankle is dressed with a silver alginate ' +
  'dressing and a light bandage, which should be changed every two to three days. Compression bandaging may begin once the infection has resolved.\n\n' +
  'Mr Ashworth lives alone and is very independent, but he has difficulty reaching his feet because of arthritis in his knees. ' +
  'I would therefore appreciate it if you could check the wound, monitor him for any signs of further infection and encourage him to keep his leg elevated.\n\nYours sincerely,\n\nRegistered Nurse'
const FLAWED =
  HEAD +
  "I'm writing to refer Mr Ashworth, who is being discharged home today after treatment for cellulitis of his left leg.\n\n" +
  'He is taking oral clindamycin 450 mg three times daily. His dog is looked after by a neighbour.\n\n' +
  'I would be gratefull if you could visit him at home to continue his wound care.\n\nYours faithfully,\n\nRegistered Nurse'

const check = (app: Api, token: string, testId: string, letter: unknown) => postJson(app, { token }, `/api/writing-tests/${testId}/checks`, { letter })

for (const backend of databaseBackends()) {
  t.test(backend, async (t) => {
    t.test('each finding names its kind, criterion and place; a clean letter has none', async (t) => {
      const { app, student, admin } = await worldWithTask(t, backend)
      const clean = await check(app, student, admin.task, CLEAN)
      t.equal(clean.statusCode, 200)
      t.same(clean.json().findings, [], 'a clean letter raises nothing')
      const res = await check(app, student, admin.task, FLAWED)
      t.equal(res.statusCode, 200)
      const { findings, wordCount } = res.json() as LetterChecks
      t.ok(wordCount > 40 && wordCount < 70)
      const at = (text: string) => ({ start: FLAWED.indexOf(text), end: FLAWED.indexOf(text) + text.length })
      t.match(findings.find((f) => f.kind === 'register'), { criterion: 'genre', ...at("I'm"), suggestions: ['I am'] })
      t.match(findings.find((f) => f.kind === 'spelling'), { criterion: 'language', ...at('gratefull'), suggestions: ['grateful'] })
      t.match(findings.find((f) => f.kind === 'layout'), { criterion: 'organisation', ...at('Yours faithfully,'), suggestions: ['Yours sincerely,'], message: /Yours sincerely/ })
      const missing = findings.find((f) => f.kind === 'coverage')
      t.match(missing, { criterion: 'content', message: /Allergies \(Medical history\)/ })
      t.equal(missing?.start, missing?.end, 'what is missing has no length: it is placed where it belongs')
      t.match(findings.find((f) => f.kind === 'relevance'), { criterion: 'conciseness', ...at('dog'), message: /Pets/ })
      t.equal(findings.filter((f) => f.kind === 'length').length, 1, 'a short body gets advice on length')
      t.same(findings.map((f) => f.start), [...findings.map((f) => f.start)].sort((a, b) => a - b), 'in the order of the letter')
    })

    t.test('a simulation has no checks until it is submitted; practice and staff always', async (t) => {
      const { app, student, other, staff, admin } = await worldWithTask(t, backend)
      const attemptId = await startedId(app, student, admin.task, { mode: 'simulation' })
      const during = await check(app, student, admin.task, FLAWED)
      t.equal(during.statusCode, 403)
      t.equal(during.json().message, NOT_DURING_SIMULATION)
      t.equal((await check(app, staff, admin.task, FLAWED)).statusCode, 200, 'an evaluator checks any letter')
      await startedId(app, other, admin.task, { mode: 'practice' })
      t.equal((await check(app, other, admin.task, FLAWED)).statusCode, 200, 'practice has checks while writing')
      await ageAttempt(app, attemptId, WRITING_LOCKED_SECONDS + 1)
      t.equal((await postJson(app, { token: student }, writingUrl(admin.task), { writingAnswer: FLAWED, attemptId })).statusCode, 201)
      t.equal((await check(app, student, admin.task, FLAWED)).statusCode, 200, 'after submit the student sees them')
    })

    t.test('the content served for sitting the task carries no relevance marks, key terms or model letter', async (t) => {
      const { app, student, admin } = await worldWithTask(t, backend)
      const served = (await get(app, student, `/api/oet-writing-tests/${admin.task}`)).json() as WritingTest
      t.equal(served.caseNotes[1]!.subSections[0]!.label, 'Allergies')
      t.notMatch(JSON.stringify(served), /relevant|keyTerms|modelLetter/)
    })

    t.test('bad input is refused with a message and changes nothing', async (t) => {
      const { app, student, admin, tests } = await worldWithTask(t, backend)
      const cases: [string, unknown, number, RegExp][] = [
        [admin.task, 'x'.repeat(20_001), 400, /at most 20000 characters/],
        [admin.task, 42, 400, /letter/],
        [admin.task, undefined, 400, /letter/],
        [UNKNOWN_ID, CLEAN, 404, new RegExp(NO_WRITING_TASK.slice(0, 30))],
        [tests.reading, CLEAN, 404, /No writing task/],
        ['not-a-uuid', CLEAN, 400, /testId/],
      ]
      for (const [testId, letter, status, message] of cases) {
        const res = await check(app, student, testId, letter)
        t.equal(res.statusCode, status, `${testId} ${typeof letter}`)
        t.match(res.json().message, message)
      }
      t.equal((await app.inject({ method: 'POST', url: `/api/writing-tests/${admin.task}/checks`, payload: { letter: CLEAN } })).statusCode, 401)
      t.equal((await check(app, student, admin.task, '')).json().findings.length > 0, true, 'an empty letter is told what it lacks')
      // One run of 20,000 letters once sent the dictionary's suggestions after it until the host ran out of memory.
      const run = await check(app, student, admin.task, 'x'.repeat(20_000))
      t.equal(run.statusCode, 200)
      t.match(run.json().findings, [{ kind: 'layout' }], 'a run of letters is checked like any letter')
      t.ok(run.json().findings.some((f: { kind: string; message: string }) => f.kind === 'spelling' && /not a word/.test(f.message)), 'and said to be no word')
      const flood = await check(app, student, admin.task, "I don't know. ".repeat(1400))
      t.equal(flood.json().findings.length, MAX_FINDINGS, 'a letter of thousands of mistakes gets the first few hundred')
      t.equal((await check(app, student, admin.task, CLEAN)).statusCode, 200, 'and the host goes on checking')
    })

    t.test("a mock's writing section is checked against its own task", async (t) => {
      const { app, student, tests } = await worldWithTask(t, backend)
      const res = await check(app, student, tests.mock, 'Dear Nurse,\n\nRe: Ms Jane Doe\n\nShe dont need help.\n\nYours sincerely,')
      t.equal(res.statusCode, 200)
      t.ok(res.json().findings.some((f: { kind: string }) => f.kind === 'spelling'))
    })
  })
}

async function worldWithTask(t: Parameters<typeof submissionsWorld>[0], backend: Parameters<typeof submissionsWorld>[1]) {
  const world = await submissionsWorld(t, backend)
  const task = await importDocument(world.app, world.adminToken, markedTask())
  return { ...world, admin: { task } }
}
