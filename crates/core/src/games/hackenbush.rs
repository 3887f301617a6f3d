//! Green Hackenbush (删边游戏): `tree E...` and `graph E...`, edges `u-v`, the root is the
//! first node named. A move deletes one edge; everything no longer connected to the root
//! falls away. A `graph` may have cycles, repeated edges and loops `u-u`; a `tree` may not.
//!
//! Node names are non-empty runs of ASCII letters, digits and `_`. A row with no edges
//! (`tree`, `graph`) is the root alone, value 0; a move that deletes the last edge leaves
//! nothing (the empty sum).
//!
//! Canonical form: the part connected to the root only, the surviving nodes keeping their
//! names, numbered breadth-first from the root (neighbours in natural name order, numbers
//! by value before words), each edge written `lower-higher` by that numbering, the edges
//! sorted. The first edge printed therefore starts at the root, and the text parses back
//! to the same position.
//!
//! Theorems (Berlekamp, Conway, Guy, *Winning Ways*, vol. 1, ch. 7, "Green Hackenbush"):
//! - Colon principle: a node's value is the xor over its children `c` of `SG(c) + 1`
//!   (AtCoder AGC017D, "tree edge deletion"), so a tree's value takes linear time.
//! - Fusion principle: the nodes of a cycle may be fused into one, its edges becoming
//!   loops, without changing the value. Fusing each 2-edge-connected component (found
//!   through the bridges) leaves a tree whose nodes carry loops, and `k` loops are `k`
//!   stalks of length 1, worth `k mod 2`; the colon principle finishes the computation.

use std::collections::HashMap;
use std::sync::Arc;

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::nodes::{natural_order, split_edge};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The most edges a `tree` row may have.
pub const MAX_TREE_EDGES: usize = 2000;

/// The most edges a `graph` row may have.
pub const MAX_GRAPH_EDGES: usize = 1000;

/// A rooted multigraph in canonical form (see the module header).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Shape {
    // Invariant: the names are distinct; names[0] is the root; nodes are numbered
    // breadth-first from the root, visiting neighbours in `natural_order` of their names;
    // empty exactly when `edges` is empty.
    names: Vec<Box<str>>,
    // Invariant: every (a, b) has a <= b < names.len(); sorted; every node is connected
    // to node 0 by these edges.
    edges: Vec<(usize, usize)>,
}

impl Shape {
    /// The canonical shape of the part of `edges` (indices into `names`) connected to
    /// `root`.
    fn build(names: &[&str], root: usize, edges: &[(usize, usize)]) -> Shape {
        let node_count = names.len();
        if root >= node_count {
            return Shape::default();
        }
        let mut by_name: Vec<usize> = (0..node_count).collect();
        by_name.sort_by(|&a, &b| natural_order(names[a], names[b]));
        let mut rank = vec![0; node_count];
        for (position, &node) in by_name.iter().enumerate() {
            rank[node] = position;
        }
        let mut adjacency: Vec<Vec<usize>> = vec![Vec::new(); node_count];
        for &(u, v) in edges {
            if u < node_count && v < node_count && u != v {
                adjacency[u].push(v);
                adjacency[v].push(u);
            }
        }
        for neighbours in &mut adjacency {
            neighbours.sort_unstable_by_key(|&w| rank[w]);
            neighbours.dedup();
        }
        let mut new_index: Vec<Option<usize>> = vec![None; node_count];
        new_index[root] = Some(0);
        let mut queue = vec![root];
        let mut head = 0;
        while let Some(&node) = queue.get(head) {
            head += 1;
            for &next in &adjacency[node] {
                if new_index[next].is_none() {
                    new_index[next] = Some(queue.len());
                    queue.push(next);
                }
            }
        }
        let mut new_edges: Vec<(usize, usize)> = edges
            .iter()
            .filter_map(|&(u, v)| {
                let a = (*new_index.get(u)?)?;
                let b = (*new_index.get(v)?)?;
                Some((a.min(b), a.max(b)))
            })
            .collect();
        if new_edges.is_empty() {
            return Shape::default();
        }
        new_edges.sort_unstable();
        Shape {
            names: queue.iter().map(|&node| names[node].into()).collect(),
            edges: new_edges,
        }
    }

    /// The canonical shape left when edge `skip` is deleted.
    fn without_edge(&self, skip: usize) -> Shape {
        let names: Vec<&str> = self.names.iter().map(|name| &**name).collect();
        let edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .enumerate()
            .filter(|&(index, _)| index != skip)
            .map(|(_, &edge)| edge)
            .collect();
        Shape::build(&names, 0, &edges)
    }

