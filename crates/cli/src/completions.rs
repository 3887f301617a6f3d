//! The conventions of a command-line tool, generated from `sglab`'s own clap definition so
//! that they never drift from it: shell completions (`sglab completions
//! bash|zsh|fish|powershell`, by clap_complete) and the manual page (`sglab man`, roff by
//! clap_mangen). A completion script completes the name it was asked under: `sglab
//! completions` writes `sglab`'s, `sg completions` (the short name, cargo feature
//! `short-name`) writes `sg`'s, and `--name` chooses either.
//!
//! ```text
//! $ sglab completions bash > ~/.local/share/bash-completion/completions/sglab
//! $ sglab completions bash --name sg > ~/.local/share/bash-completion/completions/sg
//! $ sglab completions zsh > ~/.zfunc/_sglab
//! $ sglab completions fish > ~/.config/fish/completions/sglab.fish
//! $ sglab man -o ~/.local/share/man/man1/sglab.1 && man sglab
//! ```

use std::io::Write;

use clap::{Command, ValueEnum};
use clap_complete::Shell as Generator;

/// The shells `sglab completions` writes a script for.
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

/// The names the program answers to: `sglab`, and `sg`, its optional short name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Name {
    /// `sglab`, the command.
    Sglab,
    /// `sg`, its short name (cargo feature `short-name`).
    Sg,
}

impl Name {
    /// The name as typed.
    pub fn as_str(self) -> &'static str {
        match self {
            Name::Sglab => "sglab",
            Name::Sg => "sg",
        }
    }

    /// The name this process was started under: `sg` when its file is called so, else
    /// `sglab`.
    pub fn invoked() -> Name {
        let program = std::env::args_os().next().unwrap_or_default();
        let stem = std::path::Path::new(&program)
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned());
        if stem.as_deref() == Some("sg") {
            Name::Sg
        } else {
            Name::Sglab
        }
    }
}

/// Writes the completion script of `command` for `shell`, completing `name`, to `out`.
pub fn completions(shell: Shell, command: &mut Command, name: Name, out: &mut dyn Write) {
    clap_complete::generate(shell.generator(), command, name.as_str(), out);
}

/// Writes the manual page of `command` (section 1, roff) to `out`: the usage, every
/// option with its default, every subcommand, and the exit codes (the command's
/// `after_help`).
pub fn man(command: Command, out: &mut dyn Write) -> std::io::Result<()> {
    clap_mangen::Man::new(command).render(out)
}
