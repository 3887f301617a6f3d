//! Lasker's Nim (拉斯克尼姆, Multi-SG): `lasker H...`; a move takes one or more tokens from
//! one heap, or splits a heap into two non-empty heaps.
//!
//! Theorem (Lasker's Nim; Winning Ways ch. 4, Conway *On Numbers and Games* ch. 11): a heap
//! of `n` has value `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`,
//! `g(0) = 0`. Writing `u = n - 1`, `g(n) = 1 + h(u)` where `h` flips bit 0 of `u` when bit 1
//! is set; the splits `a + b = n` with a given xor are therefore counted (and listed) by a
//! digit recursion over the bits of `a - 1`, for any u64 heap.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{ParseError, RowParser};

/// One heap of Lasker's Nim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lasker {
    /// Tokens in the heap.
    pub heap: u64,
}

/// The value of a Lasker's Nim heap by the closed form; `None` when it does not fit in
/// u64 (only for the heap `u64::MAX`, whose value is 2^64).
///
/// ```
/// use sglab_core::games::lasker::lasker_value;
/// assert_eq!((0..9).map(|n| lasker_value(n).unwrap()).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn lasker_value(heap: u64) -> Option<u64> {
    match heap % 4 {
        0 => Some(heap.saturating_sub(1)),
        3 => heap.checked_add(1),
        _ => Some(heap),
    }
}

impl Play for Lasker {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("lasker");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let n = self.heap;
        charge_options(budget, u128::from(n) + u128::from(n / 2))?;
        let mut options: Vec<Vec<Atom>> = (0..n)
            .map(|heap| vec![Atom::Lasker(Lasker { heap })])
            .collect();
        for a in 1..=n / 2 {
            options.push(vec![
                Atom::Lasker(Lasker { heap: a }),
                Atom::Lasker(Lasker { heap: n - a }),
            ]);
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        lasker_value(self.heap)
            .map(Some)
            .ok_or(LimitError::TooLarge {
                limit: context.budget.limit(),
            })
    }

    fn arithmetic_period(&self) -> Option<crate::period::ArithmeticPeriod> {
        // The theorem's four classes mod 4 from heap 1 on: g(n + 4) = g(n) + 4.
        Some(crate::period::ArithmeticPeriod {
            preperiod: 1,
            period: 4,
            saltus: 4,
            certificate: crate::period::Certificate::new("pattern.theorem.lasker"),
        })
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        lasker_moves(self.heap, target, max, context.budget).map(Some)
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Lasker { heap })
    }

    fn heap_values(
        &self,
        last: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        // The closed form; its value of u64::MAX (2^64) does not fit in u64.
        if lasker_value(last).is_none() {
            return Err(LimitError::TooLarge {
                limit: context.budget.limit(),
            });
        }
        Ok(Some(crate::period::HeapValues::formula(
            |n, _| lasker_value(n).unwrap_or(u64::MAX),
            |n, _| lasker_max(n),
            0,
            last,
        )))
    }
}

/// The largest value of the heaps `0..=n` (for `n < u64::MAX`): `g(4k+3) = 4k+4` is the
/// largest of its block of four, so the largest is `n + 1` when `n = 3 mod 4`, else `n`.
fn lasker_max(n: u64) -> u64 {
    if n % 4 == 3 {
        n.saturating_add(1)
    } else {
        n
    }
}

/// The winning moves of a Lasker heap: the one take (to `g^-1(target) = g(target)`, `g`
/// being an involution) and the splits found by [`SplitCounter`].
fn lasker_moves(
    heap: u64,
    target: u64,
    max: usize,
    budget: &mut Budget,
) -> Result<MoveList, LimitError> {
    // The one heap of value `target` (g is its own inverse), when it is below this one.
    let mut found = MoveList::listing(
        max,
        lasker_value(target),
        |&left| left < heap,
        |left| vec![Atom::Lasker(Lasker { heap: left })],
    );
    if heap >= 2 {
        budget.charge(1)?;
        let counter = SplitCounter::new(heap - 2, target);
        let splits = counter.count_ordered_halves();
        let room = u128::try_from(max.saturating_sub(found.options.len()))
            .unwrap_or(u128::MAX)
            .min(splits);
        charge_options(budget, room)?;
        found.add(max, splits, |_| {
            Ok::<_, LimitError>(
                counter
                    .list(room)
                    .into_iter()
                    .map(|a| {
                        vec![
                            Atom::Lasker(Lasker { heap: a }),
                            Atom::Lasker(Lasker { heap: heap - a }),
                        ]
                    })
                    .collect(),
            )
        })?;
    }
    Ok(found)
}

