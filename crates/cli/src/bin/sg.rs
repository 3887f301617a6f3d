//! `sg`: the optional short name of `sglab` (built with the cargo feature `short-name`),
//! the same program. Debian's and Ubuntu's shadow-utils install their own `/usr/bin/sg`,
//! so `sglab` is the name that never clashes.

fn main() -> std::process::ExitCode {
    sglab_cli::main()
}
