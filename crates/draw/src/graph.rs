//! The SVG of a state graph ([`sglab_core::explore::StateGraph`]): one box per position
//! with its label, its letter and its SG value (P dark blue with white text, N pale
//! orange with dark text and an orange border), moves as arrows (winning moves green
//! and thicker), a caption and the legend.

use sglab_core::explore::StateGraph;
use sglab_core::game::{Game, Rule};
use sglab_core::i18n::Words;
use sglab_core::Outcome;

use crate::layout::{layered, Spacing, SIDE_ROOM};
use crate::paint::{
    self, message, outcome_colours, text_line, Block, EDGE, MARGIN, MONO, OUTLINE, WIN,
};
use crate::tree::Element;

/// The height of a node box.
const NODE_HEIGHT: i64 = 44;
/// The longest label, in columns; longer ones are cut in the middle.
const MAX_LABEL: i64 = 32;

/// The rule prefix and head of a game written on one row (`misere: nim`), and the text
/// after it (`1 2 3`): `None` for a sum of several rows.
fn row_parts(game: &Game) -> Option<(String, String)> {
    let first = game.atoms.first()?;
    let head = first.head();
    let one_row = game.atoms.len() == 1
        || (first.merges() && game.atoms.iter().all(|atom| atom.head() == head));
    if !one_row {
        return None;
    }
    let mut prefix = String::new();
    if game.rule != Rule::Normal {
        prefix.push_str(game.rule.keyword());
        prefix.push_str(": ");
    }
    prefix.push_str(&head);
    let text = game.to_string();
    let rest = text.strip_prefix(&prefix)?.trim().to_string();
    Some((prefix, rest))
}

/// Whether `game` is the empty sum, which every game reaches as `nim 0`.
fn is_empty_sum(game: &Game) -> bool {
    matches!(game.atoms.as_slice(), [sglab_core::games::Atom::Nim(nim)] if nim.heap == 0)
}

/// The labels of the nodes and the head they share, if any: when every position is one
/// row of the same head (the empty sum aside), the labels drop it.
pub fn labels(graph: &StateGraph) -> (Vec<String>, Option<String>) {
    let full = || {
        graph
            .nodes
            .iter()
            .map(|n| shorten(&n.game.to_string()))
            .collect()
    };
    let Some((head, _)) = graph.nodes.first().and_then(|root| row_parts(&root.game)) else {
        return (full(), None);
    };
    let mut out = Vec::with_capacity(graph.nodes.len());
    for node in &graph.nodes {
        match row_parts(&node.game) {
            Some((prefix, rest)) if prefix == head => {
                out.push(shorten(if rest.is_empty() { "∅" } else { &rest }));
            }
            _ if is_empty_sum(&node.game) => out.push("∅".to_string()),
            _ => return (full(), None),
        }
    }
    (out, Some(head))
}

/// `text` cut in the middle to at most [`MAX_LABEL`] columns, so both ends stay visible.
fn shorten(text: &str) -> String {
    if paint::columns(text) <= MAX_LABEL {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let keep = (MAX_LABEL as usize - 1) / 2;
    let mut out: String = chars[..keep].iter().collect();
    out.push('…');
    out.extend(chars[chars.len().saturating_sub(keep)..].iter());
    out
}

/// A message written as a clause (`more positions ...`) made a sentence: a capital first
/// letter and a full stop (Chinese messages are left as they are).
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if out.ends_with(|c: char| c.is_ascii_alphanumeric()) {
        out.push('.');
    }
    out
}

/// The text of a node's `<title>`: position, outcome, SG value.
fn node_title(game: &Game, outcome: Outcome, sg: Option<u64>, lang: Words<'_>) -> String {
    let outcome_text = message(lang, &format!("outcome.{}", outcome.letter()), &[]);
    match sg {
        Some(sg) => format!(
            "{game}: {outcome_text}, {} {sg}",
            message(lang, "result.sg", &[])
        ),
        None => format!("{game}: {outcome_text}"),
    }
}

/// An arrow head for the edges, `id` unique on the page.
fn marker(id: String, fill: &str, size: i64) -> Element {
    Element::new("marker")
        .attr("id", id)
        .attr("viewBox", "0 0 10 10")
        .attr("refX", 10)
        .attr("refY", 5)
        .attr("markerUnits", "userSpaceOnUse")
        .attr("markerWidth", size)
        .attr("markerHeight", size)
        .attr("orient", "auto-start-reverse")
        .child(
            Element::new("path")
                .attr("d", "M0,0 L10,5 L0,10 z")
                .attr("fill", fill),
        )
}

