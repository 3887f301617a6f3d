//! Tokens on a directed acyclic graph (有向图游戏): `dag E... @ T...`, edges `u>v`, one token
//! on each node listed after `@` (a node may carry several). A move slides one token along
//! one edge; the player who cannot move loses.
//!
//! Node names are non-empty runs of ASCII letters, digits and `_`; every token's node must
//! appear in some edge. A cycle (a loop `u>u` included) would make the game endless, so it
//! is rejected when parsed, as is a repeated edge.
//!
//! Each token is one atom sharing the graph; the row head is `dag` with every edge and
//! the `@`, so tokens on the same graph print in one row. Canonical form: nodes in natural
//! name order (numbers by value before words), edges sorted by that order.
//!
//! Theorem (Sprague–Grundy, the "directed graph game"; Sprague 1935, Grundy 1939): a
//! token's value is the mex of the values of the nodes its edges reach, and tokens add
//! by xor. The values of all nodes are computed once per graph, in reverse topological
//! order (Kahn's algorithm), with no recursion.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::mex::mex;
use crate::notation::nodes::{directed_edges, natural_order, token_nodes, EdgeRules};
use crate::notation::{Invalid, ParseError, ParseErrorKind, RowParser};

/// The most edges a `dag` row may have.
pub const MAX_DAG_EDGES: usize = 1000;

/// The most tokens a `dag` row may have (each token's atom prints the whole graph head).
pub const MAX_DAG_TOKENS: usize = 100;

/// A directed acyclic graph with the value of every node.
#[derive(Debug)]
struct Dag {
    // Invariant: distinct node names sorted by `natural_order`; node i is names[i].
    names: Vec<Box<str>>,
    // Invariant: sorted, no repeats, u != v, no cycle.
    edges: Vec<(usize, usize)>,
    // Invariant: the out-edges of node u are edges[first_edge[u]..first_edge[u + 1]].
    first_edge: Vec<usize>,
    // Invariant: values[u] is the SG value of a token on u.
    values: Vec<u64>,
    // Invariant: a hash of `names` and `edges`, so equal graphs have equal fingerprints.
    fingerprint: u64,
}

impl PartialEq for Dag {
    fn eq(&self, other: &Self) -> bool {
        self.fingerprint == other.fingerprint
            && self.edges == other.edges
            && self.names == other.names
    }
}

impl Eq for Dag {}

impl PartialOrd for Dag {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Dag {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (&self.names, &self.edges).cmp(&(&other.names, &other.edges))
    }
}

impl Hash for Dag {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fingerprint.hash(state);
    }
}

/// Why a graph could not be built: a cycle through the edge with this input index.
struct CycleThrough(usize);

impl Dag {
    /// Builds the canonical graph from `names` and `edges` (indices into `names`, distinct,
    /// no loops), or names an input edge that lies on a cycle.
    fn build(names: &[&str], edges: &[(usize, usize)]) -> Result<Dag, CycleThrough> {
        let node_count = names.len();
        let mut by_name: Vec<usize> = (0..node_count).collect();
        by_name.sort_by(|&a, &b| natural_order(names[a], names[b]));
        let mut new_index = vec![0; node_count];
        for (position, &node) in by_name.iter().enumerate() {
            new_index[node] = position;
        }
        // Each canonical edge with the index of the input edge it came from.
        let mut numbered: Vec<((usize, usize), usize)> = edges
            .iter()
            .enumerate()
            .map(|(input, &(u, v))| ((new_index[u], new_index[v]), input))
            .collect();
        numbered.sort_unstable();
        let canonical: Vec<(usize, usize)> = numbered.iter().map(|&(edge, _)| edge).collect();
        let mut first_edge = vec![0; node_count + 1];
        for &(u, _) in &canonical {
            first_edge[u + 1] += 1;
        }
        for node in 0..node_count {
            first_edge[node + 1] += first_edge[node];
        }
        // Kahn's algorithm: a node is ready when all its predecessors are placed.
        let mut in_degree = vec![0usize; node_count];
        for &(_, v) in &canonical {
            in_degree[v] += 1;
        }
        let mut order: Vec<usize> = (0..node_count).filter(|&u| in_degree[u] == 0).collect();
        let mut head = 0;
        while let Some(&node) = order.get(head) {
            head += 1;
            for &(_, next) in &canonical[first_edge[node]..first_edge[node + 1]] {
                in_degree[next] -= 1;
                if in_degree[next] == 0 {
                    order.push(next);
                }
            }
        }
        if order.len() < node_count {
            let cycle = find_cycle(node_count, &canonical, &in_degree);
            let input = cycle
                .iter()
                .map(|&edge| numbered[edge].1)
                .min()
                .unwrap_or(0);
            return Err(CycleThrough(input));
        }
        let mut values = vec![0u64; node_count];
        for &node in order.iter().rev() {
            let reached = canonical[first_edge[node]..first_edge[node + 1]]
                .iter()
                .map(|&(_, next)| values[next])
                .collect();
            values[node] = mex(reached);
        }
        let names: Vec<Box<str>> = by_name.iter().map(|&node| names[node].into()).collect();
        let mut hasher = std::hash::DefaultHasher::new();
        names.hash(&mut hasher);
        canonical.hash(&mut hasher);
        Ok(Dag {
            names,
            edges: canonical,
            first_edge,
            values,
            fingerprint: hasher.finish(),
        })
    }

