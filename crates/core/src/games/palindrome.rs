//! Cutting words at palindrome centres (Codeforces 305E "Playing with String"):
//! `palindrome WORD...`, each word one atom. A move picks a letter `c_i` with
//! `1 < i < |s|` and `c_{i-1} = c_{i+1}` (the centre of an odd palindrome of length at
//! least 3) and cuts the word into three: `c_1..c_{i-1}`, the letter `c_i` alone, and
//! `c_{i+1}..c_{|s|}`. The player who cannot move loses.
//!
//! Words are lower-case `a` to `z`, at most [`MAX_WORD_LEN`] letters. A move leaves the
//! pieces of three letters or more; shorter pieces (the cut letter among them) can never
//! move again, so they are dropped: they change no outcome under any rule.
//!
//! Theorem (CF 305E editorial; Multi-SG, a common contest tutorial): call position `i` cuttable when
//! `c_{i-1} = c_{i+1}`. Cutting at `i` leaves every other position's neighbours alone,
//! except that `i - 1` and `i + 1` become word ends. So only the maximal runs of
//! consecutive cuttable positions matter, and a run of `L` is a heap where a move at its
//! `j`-th place removes that place and its neighbours in the run:
//! `g(L) = mex over j of g(max(j - 2, 0)) xor g(max(L - j - 1, 0))`. That is the octal
//! game 0.137, Dawson's chess, whose values are OEIS A002187, periodic with period 34
//! from `L = 52` on (Winning Ways, vol. 1, pp. 89 and 102), read from the octal module's
//! table of 0.137, whose period the Guy–Smith periodicity theorem proves.

use std::sync::Arc;

use crate::context::Context;
use crate::games::octal::{heap_value, OctalCode};
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The longest word a `palindrome` row accepts.
pub const MAX_WORD_LEN: usize = 5000;

/// The value of a run of `len` consecutive cuttable positions: Dawson's chess (octal
/// 0.137) of a heap of `len`, from the octal module's proved table.
fn run_value(len: usize, context: &mut Context<'_>) -> Result<u64, LimitError> {
    heap_value(
        &OctalCode::dawsons_chess(),
        "octal 0.137",
        len as u64,
        context,
    )
}

/// A word of the game.
///
/// ```
/// // "abacaba" has three separate centres (b, c, b): 1 xor 1 xor 1 = 1, a first-player win.
/// let game = sglab_core::parse("palindrome abacaba abcde").unwrap();
/// assert_eq!(game.to_string(), "palindrome abacaba abcde");
/// let analysis = sglab_core::analyze(&game, &sglab_core::Limits::default()).unwrap();
/// assert_eq!(analysis.sg, Some(1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Palindrome {
    // Invariant: only the letters a to z, at most MAX_WORD_LEN of them.
    word: Arc<str>,
}

impl Palindrome {
    /// The word.
    pub fn word(&self) -> &str {
        &self.word
    }

    /// The cuttable positions (0-based), in increasing order.
    fn cuttable(&self) -> impl Iterator<Item = usize> + '_ {
        let bytes = self.word.as_bytes();
        bytes
            .windows(3)
            .enumerate()
            .filter(|(_, window)| window[0] == window[2])
            .map(|(left, _)| left + 1)
    }

    /// The maximal runs of consecutive cuttable positions, as (first position, length).
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for position in self.cuttable() {
            match runs.last_mut() {
                Some((start, len)) if *start + *len == position => *len += 1,
                _ => runs.push((position, 1)),
            }
        }
        runs
    }

    /// The pieces of three letters or more left by cutting at `position`.
    fn cut_at(&self, position: usize) -> Vec<Atom> {
        let pieces = [self.word.get(..position), self.word.get(position + 1..)];
        pieces
            .into_iter()
            .flatten()
            .filter(|piece| piece.len() >= 3)
            .map(|piece| Atom::Palindrome(Palindrome { word: piece.into() }))
            .collect()
    }
}

impl Play for Palindrome {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("palindrome");
    }

    fn write_args(&self, out: &mut String) {
        out.push_str(&self.word);
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let count = self.cuttable().count() as u128;
        charge_options(budget, count * (1 + self.word.len() as u128 / 64))?;
        Ok(self
            .cuttable()
            .map(|position| self.cut_at(position))
            .collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        let mut total = 0;
        for (_, len) in self.runs() {
            total ^= run_value(len, context)?;
        }
        Ok(Some(total))
    }

    /// The cuts that leave value `target` (at most `max` listed, all counted): a cut at the
    /// `j`-th place (0-based) of a run of `L` replaces `g(L)` in the xor by
    /// `g(j - 1) xor g(L - j - 2)` (clipped at 0).
    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let runs = self.runs();
        let mut total_value = 0;
        for &(_, len) in &runs {
            total_value ^= run_value(len, context)?;
        }
        // Every cut with the value it leaves (at most MAX_WORD_LEN of them).
        let mut cuts = Vec::new();
        for &(start, len) in &runs {
            let without_run = total_value ^ run_value(len, context)?;
            for place in 0..len {
                let left = place.saturating_sub(1);
                let right = (len - place - 1).saturating_sub(1);
                let value = without_run ^ run_value(left, context)? ^ run_value(right, context)?;
                cuts.push((start + place, value));
            }
        }
        Ok(Some(MoveList::listing(
            max,
            cuts,
            |&(_, value)| value == target,
            |(at, _)| self.cut_at(at),
        )))
    }
}

