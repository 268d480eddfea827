/**
 * The longest speaking recording accepted, in seconds: the recorder stops at it, a chosen file is
 * measured against it before it is sent, and the web server refuses (413) a longer one.
 */
export const SPEAKING_RECORDING_MAX_SECONDS = 20 * 60
