//! Tokens on a directed acyclic graph: the graph in layers (a node's layer is the longest
//! path to it from a source, so every arrow points down), each node with its tokens.
//!
//! Parts: an arrow leaving a node that holds a token is the move that slides one token
//! (the first of the row on that node) along it; the node it reaches is read from the
//! option core lists.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK, TOKEN, TOKEN_LINE};
use crate::layout::{layered, Spacing};
use crate::paint::{text_width, Block, EDGE, INK};
use crate::tree::Element;

/// The arrows of a `dag` row's graph, by node names.
fn edges_of(atom: &Atom) -> Vec<(String, String)> {
    match atom {
        Atom::Dag(token) => token
            .edges()
            .into_iter()
            .map(|(u, v)| (u.to_string(), v.to_string()))
            .collect(),
        _ => Vec::new(),
    }
}

/// The node a token atom stands on.
fn node_of(atom: &Atom) -> Option<&str> {
    match atom {
        Atom::Dag(token) => Some(token.node_name()),
        _ => None,
    }
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
    let pairs: Vec<(usize, usize)> = edges
        .iter()
        .filter_map(|(u, v)| Some((*id.get(u)?, *id.get(v)?)))
        .collect();
    // Longest path from a source, by relaxing the edges as often as there are nodes (the
    // graph is acyclic, so this settles).
    let mut depth = vec![0u32; names.len()];
    for _ in 0..names.len() {
        let mut changed = false;
        for &(a, b) in &pairs {
            if depth[b] < depth[a] + 1 {
                depth[b] = depth[a] + 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
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
    let (min, max) = layout.bounds;
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
            if let [one] = option.as_slice() {
                if let Some(&to) = node_of(one).and_then(|name| id.get(name)) {
                    slides.entry((node, to)).or_insert((row.first + j, option));
                }
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
    for route in &layout.routes {
        let path = |live: bool| {
            Element::new("path")
                .attr("d", route.path())
                .attr("fill", "none")
                .attr("stroke", if live { MARK } else { EDGE })
                .attr("stroke-width", if live { 3.0 } else { 1.3 })
                .attr(
                    "marker-end",
                    format!("url(#{})", if live { &live_id } else { &plain_id }),
                )
        };
        let (u, v) = (&names[route.from], &names[route.to]);
        match slides.get(&(route.from, route.to)) {
            Some((atom, option)) => {
                let shape = Element::new("g")
                    .attr("class", "sg-slide")
                    .child(
                        Element::new("path")
                            .attr("d", route.path())
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
                    .attr("stroke-width", 1.2),
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
                    .attr("stroke-width", 1.5),
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
