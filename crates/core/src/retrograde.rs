//! Games that may never end (有环的游戏图), solved on an explicit directed graph: who wins
//! from each node by retrograde analysis (必胜 / 必败 / 平局), and the generalized
//! Sprague–Grundy function that tells who wins a sum of such games.
//!
//! Retrograde analysis (the "dead ends first" queue of every textbook, O(V + E)): a node
//! with no move is a loss for the player to move; a node with a move to a loss is a win; a
//! node all of whose moves lead to wins is a loss; what is never decided is a draw, since
//! neither player can force the end and each can avoid losing forever.
//!
//! The generalized SG function γ (C. A. B. Smith, "Graphs and composite games", J. Comb.
//! Theory 1 (1966) 51–81; A. S. Fraenkel and Y. Yesha, "The generalized Sprague–Grundy
//! function and its invariance under certain mappings", J. Comb. Theory A 43 (1986)
//! 165–177) gives each node a finite number or ∞(K), K the finite values among its
//! options. It is computed by the standard labelling algorithm ([`label`]): for m = 0, 1,
//! 2, … a node gets the value m when no option has the value m and every option that is
//! unlabelled or ∞ has an option of value m (the opponent's escape can be answered by a
//! return to m); once no more can be labelled m, an unlabelled node without an option of
//! value m is ∞. Smith's rule ([`sum_outcome`]) then decides a sum from its components'
//! values alone: all finite, by their xor (0: P, else N); exactly one ∞(K), the others'
//! xor x: N when x ∈ K, else a draw; two or more ∞: a draw.

use std::collections::BTreeSet;
use std::fmt;

use crate::analysis::Outcome;
use crate::limits::{Budget, LimitError};

/// A value of the generalized SG function: a finite number, or ∞ with the set K of the
/// finite values among the node's options.
///
/// ```
/// use sglab_core::retrograde::Generalized;
/// assert_eq!(Generalized::Finite(3).to_string(), "3");
/// assert_eq!(Generalized::Infinite(vec![0, 2]).to_string(), "∞{0,2}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Generalized {
    /// A finite value: the node plays as a Nim heap of this size.
    Finite(u64),
    /// ∞(K): the finite values among the options, sorted, without repeats.
    Infinite(Vec<u64>),
}

impl Generalized {
    /// The finite value, `None` for ∞.
    pub fn finite(&self) -> Option<u64> {
        match self {
            Generalized::Finite(value) => Some(*value),
            Generalized::Infinite(_) => None,
        }
    }

    /// The outcome of this component alone: 0 is P, another finite value N, ∞(K) is N when
    /// 0 ∈ K (a move to a node of value 0 wins) and a draw otherwise.
    pub fn outcome(&self) -> Outcome {
        sum_outcome(std::slice::from_ref(self))
    }
}

