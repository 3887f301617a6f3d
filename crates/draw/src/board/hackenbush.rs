//! Green Hackenbush (`tree`, `graph`) as a plant on the ground: the root sits on a ground
//! line, the other nodes in layers above it by their distance from the root (the layered
//! layout of [`crate::layout`], upside down), edges as green stalks. Edges of a breadth-
//! first spanning tree are straight; the other edges of cycles, repeated edges and loops
//! are curves.
//!
//! Parts: each edge is the move that deletes it. Which option a deletion leaves is found
//! by comparing: the option keeps the edges still connected to the root (names kept), so
//! of the edges it lacks, the deleted one is the only one that touches a node it keeps
//! (or the root); the others fell with it.

use std::collections::{HashMap, HashSet, VecDeque};

use sglab_core::games::Atom;

use super::{Board, Row};
use crate::layout::{layered, Spacing};
use crate::paint::{text_width, Block, MUTED};
use crate::tree::Element;

const STALK: &str = "#15803d";
const NODE: &str = "#1f2937";

/// The edges of a Hackenbush atom, by node names.
fn edges_of(atom: &Atom) -> Vec<(String, String)> {
    let edges = match atom {
        Atom::Tree(tree) => tree.edges(),
        Atom::Graph(graph) => graph.edges(),
        _ => Vec::new(),
    };
    edges
        .into_iter()
        .map(|(u, v)| (u.to_string(), v.to_string()))
        .collect()
}

/// An edge as an unordered pair.
fn unordered(u: &str, v: &str) -> (String, String) {
    if u <= v {
        (u.to_string(), v.to_string())
    } else {
        (v.to_string(), u.to_string())
    }
}

/// The deleted edge (unordered) an option stands for, and how many edges fell with it.
fn deleted_edge(
    edges: &[(String, String)],
    root: &str,
    option: &[Atom],
) -> Option<((String, String), usize)> {
    let kept: Vec<(String, String)> = match option {
        [] => Vec::new(),
        [one] => edges_of(one),
        _ => return None,
    };
    let mut counts: HashMap<(String, String), i64> = HashMap::new();
    for (u, v) in edges {
        *counts.entry(unordered(u, v)).or_default() += 1;
    }
    for (u, v) in &kept {
        *counts.entry(unordered(u, v)).or_default() -= 1;
    }
    let mut alive: HashSet<&str> = kept
        .iter()
        .flat_map(|(u, v)| [u.as_str(), v.as_str()])
        .collect();
    alive.insert(root);
    let removed: usize = counts
        .values()
        .filter(|&&c| c > 0)
        .map(|&c| c as usize)
        .sum();
    if counts.values().any(|&c| c < 0) {
        return None;
    }
    let touching: Vec<&(String, String)> = counts
        .iter()
        .filter(|&(pair, &c)| {
            c > 0 && (alive.contains(pair.0.as_str()) || alive.contains(pair.1.as_str()))
        })
        .map(|(pair, _)| pair)
        .collect();
    match touching.as_slice() {
        [pair] => Some(((*pair).clone(), removed.saturating_sub(1))),
        _ => None,
    }
}

/// Each plant of the row (one atom per row).
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        blocks.push(plant(
            board,
            row.first + j,
            atom,
            row.options.get(j).cloned().flatten(),
        ));
    }
    super::stacked(blocks, 10)
}