/// A node's box; a draw's border is dashed, so that it reads apart from P and N without
/// its colour.
fn box_of(width: i64, height: i64, fill: &str, line: &str, root: bool, letter: &str) -> Element {
    let mut rect = Element::new("rect")
        .attr("width", width)
        .attr("height", height)
        .attr("rx", 8)
        .attr("fill", fill)
        .attr("stroke", line)
        .attr("stroke-width", if root { 4 } else { 1 });
    if letter == "D" {
        rect.set("stroke-dasharray", "5 3");
    }
    rect
}

/// The narrowest width a graph is laid out for: a phone's column (about 330 CSS px) less a
/// little, below which a row would hold a single node.
pub const MIN_WIDTH: i64 = 240;

/// The graph as a block: markers, edges (ordinary first, winning on top) and nodes.
/// `width`: the drawing's whole width to lay out for (rows fold into lines to fit it, so
/// that shown at that width every node keeps its drawn size), or `None` for one line a row.
pub fn graph_block(
    graph: &StateGraph,
    lang: Words<'_>,
    prefix: &str,
    width: Option<i64>,
) -> (Block, Option<String>) {
    let (labels, head) = labels(graph);
    let widths: Vec<i64> = labels
        .iter()
        .map(|label| (paint::columns(label) * 8 + 20).max(64))
        .collect();
    let depths: Vec<u32> = graph.nodes.iter().map(|n| n.depth).collect();
    let edges: Vec<(usize, usize)> = graph.edges.iter().map(|e| (e.from, e.to)).collect();
    let spacing = Spacing {
        node_height: NODE_HEIGHT,
        max_width: width.map_or(0, |w| w.max(MIN_WIDTH) - 2 * MARGIN - 2 * SIDE_ROOM),
        ..Spacing::default()
    };
    let layout = layered(&depths, &widths, &edges, &spacing);
    let (min, max) = layout.bounds;
    let arrow = format!("{prefix}-arrow");
    let arrow_win = format!("{prefix}-arrow-win");
    let mut group = Element::new("g").attr("class", "sg-graph-body").child(
        Element::new("defs")
            .child(marker(arrow.clone(), EDGE, 10))
            .child(marker(arrow_win.clone(), WIN, 14)),
    );
    let mut inner =
        Element::new("g").attr("transform", format!("translate({},{})", -min.x, -min.y));
    let winning: Vec<bool> = graph
        .edges
        .iter()
        .filter(|e| e.from != e.to && e.from < graph.nodes.len() && e.to < graph.nodes.len())
        .map(|e| e.winning)
        .collect();
    let mut plain_edges = Element::new("g").attr("class", "sg-edges");
    let mut winning_edges = Element::new("g").attr("class", "sg-edges sg-winning");
    for (route, &win) in layout.routes.iter().zip(&winning) {
        let path = Element::new("path")
            .attr("class", if win { "sg-edge sg-win" } else { "sg-edge" })
            .attr("d", route.path())
            .attr("fill", "none")
            .attr("stroke", if win { WIN } else { EDGE })
            .attr("stroke-width", if win { "3.2" } else { "1.3" })
            .attr(
                "marker-end",
                format!("url(#{})", if win { &arrow_win } else { &arrow }),
            )
            .attr("data-from", route.from)
            .attr("data-to", route.to);
        if win {
            winning_edges.push(path);
        } else {
            plain_edges.push(path);
        }
    }
    // A move back to the same position (a game that may never end): a loop on the node's
    // right side, the layout routing no edge from a node to itself.
    for edge in graph.edges.iter().filter(|e| e.from == e.to) {
        let Some(placed) = layout.nodes.get(edge.from) else {
            continue;
        };
        let (x, y) = (placed.x + placed.w, placed.y);
        plain_edges.push(
            Element::new("path")
                .attr("class", "sg-edge sg-loop")
                .attr(
                    "d",
                    format!(
                        "M{},{} C{},{} {},{} {},{}",
                        x,
                        y + 10,
                        x + 30,
                        y - 6,
                        x + 30,
                        y + placed.h + 6,
                        x + 2,
                        y + placed.h - 10
                    ),
                )
                .attr("fill", "none")
                .attr("stroke", EDGE)
                .attr("stroke-width", "1.3")
                .attr("marker-end", format!("url(#{arrow})"))
                .attr("data-from", edge.from)
                .attr("data-to", edge.to),
        );
    }
    inner.push(plain_edges);
    inner.push(winning_edges);
    let mut nodes = Element::new("g").attr("class", "sg-nodes");
    for (id, (node, placed)) in graph.nodes.iter().zip(&layout.nodes).enumerate() {
        let letter = node.outcome.letter();
        let (fill, ink, line) = outcome_colours(letter);
        let mut class = format!("sg-node sg-{letter}");
        if id == 0 {
            class.push_str(" sg-root");
        }
        if node.terminal {
            class.push_str(" sg-terminal");
        }
        let value = match node.sg {
            Some(sg) => format!("{letter} · {sg}"),
            None => letter.to_string(),
        };
        let mut element = Element::new("g")
            .attr("class", class)
            .attr("transform", format!("translate({},{})", placed.x, placed.y))
            .attr("data-game", node.game.to_string())
            .attr("data-id", id)
            .attr("data-outcome", letter)
            .attr("data-sg", node.sg.map_or(String::new(), |v| v.to_string()))
            .child(Element::new("title").text(node_title(&node.game, node.outcome, node.sg, lang)))
            .child(box_of(
                placed.w,
                placed.h,
                fill,
                if id == 0 { OUTLINE } else { line },
                id == 0,
                letter,
            ))
            .child(
                text_line(placed.w / 2, 17, 13, ink, &labels[id])
                    .attr("class", "sg-label")
                    .attr("text-anchor", "middle")
                    .attr("font-family", MONO),
            );
        element.push(
            text_line(placed.w / 2, 36, 14, ink, &value)
                .attr("class", "sg-value")
                .attr("text-anchor", "middle")
                .attr("font-weight", 700),
        );
        nodes.push(element);
    }
    inner.push(nodes);
    group.push(inner);
    let block = Block {
        element: group,
        width: max.x - min.x,
        height: max.y - min.y,
    };
    (block, head)
}

