import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import type { McqQuestion, NoteCompletionQuestion, SentenceCompletionQuestion } from '#shared/qtypes/index.ts'
import {
  McqQuestionView,
  NoteCompletionView,
  PartQuestionBlocks,
  QUESTION_RENDERERS,
  SentenceCompletionView,
} from '#client/qtypes/index.ts'
import { ExamAidsProvider } from '#client/components/exam/exam-aids.tsx'

const noop = () => {}
const mcq: McqQuestion = { question_id: '3', question: 'Which text gives advice?', options: ['Text A', 'Text B', 'Text C'] }
const notes: NoteCompletionQuestion = {
  instructions: 'Write NO MORE THAN TWO WORDS for each answer.',
  sections: [
    { heading: 'History', notes: [{ question: 'Lives alone' }, { question_id: '7', question: 'Fell in the ____ at night' }] },
  ],
}
const sentences: SentenceCompletionQuestion = {
  sentences: [{ question: 'Give __ mg with ___ daily.', blanks: [{ question_id: '8' }, { question_id: '9' }] }],
}

/** Each input element of the markup, as its attributes. */
const inputs = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0])

t.test('multiple choice as radios: a fieldset named by its numbered question, options as labelled radios', async (t) => {
  const html = renderToStaticMarkup(<McqQuestionView question={mcq} answers={{ 3: 'Text B' }} onAnswer={noop} />)
  t.match(html, /^<fieldset class="qt-mcq" data-question="3"><legend class="qt-question"><span class="qt-number"><span class="exam-sr-only">Question <\/span>3<\/span> Which text gives advice\?<\/legend>/)
  const radios = inputs(html)
  t.equal(radios.length, 3)
  t.ok(radios.every((radio) => radio.includes('type="radio"')))
  t.match(radios[1], /value="Text B"/)
  t.match(radios[1], /checked/, 'the saved answer (an option text) is checked')
  t.notMatch(radios[0], /checked/)
  t.match(html, /<label class="qt-option"><input [^>]*value="Text A"[^>]*\/?><span class="qt-option-text">Text A<\/span><\/label>/, 'each radio inside its label')
  t.notMatch(html, /<button/, 'outside an exam screen, no cross-out buttons')
  t.match(renderToStaticMarkup(<McqQuestionView question={mcq} answers={{}} onAnswer={noop} disabled />), /<fieldset class="qt-mcq" disabled="" data-question="3">/)
})

t.test('on an exam screen each option has a cross-out button beside it, none pressed before storage is read', async (t) => {
  const html = renderToStaticMarkup(
    <ExamAidsProvider testId="test-1" attemptId="attempt-1">
      <McqQuestionView question={mcq} answers={{ 3: 'Text B' }} onAnswer={noop} />
    </ExamAidsProvider>,
  )
  t.match(
    html,
    /<div class="qt-option-row"><label class="qt-option"><input [^>]*value="Text B"[^>]*\/?><span class="qt-option-text">Text B<\/span><\/label><button type="button" class="qt-cross-out" aria-pressed="false" title="Cross out option B"><span class="exam-sr-only">Cross out option <\/span><span class="qt-cross-out-letter">B<\/span><\/button><\/div>/,
    'a toggle named "Cross out option B", showing the letter, outside the label',
  )
  t.equal(html.match(/class="qt-cross-out"/g)?.length, 3, 'one per option')
  const select = renderToStaticMarkup(
    <ExamAidsProvider testId="test-1" attemptId="attempt-1">
      <McqQuestionView variant="select" question={mcq} answers={{}} onAnswer={noop} />
    </ExamAidsProvider>,
  )
  t.notMatch(select, /qt-cross-out/, 'a drop-down has no room for them')
})

