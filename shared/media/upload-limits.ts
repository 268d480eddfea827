/**
 * What the upload calls accept (SPEC.md section 7), written once: the browser checks a chosen file
 * against them, the web server reads and normalises within them, and the API host checks what it
 * is sent against the same numbers. Messages here are the ones both servers answer with.
 */

export const WRITING_MAX_IMAGES = 10
export const WRITING_IMAGE_MAX_BYTES = 25 * 1024 * 1024
export const SPEAKING_AUDIO_MAX_BYTES = 50 * 1024 * 1024
/** A mock's speaking has a few parts; a form with more recordings than this is refused. */
export const MOCK_MAX_RECORDINGS = 20
/** A mock's handwritten letter: at most this many photos (SPEC.md section 5). */
export const MOCK_PAPER_WRITING_MAX_IMAGES = 2

/** An evaluator's own PDF attached to an evaluation. */
export const EVALUATION_PDF_MAX_BYTES = 20 * 1024 * 1024
/**
 * The evaluation's text fields together: criteria, a grade, two texts of at most
 * EVALUATION_TEXT_MAX_LENGTH characters and up to 60 anchored comments of 1,000 characters,
 * JSON-escaped (up to 6 bytes a character). A multipart field of the evaluation, and a draft's
 * whole body as JSON, may be this large, so whatever the form holds can be kept as a draft.
 */
export const EVALUATION_FIELDS_MAX_BYTES = 512 * 1024

/**
 * The most pixels an uploaded image may decode to (12000 x 10000: every phone camera's default
 * mode): a small file can unpack to gigabytes.
 */
export const IMAGE_MAX_INPUT_PIXELS = 120_000_000

/** A test document (its JSON) that staff import or edit. */
export const TEST_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
/** A test's audio or image file uploaded by staff. */
export const TEST_MEDIA_MAX_BYTES = 100 * 1024 * 1024
/** ...except an SVG figure, which is read whole to check that it is inert. */
export const TEST_SVG_MAX_BYTES = 2 * 1024 * 1024
/** A test's recording: a whole OET listening test played as one file is about 45 minutes. */
export const TEST_AUDIO_MAX_SECONDS = 60 * 60

/** 50 MB of audio as base64 in the speaking call's JSON, with room for its other members. */
export const SPEAKING_JSON_LIMIT_BYTES = Math.ceil((SPEAKING_AUDIO_MAX_BYTES * 4) / 3) + 64 * 1024

/** A recording's file name, as the speaking calls take it. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 255
/** Each member of the speaking call's JSON but the streamed recording (a part number, a file name). */
export const SPEAKING_JSON_FIELD_MAX_BYTES = 4096

/** A form's text fields are small: an id, a time, a list of part numbers, a short JSON object. */
export const FORM_FIELD_MAX_BYTES = 64 * 1024
/** ...except the mock submit's answer maps (a thousand answers) as JSON text. */
export const MOCK_FORM_FIELD_MAX_BYTES = 2 * 1024 * 1024

/**
 * The types the API host stores from a form, told by a file's first bytes: photos as JPEG,
 * recordings as WebM (what the web server makes of any recording) or Ogg (a direct client's,
 * SPEC.md section 7), an evaluator's PDF.
 */
export type StoredMediaType = 'image/jpeg' | 'audio/webm' | 'audio/ogg' | 'application/pdf'

/** A file field of an upload form: how many files it takes, and the 400 past that. */
export interface FileFieldLimit {
  maxFiles: number
  tooMany: string
}

/** An upload form as the API host reads it: its file fields and the text fields it accepts. */
export interface UploadFormFields<F extends string = string> {
  files: Readonly<Record<F, FileFieldLimit>>
  fields: readonly string[]
  /** The most bytes one text field may take. */
  fieldMaxBytes: number
}

const WRITING_PHOTOS: FileFieldLimit = { maxFiles: WRITING_MAX_IMAGES, tooMany: `Please upload at most ${WRITING_MAX_IMAGES} images.` }
/** SPEC.md section 5's words for a mock's third photo, in the browser and from both servers. */
export const MOCK_MAX_IMAGES_MESSAGE = `Maximum ${MOCK_PAPER_WRITING_MAX_IMAGES} images allowed.`
const MOCK_PHOTOS: FileFieldLimit = { maxFiles: MOCK_PAPER_WRITING_MAX_IMAGES, tooMany: MOCK_MAX_IMAGES_MESSAGE }

/** POST /api/writing-tests/submission/{testId}/submit as multipart: photos of a handwritten letter. */
export const WRITING_PHOTOS_FORM = {
  files: { file: WRITING_PHOTOS },
  fields: ['startTime', 'attemptId'],
  fieldMaxBytes: FORM_FIELD_MAX_BYTES,
} as const satisfies UploadFormFields

/**
 * POST /api/speaking-tests/submission/{testId}/submit as the browser sends it (JSON, the recording
 * in base64), and as the web server passes it on (multipart, with the duration it measured).
 */
export const SPEAKING_JSON_FIELDS = ['mainCardNumber', 'audio', 'fileName'] as const
export const SPEAKING_FORM = {
  files: { audio: { maxFiles: 1, tooMany: 'Send one recording per part.' } },
  fields: ['mainCardNumber', 'fileName', 'durationSeconds'],
  fieldMaxBytes: FORM_FIELD_MAX_BYTES,
} as const satisfies UploadFormFields

/** POST /api/mock-tests/submission/{id}/speaking: a mock's speaking parts together. */
export const MOCK_SPEAKING_FORM = {
  files: { speakingFiles: { maxFiles: MOCK_MAX_RECORDINGS, tooMany: `A mock speaking test has at most ${MOCK_MAX_RECORDINGS} parts.` } },
  fields: ['speaking', 'speakingResponses', 'attemptId'],
  fieldMaxBytes: FORM_FIELD_MAX_BYTES,
} as const satisfies UploadFormFields

/** POST /api/mock-tests/{id}/submit: the whole mock, its photos and recordings with its answers. */
export const MOCK_SUBMIT_FORM = {
  files: {
    writingFiles: MOCK_PHOTOS,
    speakingFiles: { maxFiles: MOCK_MAX_RECORDINGS, tooMany: `A mock's speaking has at most ${MOCK_MAX_RECORDINGS} parts.` },
  },
  fields: ['attemptId', 'listeningAnswers', 'readingAnswers', 'typedAt', 'writingAnswer', 'writingData', 'speakingResponses'],
  fieldMaxBytes: MOCK_FORM_FIELD_MAX_BYTES,
} as const satisfies UploadFormFields
