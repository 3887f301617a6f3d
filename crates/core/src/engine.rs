//! The generic Sprague–Grundy engine: SG values by mex over the options, memoised and
//! iterative (an explicit stack, so a deep game cannot overflow the call stack, in wasm
//! either), bounded by a [`Budget`].
//!
//! Theorem: Sprague–Grundy (Sprague 1935, Grundy 1939): a position's value is the mex of
//! its options' values, and a sum's value is the xor of its parts' values.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::games::octal::SplitTable;
use crate::games::{Atom, MoveList};
use crate::limits::{Budget, LimitError, Limits};
use crate::period::HeapTable;

/// Computes SG values of atoms, remembering every value it finds.
///
/// ```
/// use sglab_core::{engine::Engine, games::{Atom, nim::Nim}, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// assert_eq!(engine.sg(&Atom::Nim(Nim { heap: 5 })).unwrap(), 5);
/// ```
#[derive(Debug)]
pub struct Engine {
    memo: HashMap<Atom, u64>,
    /// The work left to this engine's request.
    pub budget: Budget,
    use_theorems: bool,
    /// Tables of one-heap values shared by all atoms of a heap game, keyed by row head.
    tables: HashMap<String, Arc<HeapTable>>,
    /// Compact growing tables of the splitting games (octal codes, Grundy's game).
    split_tables: HashMap<String, Arc<SplitTable>>,
}

struct Frame {
    atom: Atom,
    options: Vec<Vec<Atom>>,
    next: usize,
    values: Vec<u64>,
}

impl Engine {
    /// An engine that uses every theorem it knows, within `limits`.
    pub fn new(limits: &Limits) -> Self {
        Self::with_budget(Budget::new(limits.max_work).with_max_held_bytes(limits.max_memory))
    }

    /// An engine that uses every theorem it knows, charging `budget`.
    pub fn with_budget(budget: Budget) -> Self {
        Engine {
            memo: HashMap::new(),
            budget,
            use_theorems: true,
            tables: HashMap::new(),
            split_tables: HashMap::new(),
        }
    }

    /// An engine that ignores every theorem and searches every option: the reference that
    /// the closed forms are tested against.
    pub fn brute_force(limits: &Limits) -> Self {
        Engine {
            use_theorems: false,
            ..Self::new(limits)
        }
    }

    /// The cached one-heap table of the heap game with row head `key`, if built.
    pub fn table(&self, key: &str) -> Option<Arc<HeapTable>> {
        self.tables.get(key).cloned()
    }

    /// Caches a one-heap table under the row head `key` for later atoms of the same game.
    pub fn store_table(&mut self, key: String, table: Arc<HeapTable>) {
        self.tables.insert(key, table);
    }

    /// The cached table of the splitting game with row head `key`, if built.
    pub fn split_table(&self, key: &str) -> Option<Arc<SplitTable>> {
        self.split_tables.get(key).cloned()
    }

    /// Removes the cached table of `key` (to grow it in place) and returns it.
    pub fn take_split_table(&mut self, key: &str) -> Option<Arc<SplitTable>> {
        self.split_tables.remove(key)
    }

    /// Caches the table of the splitting game with row head `key`.
    pub fn store_split_table(&mut self, key: String, table: Arc<SplitTable>) {
        self.split_tables.insert(key, table);
    }

    /// Whether this engine applies theorems (false for [`Engine::brute_force`]).
    pub fn uses_theorems(&self) -> bool {
        self.use_theorems
    }

    /// The SG value of one atom.
    pub fn sg(&mut self, atom: &Atom) -> Result<u64, LimitError> {
        match self.known(atom)? {
            Some(value) => Ok(value),
            None => self.search(atom),
        }
    }

    /// The SG value of a sum: the xor of its parts' values.
    pub fn sg_of_sum(&mut self, atoms: &[Atom]) -> Result<u64, LimitError> {
        let mut total = 0;
        for atom in atoms {
            total ^= self.sg(atom)?;
        }
        Ok(total)
    }

    /// Every option of `atom` whose SG value is `target`, at most `max` of them listed.
    pub fn moves_to_value(
        &mut self,
        atom: &Atom,
        target: u64,
        max: usize,
    ) -> Result<MoveList, LimitError> {
        if self.use_theorems {
            if let Some(found) = atom.moves_to_value_by_theorem(target, max, self) {
                // A theorem may list more than asked (Nim's one move when none is): the
                // list is cut here, the count kept.
                return found.map(|mut found| {
                    found.options.truncate(max);
                    found
                });
            }
        }
        let mut found = MoveList::default();
        let mut count: u128 = 0;
        for option in atom.options(&mut self.budget)? {
            if self.sg_of_sum(&option)? == target {
                count += 1;
                if found.options.len() < max {
                    found.options.push(option);
                }
            }
        }
        found.total = Some(count);
        Ok(found)
    }

    /// The value if memoised or given by a theorem; `None` when a search is needed.
    fn known(&mut self, atom: &Atom) -> Result<Option<u64>, LimitError> {
        if let Some(&value) = self.memo.get(atom) {
            return Ok(Some(value));
        }
        if self.use_theorems {
            if let Some(value) = atom.sg_by_theorem(self) {
                let value = value?;
                self.memo.insert(atom.clone(), value);
                return Ok(Some(value));
            }
        }
        Ok(None)
    }

    fn frame(&mut self, atom: Atom) -> Result<Frame, LimitError> {
        self.budget.charge(1)?;
        let options = atom.options(&mut self.budget)?;
        charge_held(&mut self.budget, &options)?;
        Ok(Frame {
            atom,
            values: Vec::with_capacity(options.len()),
            options,
            next: 0,
        })
    }

