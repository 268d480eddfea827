/**
 * Builds the server into dist/server: one ES module per way of running it, sharing chunks, with
 * npm packages left to node_modules. `npm start`, the operator's commands, the Docker image and
 * docker-compose run these; `npm run dev` and the tests run the sources through tsx (decision 0036).
 *
 *   start.js           both servers in one process (the README's `npm start`)
 *   api.js, web.js     the API host alone, the web server alone (docker-compose's services)
 *   web-thread.js      the web server's worker thread, which start.js starts
 *   user-create.js     `npm run user:create`
 *   content-import.js  `npm run content:import`
 *   backup.js, restore.js  `npm run backup`, `npm run restore`
 */
import { rm, writeFile } from 'node:fs/promises'
import { build } from 'esbuild'
import { SERVER_BUILD_OPTIONS } from './lib/server-build.ts'

// Chunk names carry a content hash: without a clean folder, every build would leave the last one's.
await rm('dist/server', { recursive: true, force: true })
const { metafile } = await build({
  entryPoints: {
    start: 'server/start.ts',
    api: 'server/api/main.ts',
    web: 'server/web/main.ts',
    'web-thread': 'server/web-thread.ts',
    'user-create': 'scripts/user-create.ts',
    'content-import': 'scripts/content-import.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
  },
  outdir: 'dist/server',
  ...SERVER_BUILD_OPTIONS,
  sourcemap: 'linked',
  metafile: true,
})
// What each file imports, and how: the tests check that optional libraries stay out of a start.
await writeFile('dist/server/metafile.json', JSON.stringify(metafile))
