//! Building `pkg/`: the wasm crate in release mode, twice, then wasm-bindgen's ES-module
//! glue for each.
//!
//! - `sglab_wasm` (profile `wasm`, every export, the core compiled for speed): the full
//!   module, fetched only when a request needs what only it has.
//! - `sglab_wasm_light` (profile `wasm-light`, `--no-default-features`, everything
//!   compiled for size): the module every widget loads first; the worker sends a request
//!   it cannot answer to the full module (`web/js/worker.js`). It is then split in two
//!   (`split.rs`): the functions the first views run, loaded first, and the rest
//!   (`sglab_wasm_light_rest.wasm`), loaded on the first call into it. It has no message
//!   tables: `messages.en.json` and `messages.zh.json`, written from the full module's,
//!   are installed into it by the worker.

use std::process::Command;

use crate::toolchain::{ensure_wasm_bindgen, run, wasm_cargo, STD_CRATES_WITH_TEST};
use crate::{root, TaskError};

/// One of the two modules: its cargo profiles (as shipped, and for the tests), whether it
/// has every export, its name in `pkg/`.
pub struct Module {
    pub profile: &'static str,
    pub test_profile: &'static str,
    pub full: bool,
    pub name: &'static str,
}

/// The profile of `cargo xtask test`'s full module, which the wasm tests share (one build
/// of the core and the dependencies for both): without LTO, incremental (Cargo.toml).
pub const TEST_PROFILE: &str = "wasm-test";

/// The full module and the light one.
pub const MODULES: &[Module] = &[
    Module {
        profile: "wasm",
        test_profile: TEST_PROFILE,
        full: true,
        name: "sglab_wasm",
    },
    Module {
        profile: "wasm-light",
        test_profile: "wasm-light-test",
        full: false,
        name: "sglab_wasm_light",
    },
];

/// The light module's standard library, where cargo builds it (`-Z build-std`): compiled
/// for size (`optimize_for_size`: small sorts and collections, 74 KB less sort code) and
/// with `-C panic=immediate-abort`, which drops every panic message and its formatting
/// (a panic, which no input should reach, is a bare `unreachable` trap that the worker
/// reports as `worker.trap`; the panic hook is never called). Measured in
/// docs/PERFORMANCE.md, "First paint of a widget". The `CARGO_TARGET_..._RUSTFLAGS` of the
/// environment are joined with `.cargo/config.toml`'s (`+simd128`), not put in their place.
fn light_std(command: &mut Command) {
    command
        .env("CARGO_UNSTABLE_BUILD_STD_FEATURES", "optimize_for_size")
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS",
            "-Zunstable-options -Cpanic=immediate-abort",
        );
}

/// Builds `pkg/` as shipped: for each module its glue (`NAME.js`), its wasm
/// (`NAME_bg.wasm`) and typings; the message tables the light module installs
/// (`messages.LANG.json`); and the light module split in two (`split.rs`).
pub fn build_pkg() -> Result<(), TaskError> {
    compile(|module| module.profile)?;
    bind(|module| module.profile)
}

/// Compiles both modules as [`build_pkg`] does, each in its test profile: the same code,
/// features and standard library, compiled without LTO (`cargo xtask test`; its sizes and
/// speeds are not the release's). [`bind_for_tests`] then makes `pkg/` of them.
pub fn compile_for_tests() -> Result<(), TaskError> {
    compile(|module| module.test_profile)
}

/// `pkg/` from the modules [`compile_for_tests`] compiled.
pub fn bind_for_tests() -> Result<(), TaskError> {
    bind(|module| module.test_profile)
}

/// Builds `pkg/` as [`build_pkg`] does, each module in its test profile.
pub fn build_for_tests() -> Result<(), TaskError> {
    compile_for_tests()?;
    bind_for_tests()
}

/// The wasm crate compiled for each module, in the profile `profile` gives.
fn compile(profile: fn(&Module) -> &'static str) -> Result<(), TaskError> {
    let cargo = wasm_cargo()?;
    for module in MODULES {
        let profile = profile(module);
        println!(
            "xtask: building the wasm crate, module {} (profile {profile})",
            module.name
        );
        let mut command = cargo.command();
        command.args([
            "build",
            "--package",
            "sglab-wasm",
            "--target",
            "wasm32-unknown-unknown",
            "--profile",
            profile,
        ]);
        if cargo.builds_std() && profile == TEST_PROFILE {
            // The wasm tests' standard library (with `test`): one build of the core for both.
            command.env("CARGO_UNSTABLE_BUILD_STD", STD_CRATES_WITH_TEST);
        }
        if !module.full {
            command.arg("--no-default-features");
            if cargo.builds_std() {
                light_std(&mut command);
            }
        }
        run(&mut command)?;
    }
    Ok(())
}

/// wasm-bindgen's glue for each compiled module into `pkg/`, then the message tables and
/// the light module's parts.
fn bind(profile: fn(&Module) -> &'static str) -> Result<(), TaskError> {
    let bindgen = ensure_wasm_bindgen()?;
    for module in MODULES {
        let wasm = root().join(format!(
            "target/web/wasm32-unknown-unknown/{}/sglab_wasm.wasm",
            profile(module)
        ));
        let mut bindgen_command = Command::new(&bindgen);
        bindgen_command.args(["--target", "web", "--out-name", module.name]);
        if !module.full {
            // Built with its names (profile wasm-light keeps them for size tools).
            bindgen_command.args(["--remove-name-section", "--remove-producers-section"]);
        }
        run(bindgen_command
            .arg("--out-dir")
            .arg(root().join("pkg"))
            .arg(&wasm))?;
        let size = std::fs::metadata(root().join(format!("pkg/{}_bg.wasm", module.name)))
            .map(|m| m.len())
            .unwrap_or(0);
        println!("xtask: pkg/{}_bg.wasm is {size} bytes", module.name);
    }
    write_messages()?;
    crate::split::split_light("sglab_wasm_light")?;
    Ok(())
}

/// Writes `pkg/messages.en.json` and `pkg/messages.zh.json` from the full module's tables
/// (`xtask/light/messages.mjs`): the light module has none compiled in (core feature
/// `texts`), and the worker installs them.
fn write_messages() -> Result<(), TaskError> {
    let pkg = root().join("pkg");
    run(Command::new("node")
        .arg(root().join("xtask/light/messages.mjs"))
        .arg(pkg.join("sglab_wasm.js"))
        .arg(pkg.join("sglab_wasm_bg.wasm"))
        .arg(&pkg))
}
