import { execFile } from 'node:child_process'
import { access, cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { parseDockerfile } from './dockerfile.ts'
import { freePort } from '#test/free-port.ts'
import { productEnvironment, ROOT, startProductProcess } from '#test/npm-start.ts'

// The runtime image holds only what its COPY lines name (decision 0036: the build, the migrations,
// the content, no sources). Without a Docker daemon the image cannot be built here, so its files
// are laid out as those lines lay them out, from this checkout, and the image's CMD and its
// documented command run there: a server or command reading a file the image does not hold fails.
// node_modules is this checkout's (development packages too): server-bundle.test.ts checks that
// the build needs production packages only.

const { stages } = parseDockerfile(await readFile(join(ROOT, 'Dockerfile'), 'utf8'))
const runtime = stages.at(-1)!

/** The image's files under `dir`, as the runtime stage's COPY lines place them. */
async function layOut(dir: string) {
  for (const instruction of runtime.instructions) {
    const copy = /^COPY\s+(?:--from=(\S+)\s+)?(.+)$/.exec(instruction)
    if (!copy) continue
    const [from, paths] = [copy[1], copy[2]!.split(/\s+/)]
    const target = paths.pop()!
    for (const source of paths) {
      const relative = from ? source.replace(/^\/app\//, '') : source
      const destination = target.endsWith('/') ? join(dir, target, relative.split('/').at(-1)!) : join(dir, target)
      await mkdir(dirname(destination), { recursive: true })
      if (relative === 'node_modules') await symlink(join(ROOT, 'node_modules'), destination)
      else await cp(join(ROOT, relative), destination, { recursive: true })
    }
  }
}

t.test("the image's files alone run the product and its user command", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'oet-image-files-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const app = join(dir, 'app')
  await layOut(app)
  for (const source of ['server/start.ts', 'shared', 'client', 'scripts/user-create.ts', 'tsconfig.json']) {
    await t.rejects(access(join(app, source)), `${source} is not in the image`)
  }

  const [port, apiPort] = [await freePort(), await freePort()]
  const url = `http://127.0.0.1:${port}`
  const settings = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_PORT: String(apiPort), DATA_DIR: join(dir, 'data'), PUBLIC_URL: url }
  const staff = { email: 'image.staff@example.test', password: 'a-long-enough-passphrase-42' }
  // As the README runs it in the image, with the server stopped.
  await promisify(execFile)('npm', ['run', 'user:create', '--', '--email', staff.email, '--password', staff.password, '--role', 'staff'], {
    cwd: app,
    env: productEnvironment(settings),
  })

  const cmd = JSON.parse(/^CMD\s+(\[.*\])$/m.exec(runtime.instructions.join('\n'))![1]!) as string[]
  const product = await startProductProcess(cmd, dir, settings, `${url}/healthz`, app)
  t.teardown(() => product.stop(15_000))
  await product.ready()

  const loginPage = await (await fetch(`${url}/login`)).text()
  const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(loginPage)?.[1]
  t.ok(stylesheet, 'the login page (HTML only, decision 0070) names the built stylesheet')
  t.equal((await fetch(`${url}${stylesheet}`)).status, 200, 'which is served')
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) })
  t.equal(login.status, 200, 'the staff member the command made logs in')
  const token = ((await login.json()) as { token: string }).token
  // The web server's session cookie carries the API host's token.
  const page = await (await fetch(`${url}/app/welcome`, { headers: { cookie: `oet_session=${token}` } })).text()
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1]
  t.ok(script, 'a logged-in page names the built script')
  t.equal((await fetch(`${url}${script}`)).status, 200, 'which is served')
  const tests = (await (await fetch(`${url}/api/oet-reading-tests`, { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[]
  t.ok(tests.length > 0, 'the sample content was loaded from the image at the first start')
  t.same((await product.logLines()).filter((line) => line.level >= 50), [], 'nothing was logged as an error')
})
