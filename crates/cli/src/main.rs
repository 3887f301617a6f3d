//! `sglab`: the command line of sglab ([`sglab_cli`] holds it all).

fn main() -> std::process::ExitCode {
    sglab_cli::main()
}
