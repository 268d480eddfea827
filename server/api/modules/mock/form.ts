import type { FastifyRequest } from 'fastify'
import { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/constants.ts'
import { MOCK_MAX_IMAGES_MESSAGE } from '#shared/contracts/mock.ts'
import { SPEAKING_AUDIO_MAX_BYTES, WRITING_IMAGE_MAX_BYTES } from '#shared/contracts/submissions.ts'
import type { BlobStore } from '../../blob/store.ts'
import { badRequest } from '../../errors.ts'
import { formError } from '../submissions/multipart-form.ts'
import { discardUploads, storeUpload, type StoredUpload, type UploadRules } from '../submissions/uploads.ts'

/** The web server sends at most this many recordings: a mock's speaking has a few parts. */
export const MOCK_MAX_RECORDINGS = 20

const FILE_FIELDS = {
  writingFiles: {
    maxFiles: MOCK_PAPER_WRITING_MAX_IMAGES,
    tooMany: MOCK_MAX_IMAGES_MESSAGE,
    files: {
      kind: 'image',
      maxBytes: WRITING_IMAGE_MAX_BYTES,
      tooLarge: `Each image may be at most ${WRITING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
      wrongType: 'Each image must be a JPEG photo.',
    },
  },
  speakingFiles: {
    maxFiles: MOCK_MAX_RECORDINGS,
    tooMany: `A mock's speaking has at most ${MOCK_MAX_RECORDINGS} parts.`,
    files: {
      kind: 'audio',
      maxBytes: SPEAKING_AUDIO_MAX_BYTES,
      tooLarge: `A recording may be at most ${SPEAKING_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
      wrongType: 'The recording must be WebM or Ogg audio.',
    },
  },
} as const satisfies Record<string, { maxFiles: number; tooMany: string; files: UploadRules }>
type FileField = keyof typeof FILE_FIELDS

export const MOCK_FORM_FIELDS = ['attemptId', 'listeningAnswers', 'readingAnswers', 'writingAnswer', 'writingData', 'speakingResponses'] as const

/** Text fields: the answer maps may be long (a thousand answers), the rest are small. */
const FIELD_MAX_BYTES = 2 * 1024 * 1024

export interface MockForm {
  fields: Record<string, unknown>
  files: Record<FileField, StoredUpload[]>
}

/**
 * Reads the mock submission's form: photos (writingFiles) and recordings (speakingFiles) stream
 * into the blob store as they arrive, each checked by content; on any refusal the ones already
 * stored are removed again. `parse` checks the text fields, with the files in hand.
 */
export async function readMockForm<T>(request: FastifyRequest, blobs: BlobStore, parse: (form: MockForm) => T): Promise<T> {
  const form: MockForm = { fields: {}, files: { writingFiles: [], speakingFiles: [] } }
  const stored = () => [...form.files.writingFiles, ...form.files.speakingFiles]
  let spec: (typeof FILE_FIELDS)[FileField] = FILE_FIELDS.writingFiles
  try {
    const parts = request.parts({
      limits: {
        files: FILE_FIELDS.writingFiles.maxFiles + FILE_FIELDS.speakingFiles.maxFiles + 1,
        fileSize: Math.max(WRITING_IMAGE_MAX_BYTES, SPEAKING_AUDIO_MAX_BYTES) + 1,
        fields: MOCK_FORM_FIELDS.length + 5,
        fieldSize: FIELD_MAX_BYTES,
      },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!Object.hasOwn(FILE_FIELDS, part.fieldname)) {
          part.file.resume()
          throw badRequest(`Files must be sent as parts named "writingFiles" or "speakingFiles"; got "${part.fieldname}".`)
        }
        const field = part.fieldname as FileField
        spec = FILE_FIELDS[field]
        if (form.files[field].length >= spec.maxFiles) {
          part.file.resume()
          throw badRequest(spec.tooMany)
        }
        form.files[field].push(await storeUpload(blobs, part.file, spec.files))
        continue
      }
      if (!(MOCK_FORM_FIELDS as readonly string[]).includes(part.fieldname)) throw badRequest(`body: ${part.fieldname} is not a field this call accepts.`)
      if (part.valueTruncated) throw badRequest(`body.${part.fieldname} is too long: at most ${FIELD_MAX_BYTES / 1024 / 1024} MB.`)
      if (form.fields[part.fieldname] !== undefined) throw badRequest(`body.${part.fieldname} is given twice.`)
      form.fields[part.fieldname] = part.value
    }
    return parse(form)
  } catch (error) {
    await discardUploads(blobs, stored())
    throw formError(error, spec)
  }
}
