// Scratch: screenshots of every widget (not committed).
import { launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { everyWidgetPaints, postPage, WIDGETS } from './post.mjs';
const out = process.env.OUT ?? '/tmp/look';
const browser = await launch();
const pages = {};
const dark = 'body { background: #1b1b1f; color: #dfdfd6; }';
for (const lang of ['en', 'zh']) {
  for (const theme of ['light', 'dark']) {
    for (const column of [280, null]) {
      pages[`/${lang}-${theme}-${column ?? 'auto'}.html`] = await postPage({ lang, column, htmlAttributes: `lang="${lang === 'zh' ? 'zh-CN' : 'en'}"${theme === 'dark' ? ' class="dark"' : ''}`, css: theme === 'dark' ? dark : '' });
    }
  }
}
const host = await startHost(pages);
const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
for (const lang of ['en', 'zh']) for (const theme of ['light', 'dark']) for (const width of [280, 375, 1280]) {
  const key = `${lang}-${theme}-${width}`;
  if (only.length && !only.some((o) => key.includes(o))) continue;
  const context = await browser.newContext({ viewport: { width: width === 280 ? 1280 : width, height: 900 }, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  await tab.goto(host.url(`/${lang}-${theme}-${width === 280 ? 280 : 'auto'}.html`));
  await everyWidgetPaints(tab);
  await tab.evaluate(() => { for (const w of document.querySelectorAll('main *')) w.shadowRoot?.querySelector('[data-testid="show-all"]')?.click(); });
  await tab.waitForTimeout(800);
  for (const [tag] of WIDGETS) {
    await tab.locator(tag).first().screenshot({ path: `${out}/${tag}-${key}.png` });
  }
  await context.close();
}
await host.close();
await browser.close();
