import type { CaseNote, CaseNoteSubSection } from '#shared/writing/schema.ts'
import { noteLines } from './case-note-lines.ts'

/** SPEC.md section 2: the case notes, titles over sub-sections of a label and multi-line content. */
export function CaseNotes({ notes }: { notes: readonly CaseNote[] }) {
  return (
    <div className="writing-case-notes">
      <h2 className="writing-notes-heading">Case notes</h2>
      {notes.map((note, index) => (
        <section key={index} className="writing-note" aria-labelledby={`writing-note-${index}`}>
          <h3 id={`writing-note-${index}`} className="writing-note-title">
            {note.title}
          </h3>
          {note.subSections.map((sub, subIndex) => (
            <SubSection key={subIndex} sub={sub} />
          ))}
        </section>
      ))}
    </div>
  )
}

/** A sub-section: its label, then each line; "Label: value" lines line up as two columns. */
function SubSection({ sub }: { sub: CaseNoteSubSection }) {
  return (
    <div className="writing-sub">
      {sub.label && <h4 className="writing-sub-label">{sub.label}</h4>}
      <ul className="writing-lines">
        {noteLines(sub.content).map((line, index) =>
          line.kind === 'pair' ? (
            <li key={index} className="writing-line writing-line-pair">
              <span className="writing-line-label">{line.label}:</span> <span className="writing-line-value">{line.value}</span>
            </li>
          ) : (
            <li key={index} className="writing-line">
              {line.text}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
