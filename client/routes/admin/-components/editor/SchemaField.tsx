import { createContext, useContext, useState, type ReactNode } from 'react'
import { blankOf, isLongText, itemSummary, labelOf, lowerFirst, MEDIA_KINDS, variantIndex, variantLabel, type JsonSchema } from './schema-form.ts'
import { fieldId, pointerOf, type Path } from './pointer.ts'

/** What every field of the form shares: the change callback, the problems, which items are open. */
export interface FormContext {
  readOnly: boolean
  change(path: Path, value: unknown): void
  problemsAt(pointer: string): string[]
  /** How many problems lie at or under a pointer: shown on a closed item's heading. */
  problemsUnder(pointer: string): number
  isOpen(pointer: string): boolean
  setOpen(pointer: string, open: boolean): void
  uploadMedia(file: File): Promise<string>
}

export const SchemaFormContext = createContext<FormContext | null>(null)
const useForm = () => useContext(SchemaFormContext)!

interface FieldProps {
  schema: JsonSchema
  value: unknown
  path: Path
  label: string
  /** An optional field the author added: it can be taken away again. */
  onRemove?: (() => void) | undefined
}

/** One field of a test document, drawn from its schema: objects, lists, variants, texts, numbers and media. */
export function SchemaField(props: FieldProps) {
  const { schema } = props
  if (schema.const !== undefined) return null
  if (schema.anyOf) {
    return schema.anyOf.every((variant) => variant.const !== undefined) ? <ChoiceField {...props} /> : <VariantField {...props} />
  }
  if (schema.type === 'object') return schema.patternProperties ? <RecordField {...props} /> : <ObjectField {...props} />
  if (schema.type === 'array') return <ArrayField {...props} />
  return <ValueField {...props} />
}

function Problems({ pointer }: { pointer: string }) {
  const problems = useForm().problemsAt(pointer)
  if (problems.length === 0) return null
  return (
    <p className="editor-problem" id={`${fieldId(pointer)}-problem`}>
      {problems.join(' ')}
    </p>
  )
}

function RemoveButton({ onRemove, what }: { onRemove: (() => void) | undefined; what: string }) {
  const { readOnly } = useForm()
  if (!onRemove || readOnly) return null
  return (
    <button type="button" className="button button-quiet editor-remove" onClick={onRemove}>
      Remove {lowerFirst(what)}
    </button>
  )
}

function ObjectField({ schema, value, path, label, onRemove }: FieldProps) {
  const form = useForm()
  const object = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const required = new Set(schema.required ?? [])
  const entries = Object.entries(schema.properties ?? {})
  const shown = entries.filter(([key, child]) => child.const === undefined && (required.has(key) || object[key] !== undefined))
  const addable = entries.filter(([key, child]) => child.const === undefined && !required.has(key) && object[key] === undefined)
  const pointer = pointerOf(path)
  const body = (
    <>
      <Problems pointer={pointer} />
      {shown.map(([key, child]) => (
        <SchemaField
          key={key}
          schema={child}
          value={object[key]}
          path={[...path, key]}
          label={labelOf(key)}
          onRemove={required.has(key) ? undefined : () => form.change([...path, key], undefined)}
        />
      ))}
      {!form.readOnly && addable.length > 0 && (
        <p className="editor-add-row">
          {addable.map(([key, child]) => (
            <button key={key} type="button" className="button button-quiet" onClick={() => form.change([...path, key], blankOf(child))}>
              Add {lowerFirst(labelOf(key))}
            </button>
          ))}
        </p>
      )}
      <RemoveButton onRemove={onRemove} what={label} />
    </>
  )
  // The document's own fields sit on the page; every object inside it is a group of its own.
  if (path.length === 0) return body
  return (
    <fieldset className="editor-group" data-pointer={pointer}>
      <legend>{label}</legend>
      {body}
    </fieldset>
  )
}

