/**
 * Test figures may be SVG (the sample reading tests' charts are), but only inert drawings: an SVG
 * is a document that can carry script, event handlers and links to other files. Rather than
 * rewrite one (a sanitiser is a parser of its own to keep correct), a figure with any of these is
 * refused and its author told what to change. Served files also carry a sandboxing CSP
 * (web/plugins/api-forward.ts), so this is the second of two locks.
 */

/** An XML declaration, comments and a document type (refused below, but as active content) before the <svg> root. */
const PROLOGUE = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i

const ACTIVE: readonly RegExp[] = [
  /<!(?:DOCTYPE|ENTITY)/i, // entities can expand without bound or reach other files
  /<(?:script|foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i,
  /\son[a-z]+\s*=/i, // onload=, onclick=...
  /javascript:|data:text\/html/i,
  /href\s*=\s*["']\s*(?!#)/i, // a link or <use> out of the drawing
  /url\(\s*["']?\s*(?!#)/i, // a paint, marker or font from elsewhere
  /@import/i,
]

/** Why an uploaded SVG is refused (not an SVG at all, or not inert), or undefined for an inert drawing. */
export function svgProblem(text: string): string | undefined {
  if (!PROLOGUE.test(text)) return 'This file was sent as image/svg+xml, but its content is not an SVG drawing. Please upload the image file itself.'
  if (ACTIVE.some((pattern) => pattern.test(text))) {
    return 'This SVG carries script, event handlers or links to other files, which test images may not. Please export it as a plain drawing, or as PNG.'
  }
  return undefined
}
