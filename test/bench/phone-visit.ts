import type { Browser } from 'playwright-core'

/**
 * Issue 34's mid-range phone: Lighthouse's mobile preset (a phone four times slower than this
 * machine's core, on the slow end of 4G) at a phone's size. DevTools applies the latency to each
 * request, not to each connection's handshakes, so a real phone on such a network waits a little
 * longer than this.
 */
export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  /** 1.6 Mbps. */
  downloadBytesPerSecond: 200_000,
  /** 750 kbps. */
  uploadBytesPerSecond: 93_750,
}

/**
 * The control a page first offers a student, found by a CSS selector and the words it starts with
 * (so that another dialog's button is not taken for it).
 */
export interface ReadyControl {
  selector: string
  text: string
}

export interface VisitTimes {
  /** From the start of the navigation to the first paint of any text or image. */
  firstPaintMs: number
  /** From the start of the navigation to the frame in which the page's ready control works. */
  readyMs: number
}

export interface Visit {
  url: string
  /** The student's session token, planted as the web session's cookie. */
  token: string
  ready: ReadyControl
  /** Under the phone profile; false for a warm-up visit at the machine's own speed. */
  throttled: boolean
}

const VISIT_TIMEOUT_MS = 60_000
const SESSION_COOKIE = 'oet_session'

/**
 * Runs in the page before its own scripts. Each animation frame until then it asks whether the
 * ready control is there, shown, enabled, not inside a part still loading (aria-busy), and wired:
 * it is React's (it carries React's fiber) and React has committed the hydration of its root, the
 * test React's event system makes before it hands a click to a handler. (A click a little earlier,
 * once the router has its data, also works: React then finishes hydrating before handling it. This
 * waits for the hydration itself, about a tenth of a second later on the phone.) It then writes
 * down performance.now(), which counts from the start of the navigation. A frame is the finest
 * grain that matters: the student sees a control only when a frame paints it. Inline callbacks
 * only: tsx's name helper does not exist in the page.
 */
function markWhenReady({ selector, text }: ReadyControl) {
  interface Fiber {
    tag: number
    return: Fiber | null
    stateNode: { current?: { memoizedState?: { isDehydrated?: boolean } } } | null
  }
  const HOST_ROOT = 3
  void (async () => {
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const control = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim().startsWith(text))
      if (!control) continue
      if (control.matches(':disabled') || !control.checkVisibility() || control.closest('[aria-busy="true"]')) continue
      const fiberKey = Object.keys(control).find((key) => key.startsWith('__reactFiber$'))
      let fiber = fiberKey ? (control as unknown as Record<string, Fiber>)[fiberKey] : undefined
      while (fiber?.return) fiber = fiber.return
      if (fiber?.tag !== HOST_ROOT || fiber.stateNode?.current?.memoizedState?.isDehydrated !== false) continue
      Object.assign(window, { benchReadyAt: performance.now() })
      return
    }
  })()
}

/**
 * Opens `url` in a browser context of its own (an empty cache, no connections open) as the
 * student `token`, under the phone profile unless told otherwise, and answers when its first
 * paint and its ready control came. A script error on the page fails the visit.
 */
export async function visitAsPhone(browser: Browser, { url, token, ready, throttled }: Visit): Promise<VisitTimes> {
  const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport })
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: new URL(url).origin }])
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    if (throttled) {
      // Set on the blank page the context opens with; they hold for the navigation that follows.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE_PROFILE.latencyMs,
        downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
        uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown })
    }
    await page.addInitScript(markWhenReady, ready)
    await page.goto(url, { waitUntil: 'commit' })
    // The times are taken in the page; this only collects them, so its polling adds nothing to them.
    const times = await page
      .waitForFunction(
        () => {
          const readyAt = (window as { benchReadyAt?: number }).benchReadyAt
          const paint = performance.getEntriesByName('first-contentful-paint')[0]
          return readyAt !== undefined && paint !== undefined && { firstPaintMs: paint.startTime, readyMs: readyAt }
        },
        undefined,
        { polling: 250, timeout: VISIT_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<VisitTimes>)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        throw new Error(`${new URL(url).pathname}: no "${ready.text}" that works (${reason})${errors.length > 0 ? `; script errors: ${errors.join('; ')}` : ''}`)
      })
    if (errors.length > 0) throw new Error(`${new URL(url).pathname}: script errors: ${errors.join('; ')}`)
    return times
  } finally {
    await context.close()
  }
}
