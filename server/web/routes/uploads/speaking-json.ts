import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { SPEAKING_JSON_FIELD_MAX_BYTES, SPEAKING_JSON_FIELDS, UPLOAD_FILE_NAME_MAX_LENGTH } from '#shared/media/upload-limits.ts'
import type { NormalisedAudio } from '#web/media/audio.ts'
import { limitBytes } from '../../../common/upload-bytes.ts'
import { Base64Decoder } from './base64-decoder.ts'
import { deferErrors } from './defer-errors.ts'
import { JsonScanner } from './json-scanner.ts'
import { badRequest, UploadError } from './upload-error.ts'

/** SPEC.md section 7's speaking body, {mainCardNumber, audio (base64), fileName}, with the recording normalised. */
export interface SpeakingUpload {
  mainCardNumber: number
  fileName: string | undefined
  audio: NormalisedAudio
}

export interface SpeakingJsonOptions {
  /** The most bytes the JSON body may have. */
  maxBytes: number
  tooLarge: string
  /** Re-encodes the decoded recording as it streams in. */
  normalise(input: Readable): Promise<NormalisedAudio>
}

const FIELDS = new Set<string>(SPEAKING_JSON_FIELDS)
const NO_AUDIO = 'Record or upload audio before submitting.'
const NOT_BASE64 = 'body.audio must be the recording in base64.'

/**
 * Reads the speaking call's JSON as it arrives: the base64 recording is decoded and handed to the
 * audio service while the rest of the body is still coming, so a 50 MB recording (67 MB of JSON)
 * is never held in memory, in its text or its bytes. Refuses with a 4xx that says what to fix.
 */
export async function readSpeakingJson(body: Readable, options: SpeakingJsonOptions): Promise<SpeakingUpload> {
  const decoder = new Base64Decoder(() => badRequest(NOT_BASE64))
  // Its errors reach the audio service through deferErrors' reads; one arriving when no one reads must not crash the server.
  decoder.on('error', ignore)
  let audio: Promise<NormalisedAudio> | undefined
  let failure: unknown
  const scanner = new JsonScanner({
    streamedKey: 'audio',
    maxFieldBytes: SPEAKING_JSON_FIELD_MAX_BYTES,
    invalid: badRequest,
    openStream() {
      audio = options.normalise(deferErrors(decoder))
      audio.catch((error: unknown) => (failure ??= error))
      return decoder
    },
  })
  const settled = () => audio?.then(ignore, ignore)

  try {
    const rest = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
    const tooLarge = () => new UploadError(413, options.tooLarge, 'BODY_TOO_LARGE')
    for await (const chunk of limitBytes({ rest, maxBytes: options.maxBytes, tooLarge })) {
      scanner.push(chunk)
      // Backpressure: read on once the audio service has taken what was decoded (or has given up).
      if (decoder.writableNeedDrain) await Promise.race([once(decoder, 'drain').catch(ignore), settled()])
      if (failure) throw failure
    }
    scanner.end()
    const fields = checkFields(scanner.fields)
    if (!audio) throw badRequest(NO_AUDIO)
    const normalised = await audio.catch((error: unknown) => {
      throw decoder.charactersIn === 0 ? badRequest(NO_AUDIO) : error
    })
    if (decoder.charactersIn === 0) throw badRequest(NO_AUDIO)
    return { ...fields, audio: normalised }
  } catch (error) {
    // Whatever the audio service has started ends (and deletes its files) before the answer goes.
    decoder.destroy(error instanceof Error ? error : undefined)
    await settled()
    throw error
  }
}

function ignore() {}

/** The other members, checked as the API host checks them, so a wrong one is refused before anything is sent. */
function checkFields(fields: Map<string, unknown>): Omit<SpeakingUpload, 'audio'> {
  for (const name of fields.keys()) {
    if (!FIELDS.has(name)) throw badRequest(`body: ${name} is not a field this call accepts.`)
  }
  const number = fields.get('mainCardNumber')
  if (number === undefined) throw badRequest('body: mainCardNumber is required.')
  const mainCardNumber = typeof number === 'string' && /^\d{1,2}$/.test(number) ? Number(number) : number
  if (typeof mainCardNumber !== 'number' || !Number.isInteger(mainCardNumber) || mainCardNumber < 1 || mainCardNumber > 99) {
    throw badRequest('body.mainCardNumber must be a part number (1, 2, ...).')
  }
  const fileName = fields.get('fileName') ?? undefined
  if (fileName !== undefined && typeof fileName !== 'string') throw badRequest('body.fileName must be text.')
  if (fileName !== undefined && fileName.length > UPLOAD_FILE_NAME_MAX_LENGTH) {
    throw badRequest(`body.fileName is too long: at most ${UPLOAD_FILE_NAME_MAX_LENGTH} characters.`)
  }
  return { mainCardNumber, fileName }
}