function ArrayField({ schema, value, path, label, onRemove }: FieldProps) {
  const form = useForm()
  const items = Array.isArray(value) ? value : []
  const itemSchema = schema.items ?? {}
  const pointer = pointerOf(path)
  const singular = label.replace(/(ies)$/, 'y').replace(/([^s])s$/, '$1')
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    form.change(path, next)
  }
  const add = () => {
    form.change(path, [...items, blankOf(itemSchema)])
    form.setOpen(pointerOf([...path, items.length]), true)
  }
  const simple = itemSchema.type !== 'object' && !itemSchema.anyOf && itemSchema.type !== 'array'
  return (
    <fieldset className="editor-group editor-list" data-pointer={pointer}>
      <legend>
        {label} <span className="editor-count">({items.length})</span>
      </legend>
      {schema.description && <p className="field-hint">{schema.description}</p>}
      <Problems pointer={pointer} />
      {items.map((item, i) => {
        const itemPath = [...path, i]
        const tools = form.readOnly ? null : (
          <span className="editor-item-tools">
            <button type="button" className="button button-quiet" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${lowerFirst(singular)} ${i + 1} up`}>
              Up
            </button>
            <button type="button" className="button button-quiet" disabled={i === items.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${lowerFirst(singular)} ${i + 1} down`}>
              Down
            </button>
            <button type="button" className="button button-quiet" onClick={() => form.change(path, items.filter((_, j) => j !== i))} aria-label={`Remove ${lowerFirst(singular)} ${i + 1}`}>
              Remove
            </button>
          </span>
        )
        if (simple) {
          return (
            <div key={i} className="editor-list-row">
              <ValueField schema={itemSchema} value={item} path={itemPath} label={`${singular} ${i + 1}`} />
              {tools}
            </div>
          )
        }
        return (
          <Item key={i} pointer={pointerOf(itemPath)} heading={`${singular} ${i + 1}`} summary={itemSummary(item)} tools={tools}>
            <SchemaField schema={itemSchema} value={item} path={itemPath} label={`${singular} ${i + 1}`} />
          </Item>
        )
      })}
      {!form.readOnly && (
        <button type="button" className="button button-quiet editor-add" onClick={add}>
          Add {lowerFirst(singular)}
        </button>
      )}
      <RemoveButton onRemove={onRemove} what={label} />
    </fieldset>
  )
}

/** A list item, closed until opened: a long test stays one screen of headings, and only open items are drawn. */
function Item({ pointer, heading, summary, tools, children }: { pointer: string; heading: string; summary: string; tools: ReactNode; children: ReactNode }) {
  const form = useForm()
  const open = form.isOpen(pointer)
  const problems = form.problemsUnder(pointer)
  return (
    <details className="editor-item" data-pointer={pointer} open={open} onToggle={(event) => form.setOpen(pointer, event.currentTarget.open)}>
      <summary>
        <strong>{heading}</strong>
        {summary && <span className="editor-item-summary">{summary}</span>}
        {problems > 0 && <span className="editor-item-problems">{problems === 1 ? '1 problem' : `${problems} problems`}</span>}
      </summary>
      {open && (
        <div className="editor-item-body">
          {tools}
          {children}
        </div>
      )}
    </details>
  )
}

