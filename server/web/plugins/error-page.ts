const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A plain, self-contained page for an error met while loading a page (no script, no assets). */
export function errorPage(title: string, message: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · OET Prep</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7f8;color:#13232b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #d5dde1;border-radius:10px;padding:2rem;max-width:32rem;margin:1rem}
a{color:#0f5c6e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="">Try again</a> · <a href="/app/welcome">Home</a></p></main></body></html>`
}