    /// The edges by node names, in canonical order.
    fn edge_names(&self) -> Vec<(&str, &str)> {
        self.edges
            .iter()
            .map(|&(a, b)| (&*self.names[a], &*self.names[b]))
            .collect()
    }

    fn write_edges(&self, out: &mut String) {
        for (index, &(a, b)) in self.edges.iter().enumerate() {
            if index > 0 {
                out.push(' ');
            }
            out.push_str(&self.names[a]);
            out.push('-');
            out.push_str(&self.names[b]);
        }
    }

    /// Work units charged for listing every option: one per option, plus the cost of
    /// building each (a copy of the whole shape).
    fn options_cost(&self) -> u128 {
        let edges = self.edges.len() as u128;
        edges * (1 + edges / 64)
    }
}

/// Disjoint sets over node indices, for cycle and connectivity checks.
#[derive(Default)]
struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    fn add(&mut self) -> usize {
        self.parent.push(self.parent.len());
        self.parent.len() - 1
    }

    fn find(&mut self, mut node: usize) -> usize {
        while self.parent[node] != node {
            let grandparent = self.parent[self.parent[node]];
            self.parent[node] = grandparent;
            node = grandparent;
        }
        node
    }

    /// Joins the sets of `a` and `b`; false if they were already one set.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        self.parent[a] = b;
        true
    }
}

/// Reads the edges of a `tree` or `graph` row and checks them.
fn parse_shape(row: &mut RowParser<'_>, is_tree: bool) -> Result<Shape, ParseError> {
    let max_edges = if is_tree {
        MAX_TREE_EDGES
    } else {
        MAX_GRAPH_EDGES
    };
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut names: Vec<&str> = Vec::new();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut tokens = Vec::new();
    let mut components = UnionFind::default();
    while !row.at_end() {
        let token = row.word(Expected::Edge)?;
        let Some((left, right)) = split_edge(token.text, '-') else {
            return Err(token.error(ParseErrorKind::Expected(Expected::Edge)));
        };
        if edges.len() >= max_edges {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::TooBig)));
        }
        let mut intern = |name| {
            *index.entry(name).or_insert_with(|| {
                names.push(name);
                components.add()
            })
        };
        let (u, v) = (intern(left), intern(right));
        if !components.union(u, v) && is_tree {
            // A loop, a repeated edge or an edge closing a cycle.
            return Err(token.error(ParseErrorKind::Invalid(Invalid::BadEdge)));
        }
        edges.push((u, v));
        tokens.push(token);
    }
    for (&(u, _), token) in edges.iter().zip(&tokens) {
        if components.find(u) != components.find(0) {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::BadEdge)));
        }
    }
    Ok(Shape::build(&names, 0, &edges))
}

/// Green Hackenbush on a rooted tree.
///
/// ```
/// // A path of two edges and a single edge at the root: (1 + 1) xor (0 + 1) = 3.
/// let game = sglab_core::parse("tree r-a a-b r-c").unwrap();
/// assert_eq!(game.to_string(), "tree r-a r-c a-b");
/// let analysis = sglab_core::analyze(&game, &sglab_core::Limits::default()).unwrap();
/// assert_eq!(analysis.sg, Some(3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tree {
    // Invariant: the shape has no cycle (so parents have smaller numbers than children).
    shape: Arc<Shape>,
}

impl Tree {
    /// The number of edges still standing.
    pub fn edge_count(&self) -> usize {
        self.shape.edges.len()
    }

    /// The edges still standing, by node names, in canonical order (for drawing them).
    pub fn edges(&self) -> Vec<(&str, &str)> {
        self.shape.edge_names()
    }

    /// The colon principle's term of each branch at the root, in edge order: the value of
    /// the child's subtree plus 1, the length of the bamboo stalk that can replace the
    /// branch. The tree's value is their xor.
    ///
    /// ```
    /// let game = sglab_core::parse("tree r-a a-b r-c").unwrap();
    /// let sglab_core::games::Atom::Tree(tree) = &game.atoms[0] else { unreachable!() };
    /// assert_eq!(tree.root_branch_values(), [2, 1]);
    /// ```
    pub fn root_branch_values(&self) -> Vec<u64> {
        let (value, _) = self.subtree_values();
        self.shape
            .edges
            .iter()
            .filter(|&&(parent, _)| parent == 0)
            .map(|&(_, child)| value.get(child).copied().unwrap_or(0).saturating_add(1))
            .collect()
    }

