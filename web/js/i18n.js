// Interface strings, in English and Simplified Chinese, from two sources of truth that
// share no key: the page's and the widgets' own words (`web/i18n/LANG.json`, `{key: text}`;
// `LANG-later.json`: what only the modules fetched after a first paint say, fetched with
// them, runtime.js `withLaterTexts`; `LANG-more.json`: what only the explorer's gallery, the
// embed and bench pages show, fetched when those ask), and what core says (errors,
// proofs, the words of moves and drawings: core's message table, through the wasm module
// in the worker). runtime.js joins them into one translator per language; a test checks
// both languages define the same keys and every key the scripts name exists
// (crates/core/tests/tidy.rs). Nothing here is module-level state: a translator is a
// value, so the explorer and every widget on a page can each speak their own language.

/** `'zh'` for any Chinese language tag (`zh`, `zh-Hans`, `zh-CN`...), else `'en'`. */
export function languageOf(tag) {
  return String(tag ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Picks the language from a saved choice or the browser's. */
export function detectLanguage(saved) {
  if (saved === 'en' || saved === 'zh') return saved;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
  return tags.some((tag) => languageOf(tag) === 'zh') ? 'zh' : 'en';
}

/** The `lang` attribute value for a language (`zh-Hans` or `en`). */
export function langTag(lang) {
  return lang === 'zh' ? 'zh-Hans' : 'en';
}

/**
 * Fills `{name}` placeholders of `text` from `params`, and the plural marks `{name:s}`:
 * `s` unless `name` is 1 (`{count} position{count:s}`), as core's `i18n::format` does.
 */
export function fill(text, params = {}) {
  return text.replace(/\{([a-z_]+)(:s)?\}/g, (whole, name, plural) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (!plural) return value;
    return value === '1' ? '' : 's';
  });
}

/**
 * The text `key` of `tableOf(lang)` (a Promise of a table `{key: text}`, as first-downloads.js
 * `pageTexts`) in both languages, `{en, zh}`, `{name}` filled from `params`; the key itself
 * where a language's table cannot be had. What the worker and its client say of a call
 * (an error's `localized`) when no wasm export said it.
 */
export async function inBothLanguages(tableOf, key, params = {}) {
  const inLang = (lang) => Promise.resolve()
    .then(() => tableOf(lang))
    .then((table) => fill(table?.[key] ?? key, params), () => key);
  const [en, zh] = await Promise.all([inLang('en'), inLang('zh')]);
  return { en, zh };
}

/**
 * A translator for `lang` over a copy of the message `table` (`{key: text}`):
 * `{lang, t(key, params), error(thrown), add(more)}`. `add` puts more texts in its table
 * (texts fetched later, runtime.js): every `t` taken from it, before or after, finds them.
 */
export function makeTranslator(lang, table) {
  const own = { ...table };
  return {
    lang,
    t: (key, params = {}) => fill(own[key] ?? key, params),
    add: (more) => Object.assign(own, more),
    /** An error thrown by the wasm API (or the worker), in this language. */
    error: (error) => error?.localized?.[lang] ?? error?.message ?? String(error),
  };
}

/** Fills every `data-i18n` (text), `data-i18n-placeholder` and `data-i18n-label` element under `root`. */
export function translateTree(root, { t }) {
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll('[data-i18n-placeholder]')) {
    element.placeholder = t(element.dataset.i18nPlaceholder);
  }
  for (const element of root.querySelectorAll('[data-i18n-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  }
}
