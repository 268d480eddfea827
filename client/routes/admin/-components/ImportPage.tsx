import { useState, type FormEvent } from 'react'
import type { ApiFetch } from '#client/lib/api.ts'
import { usePageTitle } from '#client/components/ui-state/UiStateProvider.tsx'
import { matchMedia, relativeMedia, withMediaUrls } from './import-media.ts'
import { uploadMedia } from './upload-media.ts'

type Outcome = { kind: 'working'; text: string } | { kind: 'failed'; text: string } | { kind: 'done'; id: string; title: string }

/** A test document (test.json) and its media: the media uploaded first, then the document, checked by the API. */
export function ImportPage({ api, csrfToken }: { api: ApiFetch; csrfToken: string }) {
  usePageTitle('Import a test')
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const run = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const documentFile = data.get('document')
    const media = data.getAll('media').filter((entry): entry is File => entry instanceof File && entry.size > 0)
    if (!(documentFile instanceof File) || documentFile.size === 0) return setOutcome({ kind: 'failed', text: 'Choose the test document (test.json).' })
    let document: unknown
    try {
      document = JSON.parse(await documentFile.text())
    } catch (error) {
      return setOutcome({ kind: 'failed', text: `${documentFile.name} is not valid JSON: ${error instanceof Error ? error.message : ''}` })
    }
    const { matched, missing } = matchMedia(relativeMedia(document), media)
    if (missing.length > 0) return setOutcome({ kind: 'failed', text: `The document names files you did not choose: ${missing.join(', ')}.` })
    const urls = new Map<string, string>()
    try {
      let done = 0
      for (const [reference, file] of matched) {
        setOutcome({ kind: 'working', text: `Uploading media ${++done} of ${matched.size}: ${file.name}` })
        urls.set(reference, await uploadMedia(file, csrfToken))
      }
      setOutcome({ kind: 'working', text: 'Checking and saving the document...' })
      const { id } = await api<{ id: string }>('/api/admin/tests', { method: 'POST', body: withMediaUrls(document, urls) })
      const title = typeof (document as { title?: unknown }).title === 'string' ? (document as { title: string }).title : documentFile.name
      setOutcome({ kind: 'done', id, title })
    } catch (error) {
      setOutcome({ kind: 'failed', text: error instanceof Error ? error.message : 'The import failed.' })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run(event.currentTarget)
  }

  return (
    <section className="staff staff-import" aria-labelledby="import-title">
      <header className="staff-header">
        <h1 id="import-title">Import a test</h1>
        <p className="staff-intro">
          Choose a test document (test.json) and the audio and images it names. The media are uploaded first, then the document is checked and saved.
        </p>
      </header>
      <form className="card form staff-import-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="import-document">Test document (JSON)</label>
          <input id="import-document" name="document" type="file" accept="application/json,.json" required />
        </div>
        <div className="field">
          <label htmlFor="import-media">Media files</label>
          <input id="import-media" name="media" type="file" accept="audio/*,image/*" multiple aria-describedby="import-media-hint" />
          <p id="import-media-hint" className="field-hint">
            Every file the document names by path, such as audio/part-a.mp3; matched by file name.
          </p>
        </div>
        <button type="submit" className="button" disabled={outcome?.kind === 'working'}>
          Import
        </button>
      </form>
      {outcome?.kind === 'working' && (
        <p className="staff-count" role="status">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="form-error staff-import-result" role="alert">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p className="form-notice staff-import-result" role="status">
          Imported “{outcome.title}”. Test id: <code>{outcome.id}</code>
        </p>
      )}
    </section>
  )
}
