import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ApiFetch } from '#client/lib/api.ts'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import type { TestVersionView } from '#shared/authoring/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { KIND_NAMES } from '../kind-names.ts'
import { uploadMedia } from '../upload-media.ts'
import { placeOf, withBlanks, type JsonSchema } from './schema-form.ts'
import { ancestorsOf, fieldId, setAt, type Path } from './pointer.ts'
import { SchemaField, SchemaFormContext, type FormContext } from './SchemaField.tsx'
import { MockSectionCopy, type CopiedSection } from './MockSectionCopy.tsx'

/** The student's own screen for each kind: the preview is the test as a student sits it. */
const STUDENT_PATHS: Record<TestKind, string> = {
  listening: '/oet-listening',
  'oet-listening': '/oet-listening',
  'oet-reading': '/oet-reading',
  'oet-writing': '/oet-writing',
  'oet-speaking': '/oet-speaking',
  mock: '/mock-test',
}

const STATUS_TEXT = { draft: 'Draft', published: 'Published', retired: 'Retired' } as const

type Notice = { tone: 'status' | 'alert'; text: string } | null

const problemCount = (count: number) => (count === 1 ? '1 problem' : `${count} problems`)

/**
 * One version of a test in a form drawn from its kind's import schema (docs/decisions/0075). A
 * draft is saved however unfinished and answered with its problems, each shown beside its field;
 * a published or retired version is read-only, and "Edit" makes the test's next version.
 */
