/**
 * The upload routes answer with the API host's JSON, as the /api/* proxy does: no page, so no
 * per-request CSP or nonce (the fixed API answer headers are set in api-host.ts).
 */
export const UPLOAD_ROUTE = { helmet: false, config: { apiAnswer: true } } as const
