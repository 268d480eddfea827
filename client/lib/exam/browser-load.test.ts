import t from 'tap'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useBrowserLoad } from './browser-load.ts'

/** What the hook answers in a server's render, where nothing may be asked. */
function Shown({ loaded, load }: { loaded: string | undefined; load: () => Promise<string> }) {
  const state = useBrowserLoad('key', loaded, load)
  return createElement('p', null, state.status === 'done' ? state.value : 'loading')
}

t.test("what the loader gave is shown; on the server nothing is asked, and the page says it is loading", async (t) => {
  let asked = 0
  const load = async () => (asked++, 'asked')
  t.equal(renderToStaticMarkup(createElement(Shown, { loaded: 'loaded', load })), '<p>loaded</p>')
  t.equal(renderToStaticMarkup(createElement(Shown, { loaded: undefined, load })), '<p>loading</p>')
  t.equal(asked, 0, 'no load asked while rendering on the server')
})
