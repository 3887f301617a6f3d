//! Installing what the build and the tests need, idempotently.

use std::cell::Cell;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use crate::{root, TaskError};

thread_local! {
    /// The stage of `cargo xtask test` this thread runs (stages.rs), if any: the output of
    /// its commands is echoed line by line behind the stage's name, so that stages running
    /// at the same time can be told apart.
    static STAGE: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Names the stage this thread runs (see [`STAGE`]).
pub fn set_stage(name: Option<&'static str>) {
    STAGE.set(name);
}

/// Runs a command, failing with its name when it cannot start or exits non-zero.
pub fn run(command: &mut Command) -> Result<(), TaskError> {
    let status = if STAGE.get().is_some() {
        run_capturing(command)?.1
    } else {
        command
            .status()
            .map_err(|e| TaskError(format!("cannot start {command:?}: {e}")))?
    };
    if status.success() {
        Ok(())
    } else {
        Err(TaskError(format!("{command:?} failed with {status}")))
    }
}

/// Echoes each line of `from` to standard output or error, behind `stage` if any, and
/// returns what it read.
fn echo(from: impl Read, stage: Option<&str>, to_stderr: bool) -> String {
    let mut reader = BufReader::new(from);
    let mut captured = String::new();
    let mut line = Vec::new();
    while reader.read_until(b'\n', &mut line).unwrap_or(0) > 0 {
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        let shown = match stage {
            Some(stage) => format!("[{stage}] {text}"),
            None => text.to_string(),
        };
        if to_stderr {
            eprintln!("{shown}");
        } else {
            println!("{shown}");
        }
        captured.push_str(text);
        captured.push('\n');
        line.clear();
    }
    captured
}

/// Runs a command, echoing its output (behind the thread's stage, if any), and returns its
/// standard output and its exit status.
pub fn run_capturing(command: &mut Command) -> Result<(String, ExitStatus), TaskError> {
    let (stdout, _, status) = capture(command, STAGE.get().is_some())?;
    Ok((stdout, status))
}

/// Runs a command as [`run_capturing`] does, and returns its standard error too (where
/// cargo-nextest writes its results).
pub fn run_capturing_both(
    command: &mut Command,
) -> Result<(String, String, ExitStatus), TaskError> {
    capture(command, true)
}

/// Runs a command, echoing its standard output, and its standard error if `with_stderr`
/// (else the command writes to ours), behind the thread's stage if any.
fn capture(
    command: &mut Command,
    with_stderr: bool,
) -> Result<(String, String, ExitStatus), TaskError> {
    let stage = STAGE.get();
    command.stdout(Stdio::piped());
    if with_stderr {
        command.stderr(Stdio::piped());
    }
    let mut child = command
        .spawn()
        .map_err(|e| TaskError(format!("cannot start {command:?}: {e}")))?;
    let stderr = child
        .stderr
        .take()
        .map(|err| std::thread::spawn(move || echo(err, stage, true)));
    let captured = child
        .stdout
        .take()
        .map(|out| echo(out, stage, false))
        .unwrap_or_default();
    let errors = stderr
        .and_then(|thread| thread.join().ok())
        .unwrap_or_default();
    Ok((captured, errors, child.wait()?))
}

/// The standard output of a command that succeeded, if it did.
pub fn output(command: &mut Command) -> Option<String> {
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn installed(package: &str) -> bool {
    output(Command::new("dpkg-query").args(["-W", "-f=${Status}", package]))
        .is_some_and(|status| status.contains("install ok installed"))
}

/// Installs the Debian packages that are missing (as root, or through sudo).
pub fn ensure_apt(packages: &[&str]) -> Result<(), TaskError> {
    // One apt-get at a time (dpkg's lock): stages may ask at the same time.
    static APT: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = APT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let missing: Vec<&str> = packages.iter().copied().filter(|p| !installed(p)).collect();
    if missing.is_empty() {
        return Ok(());
    }
    println!("xtask: installing Debian packages: {}", missing.join(" "));
    let is_root = output(Command::new("id").arg("-u")).as_deref() == Some("0");
    let apt = |args: &[&str]| {
        let mut command = if is_root {
            Command::new("apt-get")
        } else {
            Command::new("sudo")
        };
        if !is_root {
            command.arg("apt-get");
        }
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        command
    };
    run(&mut apt(&["update", "-q"]))?;
    let mut install = apt(&["install", "-y", "-q"]);
    install.args(&missing);
    run(&mut install)
}

/// How to run cargo for the wasm32 target on this machine.
pub struct WasmCargo {
    /// The cargo binary.
    pub cargo: PathBuf,
    /// Environment it needs.
    pub env: Vec<(String, String)>,
}

impl WasmCargo {
    /// Whether this cargo builds the standard library itself (`-Z build-std`, Debian's
    /// rustc-web): then the light module can also build it for size, without panic messages.
    pub fn builds_std(&self) -> bool {
        self.env
            .iter()
            .any(|(key, _)| key == "CARGO_UNSTABLE_BUILD_STD")
    }

    /// A cargo command for the wasm32 target, with `target/web` as its target folder.
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.cargo);
        command
            .current_dir(root())
            .env("CARGO_TARGET_DIR", root().join("target/web"));
        command.env_remove("RUSTUP_TOOLCHAIN");
        for (key, value) in &self.env {
            command.env(key, value);
        }
        command
    }
}

/// The standard library's crates `-Z build-std` builds.
const STD_CRATES: &str = "std,panic_abort";

/// The same with `test`, which cargo adds by itself to build tests: a build given this list
/// shares the tests' standard library, so the crates above it are compiled once for both.
pub const STD_CRATES_WITH_TEST: &str = "std,panic_abort,test";

