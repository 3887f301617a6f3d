// What the explorer and every widget on a page share: one worker client (so one wasm
// instance, loaded lazily on the first call, from a URL relative to this module) and one
// message table per language, fetched once through that worker.

import { sharedClient } from './client.js';
import { makeTranslator, languageOf } from './i18n.js';

const translators = new Map();

/** The page's one client of the wasm worker. */
export function client() {
  return sharedClient();
}

/** A Promise of the translator of `lang` (`'en'` or `'zh'`), its table loaded once. */
export function translator(lang) {
  const key = lang === 'zh' ? 'zh' : 'en';
  if (!translators.has(key)) {
    const loading = client().call('messages', key).then((table) => makeTranslator(key, table));
    loading.catch(() => translators.delete(key));
    translators.set(key, loading);
  }
  return translators.get(key);
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
