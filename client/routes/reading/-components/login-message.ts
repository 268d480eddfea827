import { ApiError, type ApiFetch, type ApiRequest } from '#client/lib/api.ts'
import { LOGIN_TO_SUBMIT_TEXT } from './texts.ts'

/**
 * The API as Submit Test uses it: a 401 (no login, or an expired one) reads as SPEC.md section 5
 * words it, "Please log in to submit the test!"; every other answer passes through unchanged.
 */
export function withLoginMessage(api: ApiFetch): ApiFetch {
  return async function submitApi<T>(path: string, request?: ApiRequest): Promise<T> {
    try {
      return await api<T>(path, request)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new ApiError('HTTP_ERROR', LOGIN_TO_SUBMIT_TEXT, 401)
      throw error
    }
  }
}
