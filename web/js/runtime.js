// What the explorer and every widget on a page share: one worker client (so one wasm
// instance, loaded lazily on the first call, from a URL relative to this module) and the
// translator of each language. Its table is core's messages (fetched once through that
// worker, or for the page's own language straight from the texts the page fetched for the
// worker) with the page's own words (`i18n/LANG.json`), both started by first-downloads.js:
// a widget then draws what needs no wasm, and sends its first request, while the wasm is
// still on its way.

import { sharedClient } from './client.js';
import { afterCommonWidgets, pageTexts, textsOf, textsOfPage } from './first-downloads.js';
import { makeTranslator, languageOf } from './i18n.js';
import { missingWasmFeatures } from './wasm-support.js';

const translators = new Map();
/** Per language, the Promise of its translator as made (core's and the page's first words),
 *  before any later words are added: what `addLaterTexts` adds to. */
const madeTranslators = new Map();

/** The page's one client of the wasm worker. */
export function client() {
  return sharedClient();
}

/**
 * A Promise of the translator of `lang` (`'en'` or `'zh'`), its table loaded once: core's
 * messages and the page's own words. The table a widget needs comes first; `more: true`
 * resolves to the same translator once the rest is added to its table: what only games of
 * your own, the explorer's gallery and the embed page's docs show
 * (`pkg/messages-more.LANG.json`, `i18n/LANG-more.json`, fetched then, after a common
 * widget's first load: first-downloads.js `afterCommonWidgets`).
 */
export function translator(lang, { more = false } = {}) {
  const key = lang === 'zh' ? 'zh' : 'en';
  const id = more ? `${key}+more` : key;
  if (!translators.has(id)) {
    let loading;
    if (more) {
      // Where the wasm cannot run (wasm-support.js), the worker has no table to give: the
      // page's files alone are read (the message that says so is the page's own).
      const later = afterCommonWidgets();
      const core = missingWasmFeatures().length === 0 ? later.then(() => client().call('messages', key, 'more')) : {};
      loading = Promise.all([translator(key), core, later.then(() => pageTexts(key, 'more')), addLaterTexts(key)])
        .then(([tr, table, pageMore]) => {
          tr.add({ ...table, ...pageMore });
          return tr;
        });
    } else {
      const core = tableOfPage(key).then((table) => table ?? client().call('messages', key));
      const made = Promise.all([core, pageTexts(key)]).then(([table, page]) => makeTranslator(key, { ...table, ...page }));
      madeTranslators.set(key, made);
      // Asked for once a later module was: a translator made after it has its words too.
      loading = laterWanted ? made.then((tr) => addLaterTexts(key).then(() => tr)) : made;
    }
    loading.catch(() => translators.delete(id));
    translators.set(id, loading);
  }
  return translators.get(id);
}

/** Whether a module fetched after a first paint has asked for the page's later words. */
let laterWanted = false;
/** Per language, the Promise of the later words added to its translator: it never rejects
 *  (a text that cannot be had shows its key), and a failed download is tried again. */
const laterAdded = new Map();

/** Adds the page's later words of `lang` (`i18n/LANG-later.json`) to its translator, once.
 *  It waits for the translator as made, not for `translator(lang)`, which may wait for this. */
function addLaterTexts(lang) {
  if (!laterAdded.has(lang)) {
    translator(lang);
    const adding = Promise.all([madeTranslators.get(lang), pageTexts(lang, 'later')]).then(
      ([loaded, words]) => loaded.add(words),
      () => laterAdded.delete(lang),
    ).then(() => {});
    laterAdded.set(lang, adding);
  }
  return laterAdded.get(lang);
}

/**
 * What the modules fetched after a widget's first paint say (the table's tools, the export
 * bar, the value chart: `i18n/LANG-later.json`), added to the translator of every language
 * in use, and of every one made after: their `import()` waits for it, so their first `t`
 * finds them. Never rejects (a text that cannot be had shows its key).
 */
function laterTexts() {
  laterWanted = true;
  const langs = [...translators.keys()].filter((id) => !id.includes('+'));
  return Promise.all(langs.map((lang) => addLaterTexts(lang))).then(() => {});
}

/** `module` (the Promise of an `import()` of a module fetched after a first paint) once its
 *  words are in every translator (`laterTexts`). */
export function withLaterTexts(module) {
  return Promise.all([module, laterTexts()]).then(([loaded]) => loaded);
}

/**
 * The table of `lang` from the texts the page fetched for the worker (the same table the
 * worker's `messages` answers), or null when they are of the other language or missing.
 */
async function tableOfPage(lang) {
  try {
    // Where the wasm cannot run (wasm-support.js), the worker has no texts to give: the
    // widget's own language is fetched here, for the message that says so.
    const texts = await (missingWasmFeatures().length > 0 ? textsOf(lang) : textsOfPage());
    const table = texts?.lang === lang ? JSON.parse(texts.text) : null;
    return table && typeof table === 'object' && !Array.isArray(table) ? table : null;
  } catch {
    return null;
  }
}

/**
 * The language an element speaks: its own `lang` attribute, else the nearest ancestor's
 * (crossing shadow roots), else the document's `<html lang>`.
 */
export function languageFor(element) {
  let node = element;
  while (node) {
    if (node.nodeType === 1 && node.hasAttribute('lang') && node.getAttribute('lang')) return languageOf(node.getAttribute('lang'));
    node = node.parentNode ?? node.host ?? null;
  }
  return languageOf(document.documentElement.lang);
}