impl fmt::Display for Generalized {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Generalized::Finite(value) => write!(f, "{value}"),
            Generalized::Infinite(set) => {
                f.write_str("∞{")?;
                for (index, value) in set.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// The generalized Nim sum of the values of a sum's components (Smith 1966): the xor of
/// finite values; with one ∞(K), ∞(K xor the others' xor); with two or more ∞, ∞ of the
/// empty set (every move leaves at least one ∞ behind).
///
/// ```
/// use sglab_core::retrograde::{nim_sum, Generalized::*};
/// assert_eq!(nim_sum(&[Finite(1), Finite(3)]), Finite(2));
/// assert_eq!(nim_sum(&[Infinite(vec![0, 2]), Finite(2)]), Infinite(vec![0, 2]));
/// assert_eq!(nim_sum(&[Infinite(vec![0]), Infinite(vec![1])]), Infinite(vec![]));
/// ```
pub fn nim_sum(values: &[Generalized]) -> Generalized {
    let finite = values
        .iter()
        .filter_map(Generalized::finite)
        .fold(0, |acc, value| acc ^ value);
    let mut infinite = values.iter().filter_map(|value| match value {
        Generalized::Finite(_) => None,
        Generalized::Infinite(set) => Some(set),
    });
    match (infinite.next(), infinite.next()) {
        (None, _) => Generalized::Finite(finite),
        (Some(set), None) => {
            let shifted: BTreeSet<u64> = set.iter().map(|value| value ^ finite).collect();
            Generalized::Infinite(shifted.into_iter().collect())
        }
        (Some(_), Some(_)) => Generalized::Infinite(Vec::new()),
    }
}

/// Smith's rule: the outcome of a sum from its components' generalized values.
///
/// ```
/// use sglab_core::{retrograde::{sum_outcome, Generalized::*}, Outcome};
/// assert_eq!(sum_outcome(&[Finite(2), Finite(2)]), Outcome::P);
/// assert_eq!(sum_outcome(&[Infinite(vec![1]), Finite(1)]), Outcome::N);
/// assert_eq!(sum_outcome(&[Infinite(vec![1]), Finite(2)]), Outcome::D);
/// ```
pub fn sum_outcome(values: &[Generalized]) -> Outcome {
    match nim_sum(values) {
        Generalized::Finite(0) => Outcome::P,
        Generalized::Finite(_) => Outcome::N,
        Generalized::Infinite(set) if set.contains(&0) => Outcome::N,
        Generalized::Infinite(_) => Outcome::D,
    }
}

/// A directed graph whose moves the retrograde analysis reads: each node's number of
/// moves, and the nodes with a move into a node (each move once, so a node with two moves
/// into the same node lists it twice).
pub trait Moves {
    /// The number of nodes, numbered `0..node_count()`.
    fn node_count(&self) -> usize;
    /// The number of moves from `node`.
    fn out_degree(&self, node: usize) -> usize;
    /// Calls `visit` once for each move into `node`, with the node it starts from.
    fn predecessors(&self, node: usize, visit: &mut dyn FnMut(usize));
}

/// One step of a retrograde analysis, in the order it was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    /// The node.
    pub node: usize,
    /// P (a loss for the player to move) or N (a win).
    pub outcome: Outcome,
    /// For a win, the node it moves to (a loss); for a loss, `None`.
    pub by: Option<usize>,
}

/// Retrograde analysis: the outcome of every node (P, N or D), and the order in which the
/// wins and losses were decided. Charges the budget one unit per node and per move.
///
/// ```
/// use sglab_core::{retrograde::{outcomes, Digraph}, limits::Budget, Outcome};
/// // 0 and 1 move to each other; 1 may also move to 2, which has no move.
/// let graph = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]);
/// let (found, _) = outcomes(&graph, &mut Budget::new(1000)).unwrap();
/// assert_eq!(found, [Outcome::P, Outcome::N, Outcome::P]);
/// ```
pub fn outcomes(
    graph: &impl Moves,
    budget: &mut Budget,
) -> Result<(Vec<Outcome>, Vec<Decided>), LimitError> {
    let node_count = graph.node_count();
    budget.charge(node_count as u64)?;
    let mut outcome = vec![Outcome::D; node_count];
    // Invariant: for an undecided node, the moves not yet known to lead to a win.
    let mut open: Vec<usize> = (0..node_count).map(|node| graph.out_degree(node)).collect();
    let mut order: Vec<Decided> = Vec::new();
    let mut queue: Vec<usize> = Vec::new();
    for node in 0..node_count {
        if open[node] == 0 {
            outcome[node] = Outcome::P;
            order.push(Decided {
                node,
                outcome: Outcome::P,
                by: None,
            });
            queue.push(node);
        }
    }
    let mut head = 0;
    while let Some(&node) = queue.get(head) {
        head += 1;
        let lost = outcome[node] == Outcome::P;
        let mut moves = 0u64;
        graph.predecessors(node, &mut |from| {
            moves += 1;
            if outcome[from] != Outcome::D {
                return;
            }
            if lost {
                outcome[from] = Outcome::N;
                order.push(Decided {
                    node: from,
                    outcome: Outcome::N,
                    by: Some(node),
                });
                queue.push(from);
            } else {
                open[from] -= 1;
                if open[from] == 0 {
                    outcome[from] = Outcome::P;
                    order.push(Decided {
                        node: from,
                        outcome: Outcome::P,
                        by: None,
                    });
                    queue.push(from);
                }
            }
        });
        budget.charge(moves)?;
    }
    Ok((outcome, order))
}

/// A directed graph held as lists of moves out of and into each node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digraph {
    // Invariant: the moves out of u go to successors[first_out[u]..first_out[u + 1]].
    first_out: Vec<usize>,
    successors: Vec<usize>,
    // Invariant: the moves into v come from predecessors[first_in[v]..first_in[v + 1]].
    first_in: Vec<usize>,
    predecessors: Vec<usize>,
}

impl Digraph {
    /// The graph on nodes `0..node_count` with these moves; a move naming a node out of
    /// range is left out.
    pub fn new(node_count: usize, edges: &[(usize, usize)]) -> Digraph {
        let edges: Vec<(usize, usize)> = edges
            .iter()
            .copied()
            .filter(|&(u, v)| u < node_count && v < node_count)
            .collect();
        let (first_out, successors) = compressed(node_count, edges.iter().copied());
        let (first_in, predecessors) = compressed(node_count, edges.iter().map(|&(u, v)| (v, u)));
        Digraph {
            first_out,
            successors,
            first_in,
            predecessors,
        }
    }

    /// The nodes `node` moves to, one entry per move.
    pub fn successors(&self, node: usize) -> &[usize] {
        slice(&self.first_out, &self.successors, node)
    }

    fn predecessor_list(&self, node: usize) -> &[usize] {
        slice(&self.first_in, &self.predecessors, node)
    }
}

fn compressed(
    node_count: usize,
    edges: impl Iterator<Item = (usize, usize)> + Clone,
) -> (Vec<usize>, Vec<usize>) {
    let mut first = vec![0usize; node_count + 1];
    for (u, _) in edges.clone() {
        first[u + 1] += 1;
    }
    for node in 0..node_count {
        first[node + 1] += first[node];
    }
    let mut next = first.clone();
    let mut targets = vec![0usize; first[node_count]];
    for (u, v) in edges {
        targets[next[u]] = v;
        next[u] += 1;
    }
    (first, targets)
}

