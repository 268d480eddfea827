import t from 'tap'
import { sampleDocument } from '#shared/content/import-samples.ts'
import { withoutTeaching } from '#shared/content/teaching.ts'

t.test('explanations and transcripts go at every depth; everything else stays', async (t) => {
  const content = {
    partA: {
      extracts: [
        {
          extractName: 'Extract 1',
          audioURL: 'a.opus',
          transcript: 'Doctor: Good morning.',
          questions: [{ questionType: 'mcq', content: { question_id: '1', question: 'Why?', options: ['a', 'b'], explanation: 'She says so.' } }],
        },
      ],
    },
    partB: { questions: [] },
  }
  const stripped = withoutTeaching(content)
  t.same(stripped, {
    partA: { extracts: [{ extractName: 'Extract 1', audioURL: 'a.opus', questions: [{ questionType: 'mcq', content: { question_id: '1', question: 'Why?', options: ['a', 'b'] } }] }] },
    partB: { questions: [] },
  })
  t.equal(content.partA.extracts[0]!.transcript, 'Doctor: Good morning.', 'the stored content is unchanged')
})

t.test('content without teaching fields comes back equal', async (t) => {
  const reading = sampleDocument('oetReading').content
  t.same(withoutTeaching(reading), reading)
})
