//! Building `pkg/`: the wasm crate in release mode, twice, then wasm-bindgen's ES-module
//! glue for each.
//!
//! - `sglab_wasm` (profile `wasm`, every export, the core compiled for speed): the full
//!   module, fetched only when a request needs what only it has.
//! - `sglab_wasm_light` (profile `wasm-light`, `--no-default-features --features custom,record`,
//!   everything compiled for size): the module every widget loads first; the worker sends
//!   a request it cannot answer to the full module (`web/js/worker.js`). It is then split
//!   (`split.rs`): a primary part, loaded first, parts by widget key, loaded beside it for
//!   the page's widgets, and the rest (`sglab_wasm_light_rest.wasm`), loaded on the first
//!   call into it. It has no message
//!   tables: `messages.en.json` and `messages.zh.json`, written from the full module's,
//!   are installed into it by the worker.

use std::path::{Path, PathBuf};
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

/// The profile of `cargo xtask test`'s modules, which the wasm tests share (one build of
/// the standard library and the dependencies for the three): without LTO, incremental
/// (Cargo.toml).
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
        test_profile: TEST_PROFILE,
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
/// (`messages.LANG.json`); and the light module split in parts (`split.rs`).
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

/// The wasm crate compiled for each module, in the profile `profile` gives, each copied to
/// [`compiled`] (in the tests' profile both modules are built in one profile folder).
///
/// In the tests' profile the light module is built with the full one's standard library
/// and flags (with `test`, which the wasm tests need), only its features its own: the
/// standard library and every dependency are then compiled once for the two modules and
/// the wasm tests. As shipped, it has a standard library of its own ([`light_std`]): the
/// same code, smaller, and a panic (which no input reaches) a bare trap either way.
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
        let tests = profile == TEST_PROFILE;
        if cargo.builds_std() && tests {
            // The wasm tests' standard library (with `test`): one build of the core for both.
            command.env("CARGO_UNSTABLE_BUILD_STD", STD_CRATES_WITH_TEST);
        }
        if !module.full {
            command.args(["--no-default-features", "--features", "custom,record"]);
            if cargo.builds_std() && !tests {
                light_std(&mut command);
            }
        }
        run(&mut command)?;
        let built = root().join(format!(
            "target/web/wasm32-unknown-unknown/{profile}/sglab_wasm.wasm"
        ));
        let copy = compiled(module, profile);
        if let Some(folder) = copy.parent() {
            std::fs::create_dir_all(folder)?;
        }
        // A copy, not a link: the next module's build replaces the file cargo wrote (both
        // modules' builds link the wasm crate again each time, as they share its file).
        // Copied only when its bytes changed, so an unchanged module keeps its time for
        // `pkg/`'s record.
        let wrote = std::fs::read(&built)?;
        if std::fs::read(&copy).ok().as_deref() != Some(wrote.as_slice()) {
            std::fs::write(&copy, &wrote)?;
        }
    }
    Ok(())
}

/// `pkg/`'s record of what it was made from: [`inputs_of`] when [`bind`] last finished.
const BUILT_FROM: &str = "pkg/.built-from";

/// What `pkg/` is made of, in one line per file: each module's compiled wasm in `profile`,
/// the wasm-bindgen CLI, and the scripts of the split (xtask/light, web/js), each with its
/// size and time of change. Equal to [`BUILT_FROM`]: `pkg/` is up to date.
fn inputs_of(profile: fn(&Module) -> &'static str, bindgen: &Path) -> String {
    let mut files: Vec<PathBuf> = MODULES
        .iter()
        .map(|module| compiled(module, profile(module)))
        .collect();
    files.push(bindgen.to_path_buf());
    // The split's Rust half (the parts cut out of the rest).
    files.push(root().join("xtask/src/light_parts.rs"));
    files.push(root().join("xtask/src/split.rs"));
    for dir in ["xtask/light", "web/js"] {
        let mut scripts: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .into_iter()
            .flatten()
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.is_file())
            .collect();
        scripts.sort();
        files.extend(scripts);
    }
    files
        .iter()
        .map(|file| {
            let seen = std::fs::metadata(file).ok().map(|meta| {
                let changed = meta
                    .modified()
                    .ok()
                    .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(0, |time| time.as_nanos());
                (meta.len(), changed)
            });
            format!("{} {seen:?}\n", file.display())
        })
        .collect()
}

/// The wasm of `module` compiled in `profile`, as [`compile`] keeps it.
fn compiled(module: &Module, profile: &str) -> PathBuf {
    root().join(format!("target/web/modules/{profile}/{}.wasm", module.name))
}

/// wasm-bindgen's glue for each compiled module into `pkg/`, then the message tables and
/// the light module's parts; nothing when `pkg/` was made from the same files (a second
/// `cargo xtask serve`, the README's smoke form of it after the tests' build).
fn bind(profile: fn(&Module) -> &'static str) -> Result<(), TaskError> {
    let bindgen = ensure_wasm_bindgen()?;
    let inputs = inputs_of(profile, &bindgen);
    let record = root().join(BUILT_FROM);
    if std::fs::read_to_string(&record).ok().as_deref() == Some(inputs.as_str()) {
        println!("xtask: pkg/ is up to date (made from the same files: {BUILT_FROM})");
        return Ok(());
    }
    // Made again from here: a failure on the way leaves no record of a finished `pkg/`.
    let _ = std::fs::remove_file(&record);
    for module in MODULES {
        let wasm = compiled(module, profile(module));
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
    std::fs::write(&record, inputs)?;
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
