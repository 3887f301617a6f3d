//! The generic Sprague–Grundy engine: SG values by mex over the options, memoised and
//! iterative (an explicit stack, so a deep game cannot overflow the call stack, in wasm
//! either), bounded by a [`Budget`].
//!
//! Theorem: Sprague–Grundy (Sprague 1935, Grundy 1939): a position's value is the mex of
//! its options' values, and a sum's value is the xor of its parts' values.

use std::collections::{HashMap, HashSet};

use crate::context::{Context, Tables};
use crate::games::{Atom, MoveList};
use crate::limits::{Budget, LimitError, Limits};
pub use crate::mex::{mex, MexScratch};

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
    /// The tables the games' closed forms build, shared by every atom of the request.
    tables: Tables,
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
        Self::with_budget(
            Budget::new(limits.max_work)
                .with_max_held_bytes(limits.max_memory)
                .with_threads(limits.threads),
        )
    }

    /// An engine that uses every theorem it knows, charging `budget`.
    pub fn with_budget(budget: Budget) -> Self {
        Engine {
            memo: HashMap::new(),
            budget,
            use_theorems: true,
            tables: Tables::default(),
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

    /// Goes on with `budget` for the caller's next request, keeping the values and tables
    /// found so far: the memory they hold is counted against `budget` at once, so a kept
    /// engine never lets a caller hold more than its limit. Fails when it would (the caller
    /// then starts a fresh engine).
    ///
    /// ```
    /// use sglab_core::{engine::Engine, games::{Atom, grundy::Grundy}, limits::Budget, Limits};
    /// let heap = Atom::Grundy(Grundy { heap: 40 });
    /// let mut engine = Engine::brute_force(&Limits::default());
    /// let value = engine.sg(&heap).unwrap();
    /// assert!(engine.budget.used() > 0);
    /// engine.renew(Budget::new(1000)).unwrap();
    /// // Found in the previous request: the same value, and no work spent on it.
    /// assert_eq!(engine.sg(&heap).unwrap(), value);
    /// assert_eq!(engine.budget.used(), 0);
    /// ```
    pub fn renew(&mut self, budget: Budget) -> Result<(), LimitError> {
        let held = self.budget.held();
        self.budget = budget;
        self.budget.hold(held)
    }

    /// What the games' closed forms may use of this engine: its budget and its tables.
    pub fn context(&mut self) -> Context<'_> {
        Context {
            budget: &mut self.budget,
            tables: &mut self.tables,
        }
    }

    /// The tables the games' closed forms have built so far.
    pub fn tables(&self) -> &Tables {
        &self.tables
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
        if self.use_theorems
            && let Some(mut found) =
                atom.moves_to_value_by_theorem(target, max, &mut self.context())?
        {
            // Should a theorem list more than asked, the list is cut here, the count
            // kept.
            found.options.truncate(max);
            return Ok(found);
        }
        let options = atom.options(&mut self.budget)?;
        MoveList::try_listing(
            max,
            options
                .into_iter()
                .map(|option| Ok((self.sg_of_sum(&option)?, option))),
            |&(value, _)| value == target,
            |(_, option)| Ok(option),
        )
    }

    /// The value if memoised or given by a theorem; `None` when a search is needed.
    fn known(&mut self, atom: &Atom) -> Result<Option<u64>, LimitError> {
        if let Some(&value) = self.memo.get(atom) {
            return Ok(Some(value));
        }
        if self.use_theorems
            && let Some(value) = atom.sg_by_theorem(&mut self.context())?
        {
            self.memo.insert(atom.clone(), value);
            return Ok(Some(value));
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
                            None if self.use_theorems => {
                                let value = part.sg_by_theorem(&mut self.context())?;
                                if let Some(value) = value {
                                    self.memo.insert(part.clone(), value);
                                }
                                value
                            }
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
