import t from 'tap'
import { isPublicPath, safeNext } from './public-paths.ts'

t.test('pages whose URL contains login, forgot-password, register or documentation are public', async (t) => {
  for (const path of ['/login', '/register', '/forgot-password', '/documentation', '/documentation/static/x.js', '/reset-password']) {
    t.ok(isPublicPath(path), path)
  }
  for (const path of ['/app/welcome', '/dashboard', '/oet-reading/1', '/staff']) t.notOk(isPublicPath(path), path)
})

t.test('after login, only a path on this site is followed', async (t) => {
  t.equal(safeNext('/oet-reading/abc?x=1'), '/oet-reading/abc?x=1')
  t.equal(safeNext('https://evil.example/'), '/app/welcome', 'another origin')
  t.equal(safeNext('//evil.example/'), '/app/welcome', 'a protocol-relative URL')
  t.equal(safeNext('/\\evil.example'), '/app/welcome', 'a backslash trick')
  t.equal(safeNext('/login'), '/app/welcome', 'never back to a public page')
  t.equal(safeNext(undefined), '/app/welcome')
  t.equal(safeNext('/\t/evil.example/phish'), '/app/welcome', 'a tab a browser drops, leaving //evil.example')
  t.equal(safeNext('/\r\nSet-Cookie: a=b'), '/app/welcome', 'CR/LF never reach a header')
  t.equal(safeNext('/a/../b?q=\u3000'), '/b?q=%E3%80%80', 'resolved and percent-encoded as a browser does')
})
