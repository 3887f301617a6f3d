//! Tokens on a directed graph that may have cycles (有环的有向图游戏): `loopy E... @ T...`,
//! edges `u>v` (a loop `u>u` too), one token on each node listed after `@` (a node may
//! carry several). A move slides one token along one edge; the player who cannot move
//! loses; a game that goes on forever is a draw. Several tokens are a sum.
//!
//! Node names and the canonical form are `dag`'s ([`super::dag`]): names are runs of ASCII
//! letters, digits and `_`, every token's node must appear in some edge, a repeated edge is
//! refused; nodes in natural name order, edges sorted by that order. At most
//! [`MAX_LOOPY_EDGES`] edges and [`MAX_LOOPY_TOKENS`] tokens.
//!
//! Theorem (Smith 1966; Fraenkel and Yesha 1986; see [`crate::retrograde`]): each node has
//! a generalized SG value, a number or ∞(K), computed once per graph by the labelling
//! algorithm; a sum's outcome follows from its tokens' values by Smith's rule. One token's
//! outcome (Win / Loss / Draw) is also computed by retrograde analysis in O(V + E), and the
//! tests check the two agree, and agree with exhaustive analysis of two-token sums.
//!
//! A finite value plays as a Nim heap in any sum (so `sg_by_theorem` gives it); an ∞ value
//! has no SG value, and the generic code that needs one stops with `limit.loopy`.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::analysis::Outcome;
use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::nodes::{directed_edges, natural_order, token_nodes, EdgeRules};
use crate::notation::{Invalid, ParseError, ParseErrorKind, RowParser};
use crate::retrograde::{self, Decided, Digraph, Generalized, Labelled};

/// The most edges a `loopy` row may have.
pub const MAX_LOOPY_EDGES: usize = 1000;

/// The most tokens a `loopy` row may have.
pub const MAX_LOOPY_TOKENS: usize = 100;

/// A directed graph, possibly with cycles, solved once: every node's outcome and value.
#[derive(Debug)]
struct Loopy {
    // Invariant: distinct node names sorted by `natural_order`; node i is names[i].
    names: Vec<Box<str>>,
    // Invariant: sorted, no repeats (loops allowed).
    edges: Vec<(usize, usize)>,
    // Invariant: the graph of `edges` on `names.len()` nodes.
    graph: Digraph,
    // Invariant: outcomes[u] is a token on u's outcome by retrograde analysis.
    outcomes: Vec<Outcome>,
    // Invariant: the order retrograde analysis decided the wins and losses in.
    decided: Vec<Decided>,
    // Invariant: values[u] is the generalized SG value of a token on u.
    values: Vec<Generalized>,
    // Invariant: the order the labelling algorithm gave the values in.
    labelled: Vec<Labelled>,
    // Invariant: a hash of `names` and `edges`, so equal graphs have equal fingerprints.
    fingerprint: u64,
}

impl PartialEq for Loopy {
    fn eq(&self, other: &Self) -> bool {
        self.fingerprint == other.fingerprint
            && self.edges == other.edges
            && self.names == other.names
    }
}

impl Eq for Loopy {}

impl PartialOrd for Loopy {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Loopy {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (&self.names, &self.edges).cmp(&(&other.names, &other.edges))
    }
}

impl Hash for Loopy {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fingerprint.hash(state);
    }
}

impl Loopy {
    /// Builds the canonical graph from `names` and `edges` (indices into `names`, distinct)
    /// and solves it. The work is bounded by the row's limits: at most
    /// `MAX_LOOPY_EDGES + 1` rounds of labelling of O(V + E) each.
    fn build(names: &[&str], edges: &[(usize, usize)]) -> Result<Loopy, LimitError> {
        let node_count = names.len();
        let mut by_name: Vec<usize> = (0..node_count).collect();
        by_name.sort_by(|&a, &b| natural_order(names[a], names[b]));
        let mut new_index = vec![0; node_count];
        for (position, &node) in by_name.iter().enumerate() {
            new_index[node] = position;
        }
        let mut canonical: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(u, v)| (new_index[u], new_index[v]))
            .collect();
        canonical.sort_unstable();
        let graph = Digraph::new(node_count, &canonical);
        let mut budget = Budget::new(u64::MAX);
        let (outcomes, decided) = retrograde::outcomes(&graph, &mut budget)?;
        let (values, labelled) = retrograde::label(&graph, &mut budget)?;
        let names: Vec<Box<str>> = by_name.iter().map(|&node| names[node].into()).collect();
        let mut hasher = std::hash::DefaultHasher::new();
        names.hash(&mut hasher);
        canonical.hash(&mut hasher);
        Ok(Loopy {
            names,
            edges: canonical,
            graph,
            outcomes,
            decided,
            values,
            labelled,
            fingerprint: hasher.finish(),
        })
    }

    fn name(&self, node: usize) -> &str {
        self.names.get(node).map_or("", |name| name)
    }
}

