/**
 * A recording's transcript, closed until asked for: a native disclosure, so a keyboard opens it
 * with Enter or Space and a screen reader announces it as expanded or collapsed. Each line is a
 * turn ("Doctor: Good morning."), its speaker set in bold.
 */
export function TranscriptToggle({ transcript, of }: { transcript: string; of: string }) {
  return (
    <details className="transcript">
      <summary>
        Transcript<span className="visually-hidden">: {of}</span>
      </summary>
      <div className="transcript-text">
        {transcript.split('\n').map((line, i) => {
          const turn = /^([^:]{1,40}): (.*)$/.exec(line)
          return (
            <p key={i}>
              {turn ? (
                <>
                  <span className="transcript-speaker">{turn[1]}:</span> {turn[2]}
                </>
              ) : (
                line
              )}
            </p>
          )
        })}
      </div>
    </details>
  )
}
