//! `cargo xtask dist`: the distributable folder `dist/`, ready to copy to any static host
//! or to publish as an npm package: the widgets' module (`sglab.js` and what it imports),
//! the worker, the wasm, the CSS, the iframe page, a `package.json` with `exports` and
//! `files`, a README and the licence. It measures what a post pays for one widget
//! (JavaScript, CSS and wasm, gzipped) and checks that `npm pack --dry-run` lists exactly
//! the files it copied.
//!
//! The loader `sglab.js`, the widgets' code `js/widgets.js` and the worker are bundled
//! (Rollup and esbuild, `xtask/bundle/`), so a post's first load is one request per kind:
//! the loader (which starts the light wasm module's and the texts' downloads before it
//! imports the widgets), the widgets, their two stylesheets, the worker, the light wasm
//! module and the texts; what no widget's first paint needs is split into `js/chunks/`,
//! loaded by `import()` when asked for. Every asset a browser loads also gets
//! precompressed `.gz` and `.br` files beside it, for hosts that serve them.

use std::path::Path;
use std::process::Command;

use crate::toolchain::{ensure_bundler, run};
use crate::{build, root, TaskError};

/// The files of `web/` that go to `dist/`, beside `pkg/`'s glue and wasm. Every module
/// that `sglab.js` imports is here (checked by `imports_are_shipped`).
const WEB_FILES: &[&str] = &[
    "sglab.js",
    "embed.html",
    "favicon.svg",
    "style.css",
    "css/views.css",
    "css/widget.css",
    "css/embed.css",
    "css/picture.css",
    "css/dark.css",
    "i18n/en.json",
    "i18n/zh.json",
    "i18n/en-later.json",
    "i18n/zh-later.json",
    "i18n/en-more.json",
    "i18n/zh-more.json",
    "js/vendor/gifenc.LICENSE.md",
];

/// Folders of `web/` whose every `.js` file is shipped (`fences`: the Markdown fence
/// plugins, which run in Node at build time, and the script that upgrades plain code
/// blocks in the browser).
/// `js/vendor`: gifenc, the GIF encoder "Download GIF" loads on demand (never bundled).
const WEB_DIRS: &[&str] = &[
    "js",
    "js/views",
    "js/views/play",
    "js/elements",
    "js/vendor",
    "fences",
];

/// The recipes of the fence plugins for site generators (docs in the README), shipped as
/// they are: a user copies each into a site.
const RECIPE_FILES: &[&str] = &[
    "fences/recipes/hexo/scripts/sglab.js",
    "fences/recipes/hugo/layouts/_default/_markup/render-codeblock-sg.html",
    "fences/recipes/vitepress/config.mjs",
    "fences/recipes/vuepress/config.js",
    "fences/recipes/docusaurus/docusaurus.config.mjs",
    "fences/recipes/astro/astro.config.mjs",
    "fences/recipes/astro/src/components/Sglab.astro",
    "fences/recipes/mkdocs/sglab.py",
];

/// The npm packages the fence plugins are tested with (tests/e2e pins the same versions in
/// its package-lock.json): the package's dev dependencies.
const DEV_DEPENDENCIES: &[(&str, &str)] = &[
    ("markdown-it", "15.0.3"),
    ("rehype-stringify", "10.0.1"),
    ("remark-parse", "11.0.0"),
    ("remark-rehype", "11.1.2"),
    ("unified", "11.0.5"),
];

/// Where the bundler writes the chunks of `sglab.js` (xtask/bundle/bundle.mjs).
const CHUNKS: &str = "js/chunks";

/// Page entries of `web/js` that are not part of the widgets.
const NOT_SHIPPED: &[&str] = &["js/explorer.js"];