    /// The value of every node's subtree (colon principle), and each node's parent.
    fn subtree_values(&self) -> (Vec<u64>, Vec<usize>) {
        let node_count = self.shape.names.len();
        let mut parent = vec![0; node_count];
        for &(a, b) in &self.shape.edges {
            parent[b] = a;
        }
        let mut value = vec![0u64; node_count];
        // Breadth-first numbering: children come after their parent, so a backward pass
        // sees every subtree complete before its parent.
        for node in (1..node_count).rev() {
            let term = value[node].saturating_add(1);
            value[parent[node]] ^= term;
        }
        (value, parent)
    }

    fn option_after_deleting(&self, edge: usize) -> Vec<Atom> {
        let shape = self.shape.without_edge(edge);
        if shape.edges.is_empty() {
            vec![]
        } else {
            vec![Atom::Tree(Tree {
                shape: Arc::new(shape),
            })]
        }
    }
}

impl Play for Tree {
    const MERGES: bool = false;

    /// The root alone (`tree`), which has no move.
    fn emptied(&self) -> Option<Self> {
        Some(Tree {
            shape: Arc::new(Shape::default()),
        })
    }

    fn write_head(&self, out: &mut String) {
        out.push_str("tree");
    }

    fn write_args(&self, out: &mut String) {
        self.shape.write_edges(out);
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.shape.options_cost())?;
        Ok((0..self.shape.edges.len())
            .map(|edge| self.option_after_deleting(edge))
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        let (value, _) = self.subtree_values();
        Ok(Some(value.first().copied().unwrap_or(0)))
    }

    /// Walks down from the root: `need[x]` is the value node `x` must take for the root to
    /// reach `target` when the deleted edge lies below `x`; deleting the edge above `x`
    /// works exactly when its term `SG(x) + 1` must become 0.
    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let (value, _) = self.subtree_values();
        let node_count = value.len();
        let mut need: Vec<Option<u64>> = vec![None; node_count];
        if let Some(root) = need.first_mut() {
            *root = Some(target);
        }
        // The edges whose deletion reaches `target`, in order (the scan passes each edge's
        // need on to its child).
        let edges = self.shape.edges.iter().enumerate();
        let moves = edges.filter_map(|(edge, &(parent, child))| {
            let parent_need = need[parent]?;
            let term = parent_need ^ value[parent] ^ value[child].saturating_add(1);
            if term != 0 {
                need[child] = Some(term - 1);
            }
            (term == 0).then_some(edge)
        });
        MoveList::try_listing(
            max,
            moves.map(Ok),
            |_| true,
            |edge| {
                context.budget.charge(self.edge_count() as u64)?;
                Ok(self.option_after_deleting(edge))
            },
        )
        .map(Some)
    }
}

/// Parses `E...` after `tree`: a tree's edges `u-v`, the root named first.
pub fn parse_tree(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let shape = parse_shape(row, true)?;
    Ok(vec![Atom::Tree(Tree {
        shape: Arc::new(shape),
    })])
}

/// Green Hackenbush on a rooted graph with cycles, repeated edges and loops.
///
/// ```
/// // A triangle at the root fuses to one loop: value 1.
/// let game = sglab_core::parse("graph r-a a-b b-r").unwrap();
/// assert_eq!(game.to_string(), "graph r-a r-b a-b");
/// let analysis = sglab_core::analyze(&game, &sglab_core::Limits::default()).unwrap();
/// assert_eq!(analysis.sg, Some(1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Graph {
    shape: Arc<Shape>,
}

impl Graph {
    /// The number of edges still standing.
    pub fn edge_count(&self) -> usize {
        self.shape.edges.len()
    }

    /// The edges still standing, by node names, in canonical order (for drawing them).
    pub fn edges(&self) -> Vec<(&str, &str)> {
        self.shape.edge_names()
    }

    fn option_after_deleting(&self, edge: usize) -> Vec<Atom> {
        let shape = self.shape.without_edge(edge);
        if shape.edges.is_empty() {
            vec![]
        } else {
            vec![Atom::Graph(Graph {
                shape: Arc::new(shape),
            })]
        }
    }
}

