// Shared set-up of the end-to-end tests: one headless Chromium (Debian's), the served
// page's address, and a page that fails the test on any console error.

import { chromium } from 'playwright-core';

export const BASE_URL = process.env.SGLAB_URL ?? 'http://127.0.0.1:8000/';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless; `args` are more command-line flags. */
export async function launch({ args = [] } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...args,
    ],
  });
}

/** A new page that records console errors and page errors into `page.problems`. */
export async function openPage(browser, path = '', options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(message.text());
  });
  page.on('pageerror', (error) => page.problems.push(String(error)));
  await page.goto(new URL(path, BASE_URL).href);
  return page;
}

/**
 * Waits until `page` (a page or a frame) has drawn `count` more frames after its fonts
 * loaded: what a resize observer or a first-frame callback does lands in them (in a frame,
 * animation callbacks run first, then layout, then resize observers, then paint).
 */
export function frames(page, count = 3) {
  return page.evaluate((n) => document.fonts.ready.then(() => new Promise((done) => {
    const next = (left) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(n);
  })), count);
}

/** Waits until `page`'s main thread is idle (no task waiting; at most 5 s), then `frames`. */
export async function idle(page) {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  await frames(page);
}