const PKG_FILES: &[&str] = &[
    "pkg/sglab_wasm.js",
    "pkg/sglab_wasm_bg.wasm",
    "pkg/sglab_wasm_light.js",
    "pkg/sglab_wasm_light_bg.wasm",
    "pkg/sglab_wasm_light_rest.wasm",
    "pkg/sglab_wasm_light_parts.js",
    "pkg/messages.en.json",
    "pkg/messages.zh.json",
    "pkg/messages-later.en.json",
    "pkg/messages-later.zh.json",
    "pkg/messages-more.en.json",
    "pkg/messages-more.zh.json",
];

/// What a post loads before its first widget paints: the loader, the widgets, the worker (with the
/// light glue inside), the two stylesheets of the shadow root, the light wasm's primary part
/// (and the part of [`FIRST_LOAD_KEY`]), the texts of the reader's language, core's and the page's
/// (English here).
const FIRST_LOAD: &[&str] = &[
    "sglab.js",
    "js/widgets.js",
    "js/worker.js",
    "css/views.css",
    "css/widget.css",
    "pkg/sglab_wasm_light_bg.wasm",
    "pkg/messages.en.json",
    "i18n/en.json",
];

/// The key (web/js/part-keys.js) of the first load's widget, `<sg-play game="nim 3 4 5">`:
/// it loads the part the split's table gives that key (`LIGHT_UNITS` in
/// `pkg/sglab_wasm_light_parts.js`) beside the primary.
const FIRST_LOAD_KEY: &str = "sg-play nim";

/// The kinds of files precompressed as `.gz` and `.br` beside themselves (not the fence
/// plugins and recipes, which run at build time).
const COMPRESSED: &[&str] = &[".js", ".css", ".html", ".svg", ".wasm", ".json"];

/// The goal of issue 9 for one widget's JavaScript, CSS and wasm, gzipped.
pub const SIZE_GOAL: u64 = 150 * 1024;

/// What `dist` measured: the first load of a post with one widget, gzipped, by kind, and
/// the full module (fetched only when a request needs it).
pub struct DistReport {
    pub files: Vec<String>,
    pub js_gzip: u64,
    pub css_gzip: u64,
    pub wasm_gzip: u64,
    pub wasm_raw: u64,
    /// The reader's language's texts (`pkg/messages.en.json`, `i18n/en.json`).
    pub texts_gzip: u64,
    pub full_wasm_gzip: u64,
    pub full_wasm_raw: u64,
}

impl DistReport {
    pub fn widget_gzip(&self) -> u64 {
        self.js_gzip + self.css_gzip + self.wasm_gzip + self.texts_gzip
    }
}

/// How hard `dist/` is compressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// As small as the formats allow (`cargo xtask dist`, `bench`): what a host serves and
    /// what the README's sizes say.
    Best,
    /// zlib's and brotli's middle levels (`cargo xtask test`): the same files, written in
    /// well under a second; no test reads their bytes' count.
    Quick,
}

/// Files above this size are gzipped by zlib's best level, not zopfli: the full module,
/// which no first paint waits for (zopfli takes about a minute on it on this machine;
/// measured in docs/PERFORMANCE.md). The light module's primary part (about 340 KB), which
/// every first paint waits for, is below it.
const ZOPFLI_MAX_BYTES: usize = 400 * 1024;

/// Gzip as small as the format allows (zopfli: 4 to 7 % below zlib's best level, read by
/// every gzip reader), for the `.gz` files a static host serves as they are.
fn gzip(bytes: &[u8], effort: Effort) -> Result<Vec<u8>, TaskError> {
    if effort == Effort::Quick || bytes.len() > ZOPFLI_MAX_BYTES {
        let level = match effort {
            Effort::Best => flate2::Compression::best(),
            Effort::Quick => flate2::Compression::default(),
        };
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), level);
        std::io::Write::write_all(&mut encoder, bytes)?;
        return Ok(encoder.finish()?);
    }
    let mut out = Vec::new();
    zopfli::compress(
        zopfli::Options::default(),
        zopfli::Format::Gzip,
        bytes,
        &mut out,
    )
    .map_err(|e| TaskError(format!("zopfli: {e}")))?;
    Ok(out)
}

