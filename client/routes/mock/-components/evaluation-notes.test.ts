import t from 'tap'
import { evaluationNotes } from './evaluation-notes.ts'

const ALL = ['listening', 'reading', 'writing', 'speaking'] as const

t.test('the 24-hour promise names only what the staff queue holds', async (t) => {
  t.same(evaluationNotes(ALL, { writing: true, speakingParts: [1, 2] }, [1, 2]), {
    lead: 'Speaking submitted successfully!',
    notes: ['Your writing and speaking will be evaluated within 24 hrs.'],
  })
  t.same(evaluationNotes(ALL, { writing: true, speakingParts: [1] }, [1, 2]).notes, [
    'Your writing and speaking (Part 1) will be evaluated within 24 hrs.',
    'Speaking Part 2 had no recording, so it will not be evaluated.',
  ])
  t.same(evaluationNotes(['writing'], { writing: true, speakingParts: [] }, [1, 2]), {
    lead: 'Submitted successfully!',
    notes: ['Your writing will be evaluated within 24 hrs.'],
  })
})

t.test('nothing queued: no promise and no "submitted successfully"', async (t) => {
  t.same(evaluationNotes(['writing', 'speaking'], { writing: false, speakingParts: [] }, [1, 2]), {
    lead: null,
    notes: [
      'No letter was sent (nothing was typed or photographed), so there is no writing to evaluate.',
      'Speaking Part 1 and Part 2 had no recording, so they will not be evaluated.',
      'Nothing from this mock was sent for evaluation.',
    ],
  })
  t.same(evaluationNotes(['listening', 'reading'], { writing: false, speakingParts: [] }, [1, 2]), { lead: null, notes: [] }, 'nothing to evaluate was chosen: nothing said')
})

t.test('a part whose recording was not accepted is not promised, nor said to have had no recording', async (t) => {
  t.same(evaluationNotes(['speaking'], { writing: false, speakingParts: [2] }, [1, 2], [1]), {
    lead: 'Speaking submitted successfully!',
    notes: ['Your speaking (Part 2) will be evaluated within 24 hrs.'],
  })
  t.same(evaluationNotes(['speaking'], { writing: false, speakingParts: [] }, [1, 2], [1, 2]), { lead: null, notes: [] }, 'its refusal is said apart, with a way to send it again')
})
