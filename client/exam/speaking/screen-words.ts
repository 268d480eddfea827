import { SPEAKING_TEXTS } from './texts.ts'

/** What a speaking screen says where SPEC.md section 2's two screens differ. */
export interface ScreenWords {
  responseHeading(part: number): string
  /** The standalone screen takes .webm files through a file input; the mock any audio through "Upload Audio". */
  uploadRule: 'webm' | 'audio'
  noAudio: string
  confirmTitle(part: number): string
  confirmBody(part: number): string | undefined
  confirmLabel: string
  uploadingTitle(part: number): string
  uploading(percent: number): string
  completeTitle: string
  completeBody(parts: number): string
  /** Where OK on the completion dialog goes. */
  completeTo: '/oet-speaking' | '/dashboard'
}

/** "Speaking test screen": each part submitted on its own. */
export const TEST_WORDS: ScreenWords = {
  responseHeading: SPEAKING_TEXTS.responseHeading,
  uploadRule: 'webm',
  noAudio: SPEAKING_TEXTS.noAudio,
  confirmTitle: SPEAKING_TEXTS.confirmTitle,
  confirmBody: SPEAKING_TEXTS.confirmBody,
  confirmLabel: SPEAKING_TEXTS.yesSubmit,
  uploadingTitle: SPEAKING_TEXTS.uploadingTitle,
  uploading: SPEAKING_TEXTS.uploading,
  completeTitle: SPEAKING_TEXTS.completeTitle,
  completeBody: SPEAKING_TEXTS.completeBody,
  completeTo: '/oet-speaking',
}

/** "Mock speaking screen", and the mock's speaking section: the parts collected and sent together. */
export const MOCK_WORDS: ScreenWords = {
  responseHeading: SPEAKING_TEXTS.mockResponseHeading,
  uploadRule: 'audio',
  noAudio: SPEAKING_TEXTS.mockNoAudio,
  confirmTitle: SPEAKING_TEXTS.mockConfirmTitle,
  confirmBody: () => undefined,
  confirmLabel: SPEAKING_TEXTS.yes,
  uploadingTitle: () => SPEAKING_TEXTS.mockUploadingTitle,
  uploading: SPEAKING_TEXTS.uploadingAll,
  completeTitle: SPEAKING_TEXTS.mockCompleteTitle,
  completeBody: () => SPEAKING_TEXTS.mockCompleteBody,
  completeTo: '/dashboard',
}
