// <sg-xor> with a heap that does not read (issue 35): typing `-3` names the heap and the
// text in the widget's language, and takes away the columns and the verdict of the heaps
// before (they would answer another question); a heap that reads again brings them back,
// drawn for the heaps now on screen.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const MESSAGES = {
  en: /Heap 2: “-3” is not a heap size/,
  zh: /第 2 堆：“-3”不是堆的大小/,
};

for (const lang of ['en', 'zh']) {
  test(`${lang}: a heap typed as -3 is named, and the stale columns go away until it reads`, async () => {
    const page = await openPage(browser, `embed.html?w=xor&heaps=7%208%209&lang=${lang}`);
    const inShadow = (selector) => page.locator(`sg-xor >> ${selector}`);
    await inShadow('[data-testid="xor-columns"]').waitFor({ timeout: 30000 });
    await inShadow('[data-testid="xor-verdict"]').filter({ hasText: /./ }).waitFor({ timeout: 30000 });
    const heap = inShadow('[data-testid="xor-heap"]').nth(1);
    await heap.fill('-3');
    const error = inShadow('[data-testid="xor-error"]');
    await error.waitFor({ state: 'visible', timeout: 10000 });
    assert.match(await error.textContent(), MESSAGES[lang]);
    assert.equal(await heap.getAttribute('aria-invalid'), 'true');
    assert.equal(await inShadow('[data-testid="xor-columns"]').isVisible(), false);
    assert.equal(await inShadow('[data-testid="xor-verdict"]').isVisible(), false);
    // 7 ⊕ 3 ⊕ 9 = 13: the columns come back for the heaps on screen.
    await heap.fill('3');
    await error.waitFor({ state: 'hidden', timeout: 10000 });
    await inShadow('[data-testid="xor-verdict"]').filter({ hasText: /13/ }).waitFor({ timeout: 30000 });
    assert.equal(await inShadow('[data-testid="xor-columns"]').isVisible(), true);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