fn brotli(bytes: &[u8], effort: Effort) -> Result<Vec<u8>, TaskError> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: match effort {
            Effort::Best => 11,
            Effort::Quick => 5,
        },
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}

/// Writes `FILE.gz` and `FILE.br` beside every asset of `dist/` that a browser loads, on
/// every core (the light module's parts are many: zopfli takes minutes on one);
/// returns their paths.
fn precompress(out: &Path, files: &[String], effort: Effort) -> Result<Vec<String>, TaskError> {
    let assets: Vec<&String> = files
        .iter()
        .filter(|path| {
            COMPRESSED.iter().any(|ext| path.ends_with(ext)) && !path.starts_with("fences/")
        })
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| -> Result<(), TaskError> {
                    loop {
                        let Some(path) =
                            assets.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
                        else {
                            return Ok(());
                        };
                        let bytes = std::fs::read(out.join(path))?;
                        std::fs::write(out.join(format!("{path}.gz")), gzip(&bytes, effort)?)?;
                        std::fs::write(out.join(format!("{path}.br")), brotli(&bytes, effort)?)?;
                    }
                })
            })
            .collect();
        workers.into_iter().try_for_each(|worker| {
            worker
                .join()
                .map_err(|_| TaskError("a compressing thread panicked".into()))?
        })
    })?;
    Ok(assets
        .iter()
        .flat_map(|path| [format!("{path}.gz"), format!("{path}.br")])
        .collect())
}

/// Bundles `dist/sglab.js` and `dist/js/worker.js` in place (xtask/bundle/bundle.mjs).
fn bundle(out: &Path) -> Result<(), TaskError> {
    let dir = ensure_bundler()?;
    run(Command::new("node")
        .arg(dir.join("bundle.mjs"))
        .arg(out)
        .current_dir(&dir))
}

/// The chunks the bundler split from `sglab.js` (`js/chunks/`: what a widget loads by
/// `import()` after its first paint), as paths relative to `dist/`.
fn chunks(out: &Path) -> Result<Vec<String>, TaskError> {
    let dir = out.join(CHUNKS);
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".js"))
        .map(|name| format!("{CHUNKS}/{name}"))
        .collect();
    names.sort();
    Ok(names)
}

/// The relative paths of every shipped web file.
fn web_files() -> Result<Vec<String>, TaskError> {
    let web = root().join("web");
    let mut files: Vec<String> = WEB_FILES
        .iter()
        .chain(RECIPE_FILES)
        .map(|s| s.to_string())
        .collect();
    for dir in WEB_DIRS {
        let mut names: Vec<String> = std::fs::read_dir(web.join(dir))?
            .filter_map(|entry| entry.ok())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".js"))
            .map(|name| format!("{dir}/{name}"))
            .filter(|path| !NOT_SHIPPED.contains(&path.as_str()))
            .collect();
        names.sort();
        files.extend(names);
    }
    Ok(files)
}

fn copy(from: &Path, to: &Path) -> Result<(), TaskError> {
    if let Some(parent) = to.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::copy(from, to)
        .map_err(|e| TaskError(format!("cannot copy {}: {e}", from.display())))?;
    Ok(())
}

