import { Link } from '@tanstack/react-router'
import { SpeakingHeader } from '#client/exam/speaking/SpeakingHeader.tsx'
import { SPEAKING_TEXTS } from '#client/exam/speaking/texts.ts'

/** Every part of this test is already in (a student who came back to it). */
export function AllSubmitted({ title, discipline, count }: { title: string; discipline: string; count: number }) {
  return (
    <div className="sp-screen">
      <SpeakingHeader title={title} discipline={discipline} position={count} count={count} />
      <div className="card sp-state">
        <p>{SPEAKING_TEXTS.allSubmitted}</p>
        <Link to="/oet-speaking" className="button">
          Back to speaking tests
        </Link>
      </div>
    </div>
  )
}
