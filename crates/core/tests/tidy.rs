//! Tidiness is a test (STYLE.md §9): rules about the workspace's source text that no
//! compiler checks.
//!
//! - Every `.rs` file under `crates/*/src` and `xtask/src` opens with a `//!` comment.
//! - No code under `crates/core/src` names `f32` or `f64`: game logic is exact.
//! - No Rust file in the workspace skips or inverts a test with `ignore` or `should_panic`
//!   attributes (STYLE.md §8: assert today's behaviour and add a FIXME instead).
//! - Every message key written as a string literal in Rust (`"limit.work"`) exists in
//!   [`sglab_core::i18n`]; every key the page's scripts and HTML name (`t('play.undo')`,
//!   `data-i18n="app.title"`) exists there or in the page's texts, `web/i18n/LANG.json` and
//!   `LANG-more.json`.
//! - The page's texts: both languages define the same keys in each file, no key is in two
//!   files, none is also core's, and no
//!   text has a slip (`sglab_core::i18n::slips`: plurals, sentences said twice, backticks,
//!   punctuation, placeholders).
//! - Core's tables hold no text only the page uses: Rust names every key of them (as a
//!   literal, or by a prefix it builds keys from, `format!("outcome.{}", ...)`).
//! - The games and the engine do not import each other (ARCHITECTURE.md): no code under
//!   `crates/core/src/games` names the engine outside its `#[cfg(test)]` part, and
//!   `engine.rs` names no game module and no table type of the games.
//! - No code under `crates/core/src` returns `Option<Result<...>>`: a fallible answer
//!   that may be absent is `Result<Option<...>>`, so `?` reads the same everywhere.
//! - Generic code names no game (ARCHITECTURE.md): the tables, `describe.rs`, the drawings'
//!   `lib.rs`, the wasm crate and the page's generic views hold no game module's path, no
//!   `Atom` variant and no string that is a game's text (a keyword of the registry, alone
//!   or with a position: `"wythoff"`, `'cut 1x1'`); they ask `Play` through core.
//! - Core, the drawings and the wasm crate keep no process-wide state (no `static`, no
//!   `thread_local!`) and leak no memory (no `leak`): what lasts between calls sits in
//!   the wasm crate's `Session` handle, the light module's installed texts too
//!   (ARCHITECTURE.md).

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root (this crate lives in `crates/core`).
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest
        .parent()
        .and_then(Path::parent)
        .expect("crates/core sits two folders below the root")
        .to_path_buf()
}

/// Every `.rs` file under `dir`, sorted, skipping build output, dependencies and hidden
/// folders.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        let entries = fs::read_dir(&folder)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", folder.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                let skipped = name.starts_with('.')
                    || matches!(name, "target" | "node_modules" | "pkg" | "test-results");
                if !skipped {
                    pending.push(path);
                }
            } else if name.ends_with(".rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn read(path: &Path) -> String {
    fs::read_to_string(path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
}

/// The source folders whose files must open with `//!`.
fn source_folders() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut folders = vec![root.join("xtask/src")];
    let crates = fs::read_dir(root.join("crates")).expect("the crates folder");
    for entry in crates {
        let src = entry.expect("a directory entry").path().join("src");
        if src.is_dir() {
            folders.push(src);
        }
    }
    folders.sort();
    folders
}

/// `line` without a trailing `//` comment (a `//` inside a string literal also cuts the
/// line, which can only hide a finding, never invent one).
fn code_part(line: &str) -> &str {
    line.find("//").map_or(line, |at| &line[..at])
}

