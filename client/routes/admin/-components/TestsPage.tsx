import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import type { TestFamilyList, TestVersionView } from '#shared/authoring/schema.ts'
import { TEST_KINDS } from '#shared/test-kinds/test-kinds.ts'
import { hasItemStatistics } from '#shared/item-statistics/item-statistics.ts'
import { KIND_NAMES } from './kind-names.ts'

/** Every test with its versions, and a new test started as a draft (staff and admins). */
export function TestsPage({ api, families, canImport }: { api: ApiFetch; families: TestFamilyList['items']; canImport: boolean }) {
  usePageTitle('Tests')
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    try {
      const draft = await api<TestVersionView>('/api/admin/tests/drafts', {
        method: 'POST',
        body: { kind: data.get('kind'), title: data.get('title'), content: {}, answerKey: {} },
      })
      await navigate({ to: '/admin/tests/$testId', params: { testId: draft.id } })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The test could not be started.')
      setBusy(false)
    }
  }

  return (
    <section className="staff editor-tests" aria-labelledby="tests-title">
      <header className="staff-header">
        <h1 id="tests-title">Tests</h1>
        <p className="staff-intro">
          Write a test as a draft, preview it as a student, then publish it. Editing a published test makes its next version; attempts
          already made keep the version they were sat at.
          {canImport && (
            <>
              {' '}
              A test document from another installation: <Link to="/admin/import">Import</Link>.
            </>
          )}
        </p>
      </header>

      <form className="card form editor-new" onSubmit={(event) => void create(event)} aria-labelledby="new-test-title">
        <h2 id="new-test-title">New test</h2>
        <div className="editor-new-fields">
          <div className="field">
            <label htmlFor="new-test-kind">Kind</label>
            <select id="new-test-kind" name="kind" defaultValue="oet-reading">
              {TEST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_NAMES[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="new-test-title-input">Title</label>
            <input id="new-test-title-input" name="title" required maxLength={200} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Start a draft
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>

      {TEST_KINDS.map((kind) => {
        const ofKind = families.filter((family) => family.versions[0]!.kind === kind)
        if (ofKind.length === 0) return null
        return (
          <section key={kind} aria-labelledby={`tests-${kind}`} className="editor-kind">
            <h2 id={`tests-${kind}`}>{KIND_NAMES[kind]}</h2>
            <ul className="editor-test-list">
              {ofKind.map(({ familyId, versions }) => {
                const latest = versions[0]!
                return (
                  <li key={familyId} className="card editor-test">
                    <h3>{latest.title}</h3>
                    <ul className="editor-versions" aria-label={`Versions of ${latest.title}`}>
                      {versions.map((version) => (
                        <li key={version.id}>
                          <Link to="/admin/tests/$testId" params={{ testId: version.id }}>
                            Version {version.version}
                          </Link>{' '}
                          <span className={`editor-status editor-status-${version.status}`}>{version.status}</span>
                          {hasItemStatistics(version.kind) && (
                            <>
                              {' '}
                              <Link to="/staff/tests/$testId/statistics" params={{ testId: version.id }} aria-label={`Item statistics of version ${version.version}`}>
                                Item statistics
                              </Link>
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
