import type { SubmissionsService } from './service.ts'

export interface SubmissionRoutesOptions {
  service: SubmissionsService
}
