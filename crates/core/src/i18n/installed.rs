//! Texts given at run time: where the message tables are not compiled in (the light wasm
//! module, built without the feature `texts`), the page hands over each language's table
//! (`pkg/messages.LANG.json`, written from the full module's tables by `cargo xtask build`)
//! and [`super::format`] reads it here. One source of truth still: the tables of this
//! crate, written out once per build.

use std::sync::Mutex;

use super::Lang;

/// Per language (`Lang::En`, `Lang::Zh`), `(key, text)` sorted by key.
type Store = [Vec<(&'static str, &'static str)>; 2];

static INSTALLED: Mutex<Store> = Mutex::new([Vec::new(), Vec::new()]);

fn slot(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Zh => 1,
    }
}

/// Installs texts of `lang`, `(key, text)` pairs: those whose key `lang` has no text for
/// yet (a key's text never changes once installed); how many were new. The texts live as
/// long as the program; a key is stored once, so the memory held is at most one table's
/// worth per language, however often this is called.
pub fn install(lang: Lang, texts: impl IntoIterator<Item = (String, String)>) -> usize {
    let Ok(mut store) = INSTALLED.lock() else {
        return 0;
    };
    let table = &mut store[slot(lang)];
    let known = table.len();
    let mut fresh: Vec<(String, String)> = texts
        .into_iter()
        .filter(|(key, _)| table.binary_search_by(|&(k, _)| k.cmp(key)).is_err())
        .collect();
    fresh.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    fresh.dedup_by(|a, b| a.0 == b.0);
    let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
    table.extend(fresh.into_iter().map(|(key, text)| (leak(key), leak(text))));
    table.sort_unstable_by_key(|&(key, _)| key);
    table.len() - known
}

/// Whether `lang` has its texts.
pub fn has(lang: Lang) -> bool {
    INSTALLED
        .lock()
        .is_ok_and(|store| !store[slot(lang)].is_empty())
}

/// The text of `key` in `lang`, or, while only the other language is installed, in that one
/// (an error's message in both languages, asked for before the second table arrived).
pub fn text(lang: Lang, key: &str) -> Option<&'static str> {
    let store = INSTALLED.lock().ok()?;
    let find = |lang: Lang| {
        let table = &store[slot(lang)];
        table
            .binary_search_by(|&(k, _)| k.cmp(key))
            .ok()
            .map(|at| table[at].1)
    };
    let other = match lang {
        Lang::En => Lang::Zh,
        Lang::Zh => Lang::En,
    };
    find(lang).or_else(|| {
        if store[slot(lang)].is_empty() {
            find(other)
        } else {
            None
        }
    })
}

/// Every installed `(key, text)` of `lang`, sorted by key.
pub fn texts(lang: Lang) -> Vec<(&'static str, &'static str)> {
    INSTALLED
        .lock()
        .map(|store| store[slot(lang)].clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn installed_texts_are_found_once_per_language_and_stand_in_for_the_other() {
        // Keys of their own: this store is shared by every test of the process.
        let table = |suffix: &str| {
            vec![
                ("test.installed.b".to_string(), format!("B {suffix}")),
                ("test.installed.a".to_string(), format!("A {suffix}")),
            ]
        };
        if !has(Lang::Zh) {
            assert_eq!(text(Lang::Zh, "test.installed.a"), None);
        }
        assert_eq!(install(Lang::Zh, table("zh")), 2);
        assert_eq!(text(Lang::Zh, "test.installed.a"), Some("A zh"));
        assert_eq!(text(Lang::Zh, "test.installed.b"), Some("B zh"));
        assert_eq!(text(Lang::Zh, "test.installed.c"), None);
        // English not installed yet: the Chinese text stands in.
        assert_eq!(text(Lang::En, "test.installed.a"), Some("A zh"));
        // Known keys keep their texts; new ones are added.
        let more = vec![
            ("test.installed.a".to_string(), "again".to_string()),
            ("test.installed.c".to_string(), "C zh".to_string()),
        ];
        assert_eq!(install(Lang::Zh, more), 1);
        assert_eq!(text(Lang::Zh, "test.installed.a"), Some("A zh"));
        assert_eq!(text(Lang::Zh, "test.installed.c"), Some("C zh"));
        assert_eq!(install(Lang::En, table("en")), 2);
        assert_eq!(text(Lang::En, "test.installed.b"), Some("B en"));
        let keys: Vec<&str> = texts(Lang::En).iter().map(|&(key, _)| key).collect();
        assert_eq!(keys, ["test.installed.a", "test.installed.b"]);
        assert_eq!(texts(Lang::Zh).len(), 3);
    }
}
