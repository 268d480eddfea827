/**
 * An `Intl.DateTimeFormat` for `options`, made once and kept. Making one costs far more than
 * formatting with it (it loads the locale's data): the results page shows a date per attempt, and
 * making a format for each took 12% of the web server's time under load.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', options)
    formats.set(key, format)
  }
  return format
}

/** Keyed by the options: the few combinations the screens use (UTC or local, with or without a time). */
const formats = new Map<string, Intl.DateTimeFormat>()
