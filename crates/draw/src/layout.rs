//! A layered layout of a state graph, in integer coordinates.
//!
//! 1. Rows: a node's row is its depth, the fewest moves from the root (breadth-first), so a
//!    position one move away sits one row down. A move to the same or an earlier row (a
//!    position also reachable by a shorter path) is drawn as a curve on the side.
//! 2. Order within a row: barycentre sweeps (Sugiyama, Tagawa & Toda 1981), down then up,
//!    keeping the order with the fewest crossings between adjacent rows, counted as
//!    inversions with a Fenwick tree (Barth, Jünger & Mutzel 2002). Barycentres are
//!    compared as exact fractions.
//! 3. Coordinates: each row centred, nodes `gap` apart, widths given by the caller. A row
//!    wider than [`Spacing::max_width`] folds into several lines, in its order, so that a
//!    drawing laid out for a narrow screen keeps its nodes at a readable size: the root
//!    first, its moves next, the rest below.

use std::cmp::Ordering;

/// A point of the drawing, in user units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Point {
    /// Rightwards.
    pub x: i64,
    /// Downwards.
    pub y: i64,
}

/// The spacing of a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spacing {
    /// The height of every node box.
    pub node_height: i64,
    /// The horizontal gap between neighbouring boxes of a row.
    pub gap: i64,
    /// The vertical gap between rows.
    pub row_gap: i64,
    /// The number of barycentre sweeps.
    pub sweeps: usize,
    /// The widest a line of nodes may be, 0 for no limit: a wider row folds into lines
    /// (a node wider than this alone on its line), and side curves bulge at most
    /// [`SIDE_ROOM`] past the lines.
    pub max_width: i64,
    /// The vertical gap between the lines of one folded row.
    pub line_gap: i64,
}

/// How far a side curve bulges past the nodes when the width is limited.
pub const SIDE_ROOM: i64 = 24;

impl Default for Spacing {
    fn default() -> Self {
        Spacing {
            node_height: 44,
            gap: 18,
            row_gap: 64,
            sweeps: 6,
            max_width: 0,
            line_gap: 22,
        }
    }
}

/// A node's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The left edge.
    pub x: i64,
    /// The top edge.
    pub y: i64,
    /// The width.
    pub w: i64,
    /// The height.
    pub h: i64,
    /// The row (0 is the root's).
    pub row: usize,
    /// The line within a folded row (0 when the row is one line).
    pub line: usize,
}

impl Placed {
    /// Whether `point` lies on the border of the box.
    pub fn on_border(&self, point: Point) -> bool {
        let inside_x = (self.x..=self.x + self.w).contains(&point.x);
        let inside_y = (self.y..=self.y + self.h).contains(&point.y);
        (inside_x && (point.y == self.y || point.y == self.y + self.h))
            || (inside_y && (point.x == self.x || point.x == self.x + self.w))
    }
}

/// How an edge is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteKind {
    /// From the bottom of a node to the top of one in the next row.
    Down,
    /// Between two nodes of one row: a curve below the row.
    Level,
    /// To an earlier row (or more than one row down): a curve on the side.
    Side,
}

/// An edge as a cubic Bézier curve from `start` to `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    /// The node moved from.
    pub from: usize,
    /// The node moved to.
    pub to: usize,
    /// How it is drawn.
    pub kind: RouteKind,
    /// On the border of the `from` box.
    pub start: Point,
    /// The first control point.
    pub c1: Point,
    /// The second control point.
    pub c2: Point,
    /// On the border of the `to` box.
    pub end: Point,
}

impl Route {
    /// The SVG path data of the curve.
    pub fn path(&self) -> String {
        format!(
            "M{},{} C{},{} {},{} {},{}",
            self.start.x,
            self.start.y,
            self.c1.x,
            self.c1.y,
            self.c2.x,
            self.c2.y,
            self.end.x,
            self.end.y
        )
    }
}