/// The `files` of package.json: the top-level files and folders of `dist/`.
fn package_files(files: &[String]) -> String {
    let mut entries: Vec<String> = files
        .iter()
        .map(|path| match path.split_once('/') {
            Some((dir, _)) => format!("{dir}/"),
            None => path.clone(),
        })
        .filter(|entry| !["LICENSE", "README.md", "package.json"].contains(&entry.as_str()))
        .collect();
    entries.sort();
    entries.dedup();
    entries
        .iter()
        .map(|entry| format!("\"{entry}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn package_json(version: &str, files: &str) -> String {
    let dev_dependencies = DEV_DEPENDENCIES
        .iter()
        .map(|(name, version)| format!("    \"{name}\": \"{version}\""))
        .collect::<Vec<_>>()
        .join(",\n");
    format!(
        r#"{{
  "name": "sglab",
  "version": "{version}",
  "description": "Embeddable widgets for impartial games (Sprague-Grundy theory): play, state graphs, SG tables, proofs, in English and Chinese.",
  "type": "module",
  "license": "MIT",
  "exports": {{
    ".": "./sglab.js",
    "./elements/*": "./js/elements/*.js",
    "./css/*": "./css/*",
    "./pkg/*": "./pkg/*",
    "./markdown-it": "./fences/markdown-it.js",
    "./remark": "./fences/remark.js",
    "./pictures": "./fences/picture.js",
    "./rewrite": "./fences/rewrite.js",
    "./fence": "./fences/fence.js",
    "./upgrade": "./fences/upgrade.js"
  }},
  "sideEffects": ["./sglab.js", "./js/elements/define.js", "./fences/upgrade.js"],
  "files": [{files}],
  "engines": {{ "node": ">=20" }},
  "devDependencies": {{
{dev_dependencies}
  }},
  "keywords": ["sprague-grundy", "nim", "game-theory", "custom-elements", "webassembly"]
}}
"#
    )
}

fn readme(report: &DistReport) -> String {
    let kb = |bytes: u64| format!("{:.1} KB", bytes as f64 / 1024.0);
    format!(
        "# sglab widgets\n\n\
Live impartial games for blog posts: play Nim against the computer under Bouton's theorem, \
click a Wythoff cell to see why it is a P-position. English and 简体中文.\n\n\
{hosting}\
| element | shows | attributes (default) |\n|---|---|---|\n\
| `<sg-play>` | play against the perfect computer, a xor note after each move | `game` (nim 3 4 5), `first` (you \\| computer) |\n\
| `<sg-graph>` | the coloured state graph | `game`, `cap` (150; 1..400) |\n\
| `<sg-table>` | a heap game's SG strip with its proved period | `game` (a heap game, with or without heaps), `to` (1..200) |\n\
| `<sg-grid>` | a two-number game's heat map, P marked | `game` (wythoff \\| euclid \\| cut, or a position), `size` (2..64) |\n\
| `<sg-xor>` | a Nim sum in binary columns, heaps editable | `heaps` (7 8 9) |\n\
| `<sg-proof>` | the step-by-step proof | `game` |\n\
| `<sg-quiz>` | a \"try it\" exercise checked by the engine | `game`, `ask` (outcome \\| move \\| sg) |\n\
| `<sg-explorer>` | the whole explorer in a box | `game`, `view` (graph \\| table \\| proof \\| play), `gallery` |\n\n\
Every widget also takes `lang` (en \\| zh; default: the page's `<html lang>`). \
Attributes are reactive and mirrored by properties of the same name. \
Text inside an element is the fallback shown before the script loads and where scripts are off. \
Events (bubbling, composed): `sg-move` `{{from, to, by}}`, `sg-select` `{{game, ...}}`, `sg-error` `{{game, message, key, column}}`. \
Colours are CSS custom properties (`--sg-p`, `--sg-n`, `--sg-win`, `--sg-ink`, `--sg-line`, `--sg-card`...). \
Styles live in a shadow root.\n\n\
Without scripts: `embed.html?w=play&game=nim%203%204%205&lang=zh` shows one widget alone for an iframe \
and posts `{{source: \"sglab\", type: \"height\", height, widget, id}}` to its parent.\n\n\
## Size\n\n\
What a post loads before its first widget paints, gzipped (measured by `cargo xtask dist`): \
**{total}** = JavaScript {js} + CSS {css} + the light wasm module's primary part and the part of `<sg-play game=\"nim 3 4 5\">` {wasm} ({wasm_raw} before compression) \
+ the reader's language's texts {texts} (core's, `pkg/messages.LANG.json`, and the page's, `i18n/LANG.json`). \
Beside the primary part, a post loads the part of the light module each of its widgets' first views need \
(`pkg/sglab_wasm_light_part_NAME.wasm`, by widget tag and game family, named in `pkg/sglab_wasm_light_parts.js`). The light module's rest (`pkg/sglab_wasm_light_rest.wasm`) loads when a widget \
shows what no first view needs, or in the background once the page is idle; the full module ({full_wasm} gzipped) only when a request needs it (proofs, claims, big tables).\n\n\
Every asset has precompressed `.gz` and `.br` files beside it: serve them where the host can \
(nginx `gzip_static on; brotli_static on;`, Caddy `file_server {{ precompressed br gzip }}`), \
or let the host compress on the fly.\n\n\
## Licence\n\nMIT (see LICENSE).\n",
        total = kb(report.widget_gzip()),
        js = kb(report.js_gzip),
        css = kb(report.css_gzip),
        wasm = kb(report.wasm_gzip),
        wasm_raw = kb(report.wasm_raw),
        texts = kb(report.texts_gzip),
        full_wasm = kb(report.full_wasm_gzip),
        hosting = HOSTING.replace("{version}", env!("CARGO_PKG_VERSION")),
    )
}

