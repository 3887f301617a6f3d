//! Tokens on a directed graph, `dag` or `loopy`: the graph in layers, each node with its
//! tokens. In an acyclic graph a node's layer is the longest path to it from a source, so
//! every arrow points down; in a graph with cycles it is the shortest path from a node
//! with no arrow in (or, for a part that has none, from its first node), and an arrow
//! back up is a curve on the side, an arrow from a node to itself a loop on its right.
//!
//! Parts: an arrow leaving a node that holds a token is the move that slides one token
//! (the first of the row on that node) along it; the node it reaches is read from the
//! option core lists.

use std::collections::{HashMap, VecDeque};

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK, TOKEN, TOKEN_LINE};
use crate::layout::{layered, Spacing};
use crate::paint::{text_width, Block, EDGE, INK};
use crate::tree::Element;

/// The arrows of a `dag` or `loopy` row's graph, by node names.
fn edges_of(atom: &Atom) -> Vec<(String, String)> {
    let edges = match atom {
        Atom::Dag(token) => token.edges(),
        Atom::Loopy(token) => token.edges(),
        _ => Vec::new(),
    };
    edges
        .into_iter()
        .map(|(u, v)| (u.to_string(), v.to_string()))
        .collect()
}

/// The node a token atom stands on.
fn node_of(atom: &Atom) -> Option<&str> {
    match atom {
        Atom::Dag(token) => Some(token.node_name()),
        Atom::Loopy(token) => Some(token.node_name()),
        _ => None,
    }
}

/// Each node's layer: the longest path to it from a source when the graph is acyclic
/// (relaxing the edges as often as there are nodes settles then), else the shortest path
/// from a node with no arrow in, breadth first, a part with none started at its first
/// node. Loops are left out.
fn layers(count: usize, pairs: &[(usize, usize)]) -> Vec<u32> {
    let mut depth = vec![0u32; count];
    for _ in 0..=count {
        let mut changed = false;
        for &(a, b) in pairs {
            if depth[b] < depth[a] + 1 {
                depth[b] = depth[a] + 1;
                changed = true;
            }
        }
        if !changed {
            return depth;
        }
    }
    let mut after: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut entered = vec![false; count];
    for &(a, b) in pairs {
        after[a].push(b);
        entered[b] = true;
    }
    let mut layer: Vec<Option<u32>> = vec![None; count];
    let starts = (0..count).filter(|&n| !entered[n]).chain(0..count);
    for start in starts {
        if layer[start].is_some() {
            continue;
        }
        layer[start] = Some(0);
        let mut queue = VecDeque::from([start]);
        while let Some(node) = queue.pop_front() {
            let next = layer[node].unwrap_or(0) + 1;
            for &to in &after[node] {
                if layer[to].is_none() {
                    layer[to] = Some(next);
                    queue.push_back(to);
                }
            }
        }
    }
    layer.into_iter().map(|l| l.unwrap_or(0)).collect()
}

/// An arrow head, `id` unique on the page.
fn marker(id: &str, fill: &str) -> Element {
    Element::new("marker")
        .attr("id", id)
        .attr("viewBox", "0 0 10 10")
        .attr("refX", 10)
        .attr("refY", 5)
        .attr("markerUnits", "userSpaceOnUse")
        .attr("markerWidth", 11)
        .attr("markerHeight", 11)
        .attr("orient", "auto")
        .child(
            Element::new("path")
                .attr("d", "M0,0 L10,5 L0,10 z")
                .attr("fill", fill),
        )
}

