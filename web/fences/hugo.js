#!/usr/bin/env node
// Build-time pictures for Hugo, which runs no code of its own while it builds: run this
// before `hugo`, in the site's folder, and the Hugo recipe (render-codeblock-sg.html)
// writes each sglab fence as its widget with the picture of its first view inside, as
// the other engines' plugins do (without it, a reader sees the fence as code until the
// widget draws, and the widget's height pushes the text below it down).
//
//   node static/sglab/fences/hugo.js && hugo
//
// It reads every Markdown file under content/ and writes data/sglab/pictures.json: for
// each sglab fence, keyed by the SHA-256 of its info string and body (as the recipe
// computes it), its HTML in English and in Chinese (the recipe takes the page's).
// Options: `--content DIR`, `--out FILE`.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSglabInfo } from './fence.js';
import { loadPictures } from './picture.js';

/** The key of a fence, as the recipe computes it: SHA-256 of `info + "\n" + body`, the
 *  body without the newlines around it. */
export function fenceKey(info, body) {
  return createHash('sha256').update(`${info.trim()}\n${body.replace(/^\n+|\n+$/g, '')}`).digest('hex');
}

/** The fenced code blocks of a Markdown text whose info string is sglab's: `[info, body]`
 *  (the body's lines without the opening fence's indentation). */
export function sglabFences(text) {
  const found = [];
  let open = null;
  for (const line of text.split(/\r?\n/)) {
    if (open) {
      if (open.closing.test(line)) {
        if (isSglabInfo(open.info)) found.push([open.info, open.lines.join('\n')]);
        open = null;
      } else {
        open.lines.push(line.startsWith(open.indent) ? line.slice(open.indent.length) : line.trimStart());
      }
      continue;
    }
    const start = /^([ \t>]*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (start) {
      const [, indent, fence, info] = start;
      open = { indent, info: info.trim(), lines: [], closing: new RegExp(`^[ \\t>]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`) };
    }
  }
  return found;
}

function markdownFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...markdownFiles(path));
    else if (/\.(md|markdown)$/i.test(entry.name)) files.push(path);
  }
  return files;
}

/** Draws the pictures of every sglab fence under `content`; returns `{pictures, errors}`
 *  (`pictures` as written to the JSON file, `errors` one line per wrong fence). */
export async function hugoPictures(content) {
  const sglab = await loadPictures();
  const pictures = {};
  const errors = [];
  for (const file of markdownFiles(content).sort()) {
    for (const [info, body] of sglabFences(readFileSync(file, 'utf8'))) {
      const key = fenceKey(info, body);
      if (pictures[key]) continue;
      const drawn = {};
      for (const lang of ['en', 'zh']) {
        const { html, error } = sglab.html(info, body, { lang, idPrefix: `sg${key.slice(0, 8)}${lang}` });
        if (error) {
          if (lang === 'en') errors.push(`${file}: \`\`\`${info}: ${error.message}`);
          continue;
        }
        drawn[lang] = html;
      }
      if (drawn.en) pictures[key] = drawn;
    }
  }
  return { pictures, errors };
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const content = option(args, '--content', 'content');
  const out = option(args, '--out', join('data', 'sglab', 'pictures.json'));
  const { pictures, errors } = await hugoPictures(content);
  for (const line of errors) console.error(`sglab: ${line}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(pictures)}\n`);
  console.log(`sglab: ${Object.keys(pictures).length} pictures in ${out}`);
}
