// The texts a widget needs before it paints, found by running its first views (run by
// split.mjs at each `cargo xtask build`, after messages.mjs wrote the tables). Each
// language's core messages end in three files beside the glue:
//
// - `messages.LANG.json`: what the first views say (the four common widgets', the tutorial's
//   and the explorer's, first-views.mjs, and each recorded post's, VIEWS.json) and every key
//   the page's scripts name (the page looks its words up synchronously); fetched beside
//   the wasm, before the first paint;
// - `messages-later.LANG.json`: the rest of what widgets say (a move's caption, another
//   family's hint, most errors); the worker installs it when a call asks for a text not
//   installed (the light module's `missedMessages`) and asks again, or once idle;
// - `messages-more.LANG.json`: as messages.mjs wrote it, less what first views say.
//
// The keys are found exactly: the views run on a session holding only the keys found so
// far, and each text asked for and missing (`missedMessages`) is added, until none is.
//
//   node first-texts.mjs GLUE.js WHOLE.wasm VIEWS.json

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { withSession } from '../../web/js/session.js';
import { FIRST_VIEWS, LANGS, configure, request } from './first-views.mjs';
import { pageScripts } from './messages.mjs';
import { inLang } from './replay.mjs';

/** Keys of `keys` the page's scripts name: as a string literal, or by a template's prefix
 *  (`outcome.${...}` names every `outcome.` key, `play.first_${...}` every `play.first_`). */
export function namedByPage(keys, scripts) {
  const prefixes = [...scripts.matchAll(/`([a-z_]+(?:\.[a-z_]*)+)\$\{/g)].map((match) => match[1]);
  return keys.filter((key) => scripts.includes(`'${key}'`) || scripts.includes(`"${key}"`) || prefixes.some((prefix) => key.startsWith(prefix)));
}

/** Every request of the first views, in `lang`. */
function requests(posts, lang) {
  return [
    ...FIRST_VIEWS.filter(([method]) => method !== 'messages').map((view) => request(view, lang)),
    ...posts.flatMap((post) => post.requests.filter(([method]) => method !== 'messages').map((r) => inLang(r, lang))),
  ];
}

/** The keys the first views ask for, beyond `seed`, with both languages' `tables` to hand. */
function askedFor(glue, tables, seed, posts) {
  const chosen = new Set(seed);
  for (let round = 0; ; round += 1) {
    if (round > 20) throw new Error('first-texts: the keys asked for never settle');
    const fresh = new Set();
    const api = withSession(glue);
    configure(api);
    for (const lang of LANGS) {
      const keys = [...chosen].filter((key) => key in tables[lang]);
      api.installMessages(lang, keys.join('\0'), keys.map((key) => tables[lang][key]).join('\0'));
    }
    api.missedMessages();
    for (const lang of LANGS) {
      for (const [method, ...args] of requests(posts, lang)) {
        if (typeof api[method] !== 'function') continue;
        try {
          api[method](...args);
        } catch (error) {
          if (error instanceof WebAssembly.RuntimeError) throw error;
        }
        for (const key of api.missedMessages().split('\0')) if (key && !chosen.has(key)) fresh.add(key);
      }
    }
    if (fresh.size === 0) return chosen;
    for (const key of fresh) {
      if (!LANGS.some((lang) => key in tables[lang])) throw new Error(`first-texts: a first view asks for ${key}, which no table has`);
      chosen.add(key);
    }
  }
}

/** Rewrites the tables beside `gluePath` in three tiers (see the module doc). */
export async function writeFirstTexts(gluePath, wholePath, posts) {
  const pkg = dirname(gluePath);
  const read = (file) => JSON.parse(readFileSync(join(pkg, file), 'utf8'));
  const first = Object.fromEntries(LANGS.map((lang) => [lang, read(`messages.${lang}.json`)]));
  const more = Object.fromEntries(LANGS.map((lang) => [lang, read(`messages-more.${lang}.json`)]));
  const tables = Object.fromEntries(LANGS.map((lang) => [lang, { ...more[lang], ...first[lang] }]));
  const glue = await import(`${pathToFileURL(gluePath).href}?first-texts`);
  glue.initSync({ module: readFileSync(wholePath) });
  const seed = namedByPage(Object.keys(tables.en), pageScripts());
  const chosen = askedFor(glue, tables, seed, posts);
  for (const lang of LANGS) {
    const pick = (table, keep) => Object.fromEntries(Object.entries(table).filter(([key]) => chosen.has(key) === keep));
    const tiers = { messages: pick(tables[lang], true), 'messages-later': pick(first[lang], false), 'messages-more': pick(more[lang], false) };
    for (const [name, table] of Object.entries(tiers)) writeFileSync(join(pkg, `${name}.${lang}.json`), JSON.stringify(table));
    const sizes = Object.entries(tiers).map(([name, table]) => `${name}.${lang}.json ${Object.keys(table).length} (${gzipSync(JSON.stringify(table)).length} B gzipped)`);
    console.log(`xtask: ${sizes.join(', ')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [gluePath, wholePath, viewsPath] = process.argv.slice(2);
  if (!viewsPath) {
    console.error('usage: node first-texts.mjs GLUE.js WHOLE.wasm VIEWS.json');
    process.exit(2);
  }
  await writeFirstTexts(gluePath, wholePath, JSON.parse(readFileSync(viewsPath, 'utf8')));
}
