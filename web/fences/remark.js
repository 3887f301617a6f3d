// The remark plugin (unified): a fence ```` ```sg play ```` (docs/NOTATION.md, "Markdown
// fences") becomes the widget `<sg-play game="...">` in the HTML that remark-rehype makes,
// with the picture of its first view inside as inline SVG (what a reader without scripts
// sees). The fence grammar, the first view and the picture are `sg render`'s, drawn by
// sglab's wasm module. It sets `data.hName`/`hProperties`/`hChildren` on the node (the
// picture as hast elements), so no raw HTML is involved (rehype-stringify needs no
// `allowDangerousHtml`), and MDX (Docusaurus) takes it too.
//
//   import { unified } from 'unified';
//   import remarkParse from 'remark-parse';
//   import remarkRehype from 'remark-rehype';
//   import rehypeStringify from 'rehype-stringify';
//   import remarkSglab from 'sglab/remark';
//   import { loadPictures } from 'sglab/pictures';
//   const html = String(await unified().use(remarkParse)
//     .use(remarkSglab, { pictures: await loadPictures(), lang: 'en' })
//     .use(remarkRehype).use(rehypeStringify).process(markdown));
//
// Each file's language: its front matter's `lang` (`file.data.frontmatter`, `frontMatter`,
// or Astro's `file.data.astro.frontmatter`), else `file.data.lang`, else the `lang` option
// (a tag, or a function of the `file` giving one: e.g. from `file.path`), else English.

import { postLanguage, requireModule, throwFenceError } from './html.js';

/** The fence's info string as written (from the source when positions are known, so the
 *  columns of errors are those of the file), else `lang meta`. */
function infoOf(node, source) {
  const offset = node.position?.start?.offset;
  if (typeof source === 'string' && typeof offset === 'number') {
    const line = source.slice(offset).split(/\r?\n/, 1)[0];
    const match = /^\s*(?:`{3,}|~{3,})(.*)$/.exec(line);
    if (match) return match[1];
  }
  return [node.lang, node.meta].filter(Boolean).join(' ');
}

/** A drawing tree of the module (`{name, attributes, children}`) as a hast element. */
function hast(tree) {
  return {
    type: 'element',
    tagName: tree.name,
    properties: Object.fromEntries(tree.attributes),
    children: tree.children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : hast(child))),
  };
}

function widgetNode(node, source, sglab, lang, idPrefix, throwOnError) {
  const found = sglab.picture(infoOf(node, source), node.value ?? '', { lang, idPrefix });
  if (found.error) {
    if (throwOnError) throwFenceError(found.error);
    return {
      type: 'sglabFenceError',
      data: {
        hName: 'pre',
        hProperties: { className: ['sg-fence-error'], role: 'alert', dataKey: found.error.key, dataColumn: String(found.error.column) },
        hChildren: [{ type: 'text', value: found.error.message }],
      },
    };
  }
  let children;
  if (found.drawing) {
    const svg = hast(found.drawing);
    svg.properties.class = `${svg.properties.class ?? ''} sg-picture`.trim();
    svg.properties.style = 'max-width:100%;height:auto';
    children = [svg];
  } else {
    children = [{ type: 'text', value: found.attributes.find(([name]) => name === 'game' || name === 'heaps')?.[1] ?? '' }];
  }
  return {
    type: 'sglabWidget',
    data: { hName: found.tag, hProperties: Object.fromEntries(found.attributes), hChildren: children },
  };
}

/** Options: `pictures` (from `loadPictures`, required), `lang`, `throwOnError`. */
export default function remarkSglab(options = {}) {
  const sglab = requireModule(options.pictures, 'remark plugin');
  return (tree, file) => {
    const source = file?.value === undefined ? undefined : String(file.value);
    const data = file?.data ?? {};
    const matter = data.frontmatter ?? data.frontMatter ?? data.astro?.frontmatter;
    const lang = postLanguage(options.lang, file, matter?.lang, data.lang);
    let count = 0;
    const walk = (parent) => {
      if (!Array.isArray(parent.children)) return;
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'sg') {
          count += 1;
          parent.children[index] = widgetNode(child, source, sglab, lang, `sgpic${count}`, options.throwOnError);
        } else walk(child);
      });
    };
    walk(tree);
  };
}

export { remarkSglab };
