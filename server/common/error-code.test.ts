import t from 'tap'
import { errorCodeOf } from './error-code.ts'

t.test("an error's code: its own, then Fastify's meaning, then its status's", async (t) => {
  t.equal(errorCodeOf({ errorCode: 'ALREADY_SUBMITTED' }, 409), 'ALREADY_SUBMITTED')
  t.equal(errorCodeOf({ errorCode: 'ALREADY_SUBMITTED' }, 500), 'INTERNAL_ERROR', 'a code is kept only with its own status')
  t.equal(errorCodeOf({ errorCode: 'NOT_A_CODE' }, 409), 'CONFLICT')
  t.equal(errorCodeOf({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' }, 400), 'MALFORMED_REQUEST')
  t.equal(errorCodeOf({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }, 400), 'MALFORMED_REQUEST')
  t.equal(errorCodeOf({ code: 'FST_ERR_BAD_URL' }, 400), 'MALFORMED_REQUEST')
  t.equal(errorCodeOf({ code: 'FST_ERR_VALIDATION', validation: [{}] }, 400), 'VALIDATION_FAILED')
  t.equal(errorCodeOf({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }, 415), 'UNSUPPORTED_MEDIA_TYPE')
  t.equal(errorCodeOf({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' }, 413), 'PAYLOAD_TOO_LARGE')
  t.equal(errorCodeOf({ code: 'ECONNREFUSED' }, 503), 'SERVICE_UNAVAILABLE')
  t.equal(errorCodeOf({}, 500), 'INTERNAL_ERROR')
})
