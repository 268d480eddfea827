import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/api/db/schema.ts',
  out: './server/api/db/migrations',
})
