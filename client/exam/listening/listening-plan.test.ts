import t from 'tap'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { hasNoListeningData, partIntro, planListening, planQuestionIds, stepLabel } from './listening-plan.ts'
import { extractSample, standaloneSample } from './sample-tests.ts'

const shape = (test: ListeningTest, parts?: Parameters<typeof planListening>[1]) =>
  planListening(test, parts).map((part) => `${part.part}:${part.steps.map((step) => step.questionIds.join(',')).join('|')}`)

t.test('extract form: one extract (A, C) or one question (B) per screen, with its recording', async (t) => {
  const plan = planListening(extractSample())
  t.same(
    plan.map((part) => [part.part, part.steps.length]),
    [['partA', 2], ['partB', 6], ['partC', 2]],
  )
  t.same(plan[0]!.steps[0]!.questionIds, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], 'extract 1 asks 1-12')
  t.same(plan[1]!.steps.map((step) => step.questionIds[0]), ['25', '26', '27', '28', '29', '30'])
  t.same(plan[2]!.steps[1]!.questionIds, ['37', '38', '39', '40', '41', '42'])
  t.ok(plan.every((part) => part.steps.every((step) => step.audioURL)), 'every screen has its recording')
  t.equal(planQuestionIds(plan).length, 42)
  t.equal(stepLabel(plan, 0, 1), 'Extract 2 of 2')
  t.equal(stepLabel(plan, 1, 3), 'Question 4 of 6')
})

t.test("extract form: each recording read for the OET's time first, kept under a key of its own", async (t) => {
  const plan = planListening(extractSample())
  t.same(
    plan.map((part) => part.steps.map((step) => [step.readingSeconds, step.readsFirst])),
    [
      [[30, false], [30, true]],
      [[15, false], [15, true], [15, true], [15, true], [15, true], [15, true]],
      [[90, false], [90, true]],
    ],
    "30 s before a Part A extract, 15 s before a Part B question, 90 s before a Part C extract; a part's first in its instruction dialog",
  )
  const keys = plan.flatMap((part) => part.steps.map((step) => step.recordingKey))
  t.equal(new Set(keys).size, 10, 'one key per recording')
  t.equal(keys[2], 'recording-partB-0')
})

t.test('the launch chooses a subset, always in the order A, B, C', async (t) => {
  t.same(
    planListening(extractSample(), ['partC', 'partA']).map((part) => part.part),
    ['partA', 'partC'],
  )
  t.same(shape(standaloneSample(), ['partB']), ['partB:7,8,9,10,11,12'])
})

t.test('standalone form: one screen per part (no texts), or one per text with all its questions', async (t) => {
  const test = standaloneSample()
  t.same(shape(test), ['partA:1,2,3,4,5,6', 'partB:7,8,9,10,11,12', 'partC:13,14,15,16,17'])
  const withTexts = structuredClone(test) as Extract<ListeningTest, { partB: { readingTexts: unknown } }>
  const text = { title: 'Leaflet', paragraphs: ['Volunteers sign in at reception.'] }
  withTexts.partB.readingTexts = [text, { ...text, title: 'Rota' }]
  const plan = planListening(withTexts)
  t.equal(plan[1]!.steps.length, 2, 'two texts, two screens')
  t.same(plan[1]!.steps.map((step) => step.questionIds), [plan[1]!.steps[0]!.questionIds, plan[1]!.steps[0]!.questionIds])
  t.equal(plan[1]!.steps[0]!.audioURL, plan[1]!.steps[1]!.audioURL, 'one recording for the part: it plays on across its texts')
  t.same(plan[1]!.steps.map((step) => [step.recordingKey, step.readingSeconds, step.readsFirst]), [
    ['recording-partB', 60, false],
    ['recording-partB', 60, false],
  ], "heard once, after the part's 60 s of reading")
  t.equal(stepLabel(plan, 1, 1), 'Text 2 of 2')
  t.equal(planQuestionIds(plan).length, 17, 'ids counted once')
})

t.test('parts without data have one empty screen; none at all is "No listening data"', async (t) => {
  const test = structuredClone(extractSample()) as Extract<ListeningTest, { partB: { questions: unknown } }>
  test.partB.questions = []
  const plan = planListening(test)
  t.same(plan[1], { part: 'partB', empty: true, steps: [{ content: { kind: 'empty' }, questionIds: [], audioURL: null, recordingKey: null, readingSeconds: 0, readsFirst: false }] })
  t.equal(hasNoListeningData(plan), false)
  t.equal(hasNoListeningData(planListening(test, ['partB'])), true)
  const standalone = structuredClone(standaloneSample()) as Extract<ListeningTest, { partC: { readingTexts: unknown } }>
  standalone.partC.mcqQuestions = []
  t.equal(planListening(standalone, ['partC'])[0]!.empty, true)
})

t.test("each part's instruction dialog opens with what the part holds", async (t) => {
  const [a, b, c] = planListening(extractSample())
  t.equal(partIntro(a!), 'Part A has 2 extracts. Complete the notes using NO MORE THAN TWO WORDS for each answer. You will hear each extract once.')
  t.match(partIntro(b!), /^Part B has 6 short extracts, one question each\. You will hear six short extracts/)
  t.match(partIntro(c!), /^Part C has 2 extracts with several questions each\./)
  const [standaloneA, standaloneB] = planListening(standaloneSample())
  t.match(partIntro(standaloneA!), /^You will hear a telephone conversation/, "the part's note instructions")
  t.equal(partIntro(standaloneB!), 'Answer the questions of Part B as you listen to its recording.')
  const test = structuredClone(extractSample()) as Extract<ListeningTest, { partB: { questions: unknown } }>
  test.partB.questions = []
  t.equal(partIntro(planListening(test)[1]!), 'Part B has nothing to answer.')
})