/// The whole drawing of a state graph: caption, graph, legend; `width` as for
/// [`graph_block`].
pub fn draw(graph: &StateGraph, lang: Words<'_>, prefix: &str, width: Option<i64>) -> Element {
    let root = graph
        .nodes
        .first()
        .map_or_else(String::new, |n| n.game.to_string());
    let (body, head) = graph_block(graph, lang, prefix, width);
    let shown = graph.nodes.len().to_string();
    let mut lines = vec![message(lang, "draw.graph_title", &[("game", &root)])];
    lines.push(if graph.truncated || graph.total.is_none() {
        let total = graph.total.map_or_else(
            || message(lang, "graph.unknown_total", &[]),
            |t| t.to_string(),
        );
        message(
            lang,
            "graph.capped",
            &[("shown", &shown), ("total", &total)],
        )
    } else {
        message(lang, "graph.all", &[("shown", &shown)])
    });
    for note in &graph.notes {
        lines.push(sentence(&message(lang, note.key(), &[])));
    }
    if let Some(head) = &head {
        lines.push(message(lang, "draw.graph_head", &[("head", head)]));
    }
    if graph.nodes.first().is_some_and(|n| n.game.atoms.len() > 1) {
        lines.push(message(lang, "draw.graph_merged", &[]));
    }
    if graph.edges.iter().any(|e| {
        let depth = |i: usize| graph.nodes.get(i).map_or(0, |n| n.depth);
        depth(e.to) <= depth(e.from)
    }) {
        lines.push(message(lang, "draw.graph_side", &[]));
    }
    if graph.edges.iter().any(|e| e.from == e.to) {
        lines.push(message(lang, "draw.graph_loop", &[]));
    }
    let desc = message(
        lang,
        "draw.graph_desc",
        &[("count", &shown), ("game", &root)],
    );
    let caption_width = paint::caption_width(width.map(|w| w.max(0) as u64));
    let blocks = vec![
        Block::caption(&lines, true, caption_width),
        body,
        Block::legend_with_draws(
            lang,
            true,
            graph.nodes.iter().any(|n| n.outcome == Outcome::D),
            caption_width,
        ),
    ];
    paint::frame(prefix, "sg-graph", &lines[0], &desc, blocks)
}
