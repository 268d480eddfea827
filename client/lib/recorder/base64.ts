/** "data:audio/webm;base64,GkXf..." -> "GkXf...": the SPEC's audio field is the base64 alone. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',')
  return comma < 0 ? dataUrl : dataUrl.slice(comma + 1)
}

/** A recording or file as base64 without its data: prefix (read by the browser, not in script). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(base64OfDataUrl(String(reader.result)))
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'))
    reader.readAsDataURL(blob)
  })
}