/// Debian's wasm-capable Rust, for machines whose rustup has no wasm32 target.
pub const DEBIAN_WASM: &[&str] = &["rustc-web", "cargo-web", "rust-web-src"];

/// Whether the default rustc has the wasm32 target's standard library (rustup's target).
pub fn rustup_builds_wasm() -> bool {
    output(Command::new("rustc").args([
        "--print",
        "target-libdir",
        "--target",
        "wasm32-unknown-unknown",
    ]))
    .is_some_and(|dir| Path::new(&dir).is_dir())
}

/// Finds or installs a toolchain that builds wasm32: rustup's target if it is there,
/// otherwise Debian's `rustc-web` with the standard library built from `rust-web-src`
/// and rustup's `rust-lld` as the linker (see shared/TOOLCHAIN.md).
pub fn wasm_cargo() -> Result<WasmCargo, TaskError> {
    if rustup_builds_wasm() {
        let cargo = std::env::var_os("CARGO")
            .map(PathBuf::from)
            .unwrap_or_else(|| "cargo".into());
        return Ok(WasmCargo { cargo, env: vec![] });
    }
    ensure_apt(DEBIAN_WASM)?;
    let sysroot = output(Command::new("rustc").args(["--print", "sysroot"]))
        .ok_or_else(|| TaskError("cannot ask rustc for its sysroot".into()))?;
    let lld = Path::new(&sysroot).join("lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld");
    if !lld.exists() {
        return Err(TaskError(format!(
            "no rust-lld at {}: the wasm linker is missing",
            lld.display()
        )));
    }
    Ok(WasmCargo {
        cargo: "/usr/bin/cargo".into(),
        env: vec![
            ("RUSTC".into(), "/usr/bin/rustc".into()),
            ("RUSTC_BOOTSTRAP".into(), "1".into()),
            ("CARGO_UNSTABLE_BUILD_STD".into(), STD_CRATES.into()),
            (
                "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER".into(),
                lld.display().to_string(),
            ),
        ],
    })
}

/// The version of the `wasm-bindgen` crate in Cargo.lock, which the CLI must match.
fn locked_wasm_bindgen_version() -> Result<String, TaskError> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\""
            && let Some(version) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
        {
            return Ok(version.trim_end_matches('"').to_string());
        }
    }
    Err(TaskError("Cargo.lock names no wasm-bindgen version".into()))
}

/// `.tools/bin`, where the wasm-bindgen CLI and its test runner are installed.
pub fn tools_bin() -> PathBuf {
    root().join(".tools/bin")
}

/// Installs `wasm-bindgen-cli` of the locked version into `.tools/` unless it is there.
pub fn ensure_wasm_bindgen() -> Result<PathBuf, TaskError> {
    let version = locked_wasm_bindgen_version()?;
    let binary = tools_bin().join("wasm-bindgen");
    let have = output(Command::new(&binary).arg("--version"));
    if have.as_deref() == Some(format!("wasm-bindgen {version}").as_str()) {
        return Ok(binary);
    }
    println!("xtask: installing wasm-bindgen-cli {version} into .tools/ (a few minutes, once)");
    let cargo = std::env::var_os("CARGO")
        .map(PathBuf::from)
        .unwrap_or_else(|| "cargo".into());
    // Without its default feature (TLS: rustls and ring, which the test runner does not
    // need to reach chromedriver on 127.0.0.1), the two programs used, unoptimised: 132
    // CPU seconds measured here on 2026-12-02, against 205 at opt-level 1 (TOOLCHAIN.md
    // gives 4 min 10 s of wall clock on two cores for the default install); it then takes
    // 1.8 s instead of 0.4 to bind the tests' full module, a few seconds per build.
    run(Command::new(cargo)
        .args([
            "install",
            "wasm-bindgen-cli",
            "--version",
            &version,
            "--no-default-features",
            "--bin",
            "wasm-bindgen",
            "--bin",
            "wasm-bindgen-test-runner",
            "--root",
        ])
        .arg(root().join(".tools"))
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        .env_remove("CARGO_TARGET_DIR"))?;
    Ok(binary)
}

/// Installs the end-to-end tests' npm packages from the lock file unless already there.
pub fn ensure_npm() -> Result<(), TaskError> {
    let dir = root().join("tests/e2e");
    let lock = dir.join("package-lock.json");
    let stamp = dir.join("node_modules/.package-lock.json");
    let fresh = match (std::fs::metadata(&lock), std::fs::metadata(&stamp)) {
        (Ok(lock), Ok(stamp)) => stamp.modified().ok() >= lock.modified().ok(),
        _ => false,
    };
    if fresh {
        return Ok(());
    }
    println!("xtask: installing the end-to-end tests' npm packages (npm ci)");
    run(Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund"])
        .current_dir(dir))
}

/// The bundler of `cargo xtask dist` (Rollup and esbuild, pinned in
/// `xtask/bundle/package-lock.json`), installed by `npm ci` into `xtask/bundle/node_modules`;
/// returns that folder.
pub fn ensure_bundler() -> Result<PathBuf, TaskError> {
    // One install at a time: xtask's tests read import graphs from several threads.
    static INSTALLING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = INSTALLING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let dir = root().join("xtask/bundle");
    if ["esbuild", "rollup"].iter().all(|name| {
        dir.join(format!("node_modules/{name}/package.json"))
            .exists()
    }) {
        return Ok(dir);
    }
    println!("xtask: installing the dist bundler (npm ci in xtask/bundle)");
    run(Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund"])
        .current_dir(&dir))?;
    Ok(dir)
}

/// The browser packages for the wasm and end-to-end tests.
pub fn ensure_browser() -> Result<(), TaskError> {
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        return Ok(());
    }
    ensure_apt(&["chromium", "chromium-driver"])
}