/// Parses `WORD...` after `palindrome`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    row.items_to_end(|row| {
        let token = row.word(Expected::Word)?;
        if !token.text.bytes().all(|byte| byte.is_ascii_lowercase()) {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::BadWord)));
        }
        if token.text.len() > MAX_WORD_LEN {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::TooBig)));
        }
        Ok(Atom::Palindrome(Palindrome {
            word: token.text.into(),
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::mex;
    use crate::engine::Engine;
    use crate::testing::{texts, Search};
    use crate::Limits;

    fn word(text: &str) -> Atom {
        Atom::Palindrome(Palindrome { word: text.into() })
    }

    #[test]
    fn run_values_are_dawsons_chess() {
        // OEIS A002187, Sprague-Grundy values for Dawson's Chess (octal game .137).
        let published: [u64; 70] = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3,
            0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1,
        ];
        let mut engine = Engine::new(&Limits::default());
        for (len, &value) in published.iter().enumerate() {
            assert_eq!(
                run_value(len, &mut engine.context()),
                Ok(value),
                "run {len}"
            );
        }
        // The run rule by its own definition: a cut at place j of a run of L leaves runs
        // of max(j - 2, 0) and max(L - j - 1, 0).
        let mut table: Vec<u64> = vec![0];
        for len in 1..400 {
            let reached = (1..=len)
                .map(|place: usize| {
                    table[place.saturating_sub(2)] ^ table[(len - place).saturating_sub(1)]
                })
                .collect();
            table.push(mex(reached));
        }
        for (len, &value) in table.iter().enumerate() {
            assert_eq!(
                run_value(len, &mut engine.context()),
                Ok(value),
                "run {len}"
            );
        }
        // Period 34 from 52 on; 51 is the last exception (A002187: exceptions at 0, 14,
        // 16, 17, 31, 34, 51).
        for len in 52..5000 {
            assert_eq!(
                run_value(len + 34, &mut engine.context()),
                run_value(len, &mut engine.context())
            );
        }
        assert_ne!(
            run_value(51 + 34, &mut engine.context()),
            run_value(51, &mut engine.context())
        );
    }

    fn all_words(alphabet: &[u8], max_len: usize) -> Vec<String> {
        let mut words = vec![String::new()];
        let mut layer = vec![String::new()];
        for _ in 0..max_len {
            layer = layer
                .iter()
                .flat_map(|prefix| {
                    alphabet.iter().map(move |&letter| {
                        let mut word = prefix.clone();
                        word.push(letter as char);
                        word
                    })
                })
                .collect();
            words.extend(layer.iter().cloned());
        }
        words
    }

    fn check_words(words: &[String], max_target: u64) {
        let mut search = Search::within(&Limits {
            max_work: u64::MAX,
            ..Limits::default()
        });
        for text in words {
            let atom = word(text);
            search.check_cut_in_order(&atom, max_target);
        }
    }

    #[test]
    fn runs_theorem_matches_brute_force_on_every_word_over_ab_up_to_12() {
        let words = all_words(b"ab", 12);
        assert_eq!(words.len(), (1 << 13) - 1);
        check_words(&words, 4);
    }

    #[test]
    fn runs_theorem_matches_brute_force_on_every_word_over_abc_up_to_7() {
        check_words(&all_words(b"abc", 7), 4);
    }

    #[test]
    fn codeforces_305e_samples() {
        // CF 305E sample 1: "abacaba" -> First, and the least winning cut is at 2 (1-based),
        // which leaves "a", "b" and "acaba".
        let analysis = crate::analyze(
            &crate::parse("palindrome abacaba").unwrap(),
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::N);
        let moves = texts(&analysis.winning_moves);
        assert_eq!(
            moves,
            ["palindrome acaba", "palindrome aba aba", "palindrome abaca"]
        );
        // CF 305E sample 2: "abcde" -> Second.
        let analysis = crate::analyze(
            &crate::parse("palindrome abcde").unwrap(),
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::P);
    }

    #[test]
    fn longest_words_answer_by_theorem() {
        let mut engine = Engine::new(&Limits::default());
        let long = word(&"a".repeat(MAX_WORD_LEN));
        // One run of 4998 cuttable positions.
        let expected = run_value(MAX_WORD_LEN - 2, &mut engine.context());
        assert_eq!(engine.sg(&long), expected);
        for target in 0..=9 {
            let moves = engine.moves_to_value(&long, target, 2).unwrap();
            let total = moves.total.unwrap();
            assert!(total <= (MAX_WORD_LEN - 2) as u128);
            assert_eq!(moves.options.len() as u128, total.min(2));
        }
        assert!(matches!(
            long.options(&mut Budget::new(10_000)),
            Err(LimitError::TooLarge { .. })
        ));
    }

    #[test]
    fn words_longer_than_the_limit_are_too_big() {
        let too_long = format!("palindrome {}", "b".repeat(MAX_WORD_LEN + 1));
        let error = crate::parse(&too_long).unwrap_err();
        assert_eq!(
            (error.column, error.kind),
            (12, ParseErrorKind::Invalid(Invalid::TooBig))
        );
    }
}