/// The row's graph with its tokens.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let Some(first) = row.atoms.first() else {
        return super::stacked(Vec::new(), 0);
    };
    let edges = edges_of(first);
    let mut names: Vec<String> = Vec::new();
    let mut id: HashMap<String, usize> = HashMap::new();
    for (u, v) in &edges {
        for name in [u, v] {
            if !id.contains_key(name) {
                id.insert(name.clone(), names.len());
                names.push(name.clone());
            }
        }
    }
    let all_pairs: Vec<(usize, usize)> = edges
        .iter()
        .filter_map(|(u, v)| Some((*id.get(u)?, *id.get(v)?)))
        .collect();
    let (loops, pairs): (Vec<_>, Vec<_>) = all_pairs.into_iter().partition(|&(u, v)| u == v);
    let depth = layers(names.len(), &pairs);
    let widths: Vec<i64> = names
        .iter()
        .map(|n| (text_width(n, 13) + 44).max(52))
        .collect();
    let spacing = Spacing {
        node_height: 34,
        gap: 20,
        row_gap: 46,
        sweeps: 6,
        ..Spacing::default()
    };
    let layout = layered(&depth, &widths, &pairs, &spacing);
    let (min, mut max) = layout.bounds;
    // A loop bulges 30 to the right of its node.
    for &(node, _) in &loops {
        if let Some(placed) = layout.nodes.get(node) {
            max.x = max.x.max(placed.x + placed.w + 32);
        }
    }
    // Tokens per node, and the first atom on each.
    let mut tokens = vec![0usize; names.len()];
    let mut first_atom: HashMap<usize, usize> = HashMap::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        if let Some(&node) = node_of(atom).and_then(|name| id.get(name)) {
            tokens[node] += 1;
            first_atom.entry(node).or_insert(j);
        }
    }
    // (from, to) -> (atom index in the game, option).
    let mut slides: HashMap<(usize, usize), (usize, Vec<Atom>)> = HashMap::new();
    for (&node, &j) in &first_atom {
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            if let [one] = option.as_slice()
                && let Some(&to) = node_of(one).and_then(|name| id.get(name))
            {
                slides.entry((node, to)).or_insert((row.first + j, option));
            }
        }
    }
    let plain_id = format!("{}-dag{}-arrow", board.prefix, row.first);
    let live_id = format!("{}-dag{}-move", board.prefix, row.first);
    let mut group = Element::new("g").attr("class", "sg-dag");
    group.push(
        Element::new("defs")
            .child(marker(&plain_id, EDGE))
            .child(marker(&live_id, MARK)),
    );
    let mut inner =
        Element::new("g").attr("transform", format!("translate({},{})", -min.x, -min.y));
    // Each arrow: the layout's routes, then each loop on its node's right.
    let mut arrows: Vec<(usize, usize, String)> = layout
        .routes
        .iter()
        .map(|route| (route.from, route.to, route.path()))
        .collect();
    for &(node, _) in &loops {
        if let Some(placed) = layout.nodes.get(node) {
            let (x, y, h) = (placed.x + placed.w, placed.y, placed.h);
            let d = format!(
                "M{},{} C{},{} {},{} {},{}",
                x,
                y + 8,
                x + 30,
                y - 6,
                x + 30,
                y + h + 6,
                x + 2,
                y + h - 8
            );
            arrows.push((node, node, d));
        }
    }
    for (from, to, d) in &arrows {
        let path = |live: bool| {
            Element::new("path")
                .attr("d", d.as_str())
                .attr("fill", "none")
                .attr("stroke", if live { MARK } else { EDGE })
                .attr("stroke-width", if live { "3" } else { "1.3" })
                .attr(
                    "marker-end",
                    format!("url(#{})", if live { &live_id } else { &plain_id }),
                )
        };
        let (u, v) = (&names[*from], &names[*to]);
        match slides.get(&(*from, *to)) {
            Some((atom, option)) => {
                let shape = Element::new("g")
                    .attr("class", "sg-slide")
                    .child(
                        Element::new("path")
                            .attr("d", d.as_str())
                            .attr("fill", "none")
                            .attr("stroke", "#000000")
                            .attr("stroke-opacity", 0)
                            .attr("stroke-width", 12),
                    )
                    .child(path(true));
                let words = board.msg("board.move.slide", &[("u", u), ("v", v)]);
                let short = board.msg("board.short.slide", &[("u", u), ("v", v)]);
                inner.push(board.part(*atom, option, &words, &short, shape));
            }
            None => inner.push(path(false).attr("class", "sg-arc")),
        }
    }
    for (node, placed) in layout.nodes.iter().enumerate() {
        let mut box_group = Element::new("g")
            .attr(
                "class",
                if tokens[node] > 0 {
                    "sg-dag-node sg-holds"
                } else {
                    "sg-dag-node"
                },
            )
            .attr("transform", format!("translate({},{})", placed.x, placed.y))
            .child(
                Element::new("rect")
                    .attr("width", placed.w)
                    .attr("height", placed.h)
                    .attr("rx", 17)
                    .attr("fill", "#f8fafc")
                    .attr("stroke", INK)
                    .attr("stroke-width", "1.2"),
            )
            .child(super::label(12, 22, 13, INK, &names[node]));
        if tokens[node] > 0 {
            let cx = placed.w - 16;
            box_group.push(
                Element::new("circle")
                    .attr("class", "sg-token")
                    .attr("cx", cx)
                    .attr("cy", 17)
                    .attr("r", 10)
                    .attr("fill", TOKEN)
                    .attr("stroke", TOKEN_LINE)
                    .attr("stroke-width", "1.5"),
            );
            if tokens[node] > 1 {
                box_group.push(
                    centred(cx, 21, 11, INK, &tokens[node].to_string()).attr("font-weight", 700),
                );
            }
        }
        inner.push(box_group);
    }
    group.push(inner);
    Block {
        element: group,
        width: max.x - min.x,
        height: max.y - min.y,
    }
}
