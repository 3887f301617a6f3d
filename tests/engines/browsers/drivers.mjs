// The readers' other browsers, from Debian's packages: Firefox ESR driven over WebDriver
// BiDi (puppeteer-core, pinned beside this file), and WebKitGTK (Safari's engine) driven
// over classic WebDriver by WebKitWebDriver, its MiniBrowser on a virtual display (Xvfb).
// Both give the same small driver: goto, evaluate (a function's source with arguments),
// clickIn (a real click on an element inside a widget's shadow root), close.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Firefox ESR over WebDriver BiDi. */
export async function firefox() {
  if (!existsSync(FIREFOX)) throw new Error(`no ${FIREFOX} (Debian's firefox-esr)`);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  return {
    name: `Firefox ESR ${(await browser.version()).split('/')[1]}`,
    problems,
    goto: (url) => page.goto(url),
    evaluate: (source, ...args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
    clickIn: async (host, inner) => {
      const target = await page.waitForSelector(`${host} >>> ${inner}`, { timeout: 30000 });
      await target.click();
    },
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser over classic WebDriver, on its own Xvfb display. */
export async function webkit() {
  for (const path of [WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/Xvfb']) {
    if (!existsSync(path)) throw new Error(`no ${path} (Debian's webkit2gtk-driver and xvfb)`);
  }
  const display = `:${90 + Math.floor(Math.random() * 9)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  const call = async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebKitWebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  let session;
  for (let attempt = 0; !session; attempt += 1) {
    try {
      session = await call('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } });
    } catch (error) {
      if (attempt > 20) {
        stop();
        throw error;
      }
      await sleep(500);
    }
  }
  const id = session.sessionId;
  const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
  const SHADOW = 'shadow-6066-11e4-a52e-4f735466cecf';
  const evaluate = (source, ...args) => call('POST', `/session/${id}/execute/sync`, { script: `return (${source})(...arguments)`, args });
  return {
    name: `WebKitGTK ${session.capabilities?.browserVersion ?? ''}`.trim(),
    problems: [],
    goto: (url) => call('POST', `/session/${id}/url`, { url }),
    evaluate,
    clickIn: async (host, inner) => {
      for (let waited = 0; ; waited += 250) {
        try {
          const element = await call('POST', `/session/${id}/element`, { using: 'css selector', value: host });
          const shadow = await call('GET', `/session/${id}/element/${element[ELEMENT]}/shadow`);
          const target = await call('POST', `/session/${id}/shadow/${shadow[SHADOW]}/element`, { using: 'css selector', value: inner });
          await call('POST', `/session/${id}/element/${target[ELEMENT]}/click`, {});
          return;
        } catch (error) {
          if (waited > 30000) throw error;
          await sleep(250);
        }
      }
    },
    close: async () => {
      await call('DELETE', `/session/${id}`).catch(() => {});
      stop();
    },
  };
}