/// Whether `word` occurs in `text` as a whole identifier.
fn has_identifier(text: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// The files of the page's texts in `lang`: what a widget shows (`web/i18n/LANG.json`),
/// what only the modules fetched after a first paint say (`LANG-later.json`), and what
/// only the gallery, the embed and bench pages show (`LANG-more.json`).
fn page_text_files(lang: &str) -> [PathBuf; 3] {
    let folder = workspace_root().join("web/i18n");
    [
        folder.join(format!("{lang}.json")),
        folder.join(format!("{lang}-later.json")),
        folder.join(format!("{lang}-more.json")),
    ]
}

/// The texts of one file of the page's: `{key: text}`.
fn text_file(path: &Path) -> serde_json::Map<String, serde_json::Value> {
    match serde_json::from_str(&read(path)) {
        Ok(serde_json::Value::Object(table)) => table,
        other => panic!(
            "{} is not a JSON object of texts: {other:?}",
            path.display()
        ),
    }
}

/// The page's texts in `lang`, both files: `{key: text}`.
fn page_texts(lang: &str) -> serde_json::Map<String, serde_json::Value> {
    let mut texts = serde_json::Map::new();
    for path in page_text_files(lang) {
        texts.extend(text_file(&path));
    }
    texts
}

/// Whether `key` is one of core's messages or one of the page's texts.
fn is_known_key(key: &str, page: &serde_json::Map<String, serde_json::Value>) -> bool {
    sglab_core::i18n::message(key).is_some() || page.contains_key(key)
}

/// The first segments of the keys of core's tables and of the page's texts (`play`,
/// `proof`, `limit`, ...).
fn key_prefixes() -> Vec<String> {
    let page = page_texts("en");
    let mut prefixes: Vec<String> = sglab_core::i18n::all_messages()
        .map(|m| m.key)
        .chain(page.keys().map(String::as_str))
        .filter_map(|key| key.split('.').next())
        .map(str::to_string)
        .collect();
    prefixes.sort();
    prefixes.dedup();
    prefixes
}

/// The message keys written as string literals in `text`, quoted by `quote`: a known
/// prefix, a dot, then lower-case letters, digits, `_` and `.` up to the closing quote
/// (`"limit.work"`, `'play.undo'`). A literal that ends in a dot is a prefix a key is
/// built from at run time: it is not counted.
fn message_keys_quoted(text: &str, prefixes: &[String], quote: char) -> Vec<String> {
    let mut keys = Vec::new();
    for prefix in prefixes {
        let opening = format!("{quote}{prefix}.");
        for (at, _) in text.match_indices(&opening) {
            let rest = &text[at + 1..];
            let len = rest
                .find(|c: char| {
                    !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.')
                })
                .unwrap_or(rest.len());
            let key = &rest[..len];
            let file = [".html", ".js", ".css", ".svg"]
                .iter()
                .any(|extension| key.ends_with(extension));
            if rest[len..].starts_with(quote) && !key.ends_with('.') && !file {
                keys.push(rest[..len].to_string());
            }
        }
    }
    keys
}

/// The message keys written as Rust string literals in `text`.
fn message_keys(text: &str) -> Vec<String> {
    message_keys_quoted(text, &key_prefixes(), '"')
}

/// The JavaScript files of the page and the widgets.
fn js_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return found;
    };
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            found.extend(js_files(&path));
        } else if path.extension().is_some_and(|e| e == "js") {
            found.push(path);
        }
    }
    found.sort();
    found
}

#[test]
fn every_source_file_opens_with_a_module_doc_comment() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for folder in source_folders() {
        for path in rust_files(&folder) {
            checked += 1;
            if !read(&path).starts_with("//!") {
                missing.push(path.display().to_string());
            }
        }
    }
    assert!(checked > 20, "only {checked} source files found");
    assert!(
        missing.is_empty(),
        "files that do not open with a `//!` comment:\n{}",
        missing.join("\n")
    );
}

