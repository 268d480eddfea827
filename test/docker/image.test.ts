import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { aptPackages, lineage, nativePackages, parseDockerfile } from './dockerfile.ts'
import { freePort } from '#test/free-port.ts'

// The image must build on its default base (issue 15: it did not, for want of a compiler). With a
// Docker daemon this test builds and starts it; without one it checks the Dockerfile against the
// lock file, which is where the build broke.

const root = new URL('../../', import.meta.url).pathname
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8')
const { preamble, stages } = parseDockerfile(dockerfile)
const TOOLCHAIN = ['python3', 'make', 'g++']

t.test('no syntax directive: BuildKit would fetch that frontend from a registry', async (t) => {
  t.notMatch(dockerfile, /^#\s*syntax\s*=/im, 'no # syntax= line')
})

t.test('the base image is node:20-bookworm-slim unless NODE_IMAGE names a stand-in', async (t) => {
  t.ok(preamble.includes('ARG NODE_IMAGE=node:20-bookworm-slim'), 'the default base')
  const bases = stages.map((stage) => stage.base).filter((name) => !stages.some((other) => other.name === name))
  t.same([...new Set(bases)], ['${NODE_IMAGE}'], 'every stage starts from it or from another stage')
})

t.test('every native dependency can compile where npm installs it, and the runtime has no compiler', async (t) => {
  const native = nativePackages(root)
  t.ok(native.includes('argon2'), `argon2 is found among the native packages (${native.join(', ')})`)
  const installs = stages.filter((stage) => stage.instructions.some((instruction) => /\bnpm ci\b/.test(instruction)))
  t.ok(installs.length > 0, 'some stage runs npm ci')
  for (const stage of installs) {
    const ancestry = lineage(stages, stage)
    const packages = ancestry.flatMap(aptPackages)
    t.same(TOOLCHAIN.filter((tool) => !packages.includes(tool)), [], `stage ${stage.name} has ${TOOLCHAIN.join(', ')} for ${native.join(', ')}`)
    const headers = ancestry.some((s) => s.instructions.some((instruction) => /npm_config_nodedir=/.test(instruction)))
    t.ok(headers, `stage ${stage.name} compiles against the image's own Node headers, not a download`)
  }
  const runtime = stages.at(-1)!
  t.same(lineage(stages, runtime).flatMap(aptPackages).filter((name) => TOOLCHAIN.includes(name)), [], 'no compiler in the runtime image')
  t.ok(aptPackages(runtime).includes('ffmpeg'), 'the runtime has ffmpeg, which the uploads need')
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
const base = process.env.NODE_IMAGE ?? 'node:20-bookworm-slim'
const daemon = (await run('docker', ['version', '--format', '{{.Server.Version}}'], 15_000)).code === 0
// A build from nothing takes minutes on two cores: the file's usual time limit would end it.
if (daemon) t.setTimeout(40 * 60_000)
// A daemon without a registry to pull the base from can't build anything: the static check stands.
const baseReady = daemon && ((await run('docker', ['image', 'inspect', base], 30_000)).code === 0 || (await run('docker', ['pull', base], 10 * 60_000)).code === 0)
const skip = !daemon ? 'no Docker daemon here: checked statically above' : !baseReady && `the base image ${base} cannot be pulled here: checked statically above`

t.test('the image builds, starts as uid 1000 and answers /healthz', { skip }, async (t) => {
  const tag = 'oet-prep:test'
  const baseArgs = ['--build-arg', `NODE_IMAGE=${base}`]
  const caArgs = process.env.EXTRA_CA_CERTS ? ['--build-arg', 'EXTRA_CA_CERTS'] : []
  const build = await run('docker', ['build', '--network', 'host', ...baseArgs, ...caArgs, '-t', tag, '.'], 35 * 60_000)
  if (!t.equal(build.code, 0, 'docker build succeeds')) return void t.comment(build.output)

  const port = await freePort()
  const env = ['-e', `PORT=${port}`, '-e', `API_PORT=${await freePort()}`, '-e', 'HOST=127.0.0.1']
  const started = await run('docker', ['run', '-d', '--network', 'host', ...env, tag], 60_000)
  if (!t.equal(started.code, 0, 'the container starts')) return void t.comment(started.output)
  const id = started.output.trim().split('\n').at(-1)!
  t.teardown(() => run('docker', ['rm', '-f', '-v', id], 60_000))

  t.equal((await run('docker', ['exec', id, 'id', '-u'], 30_000)).output.trim(), '1000', 'it runs as the node user')
  let healthy = false
  for (let tries = 0; tries < 120 && !healthy; tries++) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false)
    if (!healthy) await sleep(1000)
  }
  if (!t.ok(healthy, '/healthz answers 200')) t.comment((await run('docker', ['logs', '--tail', '50', id], 30_000)).output)
})