/// The README's sections on hosting the widgets (npm, a CDN, a copy of the folder; another
/// origin; a Content-Security-Policy) and on Markdown fences, `{version}` filled.
const HOSTING: &str = include_str!("dist-hosting.md");

/// Builds `pkg/` and `dist/`, measures it, and checks the npm file list.
pub fn dist() -> Result<DistReport, TaskError> {
    build::build_pkg()?;
    let report = write_dist(Effort::Best)?;
    check_npm_pack(&report.files)?;
    println!(
        "xtask: dist/ holds {} files; first load of one widget: {} bytes gzipped (JS {}, CSS {}, light wasm {}, texts {}; goal {}); the full wasm, fetched on need: {} bytes gzipped ({} before)",
        report.files.len(),
        report.widget_gzip(),
        report.js_gzip,
        report.css_gzip,
        report.wasm_gzip,
        report.texts_gzip,
        SIZE_GOAL,
        report.full_wasm_gzip,
        report.full_wasm_raw
    );
    Ok(report)
}

/// Writes `dist/` from `web/` and `pkg/` (which must be built), compressed with `effort`;
/// the report's gzipped sizes are those of that effort.
pub fn write_dist(effort: Effort) -> Result<DistReport, TaskError> {
    let root = root();
    let out = root.join("dist");
    if out.exists() {
        std::fs::remove_dir_all(&out)?;
    }
    let mut files = Vec::new();
    for path in web_files()? {
        copy(&root.join("web").join(&path), &out.join(&path))?;
        files.push(path);
    }
    for path in PKG_FILES
        .iter()
        .map(|p| p.to_string())
        .chain(light_parts()?)
    {
        let path = path.as_str();
        let from = root.join(path);
        if !from.exists() {
            return Err(TaskError(format!(
                "cannot read {} (build pkg/ first)",
                from.display()
            )));
        }
        copy(&from, &out.join(path))?;
        files.push(path.to_string());
    }
    bundle(&out)?;
    files.extend(chunks(&out)?);
    let measure = |path: &str| -> Result<(u64, u64), TaskError> {
        let bytes = std::fs::read(out.join(path))
            .map_err(|e| TaskError(format!("cannot read dist/{path}: {e}")))?;
        Ok((gzip(&bytes, effort)?.len() as u64, bytes.len() as u64))
    };
    let (mut js_gzip, mut css_gzip, mut wasm_gzip, mut wasm_raw, mut texts_gzip) = (0, 0, 0, 0, 0);
    let first_parts =
        part_of_key(FIRST_LOAD_KEY)?.map(|part| format!("pkg/sglab_wasm_light_part_{part}.wasm"));
    for path in FIRST_LOAD
        .iter()
        .map(|path| path.to_string())
        .chain(first_parts)
    {
        let (packed, raw) = measure(&path)?;
        if path.ends_with(".js") {
            js_gzip += packed;
        } else if path.ends_with(".css") {
            css_gzip += packed;
        } else if path.ends_with(".json") {
            texts_gzip += packed;
        } else {
            wasm_gzip += packed;
            wasm_raw += raw;
        }
    }
    let (full_wasm_gzip, full_wasm_raw) = measure("pkg/sglab_wasm_bg.wasm")?;
    let compressed = precompress(&out, &files, effort)?;
    files.extend(compressed);
    copy(&root.join("LICENSE"), &out.join("LICENSE"))?;
    files.push("LICENSE".into());
    let version = env!("CARGO_PKG_VERSION");
    std::fs::write(
        out.join("package.json"),
        package_json(version, &package_files(&files)),
    )?;
    files.push("package.json".into());
    let mut report = DistReport {
        files,
        js_gzip,
        css_gzip,
        wasm_gzip,
        wasm_raw,
        texts_gzip,
        full_wasm_gzip,
        full_wasm_raw,
    };
    std::fs::write(out.join("README.md"), readme(&report))?;
    report.files.push("README.md".into());
    report.files.sort();
    Ok(report)
}

