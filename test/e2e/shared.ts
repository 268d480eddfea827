import t, { type Test } from 'tap'
import type { Browser } from 'playwright-core'
import { startShippedProduct, type ShippedProduct } from '../shipped-product.ts'
import { launchBrowser } from './browser.ts'
import { ADMIN } from './staff.ts'

/*
 * The product and the browser that the browser tests of one worker share (test/workers/): each is
 * started when a test first asks for it and stopped when the worker ends. The product is `npm start`
 * at its defaults with the operator's admin (ADMIN_EMAIL and ADMIN_PASSWORD, as the README's Docker
 * line sets them); every test brings its own users and its own browser context, so tests stay
 * independent of what ran before them in the worker.
 *
 * The exceptions, each started only in a worker that runs a test needing it:
 * - the product with custom timing allowed, for tests that watch a clock run out;
 * - Chromium that plays sound without a gesture, for tests that listen without pressing Play;
 * - a test that needs the evaluation queue to itself (it counts or clears the whole queue) has a
 *   product of its own (ownProduct), as does one that needs rows in the database before the start;
 * - a test that needs a browser that refuses the microphone launches its own (launchBrowser).
 */

const products = new Map<string, Promise<ShippedProduct>>()
const browsers = new Map<string, Promise<Browser>>()

/** The worker's product; with `customTiming`, its second one, where attempts may carry shorter timings. */
export function sharedProduct({ customTiming = false }: { customTiming?: boolean } = {}): Promise<ShippedProduct> {
  const key = customTiming ? 'custom timing' : 'defaults'
  let product = products.get(key)
  if (!product) {
    // Stopped when the worker's last test has ended: tap's root test ends last.
    product = startShippedProduct(t, { admin: ADMIN, customTiming })
    products.set(key, product)
  }
  return product
}

/**
 * A product for this test alone, stopped when it ends: for a test that needs the evaluation queue
 * to itself. Started as the shared one is.
 */
export function ownProduct(t: Test): Promise<ShippedProduct> {
  return startShippedProduct(t, { admin: ADMIN })
}

/** A fake microphone that says yes, as a student who allowed it. */
const FAKE_MICROPHONE = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']
const AUTOPLAY = '--autoplay-policy=no-user-gesture-required'

/**
 * The worker's Chromium, with a fake microphone the student allowed; with `autoplay`, its second
 * one, which plays sound without a gesture. Give each test a context of its own (openPage).
 */
export function sharedBrowser({ autoplay = false }: { autoplay?: boolean } = {}): Promise<Browser> {
  const key = autoplay ? 'autoplay' : 'default'
  let browser = browsers.get(key)
  if (!browser) {
    browser = launchBrowser(t, autoplay ? [...FAKE_MICROPHONE, AUTOPLAY] : FAKE_MICROPHONE)
    browsers.set(key, browser)
  }
  return browser
}
