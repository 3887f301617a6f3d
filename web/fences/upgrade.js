// For sites whose Markdown renderer writes fences as plain code: one script that turns each
// sglab fence left as `<pre><code class="language-sg">` into its widget, in the browser.
// The info string (`sg play first=you`, docs/NOTATION.md "Markdown fences") is read from
// `data-info` on the `<pre>` or the `<code>` (the Hugo recipe writes it there), else from
// `data-meta` after `sg`; a renderer that keeps only the language (`class="language-sg"`)
// loses the widget's name, and the block then shows the error `fence.expected_widget`.
//
//   <script type="module" src="https://cdn.jsdelivr.net/npm/sglab@VERSION/fences/upgrade.js"></script>
//
// It also registers the widgets (it imports sglab.js), so this one tag is enough. The fence
// grammar is the Rust crates' (`sglab_core::fence`, the one `sg render` and the build-time
// plugins read), asked of the widgets' worker (the wasm export `fence`). Where this
// browser's WebAssembly lacks a feature the modules use (js/wasm-support.js), the blocks
// stay code and one message before the first says what is missing, in its language.

import '../sglab.js';
import { sharedClient } from '../js/client.js';
import { missingWasmFeatures } from '../js/wasm-support.js';

/** The blocks this script reads: `<pre>`s holding an sglab fence. */
const SELECTOR = 'pre.sg-fence, pre[data-info^="sg"], pre > code.language-sg, pre > code[data-info^="sg"]';

function infoOf(pre, code) {
  const info = pre.dataset.info ?? code?.dataset.info;
  if (info !== undefined) return info;
  const meta = pre.dataset.meta ?? code?.dataset.meta;
  return meta !== undefined ? `sg ${meta}` : 'sg';
}

/** Shows a fence's error before its block, in the page's language (core's texts, loaded
 *  only when a fence is wrong: all of them, since the error's key is any of the fence
 *  grammar's, which no first view says). */
async function showError(pre, error) {
  const { languageFor, translator } = await import('../js/runtime.js');
  const tr = await translator(languageFor(pre), { more: true });
  const message = tr.t(error.key, { found: '', expected: '', widget: '', ...error });
  const box = document.createElement('p');
  box.className = 'sg-fence-error';
  box.setAttribute('role', 'alert');
  box.textContent = tr.t('fence.at', { column: error.column, message });
  pre.before(box);
}

/** Where the modules cannot run: one message before the first of `blocks`, in its
 *  language, naming the features `missing` (`page.wasm_missing`); the blocks stay. */
async function showCannotRun(blocks, missing) {
  const first = blocks.find((pre) => pre.isConnected);
  if (!first || first.ownerDocument.querySelector('[data-sg-wasm-missing]')) return;
  const { languageFor, translator } = await import('../js/runtime.js');
  const lang = languageFor(first);
  const tr = await translator(lang);
  const box = document.createElement('p');
  box.className = 'sg-fence-error';
  box.setAttribute('role', 'alert');
  box.dataset.sgWasmMissing = '';
  box.textContent = tr.t('page.wasm_missing', { features: missing.join(lang === 'zh' ? '、' : ', ') });
  first.before(box);
}

/** Replaces every sglab fence under `root` by its widget; resolves to the widgets made. */
export async function upgradeFences(root = document) {
  const made = [];
  const blocks = [...new Set([...root.querySelectorAll(SELECTOR)].map((node) => (node.localName === 'pre' ? node : node.parentElement)))];
  const missing = missingWasmFeatures();
  if (missing.length > 0) {
    if (blocks.length > 0) await showCannotRun(blocks, missing);
    return made;
  }
  const client = sharedClient();
  const read = await Promise.all(blocks.map((pre) => {
    const code = pre.querySelector(':scope > code');
    return client.call('fence', infoOf(pre, code), (code ?? pre).textContent, 'en');
  }));
  for (const [index, pre] of blocks.entries()) {
    if (!pre.isConnected) continue;
    const code = pre.querySelector(':scope > code');
    const body = (code ?? pre).textContent;
    const result = read[index];
    if (result.error) {
      pre.dataset.sgFence = 'error';
      showError(pre, result.error).catch(() => {});
      continue;
    }
    const widget = document.createElement(result.tag);
    for (const [name, value] of result.attributes) widget.setAttribute(name, value);
    // The block's own text stays as the fallback.
    widget.append(body.trim());
    pre.replaceWith(widget);
    made.push(widget);
  }
  return made;
}

if (typeof document !== 'undefined') {
  const upgrade = () => upgradeFences().catch((error) => console.error('sglab: fences not read', error));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', upgrade, { once: true });
  else upgrade();
}
