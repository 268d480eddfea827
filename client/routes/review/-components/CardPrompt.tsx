import { useId } from 'react'
import type { ReviewCard } from '#shared/review/schema.ts'
import { ReadingTextView } from '#client/components/exam/ReadingTextView.tsx'
import { StretchPlayer } from './StretchPlayer.tsx'

type QuestionCard = Extract<ReviewCard, { kind: 'question' }>

/** What a card asks: the question with its recording's stretch or its texts, or a word to spell again. */
export function CardPrompt({ card, answer, onAnswer, locked }: { card: ReviewCard; answer: string; onAnswer: (value: string) => void; locked: boolean }) {
  const inputId = useId()
  if (card.kind === 'spelling') {
    const [before, after] = splitAround(card.context, card.word)
    return (
      <>
        <p className="review-context">
          {before}
          <mark>{card.word}</mark>
          {after}
        </p>
        <div className="field">
          <label htmlFor={inputId}>How is the marked word spelt?</label>
          <input id={inputId} value={answer} onChange={(event) => onAnswer(event.target.value)} readOnly={locked} autoComplete="off" autoCapitalize="off" spellCheck={false} />
        </div>
      </>
    )
  }
  return (
    <>
      {card.recording && <StretchPlayer audioURL={card.recording.audioURL} stretch={card.recording.stretch} />}
      {card.texts && card.texts.length > 0 && (
        <details className="review-texts">
          <summary>{card.texts.length === 1 ? 'The text' : `The ${card.texts.length} texts`}</summary>
          {card.texts.map((text, i) => (
            <ReadingTextView key={i} text={text} headingLevel={3} />
          ))}
        </details>
      )}
      {card.question.instructions && <p className="review-instructions">{card.question.instructions}</p>}
      <QuestionInput card={card} inputId={inputId} answer={answer} onAnswer={onAnswer} locked={locked} />
    </>
  )
}

function QuestionInput({ card, inputId, answer, onAnswer, locked }: { card: QuestionCard; inputId: string; answer: string; onAnswer: (value: string) => void; locked: boolean }) {
  const { question } = card
  if (question.options) {
    return (
      <fieldset className="review-options">
        <legend>{question.text}</legend>
        {question.options.map((option, i) => (
          <label key={i} className="review-option">
            <input type="radio" name={inputId} value={option} checked={answer === option} onChange={() => onAnswer(option)} disabled={locked} /> {option}
          </label>
        ))}
      </fieldset>
    )
  }
  return (
    <div className="field">
      <label htmlFor={inputId}>{question.text}</label>
      <input id={inputId} value={answer} onChange={(event) => onAnswer(event.target.value)} readOnly={locked} autoComplete="off" />
    </div>
  )
}

/** The sentence before and after the word (its first appearance), to mark the word in it. */
function splitAround(sentence: string, word: string): [string, string] {
  const at = sentence.indexOf(word)
  return at < 0 ? [`${sentence} `, ''] : [sentence.slice(0, at), sentence.slice(at + word.length)]
}
