import t from 'tap'
import type { ListeningExtractTest, ListeningStandaloneTest } from '#shared/listening/schema.ts'
import type { ReadingTest } from '#shared/reading/schema.ts'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { listeningOutline, readingOutline } from '#shared/results/review-outline.ts'

t.test('the extract form: one group per extract and Part B question, with its recording', async (t) => {
  const content = sampleDocument('oetListeningExtract').content as ListeningExtractTest
  content.partA.extracts[0]!.transcript = 'Doctor: Hello.'
  content.partB.questions[0]!.question.content.explanation = 'She says so.'
  const outline = listeningOutline(content)
  t.same(
    outline.map((group) => [group.title, group.recording?.audioURL, group.questions.map((q) => q.id)]),
    [
      ['Part A, Extract 1', '/media/audio/a1.webm', ['1', '2', '3']],
      ['Part B, Question 4', '/media/audio/b1.webm', ['4']],
      ['Part C, Extract 1', '/media/audio/c1.webm', ['5', '6']],
    ],
  )
  t.same(outline[0]!.recording, { audioURL: '/media/audio/a1.webm', transcript: 'Doctor: Hello.' })
  t.same(outline[0]!.questions[1], {
    id: '2',
    type: 'noteCompletion',
    text: 'Pain rated ____ out of 10',
    instructions: 'Complete the notes. Write NO MORE THAN TWO WORDS.',
  })
  t.same(outline[1]!.questions[0], {
    id: '4',
    type: 'mcq',
    text: 'Question 4?',
    options: ['Yes', 'No', 'Maybe'],
    instructions: 'Choose one.',
    explanation: 'She says so.',
  })
})

t.test('the standalone form and reading: one group per part', async (t) => {
  const standalone = sampleDocument('listeningStandalone').content as ListeningStandaloneTest
  standalone.partA.sentenceCompletionQuestions[0]!.sentences[0]!.blanks[0]!.explanation = 'Twice daily.'
  const outline = listeningOutline(standalone)
  t.same(outline.map((group) => group.title), ['Part A', 'Part B', 'Part C'])
  t.same(outline[0]!.questions.map((q) => [q.id, q.type]), [['1', 'mcq'], ['2', 'noteCompletion'], ['3', 'sentenceCompletion']])
  t.same(outline[0]!.questions[2], { id: '3', type: 'sentenceCompletion', text: 'Take ____ daily', explanation: 'Twice daily.' })

  const reading = readingOutline(sampleDocument('oetReading').content as ReadingTest)
  t.same(reading.map((group) => [group.title, group.recording, group.questions.map((q) => q.id)]), [
    ['Part A', undefined, ['1']],
    ['Part B', undefined, ['2']],
    ['Part C', undefined, ['3']],
  ])
})