/// One token on a directed graph that may have cycles.
///
/// ```
/// use sglab_core::{analyze, parse, Limits, Outcome};
/// // Two nodes that move to each other: neither player can ever win.
/// let game = parse("loopy 1>2 2>1 @ 1").unwrap();
/// assert_eq!(analyze(&game, &Limits::default()).unwrap().outcome, Outcome::D);
/// // With an exit 1>3, the player at 1 leaves by it and wins; from 2 the only move is to 1.
/// let game = parse("loopy 1>2 2>1 1>3 @ 2").unwrap();
/// assert_eq!(analyze(&game, &Limits::default()).unwrap().outcome, Outcome::P);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Token {
    graph: Arc<Loopy>,
    // Invariant: node < graph.names.len().
    node: usize,
}

impl Token {
    /// The name of the node the token is on.
    pub fn node_name(&self) -> &str {
        self.graph.name(self.node)
    }

    /// The graph's arrows by node names, in canonical order (for drawing it).
    pub fn edges(&self) -> Vec<(&str, &str)> {
        self.graph
            .edges
            .iter()
            .map(|&(u, v)| (self.graph.name(u), self.graph.name(v)))
            .collect()
    }

    /// The outcome of this token alone, by retrograde analysis: P, N or D.
    pub fn outcome(&self) -> Outcome {
        self.graph
            .outcomes
            .get(self.node)
            .copied()
            .unwrap_or(Outcome::D)
    }

    /// Every node of the graph by name, with the outcome and the generalized SG value of a
    /// token there, in canonical order.
    pub fn nodes(&self) -> Vec<(&str, Outcome, &Generalized)> {
        self.graph
            .names
            .iter()
            .zip(&self.graph.outcomes)
            .zip(&self.graph.values)
            .map(|((name, &outcome), value)| (&**name, outcome, value))
            .collect()
    }

    /// The steps of the retrograde analysis by node name: each node decided, in order,
    /// as P (every move leads to an N) or N (with the P it moves to).
    pub fn retrograde_steps(&self) -> Vec<(&str, Outcome, Option<&str>)> {
        self.graph
            .decided
            .iter()
            .map(|step| {
                (
                    self.graph.name(step.node),
                    step.outcome,
                    step.by.map(|node| self.graph.name(node)),
                )
            })
            .collect()
    }

    /// The steps of the labelling by node name: in each round m, the nodes that got the
    /// value m, in order, then those that became ∞ (`false`).
    pub fn labelling_steps(&self) -> Vec<(&str, u64, bool)> {
        self.graph
            .labelled
            .iter()
            .map(|step| (self.graph.name(step.node), step.round, step.finite))
            .collect()
    }

    fn moved_to(&self, node: usize) -> Vec<Atom> {
        vec![Atom::Loopy(Token {
            graph: Arc::clone(&self.graph),
            node,
        })]
    }

    fn value_of(&self, node: usize) -> Generalized {
        self.graph
            .values
            .get(node)
            .cloned()
            .unwrap_or(Generalized::Infinite(Vec::new()))
    }
}

impl Play for Token {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("loopy");
        for &(u, v) in &self.graph.edges {
            out.push(' ');
            out.push_str(self.graph.name(u));
            out.push('>');
            out.push_str(self.graph.name(v));
        }
        out.push_str(" @");
    }

    fn write_args(&self, out: &mut String) {
        out.push_str(self.node_name());
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let successors = self.graph.graph.successors(self.node);
        charge_options(budget, successors.len() as u128)?;
        Ok(successors.iter().map(|&next| self.moved_to(next)).collect())
    }

    /// A finite generalized value is the SG value (the token plays as that Nim heap);
    /// an ∞ value has none.
    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        match self.value_of(self.node) {
            Generalized::Finite(value) => Ok(Some(value)),
            Generalized::Infinite(_) => Err(LimitError::Loopy {
                position: Atom::Loopy(self.clone()).to_string(),
            }),
        }
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        Some(MoveList::listing(
            max,
            self.graph.graph.successors(self.node).iter().copied(),
            |&next| self.value_of(next) == Generalized::Finite(target),
            |next| self.moved_to(next),
        ))
    }

    fn loopy_value(&self) -> Option<Generalized> {
        Some(self.value_of(self.node))
    }
}

/// Parses `E... @ T...` after `loopy` (the edges and tokens as `dag` reads them,
/// [`directed_edges`], loops allowed).
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let rules = EdgeRules {
        max_edges: MAX_LOOPY_EDGES,
        too_many: Invalid::TooManyEdges(MAX_LOOPY_EDGES as u64),
        on_loop: None,
    };
    let read = directed_edges(row, &rules)?;
    let graph = match Loopy::build(&read.names, &read.edges) {
        Ok(graph) => Arc::new(graph),
        // Unreachable with an unlimited budget and no callback; said as "too big" if it were.
        Err(_) => return Err(row.error_here(ParseErrorKind::Invalid(Invalid::TooBig))),
    };
    let too_many = Invalid::TooManyTokens(MAX_LOOPY_TOKENS as u64);
    let nodes = token_nodes(row, &read, MAX_LOOPY_TOKENS, too_many)?;
    Ok(nodes
        .into_iter()
        .map(|input_node| {
            let name = read.names[input_node];
            let node = graph
                .names
                .binary_search_by(|probe| natural_order(probe, name))
                .unwrap_or(0);
            Atom::Loopy(Token {
                graph: Arc::clone(&graph),
                node,
            })
        })
        .collect())
}

#[cfg(test)]
mod tests;
