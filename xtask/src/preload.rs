//! The site's preload lists: `<link rel="modulepreload">` for every module a page's entry
//! reaches by static imports, so the browser fetches the whole graph at once instead of
//! one import level at a time (a round trip each: 150 ms on Lighthouse's mobile profile).
//!
//! The one source of truth is the import graph itself: [`graph`] follows the static
//! `import ... from '...'`, `import '...'` and `export ... from '...'` statements from an
//! entry (dynamic `import()` is left out: it loads on demand, by design), as Rollup's
//! parser reads them ([`names`]: the bundler `cargo xtask dist` pins). The same walk
//! collects the stylesheets a module names relative to itself
//! (`new URL('../../css/views.css', import.meta.url)`: the widgets' shadow roots link them
//! once the module runs), preloaded `as="style"`.
//!
//! - The tutorial pages get their tags when `cargo xtask learn` writes them (learn.rs).
//! - `web/index.html` is written by hand: `cargo xtask preload` rewrites its tags ([`index`]),
//!   and a test fails when they differ from the graph of its `<script type="module">`.
//!
//! The light wasm module, which the page fetches as soon as its first widget asks
//! (web/js/client.js `compiledLight`: `fetch()`, so mode `cors`, credentials
//! `same-origin`), is preloaded with the same mode (`as="fetch" crossorigin`), else the
//! browser would fetch it twice; only while a module of the graph still names it.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::toolchain::ensure_bundler;
use crate::{root, TaskError};

/// The wasm module a page's graph fetches at once (client.js), preloaded with the graph.
/// Not the full module nor any module loaded later: those would spend the bandwidth that
/// the first paint needs.
pub const EARLY_WASM: &str = "pkg/sglab_wasm_light_bg.wasm";

/// What a page's entry needs before it runs, as site paths (`js/dom.js`, relative to the
/// site's root, which `cargo xtask serve` serves from `web/`, and `pkg/` at `/pkg/`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    /// Every module reached by static imports, entry excluded, nearest first (breadth-first,
    /// each module's imports in the order written).
    pub modules: Vec<String>,
    /// The stylesheets those modules (and the entry) name with `new URL(..., import.meta.url)`.
    pub stylesheets: Vec<String>,
    /// Whether a module of the graph names [`EARLY_WASM`].
    pub early_wasm: bool,
}

/// The file behind a site path: `pkg/...` under the repository's `pkg/`, the rest under `web/`.
pub fn site_file(path: &str) -> PathBuf {
    match path.strip_prefix("pkg/") {
        Some(rest) => root().join("pkg").join(rest),
        None => root().join("web").join(path),
    }
}

/// What a module names: the specifiers of its static imports and re-exports (`import ...
/// from 'x'`, `import 'x'`, `export ... from 'x'`), and of the files it names relative to
/// itself (`new URL('x', import.meta.url)`), each in the order written. `import('x')`
/// loads on demand: it is not an import here.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    pub imports: Vec<String>,
    pub urls: Vec<String>,
}

