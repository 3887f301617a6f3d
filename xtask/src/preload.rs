//! The site's preload lists: `<link rel="modulepreload">` for every module a page's entry
//! reaches by static imports, so the browser fetches the whole graph at once instead of
//! one import level at a time (a round trip each: 150 ms on Lighthouse's mobile profile).
//!
//! The one source of truth is the import graph itself: [`graph`] follows the static
//! `import ... from '...'`, `import '...'` and `export ... from '...'` statements from an
//! entry (dynamic `import()` is left out: it loads on demand, by design). The same walk
//! collects the stylesheets a module names relative to itself
//! (`new URL('../../css/views.css', import.meta.url)`: the widgets' shadow roots link them
//! once the module runs), preloaded `as="style"`.
//!
//! - The tutorial pages get their tags when `cargo xtask learn` writes them (learn.rs).
//! - `web/index.html` is written by hand: `cargo xtask preload` rewrites its tags, and a
//!   test fails when they differ from the graph of its `<script type="module">`.
//!
//! The light wasm module, which the page fetches as soon as its first widget asks
//! (web/js/client.js `compiledLight`: `fetch()`, so mode `cors`, credentials
//! `same-origin`), is preloaded with the same mode (`as="fetch" crossorigin`), else the
//! browser would fetch it twice; only while a module of the graph still names it.

use std::collections::{BTreeMap, VecDeque};
use std::fs;
use std::path::PathBuf;

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

/// The specifiers of the static imports and re-exports of a module's source, in order.
/// Comments and template literals are skipped; a statement may span lines
/// (`import {\n a,\n b\n} from './x.js';`). `import(...)` and `import.meta` are not imports.
pub fn static_imports(source: &str) -> Vec<String> {
    let code = mask(source);
    let mut found = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = next_statement(rest) {
        rest = &rest[at..];
        let is_import = rest.starts_with("import");
        // Both keywords have six letters.
        let after = rest[6..].trim_start();
        let module_statement = if is_import {
            !(after.starts_with('(') || after.starts_with('.'))
        } else {
            // `export {...} from`, `export * from`; not `export const`, `export default`, ...
            after.starts_with('{') || after.starts_with('*')
        };
        if !module_statement {
            rest = rest.find('\n').map_or("", |i| &rest[i + 1..]);
            continue;
        }
        if is_import {
            if let Some(spec) = leading_string(after) {
                found.push(spec);
                rest = &rest[6..];
                continue;
            }
        }
        let (end, spec) = from_clause(rest);
        found.extend(spec);
        rest = &rest[end..];
    }
    found
}

/// The specifiers a module names relative to itself: `new URL('x', import.meta.url)`.
pub fn meta_urls(source: &str) -> Vec<String> {
    let code = mask(source);
    let mut found = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("new URL(") {
        rest = &rest[at + "new URL(".len()..];
        let text = rest.trim_start();
        let Some(spec) = leading_string(text) else {
            continue;
        };
        let after = text[spec.len() + 2..].trim_start();
        if after
            .strip_prefix(',')
            .is_some_and(|a| a.trim_start().starts_with("import.meta.url"))
        {
            found.push(spec);
        }
    }
    found
}

/// The source with `//` and `/* */` comments and the inside of template literals blanked
/// (newlines kept); `'...'` and `"..."` strings kept, each ending at its line's end at the
/// latest (so a quote in a regular expression cannot swallow the following lines).
fn mask(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\'' || c == '"' {
            out.push(c);
            i += 1;
            while i < chars.len() && chars[i] != c && chars[i] != '\n' {
                if chars[i] == '\\' && i + 1 < chars.len() && chars[i + 1] != '\n' {
                    out.push(chars[i]);
                    i += 1;
                }
                out.push(chars[i]);
                i += 1;
            }
            if i < chars.len() && chars[i] == c {
                out.push(c);
                i += 1;
            }
        } else if c == '`' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '`' {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    i += 1;
                }
                out.push(if chars[i] == '\n' { '\n' } else { ' ' });
                i += 1;
            }
            out.push(' ');
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            out.push(' ');
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 2;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The byte offset of the next `import` or `export` keyword that begins a line (after
/// spaces): module statements are top-level, so each begins a line in these sources.
fn next_statement(text: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        for keyword in ["import", "export"] {
            if let Some(after) = trimmed.strip_prefix(keyword) {
                let next = after.chars().next();
                if next.is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '$')) {
                    return Some(offset + indent);
                }
            }
        }
        offset += line.len();
    }
    None
}

