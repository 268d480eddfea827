import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReadingText } from '#shared/reading/schema.ts'
import { CountdownCircle } from '#client/components/exam/CountdownCircle.tsx'
import { CountdownText } from '#client/components/exam/CountdownText.tsx'
import { Highlightable } from '#client/components/exam/Highlightable.tsx'
import { TextSizeControl } from '#client/components/exam/TextSizeControl.tsx'
import { ReadingTextView } from '#client/components/exam/ReadingTextView.tsx'

const text: ReadingText = {
  title: 'Text C: Falls audit',
  paragraphs: ['There were 82 falls.', 'Nearly two-thirds were unwitnessed.'],
  imageUrl: '/api/media/0123456789abcdef0123456789abcdef.svg',
  tables: [
    {
      mainHeading: 'Table 1: Ward Falls Risk Screen',
      instructions: 'Score each factor once.',
      columns: [{ heading: 'Risk factor' }, { heading: 'Points' }],
      rows: [{ entries: ['Previous fall', '3'] }, { entries: ['Vision'] }],
    },
  ],
}

t.test('a reading text: title, paragraphs, a named image and an accessible table', async (t) => {
  const html = renderToStaticMarkup(<ReadingTextView text={text} />)
  const titleId = /<h3 class="exam-text-title" id="([^"]+)">Text C: Falls audit<\/h3>/.exec(html)?.[1]
  t.ok(titleId, 'the title is a heading')
  t.match(html, `<article class="exam-text" aria-labelledby="${titleId}">`, 'and names the article')
  t.match(html, '<p class="exam-text-paragraph">There were 82 falls.</p><p class="exam-text-paragraph">Nearly two-thirds were unwitnessed.</p>')
  t.match(html, /<img src="\/api\/media\/0123456789abcdef0123456789abcdef.svg" alt="Figure for Text C: Falls audit"/, 'the image comes from the API host, named after the text')
  t.match(html, /<button type="button" class="button button-quiet exam-text-figure-zoom" aria-pressed="false"[^>]*>Enlarge image<\/button>/)

  const headingId = /<h4 class="exam-table-heading" id="([^"]+)">Table 1: Ward Falls Risk Screen<\/h4>/.exec(html)?.[1]
  t.ok(headingId, 'the table heading sits one level below the title')
  const instructionsId = /<p id="([^"]+)" class="exam-table-instructions">Score each factor once.<\/p>/.exec(html)?.[1]
  t.ok(instructionsId)
  t.match(html, `<div class="exam-table-scroll" role="region" tabindex="0" aria-labelledby="${headingId}">`, 'a named, focusable scroll box')
  t.match(html, `<table class="exam-table" aria-labelledby="${headingId}" aria-describedby="${instructionsId}">`)
  t.match(html, '<thead><tr><th scope="col">Risk factor</th><th scope="col">Points</th></tr></thead>')
  t.match(html, '<tbody><tr><td>Previous fall</td><td>3</td></tr><tr><td>Vision</td><td></td></tr></tbody>', 'short rows are padded so columns line up')
})

t.test('a text without image or tables is title and paragraphs only', async (t) => {
  const html = renderToStaticMarkup(<ReadingTextView text={{ title: 'Email', paragraphs: ['Dear colleagues,'] }} headingLevel={2} />)
  t.match(html, /<h2 [^>]*>Email<\/h2>/)
  t.notMatch(html, /<img|<table|<button/)
})

t.test('the circle shows mm:ss in a timer; its live region starts empty', async (t) => {
  const html = renderToStaticMarkup(<CountdownCircle secondsLeft={754} totalSeconds={900} label="Time left" />)
  const labelId = /<div class="exam-countdown-label" id="([^"]+)">Time left<\/div>/.exec(html)?.[1]
  t.ok(labelId)
  t.match(html, `<div class="exam-countdown-time" role="timer" aria-labelledby="${labelId}">12:34</div>`)
  t.match(html, /<svg [^>]*aria-hidden="true"/, 'the ring is decoration')
  t.match(html, '<div class="exam-sr-only" aria-live="polite"></div>', 'nothing to announce on arrival')
  t.notMatch(html, 'exam-countdown-warning')
  t.match(renderToStaticMarkup(<CountdownCircle secondsLeft={299} totalSeconds={900} label="Part A" />), 'exam-countdown-circle exam-countdown-warning')
})

t.test('the header clock: mm:ss, h:mm:ss, or No time limit', async (t) => {
  t.match(renderToStaticMarkup(<CountdownText secondsLeft={2700} label="Time left" />), /role="timer" aria-labelledby="[^"]+">45:00<\/span>/)
  t.match(renderToStaticMarkup(<CountdownText secondsLeft={3725} label="Time left" />), '>1:02:05</span>')
  const none = renderToStaticMarkup(<CountdownText secondsLeft={null} label="Time left" labelHidden />)
  t.match(none, '<span class="exam-countdown-text-time">No time limit</span>')
  t.notMatch(none, 'role="timer"')
  t.match(none, /<span id="[^"]+" class="exam-sr-only">Time left<\/span>/)
})

t.test('highlightable text renders its children and no button until text is selected', async (t) => {
  const html = renderToStaticMarkup(
    <Highlightable>
      <p>Read me</p>
    </Highlightable>,
  )
  t.match(html, '<div class="exam-highlightable-content"><p>Read me</p></div>')
  t.notMatch(html, '<button')
  t.match(html, 'Alt+Shift+H', 'the keyboard way is told to screen readers')
})

t.test('the text size control: a named group of three toggles, Medium pressed until the browser says otherwise', async (t) => {
  const html = renderToStaticMarkup(<TextSizeControl />)
  t.match(html, /^<div class="exam-text-size" role="group" aria-label="Text size">/)
  const buttons = [...html.matchAll(/<button [^>]*aria-pressed="(true|false)"[^>]*>.*?<span class="exam-sr-only">(\w+)<\/span><\/button>/g)].map((m) => [m[2], m[1]])
  t.same(buttons, [
    ['Small', 'false'],
    ['Medium', 'true'],
    ['Large', 'false'],
  ])
})
