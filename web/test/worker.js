// Test-only page script: exposes a client of web/js/client.js to the end-to-end tests,
// which call it through `page.evaluate` and read what it recorded.

import { SglabClient, sharedClient } from '../js/client.js';

const progress = [];
const events = [];
const client = new SglabClient({ onProgress: (report) => progress.push(report) });
client.addEventListener('progress', (event) => events.push(event.detail));

/** Settles a call into `{ok, value}` or `{ok: false, error}`, so a test can inspect both. */
async function settle(promise) {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

window.sglabTest = { client, progress, events, settle, sharedClient };
document.getElementById('status').textContent = 'ready';
