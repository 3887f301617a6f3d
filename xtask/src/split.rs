//! Splitting the light module in parts with binaryen's `wasm-split` (Debian's `binaryen`):
//! a primary part with what the tutorial's and the explorer's first views run and what
//! widgets of different keys share, which every page loads first; one part per widget tag
//! or game family with what the first views of the four common widgets, the gallery's
//! presets, the embed page's examples and the README's snippet run beyond it, which a page
//! whose widgets name that key loads beside the primary; and the rest,
//! loaded on the first call into it. `xtask/light/split.mjs` does the work (its doc says
//! how: instrumenting, profiling in Node, splitting pass by pass, patching the glue); this
//! installs `wasm-split` and runs it.
//!
//! All parts are the one module the light build produced: no code is duplicated, and
//! `tests/e2e/light-full.test.mjs` checks the split module answers as the full one.

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
    let written = crate::light_parts::write_parts(
        &work.join(format!("{name}.rest-named.wasm")),
        &parts,
        &pkg,
        name,
    )?;
    println!(
        "xtask: {} parts of the light module, {} bytes in all",
        parts.len(),
        written
    );
    Ok(())
}