t.test('multiple choice as a drop-down: labelled select with the placeholder first', async (t) => {
  const html = renderToStaticMarkup(<McqQuestionView variant="select" question={mcq} answers={{ 3: 'Text C' }} onAnswer={noop} />)
  const selectId = /<select id="([^"]+)"/.exec(html)?.[1]
  t.ok(selectId)
  t.match(html, `<label class="qt-question" for="${selectId}">`, 'the question labels the select')
  t.match(html, /<option value="">Select an option<\/option><option value="Text A">Text A<\/option>/)
  t.match(html, /<option value="Text C" selected="">Text C<\/option>/, 'the saved answer is selected')
  const unanswered = renderToStaticMarkup(<McqQuestionView variant="select" question={mcq} answers={{ 3: 'gone' }} onAnswer={noop} />)
  t.match(unanswered, /<option value="" selected="">Select an option<\/option>/, 'an answer that is no longer an option shows the placeholder')
})

t.test('note completion: instructions, headed sections, plain lines and inline blanks', async (t) => {
  const html = renderToStaticMarkup(<NoteCompletionView question={notes} answers={{ 7: 'kitchen' }} onAnswer={noop} />)
  t.match(html, /<p class="qt-instructions">Write NO MORE THAN TWO WORDS for each answer.<\/p>/)
  t.match(html, /<h3 class="qt-note-heading">History<\/h3>/)
  t.match(html, /<li id="[^"]+" class="qt-note">Lives alone<\/li>/, 'a note without a blank is a plain line')
  const [blank] = inputs(html)
  t.equal(inputs(html).length, 1)
  for (const attribute of [
    'type="text"',
    'aria-label="Question 7"',
    'placeholder="answer"',
    'style="width:150px"',
    'autoComplete="off"',
    'autoCorrect="off"',
    'autoCapitalize="off"',
    'spellCheck="false"',
    'value="kitchen"',
  ])
    t.match(blank, attribute)
  t.match(html, /Fell in the <span class="qt-blank"><span class="qt-blank-number" aria-hidden="true">7<\/span><input/, 'the blank sits where the underscores were')
  t.match(html, / at night<\/li>/)
  const noteId = /<li id="([^"]+)" class="qt-note">Fell/.exec(html)?.[1]
  t.match(blank, `aria-describedby="${noteId}"`, 'the whole note describes its blank')
  t.match(renderToStaticMarkup(<NoteCompletionView question={notes} answers={{}} onAnswer={noop} headingLevel={4} />), '<h4 class="qt-note-heading">')
})

t.test('sentence completion: one input per listed blank, in order', async (t) => {
  const html = renderToStaticMarkup(<SentenceCompletionView question={sentences} answers={{ 9: 'food' }} onAnswer={noop} disabled />)
  const boxes = inputs(html)
  t.same(
    boxes.map((box) => /aria-label="([^"]+)"/.exec(box)?.[1]),
    ['Question 8', 'Question 9'],
  )
  t.ok(boxes.every((box) => box.includes('placeholder="answer"') && box.includes('disabled=""')))
  t.match(boxes[1], 'value="food"')
  t.match(html, /Give <span class="qt-blank">.*<\/span> mg with <span class="qt-blank">.*<\/span> daily.<\/li>/)
})

t.test('a part renders every type through the map, in question-number order', async (t) => {
  t.same(Object.keys(QUESTION_RENDERERS).sort(), ['mcq', 'noteCompletion', 'sentenceCompletion'])
  const html = renderToStaticMarkup(
    <PartQuestionBlocks
      part={{ mcqQuestions: [mcq], noteCompletionQuestions: [notes], sentenceCompletionQuestions: [sentences] }}
      answers={{}}
      onAnswer={noop}
      options={{ mcq: { variant: 'select' }, noteCompletion: { headingLevel: 4 } }}
    />,
  )
  const blocks = [...html.matchAll(/class="qt-block qt-block-(\w+)"/g)].map((m) => m[1])
  t.same(blocks, ['mcq', 'noteCompletion', 'sentenceCompletion'], 'by first id: 3, then 7, then 8')
  t.match(html, '<select', 'options reach the multiple-choice renderer')
  t.match(html, '<h4 class="qt-note-heading">', 'and the notes renderer')
})
