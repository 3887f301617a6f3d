// Installs each engine of the engine tests from its pins: `npm ci` in every folder with a
// package-lock.json, a venv with MkDocs' requirements.txt; skipped when the pins are
// unchanged since the last install (their hash is kept beside the installed packages).
//
// `npm ci` refuses a lock whose optional packages the registry cannot resolve, and the
// registry these tests reach lacks some platform builds: two folders pin, with `overrides`,
// a version whose every optional package is there (docusaurus: @swc/html 1.16.2, not
// 1.16.22; vuepress: vite 8.3.0, not 8.4.0 with its Windows-only
// napi-windows-process-start-time). Check a new lock with `npm ci --dry-run` in a clean
// copy of its folder.
//
//   node install.mjs            (every engine)
//   node install.mjs hexo mkdocs

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

function hashOf(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Runs `program` in `cwd`; `tries` times in all where it fails (a registry's connections
 *  reset all at once, as seen once on 2026-12-02, fail an `npm ci` that succeeds again). */
function run(program, args, cwd, { tries = 1 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    console.log(`engines: ${program} ${args.join(' ')} (in tests/engines/${cwd.slice(HERE.length)})`);
    const done = spawnSync(program, args, { cwd, stdio: 'inherit' });
    if (done.status === 0) return;
    const failure = `${program} ${args.join(' ')} failed in ${cwd} (${done.status ?? done.error})`;
    if (attempt >= tries) throw new Error(failure);
    console.log(`engines: ${failure}; once more`);
  }
}

/** Runs `install` unless `stamp` holds the hash of `pins`; then writes it. */
function installOnce(name, pins, stamp, install) {
  const hash = hashOf(pins);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`engines: ${name} installed (pins unchanged)`);
    return;
  }
  install();
  writeFileSync(stamp, `${hash}\n`);
}

const wanted = process.argv.slice(2);
const engines = readdirSync(HERE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (wanted.length === 0 || wanted.includes(entry.name)))
  .map((entry) => entry.name);

for (const name of engines) {
  const folder = join(HERE, name);
  if (existsSync(join(folder, 'package-lock.json'))) {
    installOnce(name, join(folder, 'package-lock.json'), join(folder, 'node_modules/.sglab-pins'), () => {
      run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], folder, { tries: 2 });
    });
  }
  if (existsSync(join(folder, 'requirements.txt'))) {
    installOnce(name, join(folder, 'requirements.txt'), join(folder, '.venv/.sglab-pins'), () => {
      run('python3', ['-m', 'venv', '--clear', '.venv'], folder);
      run(join(folder, '.venv/bin/pip'), ['install', '--quiet', '--disable-pip-version-check', '--require-virtualenv', '-r', 'requirements.txt'], folder);
    });
  }
}
