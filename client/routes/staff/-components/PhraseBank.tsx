import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import type { Phrase, PhraseResponse, PhrasesResponse } from '#shared/phrases/schema.ts'
import { phraseProblem } from '#shared/phrases/phrases.ts'

interface Props {
  api: ApiFetch
  editable: boolean
  /** The find box, focused by Alt+P from a comment box. */
  findRef: Ref<HTMLInputElement>
  /** Puts a phrase where the evaluator was typing, and the focus back there. */
  onInsert: (text: string) => void
  /** The focus back to the comment box, the phrase not inserted (Escape). */
  onBack: () => void
  /** The words to keep: the selection in the comment box, else all it holds. */
  wordsToKeep: () => string
  /** What the form's Alt+K calls: keep the selected words. */
  handle: Ref<PhraseBankHandle>
  /** An admin: keeps phrases for every evaluator too, and removes shared ones. */
  canShare: boolean
}

export interface PhraseBankHandle {
  keep: () => void
}

const SHOWN = 8

/**
 * The evaluator's comment bank (issue 18): phrases kept on the server, found by typing and
 * inserted with Enter where the evaluator was typing; the selected words kept as a new phrase.
 */
export function PhraseBank({ api, editable, findRef, onInsert, onBack, wordsToKeep, handle, canShare }: Props) {
  const [phrases, setPhrases] = useState<Phrase[] | null>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')

  useEffect(() => {
    let live = true
    api<PhrasesResponse>('/api/staff/phrases').then(
      (answer) => live && setPhrases(answer.items),
      (error: unknown) => live && setMessage(`Your saved phrases could not be loaded: ${error instanceof Error ? error.message : 'please reload.'}`),
    )
    return () => {
      live = false
    }
  }, [api])

  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const matches = (phrases ?? []).filter((phrase) => words.every((word) => phrase.text.toLowerCase().includes(word))).slice(0, SHOWN)
  const chosen = matches[Math.min(active, matches.length - 1)]

  const insert = (phrase: Phrase | undefined) => {
    if (!phrase) {
      setMessage(query.trim() ? `No saved phrase has “${query.trim()}”.` : 'You have no saved phrases yet.')
      return
    }
    setQuery('')
    setActive(0)
    setMessage(`Inserted: ${phrase.text}`)
    onInsert(phrase.text)
  }

  const keep = async (shared = false) => {
    const text = wordsToKeep()
    const problem = phraseProblem(text)
    if (problem) {
      setMessage(problem)
      return
    }
    try {
      const answer = await api<PhraseResponse>('/api/staff/phrases', { method: 'POST', body: shared ? { text, shared } : { text } })
      setPhrases((list) => [...(list ?? []).filter((p) => p.id !== answer.phrase.id && p.text !== answer.phrase.text), answer.phrase].sort((a, b) => a.text.localeCompare(b.text)))
      setMessage(`${answer.phrase.shared ? 'Kept for every evaluator' : 'Kept as a phrase'}: ${answer.phrase.text}`)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The phrase was not kept. Please try again.')
    }
  }

  const remove = async (phrase: Phrase) => {
    try {
      await api(`/api/staff/phrases/${encodeURIComponent(phrase.id)}`, { method: 'DELETE' })
      setPhrases((list) => (list ?? []).filter((p) => p.id !== phrase.id))
      setMessage(`Removed from ${phrase.shared ? 'the shared phrases' : 'your phrases'}: ${phrase.text}`)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The phrase was not removed. Please try again.')
    }
  }

  useImperativeHandle(handle, () => ({ keep: () => void keep() }))

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length))
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      insert(chosen)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setQuery('')
      onBack()
    }
  }

  return (
    <div className="staff-phrases">
      <label htmlFor="phrase-find">
        Insert a saved phrase <kbd>Alt+P</kbd>
      </label>
      <div className="staff-phrase-find">
        <input
          ref={findRef}
          id="phrase-find"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open && matches.length > 0}
          aria-controls="phrase-options"
          aria-activedescendant={open && chosen ? `phrase-${chosen.id}` : undefined}
          aria-describedby="phrase-hint"
          disabled={!editable}
          value={query}
          placeholder={phrases?.length === 0 ? 'No saved phrases yet' : 'Type a few words of it'}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id="phrase-options" role="listbox" aria-label="Saved phrases" className="staff-phrase-list" hidden={!open || matches.length === 0}>
          {matches.map((phrase) => (
            <li
              key={phrase.id}
              id={`phrase-${phrase.id}`}
              role="option"
              aria-selected={phrase === chosen}
              className={phrase === chosen ? 'staff-phrase staff-phrase-active' : 'staff-phrase'}
              // The mouse picks without taking the focus from the find box; the keyboard uses Enter.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(phrase)}
            >
              {phrase.text}
              {phrase.shared && <span className="staff-phrase-shared"> (shared)</span>}
            </li>
          ))}
        </ul>
      </div>
      <p id="phrase-hint" className="field-hint">
        Type to find, ↑ ↓ to choose, Enter to insert where you were typing, Esc to go back.
      </p>
      <div className="staff-phrase-actions">
        <button type="button" className="button button-quiet" disabled={!editable} onClick={() => void keep()}>
          Keep the selected words as a phrase <kbd>Alt+K</kbd>
        </button>
        {canShare && (
          <button type="button" className="button button-quiet" disabled={!editable} onClick={() => void keep(true)}>
            Keep them for every evaluator
          </button>
        )}
        {chosen && query.trim() && (canShare || !chosen.shared) && (
          <button type="button" className="button button-quiet" disabled={!editable} onClick={() => void remove(chosen)}>
            Remove “{chosen.text.length > 40 ? `${chosen.text.slice(0, 40)}…` : chosen.text}” from {chosen.shared ? 'the shared phrases' : 'my phrases'}
          </button>
        )}
      </div>
      <p className="staff-sub" role="status">
        {message}
      </p>
    </div>
  )
}