/// Counts `u + v = sum` (so `a = u+1`, `b = v+1`, `a + b = sum + 2`) with
/// `g(a) xor g(b) = target`, by a most-significant-bit-first recursion over the bits.
/// A state holds the carries that the lower bits must deliver to the current bit, for the
/// sum `u + v` and for the additions `h(u) + 1`, `h(v) + 1`, and (at bit 0) the bits 1 of
/// `u` and `v`, which `h` needs. Each `u` has exactly one path of states.
struct SplitCounter {
    sum: u64,
    target: u64,
    /// How many low bits carry information: bits above `sum | target` (plus one for the
    /// carry of `h(u) + 1`) are all 0.
    levels: usize,
    /// `counts[level * 32 + state]`: completions of the lowest `level` bits from `state`.
    counts: Vec<u128>,
}

const STATES: usize = 32;

impl SplitCounter {
    fn new(sum: u64, target: u64) -> Self {
        let significant = 64 - (sum | target).leading_zeros() as usize;
        let levels = (significant + 1).min(65);
        let mut counter = SplitCounter {
            sum,
            target,
            levels,
            counts: vec![0; (levels + 1) * STATES],
        };
        for state in 0..STATES {
            counter.counts[state] = 1;
        }
        for level in 1..=levels {
            // Bits 1 of u and v are only remembered below bit 1.
            let reachable = if level >= 2 { 8 } else { STATES };
            for state in 0..reachable {
                let mut total: u128 = 0;
                counter.each_transition(level, state, |_, next| {
                    total += counter.counts[(level - 1) * STATES + next];
                });
                counter.counts[level * STATES + state] = total;
            }
        }
        counter
    }

    /// Calls `visit(u_bit, next_state)` for every consistent choice at bit `level - 1`.
    fn each_transition(&self, level: usize, state: usize, mut visit: impl FnMut(u64, usize)) {
        let bit = level - 1;
        let sum_bit = if bit < 64 { (self.sum >> bit) & 1 } else { 0 };
        let target_bit = if bit < 64 {
            (self.target >> bit) & 1
        } else {
            0
        };
        let state = state as u64;
        let (carry_sum, carry_u, carry_v) = (state & 1, (state >> 1) & 1, (state >> 2) & 1);
        let (u1, v1) = ((state >> 3) & 1, (state >> 4) & 1);
        let top = if bit == 64 { 0 } else { 1 };
        for u in 0..=top {
            for v in 0..=top {
                for carries_in in 0..8u64 {
                    let (in_sum, in_u, in_v) =
                        (carries_in & 1, (carries_in >> 1) & 1, (carries_in >> 2) & 1);
                    if bit == 0 && (in_sum, in_u, in_v) != (0, 1, 1) {
                        continue;
                    }
                    let s = u + v + in_sum;
                    if s & 1 != sum_bit || s >> 1 != carry_sum {
                        continue;
                    }
                    let (hu, hv) = if bit == 0 { (u ^ u1, v ^ v1) } else { (u, v) };
                    if hu & in_u != carry_u || hv & in_v != carry_v {
                        continue;
                    }
                    if (hu ^ in_u) ^ (hv ^ in_v) != target_bit {
                        continue;
                    }
                    let (next_u1, next_v1) = if bit == 1 { (u, v) } else { (u1, v1) };
                    let next = carries_in | (next_u1 << 3) | (next_v1 << 4);
                    visit(u, next as usize);
                }
            }
        }
    }

    /// Solutions `u` in `0..=sum` (ordered pairs `(a, b)`).
    fn count_all(&self) -> u128 {
        self.counts[self.levels * STATES]
    }

    /// Solutions with `u <= v` (`a <= b`): the solutions are symmetric in `u`, `v`, and
    /// `u = v` is one when the sum is even and the target is 0.
    fn count_ordered_halves(&self) -> u128 {
        let diagonal = u128::from(self.sum.is_multiple_of(2) && self.target == 0);
        (self.count_all() + diagonal) / 2
    }

    /// The first `room` heaps `a` (`a <= b`) of the solutions, in increasing order.
    fn list(&self, room: u128) -> Vec<u64> {
        let mut out = Vec::new();
        if room > 0 {
            self.descend(self.levels, 1, 0, room, &mut out);
        }
        out
    }

