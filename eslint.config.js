// ESLint flat config.
//
// Besides the usual recommended rules, this file keeps the layers one way
// (DESIGN.md section 3): shared/ is framework-free, client/ never reaches into
// server/, and the API and web servers only talk over HTTP. Each layer gets its
// own `no-restricted-imports` block; the same patterns also guard dynamic
// `import('...')` through `no-restricted-syntax`, which the import rule skips.
//
// Relative paths are matched by shape: any run of `../` followed by the
// forbidden folder (e.g. `../server/...`, `../../server/...`).
//
// TypeBox stays out of the browser (decision 0063): each shared concept keeps its
// schemas in a file named `schema.ts` (or `*-schema.ts`, `schemas.ts`) beside the
// TypeBox-free file of its constants and functions, and TypeBox helpers live in
// shared/typebox/ (decision 0088); client/ and the rest of shared/ import those for
// their types only.
// A route's `-components/` folder is private to that route (decision 0067): what
// another route or the mock needs lives in client/exam/<skill>/, components/ or lib/.
// client/ never marks answers itself: results calls return the verdicts the server stored
// (decision 0069), so `markAnswers` is out of its reach; showing a key's accepted forms is not.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** `^(\./)?(\.\./)+` then one of the given path starts, ending at a path boundary. */
const upTo = (...targets) => `^(\\./)?(\\.\\./)+(${targets.join('|')})(/|$)`
/** A bare package name, with or without a sub-path. */
const pkg = (...names) => `^(${names.join('|')})(/|$)`

const SERVER_ONLY_PACKAGES = [
  'fastify',
  '@fastify/[^/]+',
  'fastify-plugin',
  'undici',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'ioredis',
  'argon2',
  'nodemailer',
  'sharp',
  '@aws-sdk/[^/]+',
]
const UI_PACKAGES = ['react', 'react-dom', '@tanstack/[^/]+']