/// The parts of the light module beyond its primary (`pkg/sglab_wasm_light_part_KEY.wasm`,
/// xtask/light/split.mjs): a page fetches those its widgets need.
fn light_parts() -> Result<Vec<String>, TaskError> {
    let mut parts: Vec<String> = std::fs::read_dir(root().join("pkg"))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("sglab_wasm_light_part_") && name.ends_with(".wasm"))
        .map(|name| format!("pkg/{name}"))
        .collect();
    parts.sort();
    Ok(parts)
}

/// The part of the light module that holds `key`'s first views, by the split's table
/// (`LIGHT_UNITS` in `pkg/sglab_wasm_light_parts.js`); none where the primary holds them all.
fn part_of_key(key: &str) -> Result<Option<String>, TaskError> {
    let table = std::fs::read_to_string(root().join("pkg/sglab_wasm_light_parts.js"))?;
    let units = table
        .lines()
        .find_map(|line| line.strip_prefix("export const LIGHT_UNITS = "))
        .and_then(|json| json.strip_suffix(';'))
        .ok_or_else(|| TaskError("pkg/sglab_wasm_light_parts.js has no LIGHT_UNITS line".into()))?;
    let units: serde_json::Value = serde_json::from_str(units)?;
    Ok(units[key].as_str().map(str::to_string))
}

/// `npm pack --dry-run --json` in `dist/` must list exactly `files`.
pub fn check_npm_pack(files: &[String]) -> Result<(), TaskError> {
    let output = Command::new("npm")
        .args(["pack", "--dry-run", "--json", "--ignore-scripts"])
        .current_dir(root().join("dist"))
        .output()
        .map_err(|e| TaskError(format!("cannot run npm: {e}")))?;
    if !output.status.success() {
        return Err(TaskError(format!(
            "npm pack --dry-run failed: {}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let mut listed: Vec<String> = text
        .split("\"path\":")
        .skip(1)
        .filter_map(|rest| rest.trim_start().strip_prefix('"'))
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect();
    listed.sort();
    if listed != files {
        return Err(TaskError(format!(
            "npm pack lists other files than dist/ holds:\n  npm:  {listed:?}\n  dist: {files:?}"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every module `sglab.js` reaches by a static import is shipped (the loader imports
    /// the widgets by `import()`: both are entries of the walk).
    #[test]
    fn imports_are_shipped() {
        let shipped = web_files().expect("web files");
        let graph = crate::preload::graph(&["sglab.js", "js/widgets.js"])
            .unwrap_or_else(|TaskError(e)| panic!("{e}"));
        let entry = "sglab.js".to_string();
        for module in std::iter::once(&entry)
            .chain(&graph.modules)
            .filter(|m| !m.starts_with("pkg/"))
        {
            assert!(
                shipped.contains(module),
                "{module} is imported but not shipped"
            );
        }
        assert!(graph.modules.len() > 10, "{:?}", graph.modules);
    }
}
