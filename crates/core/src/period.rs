//! One-heap value tables with a proved period, shared by the heap games.
//!
//! A [`HeapTable`] holds the SG values of heaps `0..values.len()`; when a period is proved
//! (by the rule of the game's own module), the value of any u64 heap follows from it.

/// A proved eventual period: `g(n + period) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
}

/// SG values of heaps `0..values.len()` of one heap game, and its period when proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapTable {
    /// `values[n]` is the SG value of a heap of `n`.
    pub values: Vec<u64>,
    /// The proved period, if any.
    pub period: Option<Periodicity>,
}

impl HeapTable {
    /// The value of heap `n`, from the table or the period; `None` if neither covers it.
    ///
    /// ```
    /// use sglab_core::period::{HeapTable, Periodicity};
    /// let table = HeapTable { values: vec![0, 1, 2, 0, 1, 2], period: Some(Periodicity { preperiod: 0, period: 3 }) };
    /// assert_eq!(table.value(1_000_000_000_000), Some(1));
    /// ```
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(&value) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(value);
        }
        let Periodicity { preperiod, period } = self.period?;
        if period == 0 || n < preperiod {
            return None;
        }
        let folded = preperiod + (n - preperiod) % period;
        self.values.get(usize::try_from(folded).ok()?).copied()
    }
}

/// Why a period holds, or how far the search for one got: a message key with its
/// parameters, written in either language by [`Certificate::render`] (English by
/// `Display`, the text of `sg period`).
///
/// ```
/// use sglab_core::i18n::Lang;
/// use sglab_core::period::Certificate;
/// let note = Certificate::new("period.bash").param("period", 4);
/// assert_eq!(note.to_string(), "Bash theorem: g(n) = n mod 4 for every n (Winning Ways ch. 4)");
/// assert!(note.render(Lang::Zh).starts_with("巴什博弈定理"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The message key, e.g. `period.guy_smith`.
    pub key: &'static str,
    /// The parameters of the message.
    pub params: Vec<(&'static str, CertificateParam)>,
}

/// One parameter of a [`Certificate`]: text as it is, or a message rendered in the
/// certificate's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertificateParam {
    /// Numbers and notation, the same in every language.
    Text(String),
    /// Another message of the table (e.g. `period.largest_asked`).
    Message(&'static str),
    /// The limit that stopped a table.
    Limit(crate::limits::LimitError),
}

impl Certificate {
    /// The certificate of message `key`, without parameters yet.
    pub fn new(key: &'static str) -> Certificate {
        Certificate {
            key,
            params: Vec::new(),
        }
    }

    /// Adds parameter `name` as text.
    pub fn param(mut self, name: &'static str, value: impl ToString) -> Certificate {
        self.params
            .push((name, CertificateParam::Text(value.to_string())));
        self
    }

    /// Adds parameter `name` as the message `key`, rendered in the certificate's language.
    pub fn message(mut self, name: &'static str, key: &'static str) -> Certificate {
        self.params.push((name, CertificateParam::Message(key)));
        self
    }

    /// Adds parameter `name` as the message of `error`.
    pub fn limit(mut self, name: &'static str, error: crate::limits::LimitError) -> Certificate {
        self.params.push((name, CertificateParam::Limit(error)));
        self
    }

    /// The certificate in `lang`.
    pub fn render(&self, lang: crate::i18n::Lang) -> String {
        let values: Vec<(&str, String)> = self
            .params
            .iter()
            .map(|(name, value)| {
                let text = match value {
                    CertificateParam::Text(text) => text.clone(),
                    CertificateParam::Message(key) => crate::i18n::format(lang, key, &[]),
                    CertificateParam::Limit(error) => error.render(lang),
                };
                (*name, text)
            })
            .collect();
        let borrowed: Vec<(&str, &str)> = values.iter().map(|(n, v)| (*n, v.as_str())).collect();
        crate::i18n::format(lang, self.key, &borrowed)
    }
}

impl std::fmt::Display for Certificate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(crate::i18n::Lang::En))
    }
}
