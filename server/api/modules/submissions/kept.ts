import type { FastifyInstance } from 'fastify'
import type { SubmissionSkill } from '#shared/submissions/submissions.ts'
import type { SubmissionsService } from './service.ts'

/**
 * A student's writing or speaking submissions, kept until a submission of theirs changes
 * (decision 0094): the welcome page, the dashboard, the hubs and the speaking test ask for them.
 */
export const mySubmissions = (app: FastifyInstance, service: SubmissionsService, userId: string, skill: SubmissionSkill) =>
  app.userReads.read(userId, `submissions:${skill}`, () => service.list(userId, skill))