fn slice<'a>(first: &[usize], items: &'a [usize], node: usize) -> &'a [usize] {
    let start = first.get(node).copied().unwrap_or(0);
    let end = first.get(node + 1).copied().unwrap_or(start);
    items.get(start..end).unwrap_or(&[])
}

impl Moves for Digraph {
    fn node_count(&self) -> usize {
        self.first_out.len().saturating_sub(1)
    }

    fn out_degree(&self, node: usize) -> usize {
        self.successors(node).len()
    }

    fn predecessors(&self, node: usize, visit: &mut dyn FnMut(usize)) {
        for &from in self.predecessor_list(node) {
            visit(from);
        }
    }
}

/// One node labelled by [`label`]: its value, in the order the values were given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Labelled {
    /// The node.
    pub node: usize,
    /// The round m of the labelling in which it was decided.
    pub round: u64,
    /// True: it got the value m; false: it became ∞ (it has no option of value m).
    pub finite: bool,
}

/// The generalized SG value of every node by the labelling algorithm (see the module's
/// documentation), and the order in which they were given. Each round costs O(V + E), and
/// there are at most one more rounds than the largest number of moves from a node; the
/// budget is charged for each round.
///
/// ```
/// use sglab_core::{retrograde::{label, Digraph, Generalized}, limits::Budget};
/// // A two-cycle 0 <-> 1 with an exit 1 -> 2: 2 has no move (0), 0 is 0 (its only move,
/// // to 1, is answered by 1 -> 2), and 1 moves to both, so it is mex{0} = 1.
/// let graph = Digraph::new(3, &[(0, 1), (1, 0), (1, 2)]);
/// let (values, _) = label(&graph, &mut Budget::new(1000)).unwrap();
/// assert_eq!(values, [Generalized::Finite(0), Generalized::Finite(1), Generalized::Finite(0)]);
/// // A bare two-cycle is ∞ with no finite option.
/// let cycle = Digraph::new(2, &[(0, 1), (1, 0)]);
/// let (values, _) = label(&cycle, &mut Budget::new(1000)).unwrap();
/// assert_eq!(values, [Generalized::Infinite(vec![]), Generalized::Infinite(vec![])]);
/// ```
pub fn label(
    graph: &Digraph,
    budget: &mut Budget,
) -> Result<(Vec<Generalized>, Vec<Labelled>), LimitError> {
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Mark {
        Open,
        Value(u64),
        Infinite,
    }
    let node_count = graph.node_count();
    let size = (node_count + graph.successors.len()) as u64;
    let mut mark = vec![Mark::Open; node_count];
    let mut order: Vec<Labelled> = Vec::new();
    let mut round: u64 = 0;
    while mark.contains(&Mark::Open) {
        budget.charge(size.saturating_add(1))?;
        // `reaches[u]`: u has an option labelled `round` in this round.
        let mut reaches = vec![false; node_count];
        // For an open node, its options that are open or ∞ and do not reach `round` yet.
        let mut waiting = vec![0usize; node_count];
        let mut queue: Vec<usize> = Vec::new();
        for node in 0..node_count {
            if mark[node] == Mark::Open {
                waiting[node] = graph
                    .successors(node)
                    .iter()
                    .filter(|&&next| matches!(mark[next], Mark::Open | Mark::Infinite))
                    .count();
                if waiting[node] == 0 {
                    queue.push(node);
                }
            }
        }
        let mut head = 0;
        while let Some(&node) = queue.get(head) {
            head += 1;
            if mark[node] != Mark::Open || reaches[node] {
                continue;
            }
            mark[node] = Mark::Value(round);
            order.push(Labelled {
                node,
                round,
                finite: true,
            });
            for &from in graph.predecessor_list(node) {
                if reaches[from] {
                    continue;
                }
                reaches[from] = true;
                if matches!(mark[from], Mark::Open | Mark::Infinite) {
                    for &before in graph.predecessor_list(from) {
                        if mark[before] == Mark::Open && !reaches[before] {
                            waiting[before] -= 1;
                            if waiting[before] == 0 {
                                queue.push(before);
                            }
                        }
                    }
                }
            }
        }
        for node in 0..node_count {
            if mark[node] == Mark::Open && !reaches[node] {
                mark[node] = Mark::Infinite;
                order.push(Labelled {
                    node,
                    round,
                    finite: false,
                });
            }
        }
        round += 1;
    }
    let values = (0..node_count)
        .map(|node| match mark[node] {
            Mark::Value(value) => Generalized::Finite(value),
            Mark::Open | Mark::Infinite => {
                let set: BTreeSet<u64> = graph
                    .successors(node)
                    .iter()
                    .filter_map(|&next| match mark[next] {
                        Mark::Value(value) => Some(value),
                        Mark::Open | Mark::Infinite => None,
                    })
                    .collect();
                Generalized::Infinite(set.into_iter().collect())
            }
        })
        .collect();
    Ok((values, order))
}