export function EditorPage({ api, csrfToken, initial, schema }: { api: ApiFetch; csrfToken: string; initial: TestVersionView; schema: JsonSchema }) {
  const navigate = useNavigate()
  const [view, setView] = useState(initial)
  const [opened] = useState(() => (initial.status === 'draft' ? withBlanks(schema, initial.document) : initial.document) as Record<string, unknown>)
  const [document, setDocument] = useState(opened)
  // The server's problems are for the document it holds. A draft opened with fields missing shows
  // them blank, so its problems wait for the first save, which checks what the form shows.
  const [checked, setChecked] = useState(() => JSON.stringify(opened) === JSON.stringify(initial.document))
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const [open, setOpenPointers] = useState<ReadonlySet<string>>(new Set())
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const readOnly = view.status !== 'draft'
  usePageTitle(`${readOnly ? 'Test' : 'Edit test'}: ${String(document.title || 'untitled')}`)

  const problems = useMemo(() => (checked ? view.problems : []), [checked, view.problems])
  const problemsByPointer = useMemo(() => {
    const map = new Map<string, string[]>()
    for (const problem of problems) map.set(problem.path, [...(map.get(problem.path) ?? []), problem.message])
    return map
  }, [problems])

  const form: FormContext = useMemo(
    () => ({
      readOnly,
      change(path: Path, value: unknown) {
        setDocument((current) => setAt(current, path, value) as Record<string, unknown>)
        setDirty(true)
      },
      problemsAt: (pointer) => problemsByPointer.get(pointer) ?? [],
      problemsUnder: (pointer) => problems.filter((problem) => problem.path === pointer || problem.path.startsWith(`${pointer}/`)).length,
      isOpen: (pointer) => open.has(pointer),
      setOpen(pointer, isOpen) {
        setOpenPointers((current) => {
          if (current.has(pointer) === isOpen) return current
          const next = new Set(current)
          if (isOpen) next.add(pointer)
          else next.delete(pointer)
          return next
        })
      },
      uploadMedia: (file) => uploadMedia(file, csrfToken),
    }),
    [readOnly, problemsByPointer, problems, open, csrfToken],
  )

  // Nothing typed is lost by closing the tab before saving.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      setNotice({ tone: 'alert', text: error instanceof Error ? error.message : 'That did not work. Try again.' })
    } finally {
      setBusy(false)
    }
  }, [])

  const save = useCallback(async () => {
    const saved = await api<TestVersionView>(`/api/admin/tests/${view.id}?revision=${view.revision}`, { method: 'PUT', body: document })
    setView(saved)
    setDirty(false)
    setChecked(true)
    setNotice({ tone: 'status', text: saved.problems.length === 0 ? 'Saved. Ready to publish.' : `Saved. ${problemCount(saved.problems.length)} to fix before publishing.` })
    return saved
  }, [api, document, view.id, view.revision])

  const publish = () =>
    run(async () => {
      const saved = dirty || !checked ? await save() : view
      if (saved.problems.length > 0) {
        setNotice({ tone: 'alert', text: `Not published: ${problemCount(saved.problems.length)} to fix first (listed above the form).` })
        return
      }
      const published = await api<TestVersionView>(`/api/admin/tests/${view.id}/publish`, { method: 'POST' })
      setView(published)
      setNotice({ tone: 'status', text: `Published: students now see version ${published.version}.` })
    })

  const editAsNewVersion = () =>
    run(async () => {
      const draft = await api<TestVersionView>(`/api/admin/tests/${view.id}/draft`, { method: 'POST' })
      await navigate({ to: '/admin/tests/$testId', params: { testId: draft.id } })
    })

  const discard = () =>
    run(async () => {
      await api(`/api/admin/tests/${view.id}`, { method: 'DELETE' })
      setDirty(false)
      await navigate({ to: '/admin/tests' })
    })

  useEffect(() => {
    if (readOnly) return
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        if (!busy) void run(async () => void (await save()))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [readOnly, busy, run, save])

  /** Opens every item that holds a field, then takes the focus there. */
  const goTo = (pointer: string) => {
    setOpenPointers((current) => new Set([...current, ...ancestorsOf(pointer)]))
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const target = window.document.getElementById(fieldId(pointer)) ?? window.document.getElementById(`${fieldId(pointer)}-problem`)
      target?.focus()
      target?.scrollIntoView({ block: 'center' })
    }))
  }

  /** A section copied from a published test replaces the mock's section and its keys. */
  const copySection = ({ section, content, answerKey }: CopiedSection) => {
    setDocument((current) => {
      const keys = Object.fromEntries(Object.entries((current.answerKey ?? {}) as Record<string, string>).filter(([id]) => !id.startsWith(`${section}:`)))
      const withSection = setAt(current, ['content', section], content)
      return setAt(withSection, ['answerKey'], { ...keys, ...answerKey }) as Record<string, unknown>
    })
    setDirty(true)
  }

  const kind = view.document.kind
  const preview = (mode: 'practice' | 'simulation') => `${STUDENT_PATHS[kind]}/${view.id}?mode=${mode}`
  const title = String(document.title || 'Untitled test')

  return (
    <section className="staff editor" aria-labelledby="editor-title">
      <header className="staff-header">
        <p className="editor-crumbs">
          <Link to="/admin/tests">Tests</Link>
        </p>
        <h1 id="editor-title">{title}</h1>
        <p className="staff-intro">
          <span className={`editor-status editor-status-${view.status}`}>{STATUS_TEXT[view.status]}</span> Version {view.version} · {KIND_NAMES[kind]}
          {dirty && <span className="editor-unsaved"> · Unsaved changes</span>}
        </p>
      </header>

      <div className="editor-actions" role="group" aria-label="Test actions">
        {!readOnly && (
          <>
            <button type="button" className="button" disabled={busy} onClick={() => void run(async () => void (await save()))}>
              Save draft
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void publish()}>
              Publish
            </button>
          </>
        )}
        {readOnly && (
          <button type="button" className="button" disabled={busy} onClick={() => void editAsNewVersion()}>
            Edit as version {view.version + 1}
          </button>
        )}
        <a className="button button-quiet" href={preview('practice')} target="_blank" rel="noreferrer">
          Preview: practice
        </a>
        <a className="button button-quiet" href={preview('simulation')} target="_blank" rel="noreferrer">
          Preview: simulation
        </a>
        <a className="button button-quiet" href={`/api/admin/tests/${view.id}/export`} download>
          Export JSON
        </a>
        {!readOnly &&
          (confirmDiscard ? (
            <span className="editor-confirm">
              Discard this draft for good?{' '}
              <button type="button" className="button" disabled={busy} onClick={() => void discard()}>
                Discard
              </button>{' '}
              <button type="button" className="button button-quiet" onClick={() => setConfirmDiscard(false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className="button button-quiet" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </button>
          ))}
      </div>
      {!readOnly && <p className="field-hint">{checked ? '' : 'Save to check what is left to write. '}Ctrl+S saves. Previews open the saved draft in a new tab; a preview&apos;s work is never sent to the evaluators.</p>}
      {notice && (
        <p className={notice.tone === 'alert' ? 'form-error' : 'form-notice'} role={notice.tone}>
          {notice.text}
        </p>
      )}

      {!readOnly && problems.length > 0 && (
        <section className="card editor-problems" aria-labelledby="editor-problems-title">
          <h2 id="editor-problems-title">{problemCount(problems.length)} to fix before publishing</h2>
          <p className="field-hint">As of the last save.</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path} ${problem.message}`}>
                <button type="button" className="button-link" onClick={() => goTo(problem.path)}>
                  {placeOf(problem.path)}
                </button>
                : {problem.message}
              </li>
            ))}
          </ul>
        </section>
      )}

      {kind === 'mock' && !readOnly && <MockSectionCopy api={api} onCopy={copySection} />}

      <form className="card form editor-form" onSubmit={(event) => event.preventDefault()}>
        <SchemaFormContext.Provider value={form}>
          <SchemaField schema={schema} value={document} path={[]} label="Test" />
        </SchemaFormContext.Provider>
      </form>
    </section>
  )
}