/// The value, by the fusion principle, of the part of the graph on `node_count` nodes
/// connected to node 0, with edge `skip` deleted.
///
/// A depth-first search finds the bridges (a tree edge `p-c` is a bridge when nothing
/// below `c` reaches above it). Each 2-edge-connected component is fused into its first
/// visited node, carrying its other edges as loops worth their count mod 2; the bridges
/// form a tree of components valued by the colon principle.
fn fused_value(node_count: usize, edges: &[(usize, usize)], skip: Option<usize>) -> u64 {
    if node_count == 0 {
        return 0;
    }
    let mut adjacency: Vec<Vec<(usize, usize)>> = vec![Vec::new(); node_count];
    for (id, &(u, v)) in edges.iter().enumerate() {
        if Some(id) != skip && u != v {
            adjacency[u].push((id, v));
            adjacency[v].push((id, u));
        }
    }
    let unvisited = usize::MAX;
    let mut entered = vec![unvisited; node_count];
    let mut low = vec![0; node_count];
    let mut parent = vec![0; node_count];
    let mut parent_edge: Vec<Option<usize>> = vec![None; node_count];
    let mut order = vec![0];
    entered[0] = 0;
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if let Some(&(id, other)) = adjacency[node].get(next) {
            top.1 += 1;
            if Some(id) == parent_edge[node] {
                continue;
            }
            if entered[other] == unvisited {
                entered[other] = order.len();
                low[other] = order.len();
                parent[other] = node;
                parent_edge[other] = Some(id);
                order.push(other);
                stack.push((other, 0));
            } else {
                low[node] = low[node].min(entered[other]);
            }
        } else {
            stack.pop();
            if let Some(&(up, _)) = stack.last() {
                low[up] = low[up].min(low[node]);
            }
        }
    }
    let is_bridge_below = |node: usize| low[node] > entered[parent[node]];
    let mut bridge = vec![false; edges.len()];
    let mut head = vec![0; node_count];
    for &node in order.iter().skip(1) {
        if is_bridge_below(node) {
            head[node] = node;
            if let Some(id) = parent_edge[node] {
                bridge[id] = true;
            }
        } else {
            head[node] = head[parent[node]];
        }
    }
    let mut value = vec![0u64; node_count];
    for (id, &(u, _)) in edges.iter().enumerate() {
        if Some(id) != skip && entered[u] != unvisited && !bridge[id] {
            value[head[u]] ^= 1;
        }
    }
    // Later-entered nodes lie deeper, so each component is complete before its parent's.
    for &node in order.iter().skip(1).rev() {
        if is_bridge_below(node) {
            let term = value[node].saturating_add(1);
            value[head[parent[node]]] ^= term;
        }
    }
    value[0]
}

impl Play for Graph {
    const MERGES: bool = false;

    /// The root alone (`graph`), which has no move.
    fn emptied(&self) -> Option<Self> {
        Some(Graph {
            shape: Arc::new(Shape::default()),
        })
    }

    fn write_head(&self, out: &mut String) {
        out.push_str("graph");
    }

    fn write_args(&self, out: &mut String) {
        self.shape.write_edges(out);
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.shape.options_cost())?;
        Ok((0..self.shape.edges.len())
            .map(|edge| self.option_after_deleting(edge))
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(fused_value(
            self.shape.names.len(),
            &self.shape.edges,
            None,
        )))
    }

    /// Deletes each edge in turn and values what is left by the fusion principle.
    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let size = (self.shape.names.len() + self.edge_count()) as u64;
        let values = (0..self.edge_count()).map(|edge| {
            context.budget.charge(size)?;
            let value = fused_value(self.shape.names.len(), &self.shape.edges, Some(edge));
            Ok((edge, value))
        });
        MoveList::try_listing(
            max,
            values,
            |&(_, value)| value == target,
            |(edge, _)| Ok(self.option_after_deleting(edge)),
        )
        .map(Some)
    }
}

