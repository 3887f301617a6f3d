//! Texts given at run time: where the message tables are not compiled in (the light wasm
//! module, built without the feature `texts`), the page hands over each language's table
//! (`pkg/messages.LANG.json`, written from the full module's tables by `cargo xtask build`)
//! and the wasm module's session keeps it in an [`Installed`], whose [`Installed::texts`]
//! every text of that session is formatted from. One source of truth still: the tables of
//! this crate, written out once per build.

use std::sync::{Arc, Mutex};

use super::Lang;

/// How many bytes of keys asked for and not found [`Installed`] remembers until taken.
const MAX_MISSED_BYTES: usize = 4096;

/// The texts installed so far, per language `(key, text)` sorted by key. Owned by whoever
/// installs them (the light wasm module's `Session`): two owners share nothing.
///
/// The page installs each language's texts in tiers (`messages.LANG.json`, what first
/// views say, then the rest): a text asked for and not installed is remembered
/// ([`Installed::take_missed`]), so that the worker installs the next tier and asks again.
#[derive(Clone, Debug, Default)]
pub struct Installed {
    tables: [Vec<(String, String)>; 2],
    /// Keys asked for and not found since the last [`Installed::take_missed`], each once,
    /// joined by U+0000, at most [`MAX_MISSED_BYTES`]; shared by the copies a call holds (an
    /// install during a call copies).
    missed: Arc<Mutex<String>>,
}

impl PartialEq for Installed {
    fn eq(&self, other: &Self) -> bool {
        self.tables == other.tables
    }
}

impl Eq for Installed {}

fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Zh => 1,
    }
}

impl Installed {
    /// Installs texts of `lang`, `(key, text)` pairs: those whose key `lang` has no text for
    /// yet (a key's text never changes once installed); how many were new. A key is stored
    /// once, so the memory held is at most one table's worth per language, however often
    /// this is called.
    pub fn install(
        &mut self,
        lang: Lang,
        texts: impl IntoIterator<Item = (String, String)>,
    ) -> usize {
        let table = &mut self.tables[slot(lang)];
        let known = table.len();
        let mut fresh: Vec<(String, String)> = texts
            .into_iter()
            .filter(|(key, _)| {
                table
                    .binary_search_by(|(k, _)| k.as_str().cmp(key))
                    .is_err()
            })
            .collect();
        fresh.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        fresh.dedup_by(|a, b| a.0 == b.0);
        table.extend(fresh);
        table.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        table.len() - known
    }

    /// Whether `lang` has its texts.
    pub fn has(&self, lang: Lang) -> bool {
        !self.tables[slot(lang)].is_empty()
    }

    /// The text of `key` in `lang`, or, while only the other language is installed, in that
    /// one (an error's message in both languages, asked for before the second table arrived).
    pub fn text(&self, lang: Lang, key: &str) -> Option<&str> {
        let find = |lang: Lang| {
            let table = &self.tables[slot(lang)];
            table
                .binary_search_by(|(k, _)| k.as_str().cmp(key))
                .ok()
                .map(|at| table[at].1.as_str())
        };
        let other = match lang {
            Lang::En => Lang::Zh,
            Lang::Zh => Lang::En,
        };
        let found = find(lang).or_else(|| if self.has(lang) { None } else { find(other) });
        if found.is_none() {
            self.remember_missed(key);
        }
        found
    }

    /// Remembers that `key` was asked for and not found (once, within [`MAX_MISSED_BYTES`]).
    fn remember_missed(&self, key: &str) {
        let Ok(mut missed) = self.missed.lock() else {
            return;
        };
        if missed.len() + key.len() >= MAX_MISSED_BYTES || missed.split('\0').any(|k| k == key) {
            return;
        }
        if !missed.is_empty() {
            missed.push('\0');
        }
        missed.push_str(key);
    }

    /// The keys asked for and not found since the last call, joined by U+0000 (at most
    /// 4 KiB of them), forgotten here.
    pub fn take_missed(&self) -> String {
        self.missed
            .lock()
            .map(|mut missed| std::mem::take(&mut *missed))
            .unwrap_or_default()
    }

    /// Every installed `(key, text)` of `lang`, sorted by key.
    pub fn all(&self, lang: Lang) -> impl Iterator<Item = (&str, &str)> {
        self.tables[slot(lang)]
            .iter()
            .map(|(key, text)| (key.as_str(), text.as_str()))
    }

    /// These texts, as formatting reads them.
    #[cfg(not(feature = "texts"))]
    pub fn texts(&self) -> super::Texts<'_> {
        super::Texts { installed: self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(suffix: &str) -> Vec<(String, String)> {
        vec![
            ("test.installed.b".to_string(), format!("B {suffix}")),
            ("test.installed.a".to_string(), format!("A {suffix}")),
        ]
    }

    #[test]
    fn installed_texts_are_found_once_per_language_and_stand_in_for_the_other() {
        let mut installed = Installed::default();
        assert_eq!(installed.text(Lang::Zh, "test.installed.a"), None);
        assert_eq!(installed.install(Lang::Zh, table("zh")), 2);
        assert_eq!(installed.text(Lang::Zh, "test.installed.a"), Some("A zh"));
        assert_eq!(installed.text(Lang::Zh, "test.installed.b"), Some("B zh"));
        assert_eq!(installed.text(Lang::Zh, "test.installed.c"), None);
        assert_eq!(
            installed.take_missed(),
            "test.installed.a\0test.installed.c"
        );
        assert!(installed.take_missed().is_empty());
        // English not installed yet: the Chinese text stands in.
        assert_eq!(installed.text(Lang::En, "test.installed.a"), Some("A zh"));
        // Known keys keep their texts; new ones are added.
        let more = vec![
            ("test.installed.a".to_string(), "again".to_string()),
            ("test.installed.c".to_string(), "C zh".to_string()),
        ];
        assert_eq!(installed.install(Lang::Zh, more), 1);
        assert_eq!(installed.text(Lang::Zh, "test.installed.a"), Some("A zh"));
        assert_eq!(installed.text(Lang::Zh, "test.installed.c"), Some("C zh"));
        assert_eq!(installed.install(Lang::En, table("en")), 2);
        assert_eq!(installed.text(Lang::En, "test.installed.b"), Some("B en"));
        // English installed: a key it lacks is not taken from Chinese.
        assert_eq!(installed.text(Lang::En, "test.installed.c"), None);
        let keys: Vec<&str> = installed.all(Lang::En).map(|(key, _)| key).collect();
        assert_eq!(keys, ["test.installed.a", "test.installed.b"]);
        assert_eq!(installed.all(Lang::Zh).count(), 3);
    }

    #[test]
    fn two_owners_share_no_text() {
        let mut one = Installed::default();
        let other = Installed::default();
        one.install(Lang::En, table("en"));
        assert_eq!(one.text(Lang::En, "test.installed.a"), Some("A en"));
        assert_eq!(other.text(Lang::En, "test.installed.a"), None);
        assert!(!other.has(Lang::En) && !other.has(Lang::Zh));
    }
}
