import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of a PDF as a reader would copy it (pdfjs-dist), whitespace runs made one space. */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; pageSize: number[] }> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  const document = await loading.promise
  const parts: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '')
  }
  const first = await document.getPage(1)
  const [, , width, height] = first.view
  const result = { text: parts.join('').replace(/\s+/g, ' '), pages: document.numPages, pageSize: [Math.round(width!), Math.round(height!)] }
  await loading.destroy()
  return result
}
