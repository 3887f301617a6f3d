import { launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { everyWidgetPaints, postPage } from './post.mjs';
const [,, lang, tag] = process.argv;
const browser = await launch();
const host = await startHost({ '/p.html': await postPage({ lang, column: 280 }) });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const tab = await context.newPage();
await tab.goto(host.url('/p.html'));
await everyWidgetPaints(tab);
console.log(await tab.evaluate((t) => {
  const root = document.querySelector(t).shadowRoot.querySelector('.sg-root');
  const out = [];
  const walk = (n, d) => { const r = n.getBoundingClientRect(); out.push(`${'  '.repeat(d)}${n.tagName.toLowerCase()}.${[...n.classList].join('.')} w${Math.round(r.width)} ${getComputedStyle(n).display} minw=${getComputedStyle(n).minWidth}`); if (d < 6) for (const c of n.children) if (c.tagName !== 'svg' && c.tagName!=='option') walk(c, d + 1); };
  walk(root, 0);
  return out.slice(0, 80).join('\n');
}, tag));
await context.close(); await host.close(); await browser.close();
