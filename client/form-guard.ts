/**
 * The one script of the HTML-only pages (decision 0070), on its own, without React: each form is
 * sent once. On a slow phone a second tap would post it again, and the browser would show the
 * second answer ("already registered", "link already used") although the first succeeded. The
 * button says the page is on its way meanwhile.
 */
const BUSY = 'Please wait…'

document.addEventListener('submit', (event) => {
  const form = event.target
  if (!(form instanceof HTMLFormElement)) return
  if (form.dataset.sent) return event.preventDefault()
  const button = form.querySelector('button[type="submit"]')
  form.dataset.sent = button?.textContent ?? ''
  button?.setAttribute('aria-disabled', 'true')
  if (button) button.textContent = BUSY
})

// A page brought back by the Back button is the page as it was left: its forms may be sent again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sent]')) {
    const button = form.querySelector('button[type="submit"]')
    if (button) button.textContent = form.dataset.sent ?? ''
    button?.removeAttribute('aria-disabled')
    delete form.dataset.sent
  }
})