/// The result: boxes, routes and the bounding box of both (which may extend left of 0
/// or above 0 where side curves bulge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// One box per node, in the input's order.
    pub nodes: Vec<Placed>,
    /// One route per edge (self-loops and edges naming no node are left out).
    pub routes: Vec<Route>,
    /// The smallest and largest x and y of the boxes and the curves' control points.
    pub bounds: (Point, Point),
    /// Crossings between adjacent rows before the sweeps.
    pub crossings_before: u64,
    /// Crossings between adjacent rows in the order kept.
    pub crossings: u64,
}

/// Lays out nodes of the given `depths` and `widths` joined by `edges` (`(from, to)`).
///
/// ```
/// use sglab_draw::layout::{layered, Spacing};
/// let layout = layered(&[0, 1, 1], &[60, 60, 60], &[(0, 1), (0, 2)], &Spacing::default());
/// assert_eq!(layout.nodes[1].row, 1);
/// assert!(layout.nodes[1].x + 60 <= layout.nodes[2].x);
/// ```
pub fn layered(
    depths: &[u32],
    widths: &[i64],
    edges: &[(usize, usize)],
    spacing: &Spacing,
) -> Layout {
    let count = depths.len().min(widths.len());
    // Rows: the distinct depths in order, so that rows are contiguous.
    let mut levels: Vec<u32> = depths[..count].to_vec();
    levels.sort_unstable();
    levels.dedup();
    let row_of: Vec<usize> = depths[..count]
        .iter()
        .map(|d| levels.binary_search(d).unwrap_or(0))
        .collect();
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); levels.len()];
    for (node, &row) in row_of.iter().enumerate() {
        rows[row].push(node);
    }
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .copied()
        .filter(|&(from, to)| from < count && to < count && from != to)
        .collect();
    // Neighbours in adjacent rows only pull in the sweeps.
    let mut above: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut below: Vec<Vec<usize>> = vec![Vec::new(); count];
    for &(from, to) in &edges {
        if row_of[to] == row_of[from] + 1 {
            below[from].push(to);
            above[to].push(from);
        }
    }

    let crossings_before = count_crossings(&rows, &row_of, &edges);
    let mut best = rows.clone();
    let mut best_crossings = crossings_before;
    for sweep_index in 0..spacing.sweeps {
        if best_crossings == 0 {
            break;
        }
        let downward = sweep_index % 2 == 0;
        sweep(&mut rows, if downward { &above } else { &below }, downward);
        let crossings = count_crossings(&rows, &row_of, &edges);
        if crossings < best_crossings {
            best_crossings = crossings;
            best = rows.clone();
        }
    }

    // Coordinates: each row folded into lines no wider than `max_width`, each line centred.
    let h = spacing.node_height;
    let line_width = |line: &[usize]| -> i64 {
        line.iter().map(|&n| widths[n]).sum::<i64>()
            + spacing.gap * (line.len().saturating_sub(1) as i64)
    };
    let folded: Vec<Vec<Vec<usize>>> = best.iter().map(|row| fold(row, widths, spacing)).collect();
    let width = folded
        .iter()
        .flatten()
        .map(|line| line_width(line))
        .max()
        .unwrap_or(0);
    let mut nodes = vec![
        Placed {
            x: 0,
            y: 0,
            w: 0,
            h,
            row: 0,
            line: 0,
        };
        count
    ];
    let mut y = 0;
    for (r, lines) in folded.iter().enumerate() {
        if r > 0 {
            y += h + spacing.row_gap;
        }
        for (l, line) in lines.iter().enumerate() {
            if l > 0 {
                y += h + spacing.line_gap;
            }
            let mut x = (width - line_width(line)) / 2;
            for &n in line {
                nodes[n] = Placed {
                    x,
                    y,
                    w: widths[n],
                    h,
                    row: r,
                    line: l,
                };
                x += widths[n] + spacing.gap;
            }
        }
    }
    let bottom = if folded.is_empty() { 0 } else { y + h };

    let routes: Vec<Route> = edges
        .iter()
        .map(|&(from, to)| {
            let last_line = folded
                .get(nodes[from].row)
                .map_or(0, |lines| lines.len() - 1);
            route(from, to, &nodes, width, spacing, last_line)
        })
        .collect();
    let mut min = Point { x: 0, y: 0 };
    let mut max = Point {
        x: width,
        y: bottom,
    };
    for route in &routes {
        for p in [route.start, route.c1, route.c2, route.end] {
            min.x = min.x.min(p.x);
            min.y = min.y.min(p.y);
            max.x = max.x.max(p.x);
            max.y = max.y.max(p.y);
        }
    }
    Layout {
        nodes,
        routes,
        bounds: (min, max),
        crossings_before,
        crossings: best_crossings,
    }
}

