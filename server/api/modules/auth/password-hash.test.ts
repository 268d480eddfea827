import t from 'tap'
import { loadApiConfig } from '../../config.ts'
import { ConfigError } from '../../../common/env.ts'
import { createPasswordHasher } from './password-hash.ts'

t.test("the product hashes at OWASP's floor for argon2id and verifies what it hashed", async (t) => {
  const hasher = createPasswordHasher()
  const hash = await hasher.hash('correct horse battery')
  t.match(hash, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
  t.equal(await hasher.verify(hash, 'correct horse battery'), true)
  t.equal(await hasher.verify(hash, 'correct horse batterY'), false)
  t.equal(await hasher.verify(undefined, 'correct horse battery'), false, 'an unknown email is refused like a wrong password')
  t.equal(await hasher.verify('not a hash', 'correct horse battery'), false, 'a broken stored hash is refused, not thrown')
})

t.test('a config below the floor is refused, one above it kept', async (t) => {
  const env = { DATA_DIR: 'memory://', PUBLIC_URL: 'http://localhost:3000' }
  t.equal(loadApiConfig(env).ARGON2_MEMORY_KIB, 19456, 'the default is the floor')
  t.throws(() => loadApiConfig({ ...env, ARGON2_MEMORY_KIB: '19455' }), ConfigError)
  t.throws(() => loadApiConfig({ ...env, ARGON2_MEMORY_KIB: '64' }), /ARGON2_MEMORY_KIB/)
  t.equal(loadApiConfig({ ...env, ARGON2_MEMORY_KIB: '65536' }).ARGON2_MEMORY_KIB, 65536)
})