#[test]
fn core_has_no_floating_point() {
    let mut found = Vec::new();
    for path in rust_files(&workspace_root().join("crates/core/src")) {
        for (index, line) in read(&path).lines().enumerate() {
            let code = code_part(line);
            if has_identifier(code, "f32") || has_identifier(code, "f64") {
                found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "floating point in the core (game logic must be exact):\n{}",
        found.join("\n")
    );
}

#[test]
fn games_and_engine_do_not_import_each_other() {
    let core = workspace_root().join("crates/core/src");
    let mut found = Vec::new();
    for path in rust_files(&core.join("games")) {
        // Tests compare the closed forms with `Engine::brute_force`: only the code above
        // the first test module counts.
        for (index, line) in read(&path).lines().enumerate() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            let code = code_part(line);
            if has_identifier(code, "engine") || has_identifier(code, "Engine") {
                found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
            }
        }
    }
    let engine = core.join("engine.rs");
    for (index, line) in read(&engine).lines().enumerate() {
        let code = code_part(line);
        let games_inside = ["octal", "SplitTable", "HeapTable", "PairTable"];
        if games_inside.iter().any(|word| has_identifier(code, word)) {
            found.push(format!(
                "{}:{}: {}",
                engine.display(),
                index + 1,
                line.trim()
            ));
        }
    }
    assert!(
        found.is_empty(),
        "the games reach the engine only through a Context, the engine the games only through Atom:\n{}",
        found.join("\n")
    );
}

/// The lines above a file's first test module that `bad` picks, as `path:line: text`.
fn code_lines_where(path: &Path, bad: impl Fn(&str) -> bool) -> Vec<String> {
    let mut found = Vec::new();
    for (index, line) in read(path).lines().enumerate() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        if bad(code_part(line)) {
            found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
        }
    }
    found
}