    fn successors(&self, node: usize) -> &[(usize, usize)] {
        let start = self.first_edge.get(node).copied().unwrap_or(0);
        let end = self.first_edge.get(node + 1).copied().unwrap_or(start);
        self.edges.get(start..end).unwrap_or(&[])
    }
}

/// The indices of the edges of one cycle among the nodes Kahn's algorithm could not place
/// (those with `in_degree > 0`). Each such node has an unplaced predecessor, so walking
/// backwards through unplaced predecessors must close a cycle.
fn find_cycle(node_count: usize, edges: &[(usize, usize)], in_degree: &[usize]) -> Vec<usize> {
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); node_count];
    for (index, &(u, v)) in edges.iter().enumerate() {
        if in_degree[u] > 0 && in_degree[v] > 0 {
            into[v].push(index);
        }
    }
    let Some(start) = (0..node_count).find(|&node| in_degree[node] > 0) else {
        return vec![];
    };
    let mut position: Vec<Option<usize>> = vec![None; node_count];
    position[start] = Some(0);
    let mut walked_edges: Vec<usize> = Vec::new();
    let mut current = start;
    loop {
        let Some(&edge) = into[current].first() else {
            return walked_edges;
        };
        walked_edges.push(edge);
        let previous = edges[edge].0;
        if let Some(at) = position[previous] {
            return walked_edges.split_off(at);
        }
        position[previous] = Some(walked_edges.len());
        current = previous;
    }
}

/// One token on a directed acyclic graph.
///
/// ```
/// // A token on 1 can go to 2 (value 1: it can still reach 3) or to 3 (value 0): 2.
/// let game = sglab_core::parse("dag 1>2 2>3 1>3 @ 1 3").unwrap();
/// assert_eq!(game.to_string(), "dag 1>2 1>3 2>3 @ 1 3");
/// let analysis = sglab_core::analyze(&game, &sglab_core::Limits::default()).unwrap();
/// assert_eq!(analysis.sg, Some(2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Token {
    graph: Arc<Dag>,
    // Invariant: node < graph.names.len().
    node: usize,
}

impl Token {
    /// The name of the node the token is on.
    pub fn node_name(&self) -> &str {
        self.graph.names.get(self.node).map_or("", |name| name)
    }

    /// The graph's arrows by node names, in canonical order (for drawing it).
    pub fn edges(&self) -> Vec<(&str, &str)> {
        let name = |node: usize| self.graph.names.get(node).map_or("", |name| &**name);
        self.graph
            .edges
            .iter()
            .map(|&(u, v)| (name(u), name(v)))
            .collect()
    }

    fn moved_to(&self, node: usize) -> Vec<Atom> {
        vec![Atom::Dag(Token {
            graph: Arc::clone(&self.graph),
            node,
        })]
    }
}

impl Play for Token {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("dag");
        for &(u, v) in &self.graph.edges {
            out.push(' ');
            out.push_str(&self.graph.names[u]);
            out.push('>');
            out.push_str(&self.graph.names[v]);
        }
        out.push_str(" @");
    }

    fn write_args(&self, out: &mut String) {
        out.push_str(self.node_name());
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let successors = self.graph.successors(self.node);
        charge_options(budget, successors.len() as u128)?;
        Ok(successors
            .iter()
            .map(|&(_, next)| self.moved_to(next))
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.graph.values.get(self.node).copied().unwrap_or(0)))
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        Some(MoveList::listing(
            max,
            self.graph
                .successors(self.node)
                .iter()
                .map(|&(_, next)| next),
            |&next| self.graph.values[next] == target,
            |next| self.moved_to(next),
        ))
    }
}

