import { launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { everyWidgetPaints, postPage } from './post.mjs';
const [,, lang, width] = process.argv;
const browser = await launch();
const host = await startHost({ '/p.html': await postPage({ lang }) });
const w = Number(width);
const context = await browser.newContext({ viewport: { width: w, height: w < 600 ? 740 : 900 }, isMobile: w < 600, hasTouch: w < 600 });
const tab = await context.newPage();
await tab.addInitScript(() => {
  window.shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) {
    const widgets = [...document.querySelectorAll('main > *, main p > *')].filter((x) => x.tagName.startsWith('SG-') || x.tagName === 'P' || x.tagName==='H1').map((x) => `${x.tagName.toLowerCase()}@${Math.round(x.getBoundingClientRect().top)}+${Math.round(x.getBoundingClientRect().height)}${x.shadowRoot?.querySelector('.sg-held') ? 'H' : ''}`);
    const g = document.querySelector('sg-graph');
    const inner = g?.shadowRoot ? [...g.shadowRoot.querySelectorAll('.sg-content > *, .sg-content > * > *, slot')].map((n) => `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}@${Math.round(n.getBoundingClientRect().top)}+${Math.round(n.getBoundingClientRect().height)}`) : [];
    const fb = [...(g?.children ?? [])].map((n) => `${n.tagName}@${Math.round(n.getBoundingClientRect().top)}+${Math.round(n.getBoundingClientRect().height)}`);
    window.shifts.push({ inner, fb, v: e.value.toFixed(4), at: Math.round(e.startTime), src: e.sources.map((s) => `${s.node?.nodeName ?? '?'} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`), widgets });
  } }).observe({ type: 'layout-shift', buffered: true });
});
await tab.goto(host.url('/p.html'));
await everyWidgetPaints(tab);
await tab.waitForTimeout(1500);
console.log(JSON.stringify(await tab.evaluate(() => window.shifts), null, 1));
await context.close(); await host.close(); await browser.close();