    fn search(&mut self, root: &Atom) -> Result<u64, LimitError> {
        let mut on_stack: HashSet<Atom> = HashSet::new();
        on_stack.insert(root.clone());
        let mut stack = vec![self.frame(root.clone())?];
        let mut value = 0;
        while let Some(top) = stack.last_mut() {
            let mut pending = None;
            {
                while top.next < top.options.len() {
                    let mut total = 0;
                    for part in &top.options[top.next] {
                        let known = match self.memo.get(part) {
                            Some(&value) => Some(value),
                            None if self.use_theorems => match part.sg_by_theorem(self) {
                                Some(value) => {
                                    let value = value?;
                                    self.memo.insert(part.clone(), value);
                                    Some(value)
                                }
                                None => None,
                            },
                            None => None,
                        };
                        match known {
                            Some(value) => total ^= value,
                            None => {
                                pending = Some(part.clone());
                                break;
                            }
                        }
                    }
                    if pending.is_some() {
                        break;
                    }
                    top.values.push(total);
                    top.next += 1;
                }
            }
            if let Some(part) = pending {
                if !on_stack.insert(part.clone()) {
                    return Err(LimitError::Loopy {
                        position: part.to_string(),
                    });
                }
                let frame = self.frame(part)?;
                stack.push(frame);
                continue;
            }
            let Some(done) = stack.pop() else { break };
            release_held(&mut self.budget, &done.options);
            hold_position(&mut self.budget, std::slice::from_ref(&done.atom))?;
            value = mex(done.values);
            on_stack.remove(&done.atom);
            self.memo.insert(done.atom, value);
        }
        // The root's frame is the last one popped, so `value` is the root's.
        Ok(value)
    }
}

/// Charges one unit per atom that a search keeps in memory while it works below a
/// position (its option lists), and their bytes to the memory limit, so that the budget
/// bounds memory as well as time: a split into two heaps holds twice the atoms of a plain
/// move.
pub(crate) fn charge_held(budget: &mut Budget, options: &[Vec<Atom>]) -> Result<(), LimitError> {
    let held = u64::try_from(options.iter().map(Vec::len).sum::<usize>()).unwrap_or(u64::MAX);
    budget.charge(held)?;
    budget.hold(atom_bytes(held))
}

/// Gives back the memory of `options` charged by [`charge_held`], when a search is done
/// with them.
pub(crate) fn release_held(budget: &mut Budget, options: &[Vec<Atom>]) {
    let held = u64::try_from(options.iter().map(Vec::len).sum::<usize>()).unwrap_or(u64::MAX);
    budget.release(atom_bytes(held));
}

/// Counts the memory of a position a search keeps in its memo.
pub(crate) fn hold_position(budget: &mut Budget, position: &[Atom]) -> Result<(), LimitError> {
    budget.hold(atom_bytes(position.len() as u64))
}

/// The bytes `count` atoms take in a search: the atoms, and about as much again for their
/// lists and the hash maps that hold them (measured: 4 million atoms of `every: grundy
/// 9999` peaked at 140 MB).
fn atom_bytes(count: u64) -> u64 {
    count.saturating_mul(2 * std::mem::size_of::<Atom>() as u64)
}

/// Scratch space for the mex of one position after another, as the heap games' table
/// builders need: marks carry the number of the current position, so starting the next
/// position clears nothing.
///
/// ```
/// let mut scratch = sglab_core::engine::MexScratch::default();
/// scratch.start(3);
/// for value in [0, 1, 3] {
///     scratch.mark(value);
/// }
/// assert_eq!(scratch.mex(), 2);
/// scratch.start(3);
/// assert_eq!(scratch.mex(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexScratch {
    // Invariant: seen[v] == position exactly when v was marked since the last `start`.
    seen: Vec<u64>,
    position: u64,
}

impl MexScratch {
    /// Starts a position with at most `n_options` options, whose mex is then at most
    /// `n_options`: values above that are ignored by [`MexScratch::mark`].
    pub fn start(&mut self, n_options: usize) {
        self.position += 1;
        let size = n_options.saturating_add(1);
        if self.seen.len() < size {
            self.seen.resize(size, 0);
        }
    }

    /// Records that some option has SG value `value`.
    pub fn mark(&mut self, value: u64) {
        if let Some(slot) = usize::try_from(value)
            .ok()
            .and_then(|v| self.seen.get_mut(v))
        {
            *slot = self.position;
        }
    }

    /// The least value not marked since [`MexScratch::start`].
    pub fn mex(&self) -> u64 {
        let unmarked = self.seen.iter().position(|&at| at != self.position);
        u64::try_from(unmarked.unwrap_or(self.seen.len())).unwrap_or(u64::MAX)
    }
}

/// The minimum excludant: the least natural number not in `values`.
///
/// ```
/// assert_eq!(sglab_core::engine::mex(vec![0, 1, 3]), 2);
/// ```
pub fn mex(mut values: Vec<u64>) -> u64 {
    values.sort_unstable();
    values.dedup();
    let mut candidate = 0;
    for value in values {
        if value == candidate {
            candidate += 1;
        } else if value > candidate {
            break;
        }
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_empty_is_zero() {
        assert_eq!(mex(vec![]), 0);
        assert_eq!(mex(vec![1, 2]), 0);
        assert_eq!(mex(vec![2, 0, 1, 1]), 3);
    }
}
