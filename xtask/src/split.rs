//! Splitting the light module in two with binaryen's `wasm-split` (Debian's `binaryen`):
//! a primary module with the functions the widgets' first views run, which every page
//! loads first, and a secondary module with the rest, loaded on the first call into it.
//!
//! 1. `wasm-split --instrument` builds a copy that records which functions run;
//! 2. `xtask/light/profile.mjs` runs the first views' requests on that copy (Node, the
//!    wasm-bindgen glue) and writes the profile;
//! 3. `wasm-split --profile` writes the primary (`NAME_bg.wasm`, in place of the whole)
//!    and the secondary (`NAME_rest.wasm`); a call into a function of the secondary goes
//!    through a placeholder until the secondary is instantiated, which puts the real
//!    functions into the primary's table;
//! 4. the glue gets the placeholders and `__setRest(source)`, by which the worker says
//!    how to get the secondary synchronously (`web/js/worker.js`).
//!
//! Both halves are the one module the light build produced: no code is duplicated, and
//! `tests/e2e/light-full.test.mjs` checks the split module answers as the full one.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::toolchain::{ensure_apt, run};
use crate::{root, TaskError};

/// The wasm features the Rust toolchain's output uses (binaryen 108 detects none itself
/// once wasm-bindgen dropped the target-features section).
const FEATURES: &[&str] = &[
    "--enable-bulk-memory",
    "--enable-multivalue",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-sign-ext",
    "--enable-simd",
];

/// The namespace the primary imports its placeholders from (the glue provides it).
const PLACEHOLDERS: &str = "placeholder";

/// `wasm-split`, installed from Debian's `binaryen` package if missing.
fn wasm_split() -> Result<PathBuf, TaskError> {
    let installed = Path::new("/usr/bin/wasm-split");
    if !installed.exists() {
        ensure_apt(&["binaryen"])?;
    }
    Ok(installed.to_path_buf())
}

/// Splits `pkg/NAME_bg.wasm` (and patches `pkg/NAME.js`), as the module doc says.
pub fn split_light(name: &str) -> Result<(), TaskError> {
    let split = wasm_split()?;
    let pkg = root().join("pkg");
    let whole = pkg.join(format!("{name}_bg.wasm"));
    let glue = pkg.join(format!("{name}.js"));
    let work = root().join("target/web/split");
    std::fs::create_dir_all(&work)?;
    let instrumented = work.join(format!("{name}.instrumented.wasm"));
    let profile = work.join(format!("{name}.profile"));
    let primary = work.join(format!("{name}.primary.wasm"));
    let secondary = pkg.join(format!("{name}_rest.wasm"));

    run(Command::new(&split)
        .args(FEATURES)
        .arg("--instrument")
        .arg(&whole)
        .arg("-o")
        .arg(&instrumented))?;
    fix_table_exports(&instrumented)?;
    run(Command::new("node")
        .arg(root().join("xtask/light/profile.mjs"))
        .arg(&glue)
        .arg(&instrumented)
        .arg(&profile))?;
    run(Command::new(&split)
        .args(FEATURES)
        .arg(format!("--profile={}", profile.display()))
        .arg("--export-prefix=%")
        .arg(format!("--placeholder-namespace={PLACEHOLDERS}"))
        .arg(&whole)
        .arg("-o1")
        .arg(&primary)
        .arg("-o2")
        .arg(&secondary))?;
    fix_table_exports(&primary)?;
    std::fs::copy(&primary, &whole)?;
    patch_glue(&glue)?;
    for (what, path) in [("primary", &whole), ("secondary", &secondary)] {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        println!(
            "xtask: {what} part of {name}: {} ({size} bytes)",
            path.display()
        );
    }
    Ok(())
}

/// The code added to the glue: the placeholders the primary imports, and `__setRest`.
const GLUE_ADDITION: &str = r#"
// Added by `cargo xtask build` (xtask/src/split.rs): this module is split by binaryen's
// wasm-split. A function of the secondary part is called through a placeholder until the
// secondary is instantiated (its element segment then puts the real functions into the
// primary's table, and the placeholder calls the real one).
let __sglabRestSource = null;
let __sglabRest = null;

/** Says how to get the secondary part: `source()` returns its WebAssembly.Module at once. */
export function __setRest(source) {
    __sglabRestSource = source;
}

function __sglabWithPlaceholders(imports) {
    imports.placeholder = new Proxy({}, {
        get: (_, index) => (...args) => {
            if (__sglabRest === null) {
                if (__sglabRestSource === null) throw new Error('sglab: the second part of the light module was not provided (__setRest)');
                __sglabRest = new WebAssembly.Instance(__sglabRestSource(), { primary: wasm });
            }
            return wasm['%table'].get(Number(index))(...args);
        },
    });
    return imports;
}
"#;