/** A union of objects (a question's type, a listening test's form): pick the variant, then fill it in. */
function VariantField({ schema, value, path, label, onRemove }: FieldProps) {
  const form = useForm()
  const variants = schema.anyOf!
  const index = variantIndex(variants, value)
  const id = `${fieldId(pointerOf(path))}-variant`
  return (
    <div className="editor-variant">
      <div className="field">
        <label htmlFor={id}>{label}: type</label>
        <select
          id={id}
          value={index}
          disabled={form.readOnly}
          aria-describedby={`${id}-hint`}
          onChange={(event) => form.change(path, blankOf(variants[Number(event.target.value)]!))}
        >
          {variants.map((_, i) => (
            <option key={i} value={i}>
              {variantLabel(variants, i)}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-hint`}>
          Another type starts this part again, blank.
        </p>
      </div>
      <SchemaField schema={variants[index]!} value={value} path={path} label={label} onRemove={onRemove} />
    </div>
  )
}

function ChoiceField({ schema, value, path, label }: FieldProps) {
  const form = useForm()
  const pointer = pointerOf(path)
  const id = fieldId(pointer)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value ?? '')} disabled={form.readOnly} onChange={(event) => form.change(path, event.target.value)}>
        {schema.anyOf!.map((variant) => (
          <option key={String(variant.const)} value={String(variant.const)}>
            {String(variant.const)}
          </option>
        ))}
      </select>
      <Problems pointer={pointer} />
    </div>
  )
}

/** A map such as the answer key: one row per entry, its name and its value. */
function RecordField({ schema, value, path, label, onRemove }: FieldProps) {
  const form = useForm()
  const [name, setName] = useState('')
  const entries = Object.entries((typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>)
  const valueSchema = Object.values(schema.patternProperties ?? {})[0] ?? { type: 'string' }
  const pointer = pointerOf(path)
  const newId = `${fieldId(pointer)}-new`
  const add = () => {
    const key = name.trim()
    if (key === '' || entries.some(([existing]) => existing === key)) return
    form.change([...path, key], blankOf(valueSchema))
    setName('')
  }
  return (
    <fieldset className="editor-group editor-record" data-pointer={pointer}>
      <legend>
        {label} <span className="editor-count">({entries.length})</span>
      </legend>
      {schema.description && <p className="field-hint">{schema.description}</p>}
      <Problems pointer={pointer} />
      {entries.map(([key, entry]) =>
        // An entry of several fields (an answer stretch's start and end) is a group of its own, with its own Remove.
        valueSchema.type === 'object' ? (
          <SchemaField key={key} schema={valueSchema} value={entry} path={[...path, key]} label={`Question ${key}`} onRemove={() => form.change([...path, key], undefined)} />
        ) : (
        <div key={key} className="editor-list-row">
          <ValueField schema={valueSchema} value={entry} path={[...path, key]} label={key} />
          {!form.readOnly && (
            <button type="button" className="button button-quiet" onClick={() => form.change([...path, key], undefined)} aria-label={`Remove ${key}`}>
              Remove
            </button>
          )}
        </div>
        ),
      )}
      {!form.readOnly && (
        <div className="editor-list-row">
          <div className="field">
            <label htmlFor={newId}>New entry (question id)</label>
            <input
              id={newId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  add()
                }
              }}
            />
          </div>
          <button type="button" className="button button-quiet" onClick={add}>
            Add
          </button>
        </div>
      )}
      <RemoveButton onRemove={onRemove} what={label} />
    </fieldset>
  )
}

/** A text, a number, a yes/no, or a media file's URL with its upload and its player or picture. */
function ValueField({ schema, value, path, label, onRemove }: FieldProps) {
  const form = useForm()
  const pointer = pointerOf(path)
  const id = fieldId(pointer)
  const problems = form.problemsAt(pointer)
  const key = String(path.at(-1))
  const media = MEDIA_KINDS[key]
  // What the schema says the field is for (the letter checks' marks on a case note), then its problems.
  const describedBy = [schema.description ? `${id}-hint` : '', problems.length > 0 ? `${id}-problem` : ''].filter(Boolean).join(' ')
  const described = { 'aria-invalid': problems.length > 0 || undefined, 'aria-describedby': describedBy || undefined }
  let input: ReactNode
  if (schema.type === 'number' || schema.type === 'integer') {
    input = (
      <input
        id={id}
        type="number"
        step={schema.type === 'integer' ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        readOnly={form.readOnly}
        onChange={(event) => form.change(path, event.target.value === '' ? undefined : Number(event.target.value))}
        {...described}
      />
    )
  } else if (schema.type === 'boolean') {
    input = <input id={id} type="checkbox" checked={value === true} disabled={form.readOnly} onChange={(event) => form.change(path, event.target.checked)} {...described} />
  } else if (isLongText(schema, key)) {
    input = <textarea id={id} rows={4} value={String(value ?? '')} readOnly={form.readOnly} onChange={(event) => form.change(path, event.target.value)} {...described} />
  } else {
    input = <input id={id} value={String(value ?? '')} readOnly={form.readOnly} onChange={(event) => form.change(path, event.target.value)} {...described} />
  }
  return (
    <div className="field editor-field">
      <label htmlFor={id}>{label}</label>
      {input}
      {schema.description && (
        <p className="field-hint" id={`${id}-hint`}>
          {schema.description}
        </p>
      )}
      <Problems pointer={pointer} />
      {media && <MediaTools kind={media} url={typeof value === 'string' ? value : ''} path={path} label={label} />}
      <RemoveButton onRemove={onRemove} what={label} />
    </div>
  )
}

function MediaTools({ kind, url, path, label }: { kind: 'audio' | 'image'; url: string; path: Path; label: string }) {
  const form = useForm()
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const id = `${fieldId(pointerOf(path))}-upload`
  const upload = async (file: File) => {
    setState({ busy: true, error: null })
    try {
      form.change(path, await form.uploadMedia(file))
      setState({ busy: false, error: null })
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : 'The upload failed.' })
    }
  }
  return (
    <div className="editor-media">
      {url.startsWith('/api/media/') && (kind === 'audio' ? <audio controls preload="none" src={url} aria-label={label} /> : <img src={url} alt={`${label} as uploaded`} />)}
      {!form.readOnly && (
        <>
          <label htmlFor={id} className="editor-upload-label">
            Upload {kind === 'audio' ? 'an audio file' : 'an image'}
          </label>
          <input
            id={id}
            type="file"
            accept={kind === 'audio' ? 'audio/*' : 'image/*'}
            disabled={state.busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void upload(file)
            }}
          />
        </>
      )}
      {state.busy && <p role="status">Uploading...</p>}
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  )
}