/// `row` cut into lines, in order, each at most `spacing.max_width` wide (a node wider
/// than that alone on its line); one line when there is no limit.
fn fold(row: &[usize], widths: &[i64], spacing: &Spacing) -> Vec<Vec<usize>> {
    if spacing.max_width <= 0 {
        return vec![row.to_vec()];
    }
    let mut lines: Vec<Vec<usize>> = Vec::new();
    let mut line: Vec<usize> = Vec::new();
    let mut used = 0;
    for &n in row {
        let needed = if line.is_empty() {
            widths[n]
        } else {
            used + spacing.gap + widths[n]
        };
        if !line.is_empty() && needed > spacing.max_width {
            lines.push(std::mem::take(&mut line));
            used = widths[n];
        } else {
            used = needed;
        }
        line.push(n);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The curve of one edge.
///
/// A move one row down leaves from the bottom of its box and enters the top of the other;
/// in a folded row it leaves from the side when lines of its own row lie below it, and
/// enters from the side when lines of the next row lie above the target, so that it does
/// not run behind those lines' boxes (`last_line`: the last line of the source's row).
fn route(
    from: usize,
    to: usize,
    nodes: &[Placed],
    width: i64,
    spacing: &Spacing,
    last_line: usize,
) -> Route {
    let a = nodes[from];
    let b = nodes[to];
    let (ax, bx) = (a.x + a.w / 2, b.x + b.w / 2);
    if b.row == a.row + 1 {
        // The side of a box facing the nearer edge of the drawing, and which way is out.
        let side = |p: &Placed| {
            if 2 * (p.x + p.w / 2) < width {
                (p.x, -1)
            } else {
                (p.x + p.w, 1)
            }
        };
        let reach = SIDE_ROOM.min(spacing.gap + 6);
        let (start, c1) = if a.line < last_line {
            let (x, out) = side(&a);
            let start = Point {
                x,
                y: a.y + a.h / 2,
            };
            (
                start,
                Point {
                    x: x + out * reach,
                    y: start.y,
                },
            )
        } else {
            let start = Point {
                x: ax,
                y: a.y + a.h,
            };
            (start, Point { x: ax, y: start.y })
        };
        let (end, c2) = if b.line > 0 {
            let (x, out) = side(&b);
            let end = Point {
                x,
                y: b.y + b.h / 2,
            };
            (
                end,
                Point {
                    x: x + out * reach,
                    y: end.y,
                },
            )
        } else {
            (Point { x: bx, y: b.y }, Point { x: bx, y: b.y })
        };
        let bend = ((end.y - start.y) / 2).max(24);
        let c1 = if a.line < last_line {
            c1
        } else {
            Point {
                x: c1.x,
                y: c1.y + bend,
            }
        };
        let c2 = if b.line > 0 {
            c2
        } else {
            Point {
                x: c2.x,
                y: c2.y - bend,
            }
        };
        return Route {
            from,
            to,
            kind: RouteKind::Down,
            start,
            c1,
            c2,
            end,
        };
    }
    if b.row == a.row {
        // A dip below the row, shallower than the gap to the next row.
        let dip = (spacing.row_gap / 2).max(8);
        let start = Point {
            x: ax,
            y: a.y + a.h,
        };
        let end = Point {
            x: bx,
            y: b.y + b.h,
        };
        return Route {
            from,
            to,
            kind: RouteKind::Level,
            start,
            c1: Point {
                x: ax,
                y: start.y + dip,
            },
            c2: Point {
                x: bx,
                y: end.y + dip,
            },
            end,
        };
    }
    // On the side the two nodes lean towards, bulging further for longer edges.
    let rows_apart = a.row.abs_diff(b.row) as i64;
    let mut offset = 30 + 14 * rows_apart.min(20);
    if spacing.max_width > 0 {
        offset = offset.min(SIDE_ROOM);
    }
    let right = ax + bx >= width;
    let (start, end, control_x) = if right {
        let start = Point {
            x: a.x + a.w,
            y: a.y + a.h / 2,
        };
        let end = Point {
            x: b.x + b.w,
            y: b.y + b.h / 2,
        };
        (start, end, start.x.max(end.x) + offset)
    } else {
        let start = Point {
            x: a.x,
            y: a.y + a.h / 2,
        };
        let end = Point {
            x: b.x,
            y: b.y + b.h / 2,
        };
        (start, end, start.x.min(end.x) - offset)
    };
    Route {
        from,
        to,
        kind: RouteKind::Side,
        start,
        c1: Point {
            x: control_x,
            y: start.y,
        },
        c2: Point {
            x: control_x,
            y: end.y,
        },
        end,
    }
}

/// An exact barycentre: `sum / count` of neighbour positions.
#[derive(Clone, Copy)]
struct Centre {
    sum: u64,
    count: u64,
}

impl Centre {
    fn cmp(self, other: Centre) -> Ordering {
        (u128::from(self.sum) * u128::from(other.count))
            .cmp(&(u128::from(other.sum) * u128::from(self.count)))
    }
}

/// One barycentre sweep, down (each row ordered by its parents) or up (by its children).
fn sweep(rows: &mut [Vec<usize>], neighbours: &[Vec<usize>], downward: bool) {
    let mut position: Vec<u64> = vec![0; neighbours.len()];
    for row in rows.iter() {
        for (i, &n) in row.iter().enumerate() {
            position[n] = i as u64;
        }
    }
    let order: Vec<usize> = if downward {
        (1..rows.len()).collect()
    } else {
        (0..rows.len().saturating_sub(1)).rev().collect()
    };
    for r in order {
        let mut keyed: Vec<(Centre, usize, usize)> = rows[r]
            .iter()
            .enumerate()
            .map(|(i, &n)| {
                let adjacent = &neighbours[n];
                let centre = if adjacent.is_empty() {
                    Centre {
                        sum: i as u64,
                        count: 1,
                    }
                } else {
                    Centre {
                        sum: adjacent.iter().map(|&m| position[m]).sum(),
                        count: adjacent.len() as u64,
                    }
                };
                (centre, i, n)
            })
            .collect();
        keyed.sort_by(|a, b| a.0.cmp(b.0).then(a.1.cmp(&b.1)));
        rows[r] = keyed.iter().map(|&(_, _, n)| n).collect();
        for (i, &n) in rows[r].iter().enumerate() {
            position[n] = i as u64;
        }
    }
}

/// Crossings between edges joining adjacent rows, for the order `rows`.
pub fn count_crossings(rows: &[Vec<usize>], row_of: &[usize], edges: &[(usize, usize)]) -> u64 {
    let mut position = vec![0usize; row_of.len()];
    for row in rows {
        for (i, &n) in row.iter().enumerate() {
            position[n] = i;
        }
    }
    let mut by_row: Vec<Vec<(usize, usize)>> = vec![Vec::new(); rows.len()];
    for &(from, to) in edges {
        if row_of[to] == row_of[from] + 1 {
            by_row[row_of[from]].push((position[from], position[to]));
        }
    }
    by_row
        .iter_mut()
        .map(|pairs| inversions(pairs, rows.iter().map(Vec::len).max().unwrap_or(0)))
        .sum()
}

/// Pairs of edges `(upper, lower)` that cross: inversions of the lower ends once sorted by
/// the upper ends, counted with a Fenwick tree over positions `0..size`.
fn inversions(pairs: &mut [(usize, usize)], size: usize) -> u64 {
    pairs.sort_unstable();
    let mut tree = vec![0u64; size + 1];
    let mut count = 0u64;
    for (seen, &(_, lower)) in (0u64..).zip(pairs.iter()) {
        // Edges seen so far whose lower end is strictly right of this one cross it.
        let mut at_most = 0u64;
        let mut i = lower + 1;
        while i > 0 {
            at_most += tree[i];
            i &= i - 1;
        }
        count += seen - at_most;
        let mut i = lower + 1;
        while i <= size {
            tree[i] += 1;
            i += i & i.wrapping_neg();
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks the two promises of a layout: boxes never overlap, and every curve starts on
    /// its source box and ends on its target box.
    fn check(depths: &[u32], widths: &[i64], edges: &[(usize, usize)]) -> Layout {
        let spacing = Spacing::default();
        let layout = layered(depths, widths, edges, &spacing);
        for (i, a) in layout.nodes.iter().enumerate() {
            assert_eq!(a.w, widths[i]);
            for b in &layout.nodes[i + 1..] {
                let apart_x = a.x + a.w + spacing.gap <= b.x || b.x + b.w + spacing.gap <= a.x;
                let apart_y = a.y + a.h < b.y || b.y + b.h < a.y;
                assert!(apart_x || apart_y, "{a:?} overlaps {b:?}");
            }
        }
        let kept = edges.iter().filter(|(f, t)| f != t).count();
        assert_eq!(layout.routes.len(), kept);
        for route in &layout.routes {
            assert!(layout.nodes[route.from].on_border(route.start), "{route:?}");
            assert!(layout.nodes[route.to].on_border(route.end), "{route:?}");
        }
        for (node, depth) in layout.nodes.iter().zip(depths) {
            assert_eq!(node.row as u32, *depth, "rows follow the depths");
        }
        layout
    }

    #[test]
    fn one_move_is_one_row_down() {
        // nim 1 2: root, then nim 2 / nim 1 1 / nim 1, then nim 1 / nim 0 ...
        let depths = [0, 1, 1, 1, 1, 2];
        let widths = [80, 60, 70, 60, 64, 60];
        let edges = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (2, 3),
            (1, 3),
            (3, 5),
            (4, 5),
            (1, 5),
        ];
        let layout = check(&depths, &widths, &edges);
        let kinds: Vec<RouteKind> = layout.routes.iter().map(|r| r.kind).collect();
        assert_eq!(kinds[4], RouteKind::Level);
        assert_eq!(kinds[0], RouteKind::Down);
        assert_eq!(kinds[8], RouteKind::Down);
    }

    #[test]
    fn back_edges_curve_on_the_side() {
        let depths = [0, 1, 2, 1];
        let edges = [(0, 1), (1, 2), (2, 3), (0, 3)];
        let layout = check(&depths, &[60, 60, 60, 60], &edges);
        let back = layout.routes[2];
        assert_eq!(back.kind, RouteKind::Side);
        assert!(back.c1.x < layout.bounds.0.x + 1 || back.c1.x > layout.bounds.1.x - 1);
    }

    #[test]
    fn sweeps_remove_crossings() {
        // Two parents whose children are listed crosswise.
        let depths = [0, 1, 1, 2, 2];
        let edges = [(0, 1), (0, 2), (1, 4), (2, 3)];
        let layout = check(&depths, &[60; 5], &edges);
        assert_eq!(layout.crossings_before, 1);
        assert_eq!(layout.crossings, 0);
    }

    #[test]
    fn crossings_are_counted_exactly() {
        // A complete bipartite K(3,3) between two rows has 3 choose 2 squared = 9 crossings.
        let rows = vec![vec![0, 1, 2], vec![3, 4, 5]];
        let row_of = [0, 0, 0, 1, 1, 1];
        let mut edges = Vec::new();
        for a in 0..3 {
            for b in 3..6 {
                edges.push((a, b));
            }
        }
        assert_eq!(count_crossings(&rows, &row_of, &edges), 9);
    }

    #[test]
    fn a_larger_graph_stays_apart() {
        // A layered graph shaped like a state graph: each node moves to a few below and one
        // level move; widths vary.
        let n = 120;
        let depths: Vec<u32> = (0..n).map(|i| (i as f64).sqrt() as u32).collect();
        let widths: Vec<i64> = (0..n).map(|i| 64 + (i as i64 * 7) % 50).collect();
        let mut edges = Vec::new();
        for i in 0..n {
            for j in [i * 2 + 1, i * 3 + 2, i + 1, i / 2] {
                if j < n && j != i {
                    edges.push((i, j));
                }
            }
        }
        let layout = check(&depths, &widths, &edges);
        assert!(layout.crossings <= layout.crossings_before);
    }

    #[test]
    fn a_row_wider_than_the_limit_folds_into_lines() {
        // A root with twelve moves, each with two of its own: at most 300 units a line.
        let mut depths = vec![0u32];
        let mut edges = Vec::new();
        for i in 0..12 {
            depths.push(1);
            edges.push((0, 1 + i));
        }
        for i in 0..24 {
            depths.push(2);
            edges.push((1 + i / 2, 13 + i));
        }
        edges.push((20, 3)); // a move to the same row
        edges.push((30, 2)); // a move back up
        let widths = vec![80i64; depths.len()];
        let spacing = Spacing {
            max_width: 300,
            ..Spacing::default()
        };
        let layout = layered(&depths, &widths, &edges, &spacing);
        // 80 + 18 + 80 + 18 + 80 = 276 <= 300: three a line.
        assert_eq!(layout.nodes.iter().map(|n| n.line).max(), Some(7));
        for (i, a) in layout.nodes.iter().enumerate() {
            assert!(a.x >= 0 && a.x + a.w <= 300, "{a:?}");
            for b in &layout.nodes[i + 1..] {
                let apart_x = a.x + a.w + spacing.gap <= b.x || b.x + b.w + spacing.gap <= a.x;
                let apart_y = a.y + a.h < b.y || b.y + b.h < a.y;
                assert!(apart_x || apart_y, "{a:?} overlaps {b:?}");
            }
        }
        // The root on top, its moves next, every line of a row above the next row.
        let row_top = |row: usize| {
            layout
                .nodes
                .iter()
                .filter(|n| n.row == row)
                .map(|n| n.y)
                .min()
        };
        let row_bottom = |row: usize| {
            layout
                .nodes
                .iter()
                .filter(|n| n.row == row)
                .map(|n| n.y + n.h)
                .max()
        };
        assert!(row_bottom(0) < row_top(1) && row_bottom(1) < row_top(2));
        // Side curves stay near the lines.
        assert!(
            layout.bounds.0.x >= -SIDE_ROOM && layout.bounds.1.x <= 300 + SIDE_ROOM,
            "{:?}",
            layout.bounds
        );
        for route in &layout.routes {
            assert!(layout.nodes[route.from].on_border(route.start), "{route:?}");
            assert!(layout.nodes[route.to].on_border(route.end), "{route:?}");
        }
        // A node wider than the limit is alone on its line.
        let wide = layered(&[0, 1, 1], &[60, 400, 60], &[(0, 1), (0, 2)], &spacing);
        assert_ne!(wide.nodes[1].line, wide.nodes[2].line);
    }

    #[test]
    fn empty_and_single() {
        let layout = check(&[], &[], &[]);
        assert!(layout.nodes.is_empty());
        let layout = check(&[0], &[64], &[(0, 0)]);
        assert_eq!(layout.bounds.1.x, 64);
    }
}
