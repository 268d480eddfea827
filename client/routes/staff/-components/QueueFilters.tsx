import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { queueStatus, type QueueSearch } from './queue-search.ts'
import type { QueueAnswer } from './staff-types.ts'

/**
 * State, skill and test. A plain GET form, so it works before the script has loaded; with the
 * script each change navigates at once and the filters stay in the URL.
 */
export function QueueFilters({ search, tests }: { search: QueueSearch; tests: QueueAnswer['tests'] }) {
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const value = (name: string) => (data.get(name) as string | null) || undefined
    void navigate({
      to: '/staff',
      search: {
        status: value('status') === 'evaluated' ? 'evaluated' : 'pending',
        skill: value('skill') as QueueSearch['skill'],
        testId: value('testId'),
      },
    })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  return (
    <form className="staff-filters" method="get" action="/staff" onSubmit={onSubmit} onChange={(event) => apply(event.currentTarget)}>
      <fieldset className="staff-state-choice">
        <legend>State</legend>
        <div className="staff-choices">
          {(['pending', 'evaluated'] as const).map((status) => (
            <label key={status}>
              <input type="radio" name="status" value={status} defaultChecked={queueStatus(search) === status} />
              {status === 'pending' ? 'Pending' : 'Evaluated'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="staff-filter">
        <label htmlFor="queue-skill">Skill</label>
        <select id="queue-skill" name="skill" defaultValue={search.skill ?? ''}>
          <option value="">Writing and speaking</option>
          <option value="writing">Writing</option>
          <option value="speaking">Speaking</option>
        </select>
      </div>
      <div className="staff-filter staff-filter-grow">
        <label htmlFor="queue-test">Test</label>
        <select id="queue-test" name="testId" defaultValue={search.testId ?? ''}>
          <option value="">All tests</option>
          {tests.map((test) => (
            <option key={test.id} value={test.id}>
              {test.title}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button button-quiet">
          Filter
        </button>
      </noscript>
    </form>
  )
}
