// What `cargo xtask preload` (xtask/src/preload.rs) reads of each module: its static imports
// and re-exports, and the files it names relative to itself, found by Rollup's parser (the
// bundler `cargo xtask dist` already pins), not by scanning text.
//
//   node imports.mjs < {"PATH": "SOURCE", ...}
//
// prints {"PATH": {"imports": [SPEC, ...], "urls": [SPEC, ...]}, ...}:
// - `imports`: the specifiers of `import ... from 'x'`, `import 'x'`, `export ... from 'x'`,
//   in the order written; `import('x')` loads on demand and is left out;
// - `urls`: the `'x'` of every `new URL('x', import.meta.url)`, in the order written.
// A module that does not parse fails the whole run, naming its path and the place.

import { parseAst } from 'rollup/parseAst';

const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration']);

/** Whether `node` is `import.meta.url`. */
function isMetaUrl(node) {
  return node?.type === 'MemberExpression' && !node.computed
    && node.object.type === 'MetaProperty' && node.object.meta.name === 'import' && node.object.property.name === 'meta'
    && node.property.type === 'Identifier' && node.property.name === 'url';
}

/** The `'x'` of `new URL('x', import.meta.url)`, or null. */
function metaUrl(node) {
  if (node.type !== 'NewExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'URL') return null;
  const [spec, base] = node.arguments;
  return spec?.type === 'Literal' && typeof spec.value === 'string' && isMetaUrl(base) ? spec.value : null;
}

/** Every node under `node`, depth first. */
function* nodes(node) {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof child.type === 'string') yield* nodes(child);
    }
  }
}

/** The line and column of byte offset `at` in `source`. */
function place(source, at) {
  const before = source.slice(0, at).split('\n');
  return `${before.length}:${before.at(-1).length + 1}`;
}

function read(path, source) {
  let ast;
  try {
    ast = parseAst(source);
  } catch (error) {
    const at = typeof error.pos === 'number' ? `:${place(source, error.pos)}` : '';
    throw new Error(`${path}${at}: ${error.message}`);
  }
  const imports = ast.body.filter((node) => MODULE_STATEMENTS.has(node.type) && node.source).map((node) => node.source.value);
  const urls = [...nodes(ast)]
    .map((node) => [node.start, metaUrl(node)])
    .filter(([, spec]) => spec !== null)
    .sort(([a], [b]) => a - b)
    .map(([, spec]) => spec);
  return { imports, urls };
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
try {
  const out = {};
  for (const [path, source] of Object.entries(JSON.parse(input))) out[path] = read(path, source);
  process.stdout.write(JSON.stringify(out));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
