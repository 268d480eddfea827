import t from 'tap'
import { ERROR_CODE_NAMES, ERROR_STATUS, errorCodeForStatus, isErrorCode } from './error-codes.ts'
import { ERROR_DESCRIPTIONS } from './error-descriptions.ts'

t.test('every code is UPPER_SNAKE, with an error status and a description', async (t) => {
  for (const code of ERROR_CODE_NAMES) {
    t.match(code, /^[A-Z]+(_[A-Z]+)*$/, code)
    t.ok(ERROR_STATUS[code] >= 400 && ERROR_STATUS[code] < 600, `${code} is an error status`)
    t.ok(ERROR_DESCRIPTIONS[code].length > 10, `${code} says what it means`)
  }
})

t.test("a status's usual code comes with that status", async (t) => {
  for (const status of [400, 401, 403, 404, 409, 413, 414, 415, 416, 429, 499, 500, 503]) {
    t.equal(ERROR_STATUS[errorCodeForStatus(status)], status, String(status))
  }
  t.equal(errorCodeForStatus(418), 'BAD_REQUEST', 'any other 4xx')
  t.equal(errorCodeForStatus(502), 'INTERNAL_ERROR', 'any other 5xx')
})

t.test('only the listed codes are codes', async (t) => {
  t.ok(isErrorCode('TOKEN_EXPIRED'))
  t.notOk(isErrorCode('toString'), 'not an inherited name')
  t.notOk(isErrorCode('FST_ERR_CTP_INVALID_JSON_BODY'))
  t.notOk(isErrorCode(undefined))
})
