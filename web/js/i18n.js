// Interface strings come from the core's message table (through the wasm module), the
// one source of truth for English and Simplified Chinese.

const tables = new Map();
let current = 'en';

/** Picks the language from a saved choice or the browser's. */
export function detectLanguage(saved) {
  if (saved === 'en' || saved === 'zh') return saved;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
  return tags.some((tag) => tag.toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

/** Loads the table of `lang` from the wasm API and makes it current. */
export function setLanguage(api, lang) {
  if (!tables.has(lang)) tables.set(lang, api.messages(lang));
  current = lang;
  document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : 'en';
}

export function language() {
  return current;
}

/** The text of `key` with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = tables.get(current)?.[key] ?? key;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Fills every `data-i18n` (text) and `data-i18n-placeholder` element under `root`. */
export function translateTree(root) {
  for (const element of root.querySelectorAll('[data-i18n]')) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll('[data-i18n-placeholder]')) {
    element.placeholder = t(element.dataset.i18nPlaceholder);
  }
}

/** An error thrown by the wasm API, in the current language. */
export function errorMessage(error) {
  return error?.localized?.[current] ?? error?.message ?? String(error);
}