#[test]
fn the_layers_of_core_import_downwards() {
    let core = workspace_root().join("crates/core/src");
    let mut found = Vec::new();
    // The notation is a leaf: it knows no game (the parser of a whole game sits above).
    for path in rust_files(&core.join("notation")) {
        found.extend(code_lines_where(&path, |code| {
            code.contains("crate::game") || code.contains("crate::parse")
        }));
    }
    // No two modules of the splitting games' table import each other.
    let octal = core.join("games/octal");
    let names: Vec<String> = rust_files(&octal)
        .iter()
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .collect();
    let imports = |path: &Path| -> Vec<String> {
        names
            .iter()
            .filter(|name| {
                !code_lines_where(path, |code| code.contains(&format!("super::{name}"))).is_empty()
            })
            .cloned()
            .collect()
    };
    for name in &names {
        for other in imports(&octal.join(format!("{name}.rs"))) {
            if imports(&octal.join(format!("{other}.rs"))).contains(name) {
                found.push(format!(
                    "games/octal: {name}.rs and {other}.rs import each other"
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "core's layers import downwards and generic code names no game:\n{}",
        found.join("\n")
    );
}

/// The keywords of the registry and the names of the game modules.
fn game_words() -> (Vec<&'static str>, Vec<String>) {
    let keywords: Vec<&'static str> = sglab_core::games::KINDS.iter().map(|k| k.keyword).collect();
    let modules = rust_files(&workspace_root().join("crates/core/src/games"))
        .iter()
        .filter(|path| path.parent().and_then(Path::file_name) == Some("games".as_ref()))
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .filter(|name| !matches!(name.as_str(), "mod" | "grid"))
        .collect();
    (keywords, modules)
}

/// The string literals of a line of code (`"..."`, `'...'`, `` `...` ``), escapes kept.
fn string_literals(code: &str, quotes: &[char]) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        if !quotes.contains(&c) {
            continue;
        }
        let mut text = String::new();
        while let Some(inner) = chars.next() {
            if inner == '\\' {
                chars.next();
                continue;
            }
            if inner == c {
                break;
            }
            text.push(inner);
        }
        found.push(text);
    }
    found
}

/// Whether a string literal is a game's text: a keyword alone, or a keyword then a position
/// (`cut 1x1`, `nim 3 4 5`, `bash m=3`, `subtract {1,3,4}`). Words that also name a view
/// or a part of the page (`graph`, `tree`, ...) count only with a position after them.
fn is_game_text(literal: &str, keywords: &[&str]) -> bool {
    let mut words = literal.split_whitespace();
    let (Some(first), second) = (words.next(), words.next()) else {
        return false;
    };
    if !keywords.contains(&first) {
        return false;
    }
    let ordinary = [
        "graph", "tree", "moves", "split", "cut", "grid", "circle", "coins",
    ];
    match second {
        None => literal.trim() == first && !ordinary.contains(&first),
        Some(next) => {
            next.starts_with(|c: char| c.is_ascii_digit() || c == '{' || c == '$')
                || next.contains('=')
        }
    }
}

#[test]
fn generic_code_names_no_game() {
    let root = workspace_root();
    let core = root.join("crates/core/src");
    let (keywords, modules) = game_words();
    let names_a_game = |code: &str, quotes: &[char]| {
        let variant = code
            .split("Atom::")
            .skip(1)
            .any(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()));
        let module = modules.iter().any(|name| {
            code.contains(&format!("games::{name}"))
                || code.contains(&format!("{name}::")) && has_identifier(code, name)
        });
        let text = string_literals(code, quotes)
            .iter()
            .any(|literal| is_game_text(literal, &keywords));
        variant || module || text
    };
    let mut rust = vec![core.join("tables.rs"), core.join("describe.rs")];
    rust.extend(rust_files(&core.join("tables")));
    rust.push(root.join("crates/draw/src/lib.rs"));
    rust.extend(rust_files(&root.join("crates/wasm/src")));
    let mut found = Vec::new();
    for path in &rust {
        found.extend(code_lines_where(path, |code| names_a_game(code, &['"'])));
    }
    // The page's generic views and widgets (the gallery's presets and the contest list are
    // data: `presets.js`; the catalog of widgets and its examples: `elements/catalog.js`).
    let views = [
        "views/tables.js",
        "views/tabletools.js",
        "views/drawn.js",
        "views/graph.js",
        "views/analysis.js",
        "views/proof.js",
        "views/reason.js",
        "elements/sg-grid.js",
        "elements/sg-table.js",
        "elements/sg-graph.js",
        "elements/base.js",
    ];
    for view in views {
        let path = root.join("web/js").join(view);
        for (index, line) in read(&path).lines().enumerate() {
            let trimmed = line.trim_start();
            // An attribute's default value (`getAttribute('game') ?? 'wythoff'`) is the
            // widget's documented default (`elements/catalog.js`), not a rule of a game.
            let comment =
                trimmed.starts_with("//") || trimmed.starts_with('*') || trimmed.starts_with("/*");
            if comment || line.contains("getAttribute(") {
                continue;
            }
            if names_a_game(code_part(line), &['"', '\'', '`']) {
                found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "generic code names a game (ask Play through core instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn core_returns_result_of_option() {
    // Spelled in pieces so this file does not find itself.
    let pattern = concat!("-> Option<", "Result<");
    let mut found = Vec::new();
    for path in rust_files(&workspace_root().join("crates/core/src")) {
        for (index, line) in read(&path).lines().enumerate() {
            if code_part(line).contains(pattern) {
                found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "return Result<Option<_>, _> (an error, or an answer that may be absent):\n{}",
        found.join("\n")
    );
}

#[test]
fn no_test_is_ignored_or_expected_to_panic() {
    // Spelled in pieces so this file does not find itself.
    let attributes = [concat!("#[", "ignore"), concat!("#[", "should_panic")];
    let mut found = Vec::new();
    let files = rust_files(&workspace_root());
    assert!(files.len() > 20, "only {} Rust files found", files.len());
    for path in files {
        for (index, line) in read(&path).lines().enumerate() {
            let code = code_part(line);
            for attribute in attributes {
                let hit = code.match_indices(attribute).any(|(at, _)| {
                    let after = code[at + attribute.len()..].chars().next();
                    matches!(after, Some(']' | '(' | '=' | ' '))
                });
                if hit {
                    found.push(format!("{}:{}: {}", path.display(), index + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "assert today's behaviour with a FIXME instead (STYLE.md §8):\n{}",
        found.join("\n")
    );
}

#[test]
fn every_message_key_used_in_rust_and_in_the_page_exists() {
    let mut unknown = Vec::new();
    let mut used = 0;
    let prefixes = key_prefixes();
    for path in source_folders()
        .iter()
        .flat_map(|folder| rust_files(folder))
    {
        for (index, line) in read(&path).lines().enumerate() {
            for key in message_keys_quoted(code_part(line), &prefixes, '"') {
                used += 1;
                if sglab_core::i18n::message(&key).is_none() {
                    unknown.push(format!("{}:{}: {key}", path.display(), index + 1));
                }
            }
        }
    }
    // The page's keys: `t('play.undo')` in its scripts (`'data-testid'` aside: not a known
    // prefix), `data-i18n="app.title"` in its HTML.
    let page = page_texts("en");
    let mut used_by_page = 0;
    let root = workspace_root();
    let scripts = js_files(&root.join("web/js"))
        .into_iter()
        .chain(js_files(&root.join("web/fences")))
        .map(|path| (path, '\''));
    let html = ["web/index.html", "web/embed.html", "web/bench.html"]
        .into_iter()
        .map(|path| (root.join(path), '"'));
    for (path, quote) in scripts.chain(html) {
        for (index, line) in read(&path).lines().enumerate() {
            let code = line.split("// ").next().unwrap_or("");
            for key in message_keys_quoted(code, &prefixes, quote) {
                used_by_page += 1;
                if !is_known_key(&key, &page) {
                    unknown.push(format!("{}:{}: {key}", path.display(), index + 1));
                }
            }
        }
    }
    assert!(
        used_by_page > 100,
        "only {used_by_page} message keys found in web/js"
    );
    assert!(used > 100, "only {used} message keys found in Rust");
    assert!(
        unknown.is_empty(),
        "message keys missing from sglab_core::i18n and web/i18n:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn the_page_texts_are_complete_in_both_languages_and_have_no_slip() {
    let mut found = Vec::new();
    let files = page_text_files("en").map(|path| text_file(&path));
    for (en_path, zh_path) in page_text_files("en").iter().zip(&page_text_files("zh")) {
        let (en, zh) = (text_file(en_path), text_file(zh_path));
        let name = |path: &Path| path.display().to_string();
        for key in en.keys().filter(|key| !zh.contains_key(*key)) {
            found.push(format!(
                "{key} is in {}, not in {}",
                name(en_path),
                name(zh_path)
            ));
        }
        for key in zh.keys().filter(|key| !en.contains_key(*key)) {
            found.push(format!(
                "{key} is in {}, not in {}",
                name(zh_path),
                name(en_path)
            ));
        }
    }
    for (i, file) in files.iter().enumerate() {
        for other in &files[i + 1..] {
            for key in file.keys().filter(|key| other.contains_key(*key)) {
                found.push(format!("{key} is in two files of a language"));
            }
        }
    }
    let (en, zh) = (page_texts("en"), page_texts("zh"));
    for (key, text) in &en {
        if sglab_core::i18n::message(key).is_some() {
            found.push(format!("{key} is both core's and the page's"));
        }
        let (Some(en), Some(zh)) = (text.as_str(), zh.get(key).and_then(|t| t.as_str())) else {
            found.push(format!("{key} is not a text in both languages"));
            continue;
        };
        found.extend(sglab_core::i18n::slips::check(key, en, zh));
    }
    assert!(
        en.len() > 300,
        "only {} texts in web/i18n/en.json",
        en.len()
    );
    assert!(found.is_empty(), "web/i18n:\n{}", found.join("\n"));
}

/// The prefixes Rust builds message keys from: `format!("outcome.{}", ...)` gives
/// `outcome.`, `starts_with("board.hint.")` gives `board.hint.`.
fn built_key_prefixes(code: &str) -> Vec<String> {
    let mut prefixes = Vec::new();
    for opening in ["format!(\"", "starts_with(\""] {
        for (at, _) in code.match_indices(opening) {
            let rest = &code[at + opening.len()..];
            let len = rest
                .find(|c: char| !(c.is_ascii_lowercase() || c == '_' || c == '.'))
                .unwrap_or(rest.len());
            let prefix = &rest[..len];
            let built = rest[len..].starts_with('{') || rest[len..].starts_with('"');
            if built && prefix.ends_with('.') && prefix.len() > 1 {
                prefixes.push(prefix.to_string());
            }
        }
    }
    prefixes
}

#[test]
fn core_holds_no_text_only_the_page_uses() {
    let root = workspace_root();
    let tables = root.join("crates/core/src/i18n");
    let code: String = rust_files(&root.join("crates"))
        .into_iter()
        .chain(rust_files(&root.join("xtask/src")))
        .filter(|path| !path.starts_with(&tables) && !path.ends_with("crates/core/src/i18n.rs"))
        .map(|path| read(&path))
        .collect::<Vec<_>>()
        .join("\n");
    let prefixes = built_key_prefixes(&code);
    let unused: Vec<&str> = sglab_core::i18n::all_messages()
        .map(|m| m.key)
        .filter(|key| !code.contains(&format!("\"{key}\"")))
        .filter(|key| {
            !prefixes
                .iter()
                .any(|prefix| key.starts_with(prefix.as_str()))
        })
        .collect();
    assert!(prefixes.contains(&"outcome.".to_string()), "{prefixes:?}");
    assert!(
        unused.is_empty(),
        "keys of core's tables no Rust code names (the page's own texts go to web/i18n/LANG.json):\n{}",
        unused.join("\n")
    );
}

/// The prefixes the page's scripts build keys from: `` t(`play.first_${value}`) `` gives
/// `play.first_`.
fn template_key_prefixes(code: &str) -> Vec<String> {
    let mut prefixes = Vec::new();
    for (at, _) in code.match_indices("${") {
        let before = &code[..at];
        let start = before
            .char_indices()
            .rev()
            .find(|&(_, c)| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.'))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let prefix = &before[start..];
        if before[..start].ends_with('`') && prefix.contains('.') {
            prefixes.push(prefix.to_string());
        }
    }
    prefixes
}

/// The modules a widget fetches after its first paint (runtime.js `withLaterTexts`), and the
/// embed page's script (whose translator has every text): what alone may name a key of
/// `web/i18n/LANG-later.json`.
const LATER_MODULES: [&str; 4] = [
    "web/js/views/tabletools.js",
    "web/js/views/exportbar.js",
    "web/js/views/chart.js",
    "web/js/embed.js",
];

#[test]
fn the_later_page_texts_are_said_only_after_a_first_paint() {
    // A key of LANG-later.json that another script names could be asked for before the
    // later words are in (a key shown instead of its text); a key of LANG.json that only
    // the later modules name is fetched before every first paint for nothing.
    let root = workspace_root();
    let named_in = |path: &Path, key: &str| {
        let code = read(path);
        ["'", "\"", "`"]
            .iter()
            .any(|quote| code.contains(&format!("{quote}{key}{quote}")))
            || template_key_prefixes(&code)
                .iter()
                .any(|prefix| key.starts_with(prefix.as_str()))
    };
    let mut others = js_files(&root.join("web"));
    others.retain(|path| !LATER_MODULES.iter().any(|m| path.ends_with(m)));
    let later_modules: Vec<PathBuf> = LATER_MODULES.iter().map(|m| root.join(m)).collect();
    let mut found = Vec::new();
    let later = text_file(&page_text_files("en")[1]);
    assert!(later.len() > 20, "{} later texts", later.len());
    for key in later.keys() {
        for path in others.iter().filter(|path| named_in(path, key)) {
            found.push(format!(
                "{key} (LANG-later.json) is named by {}",
                path.display()
            ));
        }
        if !later_modules.iter().any(|path| named_in(path, key)) {
            found.push(format!(
                "{key} (LANG-later.json) is named by no later module"
            ));
        }
    }
    for key in text_file(&page_text_files("en")[0]).keys() {
        let by_later = later_modules[..3].iter().any(|path| named_in(path, key));
        if by_later && !others.iter().any(|path| named_in(path, key)) {
            found.push(format!("{key} (LANG.json) is named only by later modules"));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn every_page_text_is_named_by_the_page() {
    // A key of web/i18n/LANG.json (what every widget fetches before its first paint) that
    // no script, page or generator names, as a string or by a template's prefix, is a text
    // no reader sees. (LANG-more.json's gallery keys are built from two parts.)
    let root = workspace_root();
    let mut files = js_files(&root.join("web"));
    for folder in ["web", "web/learn/en", "web/learn/zh"] {
        let Ok(entries) = fs::read_dir(root.join(folder)) else {
            continue;
        };
        files.extend(
            entries
                .map(|entry| entry.expect("a directory entry").path())
                .filter(|path| path.extension().is_some_and(|e| e == "html")),
        );
    }
    files.extend(rust_files(&root.join("xtask/src")));
    let code: String = files
        .iter()
        .map(|path| read(path))
        .collect::<Vec<_>>()
        .join("\n");
    let prefixes = template_key_prefixes(&code);
    let texts = text_file(&page_text_files("en")[0]);
    let unused: Vec<&String> = texts
        .keys()
        .filter(|key| {
            !["'", "\"", "`"]
                .iter()
                .any(|quote| code.contains(&format!("{quote}{key}{quote}")))
        })
        .filter(|key| {
            !prefixes
                .iter()
                .any(|prefix| key.starts_with(prefix.as_str()))
        })
        .collect();
    assert!(
        prefixes.contains(&"play.first_".to_string()),
        "{prefixes:?}"
    );
    assert!(
        unused.is_empty(),
        "keys of web/i18n/en.json no script, page or generator names:\n{}",
        unused
            .iter()
            .map(|key| key.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn no_library_crate_keeps_process_wide_state() {
    let mut found = Vec::new();
    for krate in ["core", "draw", "wasm"] {
        for path in rust_files(&workspace_root().join("crates").join(krate).join("src")) {
            found.extend(code_lines_where(&path, |line| {
                has_identifier(line, "thread_local")
                    || has_identifier(line, "leak")
                    || has_identifier(&line.replace("'static", ""), "static")
            }));
        }
    }
    assert!(
        found.is_empty(),
        "process-wide state or leaked memory (keep it in a value its owner passes down, as the wasm crate's Session):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_helpers_find_what_they_look_for() {
    assert!(has_identifier("let x: f64 = 1.0;", "f64"));
    assert!(has_identifier("as f32)", "f32"));
    assert!(!has_identifier("let f64_count = 3;", "f64"));
    assert!(!has_identifier("my_f64", "f64"));
    assert!(has_identifier("Box::leak(text.into_boxed_str())", "leak"));
    let state = "static INSTALLED: Mutex<Store> = Mutex::new(Vec::new());";
    assert!(has_identifier(&state.replace("'static", ""), "static"));
    assert!(!has_identifier(
        &"fn key(&self) -> &'static str".replace("'static", ""),
        "static"
    ));
    assert_eq!(code_part("let a = 1; // f64 here"), "let a = 1; ");
    assert_eq!(code_part("//! a header"), "");
    assert_eq!(
        message_keys(r#"key("invalid.bad_set") + "limit.too_large" + "expected.x y""#),
        ["invalid.bad_set", "limit.too_large"]
    );
    assert!(message_keys(r#""invalidate.x""#).is_empty());
}
