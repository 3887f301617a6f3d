//! Paper cutting (POJ 2311, Cutting Game): `cut WxH` (several sheets: `cut 2x3 4x5`); a move
//! cuts one sheet along a grid line into two sheets. In the problem's form the player who
//! produces a 1x1 wins; as its usual solution explains, nobody cuts off a 1-wide strip while anything
//! else is possible (the opponent would then cut the 1x1 off it), so the game is played in
//! normal form where a move may never leave a 1-wide sheet: every piece keeps both sides
//! >= 2, and a sheet with a side of 1 has no move.
//!
//! Theorem (Sprague–Grundy, Multi-SG: a cut replaces one sheet by the sum of two): the SG
//! value of a sheet is the mex of `SG(i, H) ^ SG(W - i, H)` and `SG(W, j) ^ SG(W, H - j)`
//! over the cuts, computed once into a table over `(w, h)` (symmetric, `SG(w, h) = SG(h, w)`)
//! for sides up to [`MAX_SIDE`], the bound of POJ 2311 (2 <= W, H <= 200).

use std::sync::Arc;

use crate::context::{Context, PairTable};
use crate::games::{charge_options, grid, Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The largest side accepted (POJ 2311's bound); larger sheets are `Invalid::TooBig`.
pub const MAX_SIDE: u64 = 200;

/// The cache key of the SG table (its side is one more than the sheets' largest side).
const TABLE_KEY: &str = "cut";

/// One sheet of `width` x `height` squares, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cut {
    /// Width, 1..=MAX_SIDE.
    pub width: u64,
    /// Height, 1..=MAX_SIDE.
    pub height: u64,
}

/// The SG values of all sheets with sides up to `side`, at `w * (side + 1) + h`; charges one
/// unit per sheet and per cut examined.
pub fn sg_table(side: u64, budget: &mut Budget) -> Result<Vec<u64>, LimitError> {
    let side = side.min(MAX_SIDE) as usize;
    let stride = side + 1;
    let mut values = vec![0u64; stride * stride];
    let mut seen = Vec::new();
    for w in 2..=side {
        for h in w..=side {
            let cuts = (w / 2).saturating_sub(1) + (h / 2).saturating_sub(1);
            budget.charge(1 + cuts as u64)?;
            seen.clear();
            seen.resize(cuts + 2, false);
            let mut mark = |value: u64| {
                if let Some(slot) = seen.get_mut(value as usize) {
                    *slot = true;
                }
            };
            for i in 2..=w / 2 {
                mark(values[i * stride + h] ^ values[(w - i) * stride + h]);
            }
            for j in 2..=h / 2 {
                mark(values[w * stride + j] ^ values[w * stride + h - j]);
            }
            let value = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
            values[w * stride + h] = value;
            values[h * stride + w] = value;
        }
    }
    Ok(values)
}

impl Play for Cut {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("cut");
    }

    fn write_args(&self, out: &mut String) {
        self.write_pair(self.width, self.height, out);
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.width, self.height]
    }

    fn pair(&self) -> Option<(u64, u64)> {
        Some((self.width, self.height))
    }

    /// A sheet's sides are 1 to [`MAX_SIDE`], as its parser checks.
    fn with_pair(&self, width: u64, height: u64) -> Option<Self> {
        let side = 1..=MAX_SIDE;
        (side.contains(&width) && side.contains(&height)).then_some(Cut { width, height })
    }

    fn write_pair(&self, width: u64, height: u64, out: &mut String) {
        out.push_str(&format!("{width}x{height}"));
    }

    /// The grid from the table of sheets ([`sg_table`]): sheets with a side of 0 or more
    /// than [`MAX_SIDE`] are not positions.
    fn grid_by_theorem(
        &self,
        side: u64,
        budget: &mut Budget,
    ) -> Result<Option<Vec<u16>>, LimitError> {
        // The table of sheets first (its work is its own), then the grid within what is left.
        let largest = side.saturating_sub(1).min(MAX_SIDE);
        let table = sg_table(largest, budget)?;
        let side = grid::narrow_fits(side, budget)?;
        let stride = largest as usize + 1;
        let mut values = vec![grid::HOLE; side * side];
        let mut charge = grid::RowCharge::default();
        for (a, row) in values.chunks_mut(side.max(1)).enumerate() {
            for (b, cell) in row.iter_mut().enumerate() {
                if (1..stride).contains(&a) && (1..stride).contains(&b) {
                    let value = table.get(a * stride + b).copied();
                    *cell = value
                        .and_then(|v| u16::try_from(v).ok())
                        .unwrap_or(grid::HOLE);
                }
            }
            charge.row(side, budget)?;
        }
        charge.finish(budget)?;
        Ok(Some(values))
    }

    /// The cuts giving distinct pairs of sheets (cutting at `i` or at `W - i` leaves the same).
    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let (w, h) = (self.width, self.height);
        if w < 2 || h < 2 {
            return Ok(vec![]);
        }
        let count = (w / 2).saturating_sub(1) + (h / 2).saturating_sub(1);
        charge_options(budget, u128::from(count))?;
        let sheet = |width, height| Atom::Cut(Cut { width, height });
        let vertical = (2..=w / 2).map(|i| vec![sheet(i, h), sheet(w - i, h)]);
        let horizontal = (2..=h / 2).map(|j| vec![sheet(w, j), sheet(w, h - j)]);
        Ok(vertical.chain(horizontal).collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        let (w, h) = (self.width, self.height);
        if w > MAX_SIDE || h > MAX_SIDE {
            return Ok(None);
        }
        let needed = w.max(h);
        let table = match context.tables.get::<PairTable>(TABLE_KEY) {
            Some(table) if table.side() > needed => table,
            _ => {
                let side = (needed.div_ceil(16) * 16).clamp(16, MAX_SIDE);
                let table = Arc::new(PairTable::square(sg_table(side, context.budget)?));
                context.tables.insert(TABLE_KEY.to_string(), table.clone());
                table
            }
        };
        Ok(table.value(w, h))
    }
}

