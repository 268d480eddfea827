import { useEffect, useState } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import type { TestFamilyList, TestVersionView } from '#shared/authoring/schema.ts'
import { MOCK_KEYED_SECTIONS, MOCK_SECTIONS, mockKeyId, type MockSection } from '#shared/mock/mock.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'

/** The kind of test each mock section is copied from. */
const SOURCE_KINDS: Record<MockSection, TestKind> = {
  listening: 'oet-listening',
  reading: 'oet-reading',
  writing: 'oet-writing',
  speaking: 'oet-speaking',
}

type Source = { id: string; title: string; version: number }

/** A mock's section with its key entries, named as a mock names them ("listening:3"). */
export interface CopiedSection {
  section: MockSection
  content: unknown
  answerKey: Record<string, string>
}

const isKeyed = (section: MockSection): section is (typeof MOCK_KEYED_SECTIONS)[number] => (MOCK_KEYED_SECTIONS as readonly string[]).includes(section)

/**
 * A mock is assembled from sections: this copies a published test of a section's kind into the
 * draft, its key with it (ids prefixed as the mock's key names them). The copy is the draft's own,
 * to edit like any section; the test it came from is untouched.
 */
export function MockSectionCopy({ api, onCopy }: { api: ApiFetch; onCopy: (copied: CopiedSection) => void }) {
  const [sources, setSources] = useState<Record<MockSection, Source[]> | null>(null)
  const [section, setSection] = useState<MockSection>('listening')
  const [chosen, setChosen] = useState('')
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null)

  useEffect(() => {
    let current = true
    void api<TestFamilyList>('/api/admin/tests').then(
      ({ items }) => {
        if (!current) return
        const published = items.flatMap((family) => family.versions.filter((version) => version.status === 'published'))
        const bySection = Object.fromEntries(
          MOCK_SECTIONS.map((name) => [name, published.filter((version) => version.kind === SOURCE_KINDS[name]).map(({ id, title, version }) => ({ id, title, version }))]),
        ) as Record<MockSection, Source[]>
        setSources(bySection)
      },
      () => current && setMessage({ tone: 'alert', text: 'The published tests could not be loaded. Reload the page to try again.' }),
    )
    return () => {
      current = false
    }
  }, [api])

  const options = sources?.[section] ?? []
  const copy = async () => {
    const source = options.find((option) => option.id === chosen) ?? options[0]
    if (!source) return
    try {
      const { document } = await api<TestVersionView>(`/api/admin/tests/${source.id}`)
      const content = (document as { content?: Record<string, unknown> }).content ?? {}
      // A mock's listening is the extract form (the OET's): a test of one recording per part cannot be one.
      if (section === 'listening' && !('extracts' in ((content.partA as object | undefined) ?? {}))) {
        setMessage({ tone: 'alert', text: `“${source.title}” has one recording per part; a mock's listening needs the extract form.` })
        return
      }
      const key = (document as { answerKey?: Record<string, string> }).answerKey ?? {}
      const answerKey = isKeyed(section) ? Object.fromEntries(Object.entries(key).map(([id, answer]) => [mockKeyId(section, id), answer])) : {}
      onCopy({ section, content, answerKey })
      setMessage({ tone: 'status', text: `The ${section} section is now a copy of “${source.title}” (version ${source.version}). Save to keep it.` })
    } catch (error) {
      setMessage({ tone: 'alert', text: error instanceof Error ? error.message : 'The test could not be copied.' })
    }
  }

  return (
    <section className="card editor-mock-copy" aria-labelledby="mock-copy-title">
      <h2 id="mock-copy-title">Assemble from published tests</h2>
      <p className="field-hint">Copies a test into a section of this mock, with its answer key; the section then edits like any other.</p>
      <div className="editor-new-fields">
        <div className="field">
          <label htmlFor="mock-copy-section">Section</label>
          <select id="mock-copy-section" value={section} onChange={(event) => (setSection(event.target.value as MockSection), setChosen(''))}>
            {MOCK_SECTIONS.map((name) => (
              <option key={name} value={name}>
                {name.charAt(0).toUpperCase() + name.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="mock-copy-source">From the test</label>
          <select id="mock-copy-source" value={chosen || options[0]?.id || ''} disabled={options.length === 0} onChange={(event) => setChosen(event.target.value)}>
            {options.length === 0 && <option value="">{sources ? 'No published test of this kind' : 'Loading...'}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} (version {option.version})
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-quiet" disabled={options.length === 0} onClick={() => void copy()}>
          Copy into the mock
        </button>
      </div>
      {message && (
        <p className={message.tone === 'alert' ? 'form-error' : 'form-notice'} role={message.tone}>
          {message.text}
        </p>
      )}
    </section>
  )
}