/// Makes wasm-bindgen's glue pass the placeholders to the primary module.
fn patch_glue(glue: &Path) -> Result<(), TaskError> {
    let text = std::fs::read_to_string(glue)?;
    let anchor = "const imports = __wbg_get_imports();";
    let count = text.matches(anchor).count();
    if count == 0 {
        return Err(TaskError(format!(
            "{}: no `{anchor}` to give the split module its placeholders (wasm-bindgen changed its glue?)",
            glue.display()
        )));
    }
    let patched = text.replace(
        anchor,
        "const imports = __sglabWithPlaceholders(__wbg_get_imports());",
    ) + GLUE_ADDITION;
    std::fs::write(glue, patched)?;
    Ok(())
}

/// Reads an unsigned LEB128 at `at`: its value and the offset after it.
fn leb(bytes: &[u8], mut at: usize) -> Result<(u64, usize), TaskError> {
    let mut value = 0u64;
    let mut shift = 0;
    loop {
        let byte = *bytes
            .get(at)
            .ok_or_else(|| TaskError("wasm ends inside a number".into()))?;
        at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok((value, at));
        }
        shift += 7;
        if shift > 63 {
            return Err(TaskError("wasm number too long".into()));
        }
    }
}

/// Binaryen 108 writes the table exports of a module with two tables wrongly: both point
/// at table 0 (the function table), so wasm-bindgen's `__wbindgen_externrefs` is no longer
/// the `externref` table. Points each exported table back at the table of its type:
/// `__wbindgen_externrefs` at the one `externref` table, every other at the one `funcref`
/// table. Fails if the module's tables are not one of each.
fn fix_table_exports(path: &Path) -> Result<(), TaskError> {
    let mut bytes = std::fs::read(path)?;
    let bad = |what: &str| TaskError(format!("{}: {what}", path.display()));
    let mut tables: Vec<u8> = Vec::new();
    let mut at = 8;
    while at < bytes.len() {
        let id = bytes[at];
        let (size, start) = leb(&bytes, at + 1)?;
        let end = start + size as usize;
        if id == 2 {
            // Imported tables come first in the index space.
            let (count, mut p) = leb(&bytes, start)?;
            for _ in 0..count {
                for _ in 0..2 {
                    let (len, q) = leb(&bytes, p)?;
                    p = q + len as usize;
                }
                let kind = bytes[p];
                p += 1;
                match kind {
                    0 => p = leb(&bytes, p)?.1,
                    1 => {
                        tables.push(bytes[p]);
                        p = skip_limits(&bytes, p + 1)?;
                    }
                    2 => p = skip_limits(&bytes, p)?,
                    3 => p += 2,
                    _ => return Err(bad("unknown import kind")),
                }
            }
        } else if id == 4 {
            let (count, mut p) = leb(&bytes, start)?;
            for _ in 0..count {
                tables.push(bytes[p]);
                p = skip_limits(&bytes, p + 1)?;
            }
        } else if id == 7 {
            let of_type = |ty: u8| -> Result<u8, TaskError> {
                let found: Vec<usize> = (0..tables.len()).filter(|&i| tables[i] == ty).collect();
                match found[..] {
                    [one] => Ok(one as u8),
                    _ => Err(bad("expected one funcref and one externref table")),
                }
            };
            let (count, mut p) = leb(&bytes, start)?;
            for _ in 0..count {
                let (len, q) = leb(&bytes, p)?;
                let name = bytes[q..q + len as usize].to_vec();
                p = q + len as usize;
                let kind = bytes[p];
                let index_at = p + 1;
                let (_, after) = leb(&bytes, index_at)?;
                if kind == 1 {
                    if after != index_at + 1 {
                        return Err(bad("table index of more than one byte"));
                    }
                    bytes[index_at] = if name == b"__wbindgen_externrefs" {
                        of_type(0x6f)?
                    } else {
                        of_type(0x70)?
                    };
                }
                p = after;
            }
        }
        at = end;
    }
    std::fs::write(path, bytes)?;
    Ok(())
}

/// Skips a limits record (flags, minimum, maximum if flagged).
fn skip_limits(bytes: &[u8], at: usize) -> Result<usize, TaskError> {
    let flags = bytes[at];
    let (_, mut p) = leb(bytes, at + 1)?;
    if flags & 1 == 1 {
        p = leb(bytes, p)?.1;
    }
    Ok(p)
}