/// Parses `E... @ T...` after `dag`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let rules = EdgeRules {
        max_edges: MAX_DAG_EDGES,
        too_many: Invalid::TooBig,
        on_loop: Some(Invalid::Cycle),
    };
    let read = directed_edges(row, &rules)?;
    let graph = match Dag::build(&read.names, &read.edges) {
        Ok(graph) => Arc::new(graph),
        Err(CycleThrough(input)) => {
            let token = read.tokens.get(input).or(read.tokens.first());
            return Err(match token {
                Some(token) => token.error(ParseErrorKind::Invalid(Invalid::Cycle)),
                None => row.error_here(ParseErrorKind::Invalid(Invalid::Cycle)),
            });
        }
    };
    let nodes = token_nodes(row, &read, MAX_DAG_TOKENS, Invalid::TooBig)?;
    Ok(nodes
        .into_iter()
        .map(|input_node| {
            let name = read.names[input_node];
            let node = graph
                .names
                .binary_search_by(|probe| natural_order(probe, name))
                .unwrap_or(0);
            Atom::Dag(Token {
                graph: Arc::clone(&graph),
                node,
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    fn random_dag_text(next: &mut impl FnMut(u64) -> u64, nodes: u64) -> String {
        // Edges only from a lower to a higher hidden rank, so no cycle; names shuffled.
        let mut names: Vec<u64> = (0..nodes).collect();
        for last in (1..names.len()).rev() {
            let other = next(last as u64 + 1) as usize;
            names.swap(last, other);
        }
        let mut edges = vec![];
        for u in 0..nodes as usize {
            for v in u + 1..nodes as usize {
                if next(3) == 0 {
                    edges.push(format!("n{}>n{}", names[u], names[v]));
                }
            }
        }
        if edges.is_empty() {
            edges.push("n0>n1".into());
        }
        let mentioned: Vec<String> = edges
            .iter()
            .flat_map(|edge| edge.split('>').map(String::from).collect::<Vec<_>>())
            .collect();
        let token_count = 1 + next(4);
        let tokens: Vec<&str> = (0..token_count)
            .map(|_| mentioned[next(mentioned.len() as u64) as usize].as_str())
            .collect();
        format!("dag {} @ {}", edges.join(" "), tokens.join(" "))
    }

    #[test]
    fn topological_values_match_brute_force_on_random_dags() {
        let mut state: u64 = 0xda6;
        let mut next = |bound: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % bound
        };
        for round in 0..300 {
            let nodes = 2 + round % 9;
            let text = random_dag_text(&mut next, nodes);
            let game = crate::parse(&text).unwrap();
            assert_eq!(crate::parse(&game.to_string()).unwrap(), game, "{text}");
            let mut search = Search::new();
            assert_eq!(
                search.fast.sg_of_sum(&game.atoms),
                search.brute.sg_of_sum(&game.atoms),
                "{text}"
            );
            for atom in &game.atoms {
                search.check_cut_in_order(atom, 6);
            }
        }
    }

    #[test]
    fn tutorial_examples() {
        let mut engine = Engine::new(&Limits::default());
        let game = crate::parse("dag 1>2 2>3 1>3 @ 1 3").unwrap();
        let values: Vec<u64> = game.atoms.iter().map(|a| engine.sg(a).unwrap()).collect();
        assert_eq!(values, [2, 0]);
        // A chain a>b>c>d is a Nim heap of at most 1 at each step: values 1, 0, 1, 0 from c.
        let game = crate::parse("dag a>b b>c c>d @ a b c d").unwrap();
        let values: Vec<u64> = game.atoms.iter().map(|a| engine.sg(a).unwrap()).collect();
        assert_eq!(values, [1, 0, 1, 0]);
        // Subtraction set {1,2} as a graph: node n reaches n-1 and n-2; values n mod 3.
        let edges: Vec<String> = (1..30)
            .flat_map(|n| {
                let mut edges = vec![format!("{n}>{}", n - 1)];
                if n >= 2 {
                    edges.push(format!("{n}>{}", n - 2));
                }
                edges
            })
            .collect();
        let game = crate::parse(&format!("dag {} @ 29 28 27", edges.join(" "))).unwrap();
        let values: Vec<u64> = game.atoms.iter().map(|a| engine.sg(a).unwrap()).collect();
        assert_eq!(values, [29 % 3, 28 % 3, 0]);
        let moves = engine.moves_to_value(&game.atoms[0], 0, 5).unwrap();
        assert_eq!(moves.options, vec![game.atoms[2..3].to_vec()]);
    }

    #[test]
    fn too_many_edges_or_tokens_are_too_big() {
        let error = |text: &str| {
            let error = crate::parse(text).unwrap_err();
            (error.column, error.kind)
        };
        use ParseErrorKind::Invalid as I;
        let edges: Vec<String> = (0..=MAX_DAG_EDGES).map(|n| format!("a>b{n}")).collect();
        let (_, kind) = error(&format!("dag {} @ a", edges.join(" ")));
        assert_eq!(kind, I(Invalid::TooBig));
        let tokens = vec!["a"; MAX_DAG_TOKENS + 1].join(" ");
        let (column, kind) = error(&format!("dag a>b @ {tokens}"));
        assert_eq!(
            (column, kind),
            (11 + 2 * MAX_DAG_TOKENS, I(Invalid::TooBig))
        );
    }

    #[test]
    fn a_long_chain_is_valued_without_recursion() {
        let edges: Vec<String> = (0..MAX_DAG_EDGES)
            .map(|n| format!("{}>{n}", n + 1))
            .collect();
        let text = format!("dag {} @ {}", edges.join(" "), MAX_DAG_EDGES);
        let game = crate::parse(&text).unwrap();
        let mut engine = Engine::new(&Limits::default());
        assert_eq!(engine.sg(&game.atoms[0]), Ok((MAX_DAG_EDGES % 2) as u64));
    }
}
