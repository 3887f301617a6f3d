//! The conventions of a command-line tool, generated from `sg`'s own clap definition so
//! that they never drift from it: shell completions (`sg completions bash|zsh|fish|powershell`,
//! by clap_complete) and the manual page (`sg man`, roff by clap_mangen).
//!
//! ```text
//! $ sg completions bash > ~/.local/share/bash-completion/completions/sg
//! $ sg completions zsh > ~/.zfunc/_sg
//! $ sg completions fish > ~/.config/fish/completions/sg.fish
//! $ sg man > ~/.local/share/man/man1/sg.1 && man sg
//! ```

use std::io::Write;

use clap::{Command, ValueEnum};
use clap_complete::Shell as Generator;

/// The shells `sg completions` writes a script for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Shell {
    /// Bash (bash-completion).
    Bash,
    /// Zsh (a `_sg` function for `fpath`).
    Zsh,
    /// Fish.
    Fish,
    /// PowerShell (`Register-ArgumentCompleter`).
    Powershell,
}

impl Shell {
    fn generator(self) -> Generator {
        match self {
            Shell::Bash => Generator::Bash,
            Shell::Zsh => Generator::Zsh,
            Shell::Fish => Generator::Fish,
            Shell::Powershell => Generator::PowerShell,
        }
    }
}

/// Writes the completion script of `command` for `shell` to `out`.
pub fn completions(shell: Shell, command: &mut Command, out: &mut dyn Write) {
    clap_complete::generate(shell.generator(), command, "sg", out);
}

/// Writes the manual page of `command` (section 1, roff) to `out`: the usage, every
/// option with its default, every subcommand, and the exit codes (the command's
/// `after_help`).
pub fn man(command: Command, out: &mut dyn Write) -> std::io::Result<()> {
    clap_mangen::Man::new(command).render(out)
}