/// Parses `E...` after `graph`: edges `u-v` (loops `u-u` allowed), the root named first.
pub fn parse_graph(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let shape = parse_shape(row, false)?;
    Ok(vec![Atom::Graph(Graph {
        shape: Arc::new(shape),
    })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    fn atom(text: &str) -> Atom {
        let game = crate::parse(text).unwrap();
        assert_eq!(game.atoms.len(), 1, "{text}");
        game.atoms[0].clone()
    }

    fn tree_from_parents(parents: &[usize]) -> Atom {
        let names: Vec<String> = (0..=parents.len()).map(|n| n.to_string()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let edges: Vec<(usize, usize)> = parents
            .iter()
            .enumerate()
            .map(|(child, &parent)| (parent, child + 1))
            .collect();
        Atom::Tree(Tree {
            shape: Arc::new(Shape::build(&names, 0, &edges)),
        })
    }

    fn graph_from_edges(node_count: usize, edges: &[(usize, usize)]) -> Atom {
        let names: Vec<String> = (0..node_count).map(|n| format!("v{n}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        Atom::Graph(Graph {
            shape: Arc::new(Shape::build(&names, 0, edges)),
        })
    }

    fn generous() -> Limits {
        Limits {
            max_work: u64::MAX,
            ..Limits::default()
        }
    }

    #[test]
    fn colon_principle_matches_brute_force_on_every_small_tree() {
        let mut search = Search::within(&generous());
        // Every labelled tree given by parent choices, up to 7 nodes (720 trees of 7).
        let mut checked = 0;
        for node_count in 1..=7usize {
            let mut parents = vec![0; node_count - 1];
            loop {
                let tree = tree_from_parents(&parents);
                search.check_cut_in_order(&tree, 7);
                checked += 1;
                // Next parent vector: parents[i] < i + 1.
                let mut position = 0;
                loop {
                    if position == parents.len() {
                        break;
                    }
                    parents[position] += 1;
                    if parents[position] <= position {
                        break;
                    }
                    parents[position] = 0;
                    position += 1;
                }
                if position == parents.len() {
                    break;
                }
            }
        }
        assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720);
    }

    #[test]
    fn fusion_matches_brute_force_on_every_small_multigraph() {
        let mut search = Search::within(&generous());
        // The 10 kinds of edge on 4 nodes (6 pairs and 4 loops); every multiset of up to
        // 5 of them (3003 graphs), the part connected to node 0 kept.
        let mut kinds = vec![];
        for u in 0..4 {
            for v in u..4 {
                kinds.push((u, v));
            }
        }
        let mut checked = 0;
        let mut stack: Vec<Vec<usize>> = vec![vec![]];
        while let Some(chosen) = stack.pop() {
            let edges: Vec<(usize, usize)> = chosen.iter().map(|&k| kinds[k]).collect();
            let graph = graph_from_edges(4, &edges);
            search.check_cut_in_order(&graph, 6);
            checked += 1;
            if chosen.len() < 5 {
                let from = chosen.last().copied().unwrap_or(0);
                for kind in from..kinds.len() {
                    let mut next = chosen.clone();
                    next.push(kind);
                    stack.push(next);
                }
            }
        }
        assert_eq!(checked, 3003);
    }

    #[test]
    fn fusion_matches_brute_force_on_random_larger_multigraphs() {
        let mut search = Search::within(&generous());
        let mut state: u64 = 0x5eed_1234;
        let mut next = |bound: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) % bound) as usize
        };
        for _ in 0..150 {
            let edge_count = 6 + next(3);
            let edges: Vec<(usize, usize)> = (0..edge_count).map(|_| (next(6), next(6))).collect();
            let graph = graph_from_edges(6, &edges);
            search.check_cut_in_order(&graph, 5);
        }
    }

    #[test]
    fn published_examples() {
        let mut engine = Engine::new(&Limits::default());
        // AtCoder AGC017D: SG(x) = xor over children of (SG(child) + 1).
        // A star of three edges: 1 xor 1 xor 1 = 1.
        assert_eq!(engine.sg(&atom("tree 1-2 1-3 1-4")), Ok(1));
        // A bamboo stalk of n edges is a Nim heap of n.
        assert_eq!(engine.sg(&atom("tree 1-2 2-3 3-4 4-5")), Ok(4));
        // Winning Ways ch. 7 (graph edge deletion): an odd cycle becomes a node with one extra edge,
        // an even cycle becomes a node. Triangle: 1; square: 0; square with a tail: 1.
        assert_eq!(engine.sg(&atom("graph 1-2 2-3 3-1")), Ok(1));
        assert_eq!(engine.sg(&atom("graph 1-2 2-3 3-4 4-1")), Ok(0));
        assert_eq!(engine.sg(&atom("graph 0-1 1-2 2-3 3-4 4-1")), Ok(1));
        // Winning Ways ch. 7: a loop is a stalk of length 1; two loops are 0.
        assert_eq!(engine.sg(&atom("graph r-r")), Ok(1));
        assert_eq!(engine.sg(&atom("graph r-r r-r")), Ok(0));
        assert_eq!(engine.sg(&atom("tree")), Ok(0));
        assert_eq!(engine.sg(&atom("graph")), Ok(0));
    }

    #[test]
    fn deep_and_wide_trees_answer_by_theorem() {
        let mut engine = Engine::new(&Limits::default());
        let path: Vec<String> = (0..MAX_TREE_EDGES)
            .map(|n| format!("{n}-{}", n + 1))
            .collect();
        let path = atom(&format!("tree {}", path.join(" ")));
        assert_eq!(engine.sg(&path), Ok(MAX_TREE_EDGES as u64));
        let moves = engine.moves_to_value(&path, 0, 3).unwrap();
        assert_eq!(moves.total, Some(1));
        assert_eq!(moves.options, vec![vec![]]);
        let moves = engine.moves_to_value(&path, 1234, 3).unwrap();
        assert_eq!(moves.total, Some(1));
        let star: Vec<String> = (1..=MAX_TREE_EDGES).map(|n| format!("0-{n}")).collect();
        let star = atom(&format!("tree {}", star.join(" ")));
        assert_eq!(engine.sg(&star), Ok(0));
        let moves = engine.moves_to_value(&star, 1, 2).unwrap();
        assert_eq!(moves.total, Some(MAX_TREE_EDGES as u128));
        assert_eq!(moves.options.len(), 2);
        assert_eq!(
            engine.moves_to_value(&star, u64::MAX, 2).unwrap().total,
            Some(0)
        );
    }

    #[test]
    fn large_graph_answers_by_theorem() {
        let mut engine = Engine::new(&Limits::default());
        // A cycle of 999 edges at the root plus a loop: fuses to 1000 loops, value 0.
        let mut edges: Vec<String> = (0..999).map(|n| format!("{n}-{}", (n + 1) % 999)).collect();
        edges.push("0-0".into());
        let cycle = atom(&format!("graph {}", edges.join(" ")));
        assert_eq!(engine.sg(&cycle), Ok(0));
        // Deleting any edge leaves an odd count of edges in some arrangement; none is 0.
        let moves = engine.moves_to_value(&cycle, 0, 5).unwrap();
        assert_eq!(moves.total, Some(0));
    }

    #[test]
    fn options_keep_names_and_merge_equal_positions() {
        // Options keep surviving names and drop the part cut off from the root.
        let tree = atom("tree r-a a-b a-c r-d");
        let options = tree.options(&mut Budget::new(100)).unwrap();
        let printed: Vec<String> = options
            .iter()
            .map(|option| {
                let mut out = String::new();
                crate::games::write_atoms(&mut out, option);
                out
            })
            .collect();
        assert_eq!(
            printed,
            [
                "tree r-d",
                "tree r-a a-b a-c",
                "tree r-a r-d a-c",
                "tree r-a r-d a-b"
            ]
        );
        for option in options.iter().flatten() {
            let mut out = String::new();
            crate::games::write_atoms(&mut out, std::slice::from_ref(option));
            assert_eq!(&atom(&out), option);
        }
        // The same position reached two ways is one atom.
        let graph = atom("graph r-a a-b b-r");
        let options = graph.options(&mut Budget::new(100)).unwrap();
        assert_eq!(options.len(), 3);
        assert_eq!(options[0], vec![atom("graph r-b b-a")]);
        let from_first = atom("tree r-a r-b").options(&mut Budget::new(100)).unwrap();
        let from_second = atom("tree r-b r-c").options(&mut Budget::new(100)).unwrap();
        assert_eq!(from_first[0], from_second[1]);
    }

    #[test]
    fn too_many_graph_edges_are_too_big() {
        let column = |text: &str| crate::parse(text).unwrap_err();
        let too_many: Vec<String> = (0..=MAX_GRAPH_EDGES).map(|_| "a-a".to_string()).collect();
        let error = column(&format!("graph {}", too_many.join(" ")));
        assert_eq!(error.kind, ParseErrorKind::Invalid(Invalid::TooBig));
        assert_eq!(error.column, 7 + 4 * MAX_GRAPH_EDGES);
    }

    #[test]
    fn options_charge_the_budget_first() {
        let star: Vec<String> = (1..=MAX_TREE_EDGES).map(|n| format!("0-{n}")).collect();
        let star = atom(&format!("tree {}", star.join(" ")));
        assert!(matches!(
            star.options(&mut Budget::new(1000)),
            Err(LimitError::TooLarge { .. })
        ));
    }
}