    /// Depth-first over the bits of `u`, 0 before 1, keeping the set (a bit mask) of live
    /// states; returns false once enough are listed or `u` passed `sum / 2`.
    fn descend(
        &self,
        level: usize,
        states: u32,
        prefix: u64,
        room: u128,
        out: &mut Vec<u64>,
    ) -> bool {
        if level == 0 {
            if prefix > self.sum / 2 {
                return false;
            }
            out.push(prefix + 1);
            return (out.len() as u128) < room;
        }
        for u_bit in 0..2u64 {
            let mut next_states: u32 = 0;
            for state in 0..STATES {
                if states & (1 << state) == 0 {
                    continue;
                }
                self.each_transition(level, state, |u, next| {
                    if u == u_bit && self.counts[(level - 1) * STATES + next] > 0 {
                        next_states |= 1 << next;
                    }
                });
            }
            if next_states != 0 {
                let bit = level - 1;
                let prefix = if bit < 64 {
                    prefix | (u_bit << bit)
                } else {
                    prefix
                };
                if !self.descend(level - 1, next_states, prefix, room, out) {
                    return false;
                }
            }
        }
        true
    }
}

/// Parses `H1 H2 ...` after `lasker`.
pub fn parse_lasker(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    row.heaps(|heap| Atom::Lasker(Lasker { heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn the_stated_arithmetic_period_holds_on_brute_force_values() {
        let mut brute = Engine::brute_force(&Limits::default());
        let mut value = |heap| brute.sg(&Atom::Lasker(Lasker { heap })).unwrap();
        let law = Atom::Lasker(Lasker { heap: 0 })
            .arithmetic_period()
            .expect("a theorem");
        for n in law.preperiod..=36 {
            assert_eq!(value(n + law.period), value(n) + law.saltus, "heap {n}");
        }
    }
    #[test]
    fn closed_form_and_moves_match_brute_force() {
        let mut search = Search::new();
        for heap in 0..=40 {
            let atom = Atom::Lasker(Lasker { heap });
            search.check_cut_in_order(&atom, 64);
        }
    }

    #[test]
    fn split_counts_match_direct_counting_on_larger_heaps() {
        for heap in (900..1100u64).step_by(17).chain([4096, 4097, 4098, 4099]) {
            let mut histogram = std::collections::HashMap::new();
            let mut firsts: std::collections::HashMap<u64, Vec<u64>> = Default::default();
            for a in 1..=heap / 2 {
                let value = lasker_value(a).unwrap() ^ lasker_value(heap - a).unwrap();
                *histogram.entry(value).or_insert(0u128) += 1;
                let first = firsts.entry(value).or_default();
                if first.len() < 4 {
                    first.push(a);
                }
            }
            for target in (0..2 * heap + 8)
                .step_by(97)
                .chain(histogram.keys().copied())
            {
                let counter = SplitCounter::new(heap - 2, target);
                let expected = histogram.get(&target).copied().unwrap_or(0);
                assert_eq!(counter.count_ordered_halves(), expected, "{heap} {target}");
                let listed = counter.list(4);
                assert_eq!(listed, firsts.get(&target).cloned().unwrap_or_default());
            }
        }
    }

    #[test]
    fn huge_heaps_answer_by_theorem() {
        let mut engine = Engine::new(&Limits::default());
        let big = Atom::Lasker(Lasker { heap: 1 << 62 });
        assert_eq!(engine.sg(&big), Ok((1 << 62) - 1));
        assert!(matches!(
            engine.sg(&Atom::Lasker(Lasker { heap: u64::MAX })),
            Err(LimitError::TooLarge { .. })
        ));
        for heap in [u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_007] {
            let atom = Atom::Lasker(Lasker { heap });
            for target in [0, 1, 2, 3, 7, 1 << 40, u64::MAX, heap ^ 5] {
                let found = engine.moves_to_value(&atom, target, 8).unwrap();
                assert!(found.options.len() as u128 <= found.total.unwrap());
                for option in &found.options {
                    assert_eq!(engine.sg_of_sum(option), Ok(target), "{heap} {target}");
                }
            }
        }
        for target in 0..64 {
            let found = engine.moves_to_value(&big, target, 8).unwrap();
            let total = found.total.unwrap();
            assert_eq!(found.options.len() as u128, total.min(8));
        }
        // Splits of 2^62 into a + b with g(a) xor g(b) = 1: there are many.
        // A heap of 2^k - 1 splits into complementary a, b, and every split has value 2^k - 1.
        let odd = Atom::Lasker(Lasker {
            heap: (1 << 62) - 1,
        });
        let found = engine.moves_to_value(&odd, (1 << 62) - 1, 8).unwrap();
        assert_eq!(found.total, Some((1 << 61) - 1));
        let firsts: Vec<Vec<Atom>> = (1..=8)
            .map(|a| {
                vec![
                    Atom::Lasker(Lasker { heap: a }),
                    Atom::Lasker(Lasker {
                        heap: (1 << 62) - 1 - a,
                    }),
                ]
            })
            .collect();
        assert_eq!(found.options, firsts);
    }
}
