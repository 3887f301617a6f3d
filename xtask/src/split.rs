//! Splitting the light module in parts: binaryen's `wasm-split` (Debian's `binaryen`) cuts
//! it in two, a primary part with what the first views of most widget keys run (every page
//! loads it first) and the rest, loaded on the first call into it; then
//! [`crate::light_parts`] cuts out of the rest one part per group of widget keys (a
//! widget's tag and its game's families, web/js/part-keys.js) with what the first views of
//! those keys run beyond the primary (the four common widgets, the explorer's page, the
//! gallery's presets, the embed page's examples, the README's snippet), which a page whose
//! widgets have that key loads beside the primary. `xtask/light/split.mjs` does the first
//! half (its doc says how: instrumenting, profiling in Node, planning, splitting, patching
//! the glue); this installs `wasm-split`, runs it, and writes the parts.
//!
//! All parts come from the one module the light build produced (parts may hold the same
//! function), and `tests/e2e/light-full.test.mjs` checks the split module answers as the
//! full one, each post's first views within the primary and its own parts.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::toolchain::{ensure_apt, run};
use crate::{root, TaskError};

/// `wasm-split`, installed from Debian's `binaryen` package if missing.
fn wasm_split() -> Result<PathBuf, TaskError> {
    let installed = Path::new("/usr/bin/wasm-split");
    if !installed.exists() {
        ensure_apt(&["binaryen"])?;
    }
    Ok(installed.to_path_buf())
}

/// Splits `pkg/NAME_bg.wasm` (and patches `pkg/NAME.js`), as the module doc says: the
/// parts by the posts recorded in `xtask/light/preset-views.json`.
pub fn split_light(name: &str) -> Result<(), TaskError> {
    wasm_split()?;
    let pkg = root().join("pkg");
    let work = root().join("target/web/split");
    std::fs::create_dir_all(&work)?;
    run(Command::new("node")
        .arg(root().join("xtask/light/split.mjs"))
        .arg(pkg.join(format!("{name}.js")))
        .arg(pkg.join(format!("{name}_bg.wasm")))
        .arg(&work)
        .arg(root().join("xtask/light/preset-views.json")))?;
    let plan: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(
        work.join(format!("{name}.plan.json")),
    )?)?;
    let functions_of = |list: &serde_json::Value| -> BTreeSet<u32> {
        list.as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_u64().and_then(|f| u32::try_from(f).ok()))
            .collect()
    };
    let mut parts = BTreeMap::new();
    for (part, functions) in plan["parts"].as_object().into_iter().flatten() {
        parts.insert(part.clone(), functions_of(functions));
    }
    let (parts_bytes, rest_bytes) = crate::light_parts::write_parts(
        &work.join(format!("{name}.rest-named.wasm")),
        &parts,
        &pkg,
        name,
    )?;
    println!(
        "xtask: {} parts of the light module, {parts_bytes} bytes in all; the rest, {rest_bytes} bytes",
        parts.len(),
    );
    Ok(())
}