/** TypeBox, and the modules that build schemas with it when they load. */
const SCHEMA_MODULES = [
  pkg('@sinclair/typebox'),
  '^(#shared/|(\\.\\.?/)+(shared/)?)typebox/',
  '^(#shared/|\\.\\.?/)(.*[/-])?schemas?\\.ts$',
]
/** The route folders under client/routes/, read from disk so that a new route is private at once. */
const ROUTE_FOLDERS = readdirSync(join(import.meta.dirname, 'client/routes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Build the two rules for one layer from a list of { regex, message }.
 * `no-restricted-imports` covers `import`/`import type`/`export ... from`;
 * `no-restricted-syntax` covers `import('...')` with a literal specifier, and
 * also `dynamicOnly`: modules whose static imports another rule checks.
 */
function layerRules(restrictions, dynamicOnly = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: restrictions.map(({ regex, message, importNames }) => ({ regex, message, ...(importNames && { importNames }) })),
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[...restrictions, ...dynamicOnly].map(({ regex, message }) => ({
        selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  }
}

const SHARED_MSG =
  'shared/ is framework-free: it may import only @sinclair/typebox, node built-ins and other #shared/* modules, never React, TanStack, Fastify, undici, database/queue/mail/image drivers, or anything from server/, client/ or test/.'
const SCHEMA_MSG =
  'TypeBox stays out of the browser (decision 0063): import schemas and TypeBox with `import type` here; take constants and pure functions from the TypeBox-free file of its concept (#shared/<concept>/<concept>.ts), and keep values that need a schema in its schema.ts (decision 0088).'
const CLIENT_MSG =
  'client/ never imports server/: talk to the API over HTTP (client/lib/api.ts) and put shared types/schemas in shared/ (#shared/*).'
const API_MSG =
  'server/api/ never imports server/web/ or client/: the web server talks to the API over HTTP only. Put shared code in shared/ or server/common/.'
const MARKING_MSG =
  'client/ shows the verdicts the server stored (decision 0069): take `review` from the results or submit answer instead of marking answers again.'
const PRIVATE_PARTS_MSG =
  "A route's -components/ folder is private to that route: move what another screen needs to client/exam/<skill>/ (a skill's exam UI), client/components/ or client/lib/ (decision 0067)."
const WEB_MSG =
  'server/web/ never imports server/api/: it talks to the API over HTTP only (plugins/api-client.ts). Put shared code in shared/ or server/common/.'

const SNIFF_MSG =
  'file-type and shared/media/sniff.ts are the servers\' content check of uploads (decision 0086): the browser checks a chosen file with client/lib/file-check.ts, and the server refuses it with a message.'

/** Schema modules loaded by `import(...)`: the static ones the typebox-free block checks. */
const SCHEMA_DYNAMIC = SCHEMA_MODULES.map((regex) => ({ regex, message: SCHEMA_MSG }))

const CLIENT_LAYER = [
  { regex: '^#(api|web)(/|$)', message: CLIENT_MSG },
  { regex: upTo('server'), message: CLIENT_MSG },
  {
    regex: pkg(...SERVER_ONLY_PACKAGES.filter((p) => p !== 'sharp')),
    message: CLIENT_MSG,
  },
  // The uploads' content check is the servers' (decision 0086): file-type stays out of the bundle.
  { regex: `${pkg('file-type')}|^#shared/media/sniff(\\.ts)?$`, message: SNIFF_MSG },
  // A dynamic import brings the whole module, so `import('#shared/marking...')` is refused whole.
  { regex: '^#shared/marking(/index(\\.ts)?)?$', importNames: ['markAnswers'], message: MARKING_MSG },
  { regex: '^#shared/marking/mark-answers(\\.ts)?$', message: MARKING_MSG },
  { regex: upTo('shared/marking'), message: MARKING_MSG },
]

/**
 * The `-components/` folders of the given routes, by alias (`#client/routes/<r>/-components/...`)
 * or by a relative path that reaches one (`../../<r>/-components/...`, `../routes/<r>/-components/...`).
 */
function privateParts(routes) {
  if (routes.length === 0) return []
  const names = routes.join('|')
  return [
    { regex: `^#client/routes/(${names})/-components(/|$)`, message: PRIVATE_PARTS_MSG },
    { regex: `^(\\./)?(\\.\\./)+(.+/)?(${names})/-components(/|$)`, message: PRIVATE_PARTS_MSG },
  ]
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    'coverage/',
    '.tap/',
    'server/api/db/migrations/',
    'test-results/',
    'screenshots/',
  ]),

  {
    name: 'project/files',
    files: [
      '{shared,server,client,scripts,test}/**/*.{ts,tsx}',
      '*.{ts,tsx}',
      'eslint.config.js',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommended,

  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  {
    // With verbatimModuleSyntax, `import { type A }` keeps `import 'mod'`: the browser would load
    // (and bundle) a module it only needed a type from. `import type { A }` is erased.
    name: 'project/type-imports',
    files: ['{client,shared}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },

  {
    name: 'project/react-hooks',
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // ---- Layers, one way only -------------------------------------------------
  {
    name: 'project/layers/shared',
    files: ['shared/**/*.{ts,tsx}'],
    rules: layerRules([
      { regex: pkg(...UI_PACKAGES, ...SERVER_ONLY_PACKAGES), message: SHARED_MSG },
      { regex: '^#(api|web|client|test)(/|$)', message: SHARED_MSG },
      { regex: upTo('server', 'client', 'test'), message: SHARED_MSG },
    ]),
  },
  {
    name: 'project/layers/client',
    files: ['client/**/*.{ts,tsx}'],
    rules: layerRules([...CLIENT_LAYER, ...privateParts(ROUTE_FOLDERS)], SCHEMA_DYNAMIC),
  },
  {
    // The browser's code, and the shared code it may load, import schemas for their types only.
    // Tests are not shipped, so they may check values against schemas.
    name: 'project/typebox-free',
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/typebox/**', 'shared/**/*schema.ts', 'shared/**/schemas.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: SCHEMA_MODULES.map((regex) => ({ regex, message: SCHEMA_MSG, allowTypeImports: true })) },
      ],
    },
  },
  // A file of a route may use its own -components/, no other route's. These blocks repeat the
  // client layer's restrictions because a later block's options replace an earlier block's.
  ...ROUTE_FOLDERS.map((route) => ({
    name: `project/layers/client/routes/${route}`,
    files: [`client/routes/${route}/**/*.{ts,tsx}`],
    rules: layerRules([...CLIENT_LAYER, ...privateParts(ROUTE_FOLDERS.filter((other) => other !== route))], SCHEMA_DYNAMIC),
  })),
  {
    name: 'project/layers/server-api',
    files: ['server/api/**/*.{ts,tsx}'],
    rules: layerRules([
      { regex: '^#(web|client)(/|$)', message: API_MSG },
      { regex: upTo('web', 'server/web', 'client'), message: API_MSG },
    ]),
  },
  {
    name: 'project/layers/server-web',
    files: ['server/web/**/*.{ts,tsx}'],
    rules: layerRules([
      { regex: '^#api(/|$)', message: WEB_MSG },
      { regex: upTo('api', 'server/api'), message: WEB_MSG },
    ]),
  },
  // server/start.ts and server/common/** deliberately have no layer block:
  // start.ts wires api + web together in one process.
])
