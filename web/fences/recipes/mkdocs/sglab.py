"""sglab's Markdown fences for MkDocs (1.5 or later; Material for MkDocs or any theme):
a `pymdownx.superfences` custom fence, set up by this hook. Save it beside mkdocs.yml.

    ```sg play
    nim 3 4 5
    ```

Install, self-hosted: copy sglab's dist/ folder to docs/sglab/, and in mkdocs.yml:

    hooks:
      - sglab.py
    markdown_extensions:
      - pymdownx.superfences
    extra_javascript:
      - path: sglab/sglab.js
        type: module
    exclude_docs: |
      sglab/**/*.md

(MkDocs then copies the folder as it is; the exclusion keeps its README and licence
notes out of your pages.) The hook adds the pictures' stylesheet, sglab/css/picture.css
(the pictures darken with Material's `slate` scheme), to `extra_css`. The pictures are drawn at build time by sglab's own module,
run by Node (18 or later; `node` on the PATH, or the SGLAB_NODE environment variable).

Each fence becomes its widget's element with the picture of its first view inside (seen
with no script). SuperFences reads a fence's header itself and keeps it only when every
value is quoted: this hook quotes them (`sg table to=20` is read as `sg table to="20"`).
A page's language is its front matter `lang`, else the theme's `language`; a page in
another language than the theme's gets it on its widgets (`lang` of the fence).
"""

import json
import logging
import os
import re
import subprocess

# The pictures' stylesheet, in the copy of dist/ under docs/.
_PICTURE_CSS = 'sglab/css/picture.css'

# The header of an sglab fence, and an unquoted value in it.
_HEADER = re.compile(r'^(?P<head>\s{0,3}(?:`{3,}|~{3,})[ \t]*sg)(?P<rest>(?:[ \t].*)?)$', re.M)
_UNQUOTED = re.compile(r'(?<=\s)([A-Za-z][A-Za-z0-9_]*)=([^"\'\s]\S*)')

# What Node runs: sglab's wasm module (dist/fences/picture.js), one JSON request a line,
# one `{html}` or `{html, error}` answer a line.
_RENDERER = r"""
import { createInterface } from 'node:readline';
const dist = new URL(process.argv[1]);
const { loadPictures } = await import(new URL('fences/picture.js', dist).href);
const sglab = await loadPictures();
for await (const line of createInterface({ input: process.stdin })) {
  const { info, body, lang, idPrefix } = JSON.parse(line);
  process.stdout.write(JSON.stringify(sglab.html(info, body, { lang, idPrefix })) + '\n');
}
"""


class _Renderer:
    """One Node process for the whole build, started at the first fence."""

    def __init__(self, dist):
        self.dist = dist
        self.process = None

    def html(self, info, body, lang, id_prefix):
        if self.process is None:
            node = os.environ.get('SGLAB_NODE', 'node')
            url = 'file://' + os.path.abspath(self.dist).rstrip('/') + '/'
            try:
                self.process = subprocess.Popen(
                    [node, '--input-type=module', '-e', _RENDERER, url],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding='utf-8')
            except OSError as error:
                raise RuntimeError(f'sglab: cannot start Node ({node}) to draw the fences: {error}') from error
        self.process.stdin.write(json.dumps({'info': info, 'body': body, 'lang': lang, 'idPrefix': id_prefix}) + '\n')
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f'sglab: Node stopped while drawing the fence "{info}" (is {self.dist} a copy of dist/?)')
        return json.loads(line)

    def close(self):
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait()
            self.process = None


_state = {'renderer': None, 'site_lang': 'en', 'page_lang': 'en', 'page': '', 'count': 0}
_log = logging.getLogger('mkdocs.plugins.sglab')


def _short(lang):
    return 'zh' if str(lang or '').lower().startswith('zh') else 'en'


def _validator(language, inputs, options, attrs, md):
    """Keeps the fence's words (bare words and name="value") for the formatter."""
    words = [key if value == key else f'{key}="{value}"' for key, value in inputs.items()]
    options['info'] = ' '.join(['sg', *words])
    return True


def _format(source, language, class_name, options, md, **kwargs):
    info = options.get('info', 'sg')
    lang = _state['page_lang']
    if lang != _state['site_lang'] and not re.search(r'\slang=', info):
        info += f' lang="{lang}"'
    # The pictures' ids are unique in the page: sgpic1, sgpic2, ... counted per page.
    _state['count'] += 1
    drawn = _state['renderer'].html(info, source, lang, f"sgpic{_state['count']}")
    html = drawn['html']
    if drawn.get('error'):
        _log.warning('sglab: %s: the fence "%s": %s', _state['page'], info, drawn['error']['message'])
    # Python-Markdown keeps a block of HTML out of a paragraph only when its tag is a
    # block-level one: the widget is.
    tag = re.match(r'<([a-z][a-z0-9-]*)', html)
    if tag and tag.group(1) not in md.block_level_elements:
        md.block_level_elements.append(tag.group(1))
    return html


def on_config(config):
    mdx = config['mdx_configs'].setdefault('pymdownx.superfences', {})
    fences = [fence for fence in mdx.get('custom_fences', []) if fence.get('name') != 'sg']
    fences.append({'name': 'sg', 'class': 'sg', 'format': _format, 'validator': _validator})
    mdx['custom_fences'] = fences
    if 'pymdownx.superfences' not in config['markdown_extensions']:
        config['markdown_extensions'].append('pymdownx.superfences')
    theme_lang = config['theme'].get('language') if hasattr(config['theme'], 'get') else None
    _state['site_lang'] = _short(theme_lang)
    if _PICTURE_CSS not in [str(css) for css in config['extra_css']]:
        config['extra_css'].append(_PICTURE_CSS)
    _state['renderer'] = _Renderer(os.path.join(config['docs_dir'], 'sglab'))
    return config


def on_page_markdown(markdown, page, config, files):
    _state['page_lang'] = _short(page.meta.get('lang', _state['site_lang']))
    _state['page'] = page.file.src_uri
    _state['count'] = 0

    def quote(match):
        return match.group('head') + _UNQUOTED.sub(r'\1="\2"', match.group('rest'))

    return _HEADER.sub(quote, markdown)


def on_post_build(config):
    if _state['renderer'] is not None:
        _state['renderer'].close()
