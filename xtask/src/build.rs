//! Building `pkg/`: the wasm crate in release mode, then wasm-bindgen's ES-module glue.

use std::process::Command;

use crate::toolchain::{ensure_wasm_bindgen, run, wasm_cargo};
use crate::{root, TaskError};

/// Builds `pkg/` (the glue `sglab_wasm.js`, `sglab_wasm_bg.wasm` and typings).
pub fn build_pkg() -> Result<(), TaskError> {
    let cargo = wasm_cargo()?;
    let bindgen = ensure_wasm_bindgen()?;
    println!("xtask: building the wasm crate (profile wasm: release, optimised for size)");
    run(cargo.command().args([
        "build",
        "--package",
        "sglab-wasm",
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        "wasm",
    ]))?;
    let wasm = root().join("target/web/wasm32-unknown-unknown/wasm/sglab_wasm.wasm");
    run(Command::new(bindgen)
        .args(["--target", "web", "--out-dir"])
        .arg(root().join("pkg"))
        .arg(&wasm))?;
    let size = std::fs::metadata(root().join("pkg/sglab_wasm_bg.wasm"))
        .map(|m| m.len())
        .unwrap_or(0);
    println!("xtask: pkg/ built; sglab_wasm_bg.wasm is {size} bytes");
    Ok(())
}