/// [`Names`] of each module of `sources` (site path, source), in the same order, read by
/// Rollup's parser (`xtask/bundle/imports.mjs`, in Node).
pub fn names(sources: &[(String, String)]) -> Result<Vec<Names>, TaskError> {
    if sources.is_empty() {
        return Ok(Vec::new());
    }
    let dir = ensure_bundler()?;
    let input: serde_json::Map<String, Value> = sources
        .iter()
        .map(|(path, source)| (path.clone(), Value::String(source.clone())))
        .collect();
    let mut child = Command::new("node")
        .arg(dir.join("imports.mjs"))
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| TaskError(format!("cannot start node (xtask/bundle/imports.mjs): {e}")))?;
    let mut stdin = child
        .stdin
        .take()
        .ok_or_else(|| TaskError("no stdin for xtask/bundle/imports.mjs".into()))?;
    let json = Value::Object(input).to_string();
    // Written from a thread of its own, so a large input cannot block on a full pipe.
    let writer = std::thread::spawn(move || stdin.write_all(json.as_bytes()));
    let out = child.wait_with_output()?;
    writer
        .join()
        .map_err(|_| TaskError("writing to xtask/bundle/imports.mjs failed".into()))??;
    if !out.status.success() {
        return Err(TaskError(format!(
            "reading the modules' imports: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )));
    }
    let read: Value = serde_json::from_slice(&out.stdout)?;
    let strings = |value: &Value, key: &str| -> Vec<String> {
        value[key]
            .as_array()
            .map(|list| {
                list.iter()
                    .filter_map(|s| s.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    };
    sources
        .iter()
        .map(|(path, _)| {
            let found = read.get(path).ok_or_else(|| {
                TaskError(format!("xtask/bundle/imports.mjs did not read {path}"))
            })?;
            Ok(Names {
                imports: strings(found, "imports"),
                urls: strings(found, "urls"),
            })
        })
        .collect()
}

/// The site path `spec` names from the module at site path `from`: relative (`./`, `../`)
/// or rooted (`/`) specifiers only; a bare name (`lit`) has no file on this site.
pub fn resolve(from: &str, spec: &str) -> Result<String, String> {
    let joined = if let Some(rooted) = spec.strip_prefix('/') {
        rooted.to_string()
    } else if spec.starts_with("./") || spec.starts_with("../") {
        let dir = from.rfind('/').map_or("", |i| &from[..=i]);
        format!("{dir}{spec}")
    } else {
        return Err(format!(
            "{from} names {spec:?}, a bare specifier: the site has no import map"
        ));
    };
    let mut parts: Vec<&str> = Vec::new();
    for part in joined.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if parts.pop().is_none() {
                    return Err(format!("{from} names {spec:?}, above the site's root"));
                }
            }
            part => parts.push(part),
        }
    }
    Ok(parts.join("/"))
}

/// The static import graph of the modules at site paths `entries`, read through `read` (a
/// site path to its source, or `None` when there is no such file): the page's script
/// `entries[0]`, then the modules it loads at once by `import()` (a loader's: `sglab.js`
/// imports `js/widgets.js`, and starts the wasm's download as it arrives), preloaded first.
pub fn graph_with(
    entries: &[&str],
    read: impl Fn(&str) -> Option<String>,
) -> Result<Graph, TaskError> {
    let entry = entries.first().copied().unwrap_or_default();
    let mut graph = Graph::default();
    let mut seen: BTreeMap<String, ()> = BTreeMap::new();
    for (i, module) in entries.iter().enumerate() {
        if seen.insert(module.to_string(), ()).is_none() && i > 0 {
            graph.modules.push(module.to_string());
        }
    }
    // Breadth-first, one level at a time: each level's modules are read by one run of the
    // parser, in the order a queue would take them.
    let mut level: Vec<String> = entries.iter().map(|e| e.to_string()).collect();
    while !level.is_empty() {
        let sources = level
            .iter()
            .map(|module| {
                let source = match read(module) {
                    Some(source) => source,
                    // A module `cargo xtask build` writes into pkg/ (the light module's list
                    // of parts, which imports nothing): a leaf, built or not yet.
                    None if module.starts_with("pkg/") => String::new(),
                    None => {
                        return Err(TaskError(format!(
                            "the import graph of {entry}: no file for {module}"
                        )));
                    }
                };
                Ok((module.clone(), source))
            })
            .collect::<Result<Vec<_>, TaskError>>()?;
        let mut next = Vec::new();
        for ((module, _), named) in sources.iter().zip(names(&sources)?) {
            for spec in named.imports {
                let path = resolve(module, &spec).map_err(TaskError)?;
                if seen.insert(path.clone(), ()).is_none() {
                    graph.modules.push(path.clone());
                    next.push(path);
                }
            }
            for spec in named.urls {
                let path = resolve(module, &spec).map_err(TaskError)?;
                if path == EARLY_WASM {
                    graph.early_wasm = true;
                } else if path.ends_with(".css") && !graph.stylesheets.contains(&path) {
                    if read(&path).is_none() {
                        return Err(TaskError(format!(
                            "{module} names the stylesheet {spec:?}: no file {path}"
                        )));
                    }
                    graph.stylesheets.push(path);
                }
            }
        }
        level = next;
    }
    Ok(graph)
}

/// The import graph of `entries` (see [`graph_with`]) on the site as served (files under
/// `web/` and `pkg/`).
pub fn graph(entries: &[&str]) -> Result<Graph, TaskError> {
    graph_with(entries, |path| fs::read_to_string(site_file(path)).ok())
}

/// The preload tags of a graph for a page that reaches the site's root through `up`
/// (`""` from `web/`, `"../../"` from `web/learn/en/`), indented by `indent`, one a line.
pub fn tags(graph: &Graph, up: &str, indent: &str) -> String {
    let mut out = String::new();
    for sheet in &graph.stylesheets {
        out.push_str(&format!(
            "{indent}<link rel=\"preload\" href=\"{up}{sheet}\" as=\"style\">\n"
        ));
    }
    if graph.early_wasm {
        out.push_str(&format!(
            "{indent}<link rel=\"preload\" href=\"{up}{EARLY_WASM}\" as=\"fetch\" crossorigin>\n"
        ));
    }
    for module in &graph.modules {
        out.push_str(&format!(
            "{indent}<link rel=\"modulepreload\" href=\"{up}{module}\">\n"
        ));
    }
    out
}

/// Whether a line of HTML is one of the preload tags this module writes.
fn is_preload_line(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("<link rel=\"modulepreload\"") || line.starts_with("<link rel=\"preload\"")
}

/// `index.html` with its preload tags replaced by the graph of its module script: the old
/// tags removed, the new ones right after the `<script type="module" src="...">` line.
pub fn rewrite_index(html: &str) -> Result<String, TaskError> {
    let script = html
        .lines()
        .find(|l| l.trim_start().starts_with("<script type=\"module\" src=\""))
        .ok_or_else(|| {
            TaskError("web/index.html has no <script type=\"module\" src=\"...\"> line".into())
        })?;
    let entry = script
        .trim_start()
        .trim_start_matches("<script type=\"module\" src=\"")
        .split('"')
        .next()
        .unwrap_or_default();
    let entry = resolve("index.html", &format!("./{entry}")).map_err(TaskError)?;
    let indent = &script[..script.len() - script.trim_start().len()];
    let block = tags(&graph(&[&entry])?, "", indent);
    let mut out = String::with_capacity(html.len() + block.len());
    for line in html.split_inclusive('\n') {
        if is_preload_line(line) {
            continue;
        }
        out.push_str(line);
        if line.trim_end() == script.trim_end() {
            out.push_str(&block);
        }
    }
    Ok(out)
}

/// `web/index.html`'s part of `cargo xtask preload [--check]`: rewrites its preload tags
/// from its import graph; with `--check`, fails when they are stale.
pub fn index(flag: Option<&str>) -> Result<(), TaskError> {
    let path = root().join("web/index.html");
    let html = fs::read_to_string(&path)
        .map_err(|e| TaskError(format!("cannot read {}: {e}", path.display())))?;
    let fresh = rewrite_index(&html)?;
    match flag {
        None if fresh != html => {
            fs::write(&path, &fresh)
                .map_err(|e| TaskError(format!("cannot write {}: {e}", path.display())))?;
            println!("xtask: wrote web/index.html's preload tags");
            Ok(())
        }
        None => {
            println!("xtask: web/index.html's preload tags match its import graph");
            Ok(())
        }
        Some("--check") if fresh != html => Err(TaskError(
            "web/index.html's preload tags differ from its import graph: run `cargo xtask preload`"
                .into(),
        )),
        Some("--check") => Ok(()),
        Some(other) => Err(TaskError(format!(
            "cargo xtask preload takes only --check, found {other:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// [`names`] of one module.
    fn names_of(source: &str) -> Names {
        names(&[("m.js".to_string(), source.to_string())])
            .unwrap_or_else(|TaskError(e)| panic!("{e}"))
            .remove(0)
    }

    #[test]
    fn finds_static_imports_and_reexports_only() {
        let source = r#"// import nothing from './comment.js';
/* export { x } from './block.js'; */
import { a } from './a.js';
import b, { c as d } from "../b.js";
import * as e from './e.js';
import './side-effect.js';
import {
  f,
  g,
} from './multi.js';
export { h } from './h.js';
const quote = /['"]/g;
export { from } from './from.js';
export * from './star.js';
export * as ns from './ns.js';
export {
  i,
} from "./multi-export.js"
export const j = 1;
export function k() { return import('./dynamic.js'); }
export default k;
export { a, d };
const url = new URL('./not-an-import.js', import.meta.url);
const text = `
import x from './inside-template.js'`;
  const later = await import('./dynamic-too.js');
import { z } from './last.js'
"#;
        assert_eq!(
            names_of(source).imports,
            [
                "./a.js",
                "../b.js",
                "./e.js",
                "./side-effect.js",
                "./multi.js",
                "./h.js",
                "./from.js",
                "./star.js",
                "./ns.js",
                "./multi-export.js",
                "./last.js",
            ]
        );
    }

    #[test]
    fn finds_urls_named_relative_to_the_module() {
        let source = "const S = [\n  new URL('../../css/views.css', import.meta.url).href,\n  new URL(\"./w.css\", import.meta.url),\n];\nconst W = new URL('./worker.js', import.meta.url);\nconst P = new URL('x.css', base);\n// new URL('./commented.css', import.meta.url)\n";
        assert_eq!(
            names_of(source).urls,
            ["../../css/views.css", "./w.css", "./worker.js"]
        );
    }

    /// A module the parser cannot read fails the walk, naming the module and the place.
    #[test]
    fn a_module_that_does_not_parse_names_its_path() {
        let sources = [
            ("fine.js".to_string(), "import './a.js';\n".to_string()),
            (
                "js/broken.js".to_string(),
                "import { from './a.js';\n".to_string(),
            ),
        ];
        let TaskError(message) = names(&sources).unwrap_err();
        assert!(message.contains("js/broken.js:1:"), "{message}");
    }

    #[test]
    fn resolves_like_a_browser() {
        assert_eq!(
            resolve("js/elements/base.js", "../dom.js").as_deref(),
            Ok("js/dom.js")
        );
        assert_eq!(
            resolve("sglab.js", "./js/elements/define.js").as_deref(),
            Ok("js/elements/define.js")
        );
        assert_eq!(
            resolve("js/worker.js", "../pkg/sglab_wasm_light.js").as_deref(),
            Ok("pkg/sglab_wasm_light.js")
        );
        assert_eq!(resolve("js/a/b.js", "/js/c.js").as_deref(), Ok("js/c.js"));
        assert!(resolve("js/a.js", "lit").unwrap_err().contains("bare"));
        assert!(resolve("a.js", "../../x.js").unwrap_err().contains("root"));
    }

    fn site(files: &[(&str, &str)]) -> HashMap<String, String> {
        files
            .iter()
            .map(|(p, s)| (p.to_string(), s.to_string()))
            .collect()
    }

    #[test]
    fn flattens_the_graph_breadth_first_once_each() {
        let files = site(&[
            ("entry.js", "import './js/a.js';\nimport './js/b.js';\n"),
            (
                "js/a.js",
                "import { c } from './c.js';\nimport { b } from './b.js';\n",
            ),
            (
                "js/b.js",
                "export { c } from './c.js';\nconst W = new URL('../pkg/sglab_wasm_light_bg.wasm', import.meta.url);\n",
            ),
            (
                "js/c.js",
                "import './a.js';\nconst lazy = () => import('./d.js');\nconst S = new URL('../css/v.css', import.meta.url);\n",
            ),
            ("js/d.js", "import './never.js';\n"),
            ("css/v.css", ":host {}\n"),
        ]);
        let graph = graph_with(&["entry.js"], |p| files.get(p).cloned()).expect("a graph");
        assert_eq!(graph.modules, ["js/a.js", "js/b.js", "js/c.js"]);
        assert_eq!(graph.stylesheets, ["css/v.css"]);
        assert!(graph.early_wasm);
        assert_eq!(
            tags(&graph, "../../", "  "),
            "  <link rel=\"preload\" href=\"../../css/v.css\" as=\"style\">\n  <link rel=\"preload\" href=\"../../pkg/sglab_wasm_light_bg.wasm\" as=\"fetch\" crossorigin>\n  <link rel=\"modulepreload\" href=\"../../js/a.js\">\n  <link rel=\"modulepreload\" href=\"../../js/b.js\">\n  <link rel=\"modulepreload\" href=\"../../js/c.js\">\n"
        );
    }

    /// A loader and the module it imports at once: the second comes first in the list,
    /// then both graphs, each module once.
    #[test]
    fn a_loader_and_what_it_imports_at_once() {
        let files = site(&[
            (
                "loader.js",
                "import './js/start.js';\nexport const { x } = await import('./js/w.js');\n",
            ),
            ("js/start.js", ""),
            ("js/w.js", "import './start.js';\nimport './v.js';\n"),
            ("js/v.js", ""),
        ]);
        let graph =
            graph_with(&["loader.js", "js/w.js"], |p| files.get(p).cloned()).expect("a graph");
        assert_eq!(graph.modules, ["js/w.js", "js/start.js", "js/v.js"]);
    }

    #[test]
    fn a_missing_module_names_its_path() {
        let files = site(&[("entry.js", "import './gone.js';\n")]);
        let TaskError(message) = graph_with(&["entry.js"], |p| files.get(p).cloned()).unwrap_err();
        assert!(message.contains("gone.js"), "{message}");
    }

    #[test]
    fn no_early_wasm_unless_named() {
        let files = site(&[(
            "js/entry.js",
            "const full = new URL('../pkg/sglab_wasm_bg.wasm', import.meta.url);\n",
        )]);
        let graph = graph_with(&["js/entry.js"], |p| files.get(p).cloned()).expect("a graph");
        assert!(!graph.early_wasm);
        assert_eq!(tags(&graph, "", ""), "");
    }

    /// The tidy check: web/index.html preloads exactly its module script's graph.
    #[test]
    fn index_html_preloads_its_graph() {
        let path = root().join("web/index.html");
        let html = fs::read_to_string(&path).expect("web/index.html");
        let fresh = rewrite_index(&html).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(
            fresh == html,
            "web/index.html's preload tags differ from its import graph: run `cargo xtask preload`"
        );
        assert!(html.contains("<link rel=\"modulepreload\" href=\"js/views/explorer.js\">"));
    }
}
