// Every recipe of web/fences/recipes/ proven in its real engine (issue 33, items 1 and 2):
// for each engine, a small site built with the engine's pinned package (install.mjs) and
// sglab's dist/ self-hosted as the README says, with a post in English and one in Chinese,
// each with one fence of each widget; served, and checked in Chromium: every widget paints
// and plays in the post's language, scripts-off readers see the build-time picture, a link
// followed from the index repaints (client-side where the engine navigates so), and what a
// post costs (build time, layout shift at 375 and 1280 px, bytes of pictures) is written
// to artifacts/engines.json.
//
//   node --test engines.test.mjs                    (every engine; dist/ and pkg/ built)
//   SGLAB_ENGINES=hexo,hugo node --test engines.test.mjs

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../e2e/browser.mjs';
import { ENGINES, DIST, HERE, freshSite } from './sites.mjs';
import { serveFolder } from './serve.mjs';
import {
  everyFenceShowsItsGame, everyPictureShows, everyWidgetIsDark, everyWidgetPaints, everyWidgetPlays, layoutShift,
  noParagraphWraps, openTab, paintsAndPlaysIn, widgetLanguage,
} from './checks.mjs';
import { firefox, webkit } from './browsers/drivers.mjs';

const ARTIFACTS = join(HERE, 'artifacts');
const RESULTS = join(ARTIFACTS, 'engines.json');
const chosen = process.env.SGLAB_ENGINES ? process.env.SGLAB_ENGINES.split(',') : Object.keys(ENGINES);

let browser;
/** The other browsers, started at their first use: `{firefox, webkit}` of promises. */
const others = {};
function other(name) {
  others[name] ??= { firefox, webkit }[name]();
  return others[name];
}
before(async () => {
  assert.ok(existsSync(join(DIST, 'package.json')), 'dist/ is built (cargo xtask dist)');
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const driver of Object.values(others)) await (await driver.catch(() => null))?.close();
});

/** Records one engine's figures in artifacts/engines.json (kept across runs of other engines). */
function record(engine, figures) {
  const all = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
  all[engine] = { ...all[engine], ...figures };
  writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
}

for (const name of chosen) {
  const engine = ENGINES[name];
  assert.ok(engine, `no engine ${name} (SGLAB_ENGINES)`);
  describe(name, () => {
    let host;
    const figures = {};
    before(async () => {
      const site = freshSite(name);
      engine.write(site);
      const [program, args] = engine.build;
      const started = performance.now();
      const built = spawnSync(program, args, { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      figures.buildSeconds = Math.round((performance.now() - started) / 100) / 10;
      if (built.status !== 0) {
        throw new Error(`${name}: ${program} ${args.join(' ')} failed (${built.status ?? built.error}):\n${built.stdout}\n${built.stderr}`.slice(-6000));
      }
      host = await serveFolder(join(site, engine.out));
    });
    after(async () => {
      await host?.close();
      record(name, figures);
    });

    for (const lang of ['en', 'zh']) {
      test(`${name}: the ${lang} post paints every widget, in its language, and they play`, async () => {
        const what = `${name} ${lang}`;
        const tab = await openTab(browser, host.url(engine.pages[lang]));
        await everyWidgetPaints(tab, what);
        await noParagraphWraps(tab, what);
        assert.equal(await widgetLanguage(tab), lang, `${what}: the widgets' language`);
        await everyWidgetPlays(tab, what);
        assert.deepEqual(tab.problems, [], what);
        if (name === 'hexo' && lang === 'zh') await tab.setViewportSize({ width: 375, height: 900 });
        await tab.screenshot({ path: join(ARTIFACTS, `${name}-${lang}.png`), fullPage: true });
        await tab.context().close();
      });

      test(`${name}: with scripts off, the ${lang} post shows ${engine.pictures ? 'every picture' : 'every game'}`, async () => {
        const what = `${name} ${lang}, no script`;
        const tab = await openTab(browser, host.url(engine.pages[lang]), { javaScriptEnabled: false, width: 375 });
        if (engine.pictures) {
          figures[`pictureBytes_${lang}`] = await everyPictureShows(tab, lang, what);
        } else {
          await everyFenceShowsItsGame(tab, what);
        }
        await tab.screenshot({ path: join(ARTIFACTS, `${name}-${lang}-noscript-375.png`), fullPage: true });
        await tab.context().close();
      });

      test(`${name}: a link from the ${lang} index to the post repaints${engine.spa ? ' (client-side)' : ''}`, async () => {
        const what = `${name} ${lang}, from the index`;
        const index = engine.index?.[lang] ?? engine.pages.index;
        const tab = await openTab(browser, host.url(index));
        await tab.waitForLoadState('load');
        await tab.evaluate(() => { window.sglabSamePage = true; });
        await tab.locator(engine.link[lang]).first().click();
        await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === engine.pages[lang].replace(/\.html$/, ''), { timeout: 20000 });
        await everyWidgetPaints(tab, what);
        const same = await tab.evaluate(() => window.sglabSamePage === true);
        assert.equal(same, engine.spa, `${what}: ${engine.spa ? 'the page was reloaded' : 'no reload expected'}`);
        assert.equal(await widgetLanguage(tab), lang, `${what}: the widgets' language`);
        assert.deepEqual(tab.problems, [], what);
        await tab.context().close();
      });
    }

    if (engine.dark) {
      test(`${name}: in the engine's dark mode the English post's widgets are dark, at 375 px`, async () => {
        const what = `${name} en, dark`;
        // A switch of the engine's is pressed where the navbar shows it (wide), then the
        // page is seen at a phone's width.
        const tab = await openTab(browser, host.url(engine.pages.en), { width: engine.dark.turnOn ? 1280 : 375, colorScheme: 'dark' });
        await everyWidgetPaints(tab, what);
        if (engine.dark.turnOn) {
          await engine.dark.turnOn(tab);
          await tab.setViewportSize({ width: 375, height: 900 });
        }
        await everyWidgetIsDark(tab, what);
        assert.deepEqual(tab.problems, [], what);
        await tab.screenshot({ path: join(ARTIFACTS, `${name}-en-dark-375.png`), fullPage: true });
        await tab.context().close();
      });
    }

    for (const kind of ['firefox', 'webkit']) {
      test(`${name}: the English post paints and plays in ${kind === 'firefox' ? 'Firefox ESR' : 'WebKitGTK'}`, async () => {
        await paintsAndPlaysIn(await other(kind), host.url(engine.pages.en), `${name} en`);
      });
    }

    test(`${name}: the English post paints at 375 and 1280 px (its layout shift recorded)`, async () => {
      for (const width of [375, 1280]) {
        // layoutShift waits for every widget to paint at that width (it fails otherwise).
        figures[`cls_${width}`] = await layoutShift(browser, host.url(engine.pages.en), width);
      }
    });
  });
}
