import type { FastifyRequest } from 'fastify'
import { MOCK_SUBMIT_FORM } from '#shared/media/upload-limits.ts'
import type { BlobStore } from '../../blob/store.ts'
import { readUploads, type IntakeSpec, type ReadForm } from '../../uploads/intake.ts'
import { AUDIO_RULES, IMAGE_RULES } from '../../uploads/store-upload.ts'

const MOCK_FORM: IntakeSpec<'writingFiles' | 'speakingFiles'> = {
  ...MOCK_SUBMIT_FORM,
  files: {
    writingFiles: { ...MOCK_SUBMIT_FORM.files.writingFiles, rules: IMAGE_RULES },
    speakingFiles: { ...MOCK_SUBMIT_FORM.files.speakingFiles, rules: AUDIO_RULES },
  },
}

export type MockForm = ReadForm<'writingFiles' | 'speakingFiles'>

/** The mock submission's form: photos (writingFiles) and recordings (speakingFiles) with its answers; `parse` checks the text fields. */
export const readMockForm = <T>(request: FastifyRequest, blobs: BlobStore, parse: (form: MockForm) => T): Promise<T> =>
  readUploads(request, blobs, MOCK_FORM, parse)