/// Parses one sheet `WxH`.
fn sheet(row: &mut RowParser<'_>) -> Result<Cut, ParseError> {
    let token = row.word(Expected::SheetSize)?;
    let expected = || token.error(ParseErrorKind::Expected(Expected::SheetSize));
    let (width, height) = token.text.split_once('x').ok_or_else(expected)?;
    let number = |text: &str| {
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(expected());
        }
        crate::notation::parse_u64(text)
            .map_err(|_| token.error(ParseErrorKind::Invalid(Invalid::TooBig)))
    };
    let (width, height) = (number(width)?, number(height)?);
    if width == 0 || height == 0 {
        return Err(token.error(ParseErrorKind::Invalid(Invalid::BadSheet)));
    }
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(token.error(ParseErrorKind::Invalid(Invalid::TooBig)));
    }
    Ok(Cut { width, height })
}

/// Parses `WxH ...` after `cut`: one or more sheets, each side 1..=[`MAX_SIDE`].
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    row.items_to_end(|row| sheet(row).map(Atom::Cut))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{analyze_text, Outcome};
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    fn atom(width: u64, height: u64) -> Atom {
        Atom::Cut(Cut { width, height })
    }

    /// The usual memoised search of POJ 2311's solutions, for sides >= 2.
    fn poj_2311_dfs(w: usize, h: usize, memo: &mut Vec<Vec<Option<u64>>>) -> u64 {
        let (w, h) = (w.min(h), w.max(h));
        if let Some(value) = memo[w][h] {
            return value;
        }
        let mut set = std::collections::BTreeSet::new();
        for i in 2..=w.saturating_sub(2) {
            set.insert(poj_2311_dfs(i, h, memo) ^ poj_2311_dfs(w - i, h, memo));
        }
        for i in 2..=h.saturating_sub(2) {
            set.insert(poj_2311_dfs(w, i, memo) ^ poj_2311_dfs(w, h - i, memo));
        }
        let value = (0..).find(|v| !set.contains(v)).unwrap_or(0);
        memo[w][h] = Some(value);
        value
    }

    #[test]
    fn table_matches_brute_force_on_small_sheets() {
        let mut search = Search::new();
        for w in 1..=12 {
            for h in 1..=12 {
                let sheet = atom(w, h);
                search.check(&sheet, 8);
            }
        }
    }

    #[test]
    fn table_matches_the_poj_2311_search_up_to_60() {
        let mut memo = vec![vec![None; 61]; 61];
        let mut engine = Engine::new(&Limits::default());
        for w in 2..=60 {
            for h in 2..=60 {
                let expected = poj_2311_dfs(w, h, &mut memo);
                assert_eq!(engine.sg(&atom(w as u64, h as u64)), Ok(expected));
            }
        }
    }

    #[test]
    fn poj_2311_sample_and_largest_sheets() {
        // POJ 2311 sample: 2 2 -> LOSE, 3 2 -> LOSE, 4 2 -> WIN.
        for (text, outcome) in [
            ("cut 2x2", Outcome::P),
            ("cut 3x2", Outcome::P),
            ("cut 4x2", Outcome::N),
        ] {
            assert_eq!(
                analyze_text(text, &Limits::default()).unwrap().outcome,
                outcome
            );
        }
        let analysis = analyze_text("cut 200x200 + cut 199x2", &Limits::default()).unwrap();
        assert!(analysis.sg.is_some());
        let analysis = analyze_text("cut 4x2 4x2", &Limits::default()).unwrap();
        assert_eq!(analysis.outcome, Outcome::P);
        assert_eq!(analysis.game.to_string(), "cut 4x2 4x2");
    }
}