fn plant(
    board: &mut Board<'_>,
    index: usize,
    atom: &Atom,
    options: Option<Vec<Vec<Atom>>>,
) -> Block {
    let edges = edges_of(atom);
    // Nodes in order of appearance; the root is the first.
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
    if names.is_empty() {
        names.push("1".to_string());
    }
    let root = names[0].clone();
    let pairs: Vec<(usize, usize)> = edges
        .iter()
        .map(|(u, v)| {
            (
                id.get(u).copied().unwrap_or(0),
                id.get(v).copied().unwrap_or(0),
            )
        })
        .collect();
    // Breadth-first layers and spanning tree.
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); names.len()];
    for (k, &(a, b)) in pairs.iter().enumerate() {
        if a != b {
            adjacent[a].push((b, k));
            adjacent[b].push((a, k));
        }
    }
    let mut depth: Vec<Option<u32>> = vec![None; names.len()];
    let mut tree_edge = vec![false; pairs.len()];
    depth[0] = Some(0);
    let mut queue = VecDeque::from([0usize]);
    while let Some(node) = queue.pop_front() {
        let d = depth[node].unwrap_or(0);
        for &(next, k) in &adjacent[node] {
            if depth[next].is_none() {
                depth[next] = Some(d + 1);
                tree_edge[k] = true;
                queue.push_back(next);
            }
        }
    }
    let depths: Vec<u32> = depth.iter().map(|d| d.unwrap_or(0)).collect();
    let tree_pairs: Vec<(usize, usize)> = pairs
        .iter()
        .zip(&tree_edge)
        .filter(|&(_, &t)| t)
        .map(|(&(a, b), _)| {
            if depths[a] <= depths[b] {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    let (gap, row_gap) = match names.len() {
        0..=30 => (50, 50),
        31..=120 => (30, 40),
        _ => (10, 30),
    };
    let spacing = Spacing {
        node_height: 10,
        gap,
        row_gap,
        sweeps: 6,
        ..Spacing::default()
    };
    let layout = layered(&depths, &vec![10; names.len()], &tree_pairs, &spacing);
    let top = layout.nodes.iter().map(|p| p.y).max().unwrap_or(0);
    let margin = 30;
    // Node centres, the root at the bottom.
    let centre: Vec<(i64, i64)> = layout
        .nodes
        .iter()
        .map(|p| (p.x + 5 + margin, top - p.y + 5 + 40))
        .collect();
    let width = layout.bounds.1.x - layout.bounds.0.x.min(0) + 2 * margin + 30;
    let ground = centre[0].1;
    let mut group = Element::new("g").attr("class", "sg-plant");
    // The ground: a line with hatching.
    let mut hatch = format!("M0,{ground} H{width}");
    let mut x = 4;
    while x < width {
        hatch.push_str(&format!(" M{x},{} l-6,8", ground + 1));
        x += 10;
    }
    group.push(
        Element::new("path")
            .attr("class", "sg-ground")
            .attr("d", hatch)
            .attr("stroke", "#78716c")
            .attr("stroke-width", "1.5")
            .attr("fill", "none"),
    );
    // Which option each edge deletion leaves.
    let mut by_edge: HashMap<(String, String), (Vec<Atom>, usize)> = HashMap::new();
    for option in options.iter().flatten() {
        if let Some((pair, falls)) = deleted_edge(&edges, &root, option) {
            by_edge.entry(pair).or_insert((option.clone(), falls));
        }
    }
    let mut seen: HashMap<(usize, usize), i64> = HashMap::new();
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let (x1, y1) = centre[a];
        let (x2, y2) = centre[b];
        let repeat = seen.entry((a.min(b), a.max(b))).or_insert(0);
        let d = if a == b {
            // A loop leaning to the right, clear of the stalks above.
            let turn = 12 * *repeat;
            format!(
                "M{x1},{y1} C{},{} {},{} {x1},{y1}",
                x1 + 40 + turn,
                y1 - 4,
                x1 + 30 + turn,
                y1 - 40 - turn
            )
        } else if tree_edge[k] && *repeat == 0 {
            format!("M{x1},{y1} L{x2},{y2}")
        } else {
            // A curve bending to one side, further for each repeat.
            let n = *repeat + i64::from(!tree_edge[k]);
            let bend = 18 * ((n + 1) / 2) * if n % 2 == 0 { -1 } else { 1 };
            let (mx, my) = ((x1 + x2) / 2, (y1 + y2) / 2);
            let (dx, dy) = (x2 - x1, y2 - y1);
            let length = ((dx * dx + dy * dy) as f64).sqrt().max(1.0);
            let cx = mx as f64 - dy as f64 / length * bend as f64 * 2.0;
            let cy = my as f64 + dx as f64 / length * bend as f64 * 2.0;
            format!("M{x1},{y1} Q{:.1},{:.1} {x2},{y2}", cx, cy)
        };
        *repeat += 1;
        let stalk = Element::new("g")
            .attr("class", "sg-stalk")
            .child(
                Element::new("path")
                    .attr("d", &d)
                    .attr("fill", "none")
                    .attr("stroke", "#000000")
                    .attr("stroke-opacity", 0)
                    .attr("stroke-width", 12),
            )
            .child(
                Element::new("path")
                    .attr("d", d)
                    .attr("fill", "none")
                    .attr("stroke", STALK)
                    .attr("stroke-width", 4)
                    .attr("stroke-linecap", "round"),
            );
        let (u, v) = (&names[a], &names[b]);
        group.push(match by_edge.get(&unordered(u, v)) {
            Some((option, falls)) => {
                let words = if *falls == 0 {
                    board.msg("board.move.edge", &[("u", u), ("v", v)])
                } else {
                    board.msg(
                        "board.move.edge_falls",
                        &[("u", u), ("v", v), ("count", &falls.to_string())],
                    )
                };
                let short = board.msg("board.short.edge", &[("u", u), ("v", v)]);
                board.part(index, option, &words, &short, stalk)
            }
            None => stalk,
        });
    }
    for (node, &(x, y)) in centre.iter().enumerate() {
        group.push(
            Element::new("circle")
                .attr(
                    "class",
                    if node == 0 {
                        "sg-node-dot sg-root"
                    } else {
                        "sg-node-dot"
                    },
                )
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", if node == 0 { 5 } else { 4 })
                .attr("fill", NODE),
        );
        if names.len() <= 60 {
            group.push(
                super::label(x + 6, y - 5, 9, MUTED, &names[node]).attr("class", "sg-node-name"),
            );
        }
    }
    let name_room = names.iter().map(|n| text_width(n, 9)).max().unwrap_or(0);
    Block {
        element: group,
        width: width + name_room,
        height: ground + 12,
    }
}
