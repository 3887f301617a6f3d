// Shared set-up of the end-to-end tests: one headless Chromium (Debian's), the served
// page's address, a page that fails the test on any console error, and the texts a page
// shows, read from their sources of truth.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { fill } from '../../web/js/i18n.js';

export const BASE_URL = process.env.SGLAB_URL ?? 'http://127.0.0.1:8000/';

/**
 * Debian's Chromium. The tests drive its headless shell (package chromium-headless-shell:
 * the same Blink and V8 without the desktop browser's machinery, as Playwright's own
 * headless runs), which loads the explorer on 0.7 CPU seconds against 2.0 for
 * `chromium --headless` (measured on 2026-12-02, docs/PERFORMANCE.md "The test loop");
 * `full` asks for the whole browser, as the benchmarks time it.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

/** Headless Chromium; `args` are more command-line flags. */
export async function launch({ args = [], full = false } = {}) {
  const shell = !full && existsSync(SHELL);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (shell ? SHELL : FULL),
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...args,
    ],
  });
}

/**
 * An init script (`context.addInitScript(watchCalls)`, before the page's scripts): counts
 * the calls the page has sent its workers and not yet had answered, for `settled`. A call
 * is a message `{id, method, ...}` (web/js/client.js); its answer carries its `id` and no
 * `progress`; a terminated worker's calls are dropped with it.
 */
export function watchCalls() {
  const open = new Map();
  let sent = 0;
  window.sglabCalls = () => ({ sent, open: [...open.values()].reduce((n, ids) => n + ids.size, 0) });
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postMessage(data, ...rest) {
    if (data && typeof data === 'object' && 'id' in data && 'method' in data) {
      if (!open.has(this)) {
        open.set(this, new Set());
        this.addEventListener('message', (event) => {
          if (event.data && 'id' in event.data && !event.data.progress) open.get(this)?.delete(event.data.id);
        });
      }
      open.get(this).add(data.id);
      sent += 1;
    }
    return post.call(this, data, ...rest);
  };
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function stop() {
    open.delete(this);
    return terminate.call(this);
  };
}

/**
 * Waits until `page` has settled: every call its widgets sent has its answer, its main
 * thread is idle and it has drawn its frames, with no new call sent meanwhile (a drawing's
 * first frame may ask for more: hit areas, a view's later parts). Needs `watchCalls`
 * (`openPage` installs it); instead of a fixed sleep.
 */
export async function settled(page, { timeout = 30000 } = {}) {
  for (let round = 0; round < 20; round += 1) {
    // No call open in a worker, and no widget or view busy (`aria-busy`, views/busy.js): a
    // widget's call may wait in the client, not yet sent, for a part of the light module.
    await page.waitForFunction(() => {
      if (window.sglabCalls().open > 0) return false;
      const roots = [document];
      for (let i = 0; i < roots.length; i += 1) {
        for (const node of roots[i].querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
      }
      return !roots.some((root) => root.querySelector('[aria-busy="true"]'));
    }, null, { timeout });
    const { sent } = await page.evaluate(() => window.sglabCalls());
    await idle(page);
    const now = await page.evaluate(() => window.sglabCalls());
    if (now.open === 0 && now.sent === sent) return;
  }
  throw new Error('the page kept sending calls: not settled after 20 rounds');
}

/** A new page that records console errors and page errors into `page.problems`. */
export async function openPage(browser, path = '', options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(watchCalls);
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

/**
 * Waits until `page`'s main thread is idle (no task waiting; at most 5 s), then `frames`.
 * The idle callback is asked for from a frame: Chromium starts an idle period after a
 * frame, and on a page with nothing to draw it may start none until the timeout (measured
 * on 2026-12-02: 5 s on the explorer after its first view, asked for alone; 2 ms after a
 * frame), which cost each such wait 5 s.
 */
export async function idle(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestIdleCallback(done, { timeout: 5000 }))));
  await frames(page);
}

/**
 * The files of texts in `lang`, by what they hold: core's tables as `cargo xtask build`
 * writes them into pkg/ (`core`: what the light module installs first, what first views
 * say; `core-later`: what widgets say later; `core-more`: the rest) and the page's own words in web/i18n (`page`: what a widget shows; `page-later`:
 * what the modules fetched after a first paint say; `page-more`: the gallery's, embed and bench pages').
 */
const TEXT_FILES = {
  core: (lang) => `../../pkg/messages.${lang}.json`,
  'core-later': (lang) => `../../pkg/messages-later.${lang}.json`,
  'core-more': (lang) => `../../pkg/messages-more.${lang}.json`,
  page: (lang) => `../../web/i18n/${lang}.json`,
  'page-later': (lang) => `../../web/i18n/${lang}-later.json`,
  'page-more': (lang) => `../../web/i18n/${lang}-more.json`,
};

/**
 * The texts of `lang` (`{key: text}`) from the files `parts` (names of `TEXT_FILES`; all of
 * them by default: every text a page may show, as its translator joins them).
 */
export function readTexts(lang, parts = Object.keys(TEXT_FILES)) {
  return Object.assign({}, ...parts.map((part) => JSON.parse(readFileSync(new URL(TEXT_FILES[part](lang), import.meta.url), 'utf8'))));
}

const everyText = new Map();

/**
 * The text `key` in `lang`, core's or the page's, with `{name}` (and the plural marks)
 * filled from `params` as the page fills it (web/js/i18n.js `fill`); fails the test when
 * there is no such text.
 */
export function say(lang, key, params = {}) {
  if (!everyText.has(lang)) everyText.set(lang, readTexts(lang));
  const text = everyText.get(lang)[key];
  assert.ok(typeof text === 'string', `no text ${key} in ${lang}`);
  return fill(text, params);
}
