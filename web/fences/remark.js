// The remark plugin (unified): a fence ```` ```sg play ```` (docs/NOTATION.md, "Markdown
// fences") becomes the widget `<sg-play game="...">` in the HTML that remark-rehype makes,
// with the picture of its first view inside as fallback content when pictures are loaded.
// It sets `data.hName`/`hProperties`/`hChildren` on the node, so no raw HTML is involved
// (rehype-stringify needs no `allowDangerousHtml`), and MDX (Docusaurus) takes it too.
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

import { parseFence, fenceErrorText } from './fence.js';
import { pictureImage, fenceLanguage } from './html.js';

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

function widgetNode(node, source, options) {
  const info = infoOf(node, source);
  const result = parseFence(info, node.value ?? '');
  if (result.error) {
    const text = fenceErrorText(result.error, options.pictures?.messages(options.lang ?? 'en') ?? {});
    if (options.throwOnError) {
      const error = new SyntaxError(text);
      Object.assign(error, result.error);
      throw error;
    }
    return {
      type: 'sglabFenceError',
      data: {
        hName: 'pre',
        hProperties: { className: ['sg-fence-error'], role: 'alert', dataKey: result.error.key, dataColumn: String(result.error.column) },
        hChildren: [{ type: 'text', value: text }],
      },
    };
  }
  const { tag, attributes } = result;
  const image = pictureImage(options.pictures, tag, attributes, fenceLanguage(attributes, options.lang));
  const children = image
    ? [{ type: 'element', tagName: 'img', properties: { className: ['sg-picture'], src: image.src, alt: image.alt, style: 'max-width:100%;height:auto' }, children: [] }]
    : [{ type: 'text', value: attributes.find(([name]) => name === 'game' || name === 'heaps')?.[1] ?? '' }];
  return {
    type: 'sglabWidget',
    data: { hName: tag, hProperties: Object.fromEntries(attributes), hChildren: children },
  };
}

/** Options: `pictures` (from `loadPictures`), `lang` (of the post), `throwOnError`. */
export default function remarkSglab(options = {}) {
  return (tree, file) => {
    const source = file?.value === undefined ? undefined : String(file.value);
    const walk = (parent) => {
      if (!Array.isArray(parent.children)) return;
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'sg') parent.children[index] = widgetNode(child, source, options);
        else walk(child);
      });
    };
    walk(tree);
  };
}

export { remarkSglab };