/// For a statement at the start of `text`: where it ends (after its `;`, else after the
/// string that follows `from`) and that string, the module's specifier.
fn from_clause(text: &str) -> (usize, Option<String>) {
    let bytes = text.as_bytes();
    let mut i = 6;
    while i < bytes.len() {
        match bytes[i] {
            b';' => return (i + 1, None),
            b'\'' | b'"' => {
                let quote = bytes[i];
                let close = text[i + 1..]
                    .find([quote as char, '\n'])
                    .map_or(text.len(), |j| i + 1 + j);
                let before = text[..i].trim_end();
                let word = before.ends_with("from")
                    && !before[..before.len() - 4]
                        .ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$');
                if word && close < text.len() && bytes[close] == quote {
                    return (close + 1, Some(text[i + 1..close].to_string()));
                }
                i = close + 1;
            }
            _ => i += 1,
        }
    }
    (text.len(), None)
}

/// The string literal at the start of `text` (single or double quotes), unquoted.
fn leading_string(text: &str) -> Option<String> {
    let quote = text.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let body = &text[1..];
    let end = body.find([quote, '\n'])?;
    (body[end..].starts_with(quote)).then(|| body[..end].to_string())
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
/// starts the wasm's download, then imports `js/widgets.js`), preloaded first.
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
    let mut queue: VecDeque<String> = entries.iter().map(|e| e.to_string()).collect();
    while let Some(module) = queue.pop_front() {
        let source = read(&module).ok_or_else(|| {
            TaskError(format!("the import graph of {entry}: no file for {module}"))
        })?;
        for spec in static_imports(&source) {
            let path = resolve(&module, &spec).map_err(TaskError)?;
            if seen.insert(path.clone(), ()).is_none() {
                graph.modules.push(path.clone());
                queue.push_back(path);
            }
        }
        for spec in meta_urls(&source) {
            let path = resolve(&module, &spec).map_err(TaskError)?;
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

/// `cargo xtask preload [--check]`: rewrites `web/index.html`'s preload tags and the
/// tutorial pages from the import graph; with `--check`, fails when either is stale.
pub fn preload(flag: Option<&str>) -> Result<(), TaskError> {
    let path = root().join("web/index.html");
    let html = fs::read_to_string(&path)
        .map_err(|e| TaskError(format!("cannot read {}: {e}", path.display())))?;
    let fresh = rewrite_index(&html)?;
    match flag {
        None => {
            if fresh != html {
                fs::write(&path, &fresh)
                    .map_err(|e| TaskError(format!("cannot write {}: {e}", path.display())))?;
                println!("xtask: wrote web/index.html's preload tags");
            } else {
                println!("xtask: web/index.html's preload tags match its import graph");
            }
            crate::learn::learn(None)
        }
        Some("--check") => {
            if fresh != html {
                return Err(TaskError(
                    "web/index.html's preload tags differ from its import graph: run `cargo xtask preload`".into(),
                ));
            }
            let stale = crate::learn::stale(&crate::learn::learn_dir())?;
            if !stale.is_empty() {
                return Err(TaskError(format!(
                    "out of date, run `cargo xtask preload`: {}",
                    stale.join(", ")
                )));
            }
            println!("xtask: the preload tags match the import graphs");
            Ok(())
        }
        Some(other) => Err(TaskError(format!(
            "cargo xtask preload takes only --check, found {other:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

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
            static_imports(source),
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
            meta_urls(source),
            ["../../css/views.css", "./w.css", "./worker.js"]
        );
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

    /// The site's own graphs: every module exists (checked by the walk), the tutorial's
    /// reaches the elements, neither reaches a worker's or the full module's code.
    #[test]
    fn the_sites_graphs() {
        let tutorial =
            graph(&crate::learn::TUTORIAL_ENTRIES).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(tutorial
            .modules
            .iter()
            .any(|m| m == "js/elements/define.js"));
        assert!(tutorial.modules.iter().any(|m| m == "js/client.js"));
        let explorer = graph(&["js/explorer.js"]).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(explorer.modules.iter().any(|m| m == "js/views/explorer.js"));
        for graph in [&tutorial, &explorer] {
            assert!(graph.early_wasm, "client.js fetches {EARLY_WASM}");
            for module in &graph.modules {
                assert!(
                    !module.starts_with("pkg/") && module != "js/worker.js",
                    "{module}: the worker's modules load in the worker, not the page"
                );
            }
        }
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
