//! sglab-draw: the drawings of sglab's four views as SVG trees, one renderer for the page,
//! the widgets and `sglab svg`, and the board view that draws the games themselves.
//!
//! [`draw`] parses a game, computes what a [`View`] needs through core's public API
//! (`explore::graph_with`, `tables::sequence_with`, `tables::period_with`,
//! `tables::grid_with`, `tables::pairs`, the engine's SG values) and returns a
//! [`tree::Element`]: written as a file by [`tree::Element::to_svg_string`], or crossing to
//! JavaScript as plain data (serde) for the page to build with `createElementNS`.
//!
//! **Invariant:** a drawing holds no script, no event attribute, no `style`, and no
//! reference outside itself (only `url(#id)` of its own markers); element and attribute
//! names are static strings of this crate, every text is escaped. Colours are presentation
//! attributes (readable without CSS) and class names (`sg-node sg-P`, `sg-cell sg-N`,
//! `sg-edge sg-win`, ...) let a stylesheet override them. Every element the page makes
//! interactive carries `data-game`, the canonical text of the position it opens.

#![forbid(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

use std::fmt;

use sglab_core::engine::Engine;
use sglab_core::explore::{self, MAX_GRAPH_NODES};
use sglab_core::game::{Game, Rule};
use sglab_core::games::Atom;
use sglab_core::i18n::{self, Lang, Words};
use sglab_core::limits::Budget;
use sglab_core::tables::{self, TableError};
use sglab_core::{LimitError, Limits, ParseError};

pub mod board;
pub mod fence;
pub mod frames;
pub mod graph;
pub mod grid;
pub mod layout;
pub mod paint;
pub mod palette;
pub mod strip;
pub mod tree;
pub mod xor;

use paint::{message, Block};
use tree::{Element, Node};

/// The graph's node cap when none is asked for (the explorer's default).
pub const DEFAULT_GRAPH_CAP: u64 = 150;
/// The largest last heap a strip draws (a thousand and one cells).
pub const MAX_STRIP_TO: u64 = 1000;
/// The largest side of a heat map (4096 cells).
pub const MAX_GRID_SIDE: u64 = 64;
/// The work a strip may spend looking for its period before it is drawn without one.
pub const PERIOD_SEARCH_WORK: u64 = 1_000_000;
/// The last heap a strip's period search looks at: as far as a strip can draw
/// ([`MAX_STRIP_TO`]). A period proved further on (octal `0.177`'s, from heap 497, is
/// proved at heap 2047) is left to the `pattern` tool and `sglab period`; the caption says
/// how far the strip's search checked, so it stays true, and the drawing stays quick
/// (Grundy's game, which claims no period: 0.2 ms to heap 1000 natively, 25 ms to the
/// 15,199 heaps the work budget alone allowed).
pub const PERIOD_SEARCH_HEAPS: u64 = MAX_STRIP_TO;
/// The most xor rows drawn; the others are counted in the xor and named in a line.
pub const MAX_XOR_ROWS: usize = 64;
/// The class of a group that only takes taps (a heat map's cells over its colours): the
/// page builds it after the drawing's first frame, a still picture leaves it out.
pub const LATER: &str = "sg-later";

/// The four drawings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum View {
    /// The state graph.
    Graph,
    /// The SG strip of each heap game of the position.
    Table,
    /// The heat map of each two-number game of the position.
    Grid,
    /// The binary columns of the components' SG values.
    Xor,
    /// The games themselves (heaps, boards, plants), every legal move a clickable part.
    Board,
}

impl View {
    /// Every view, in the order of `sglab svg --view`.
    pub const ALL: [View; 5] = [View::Graph, View::Table, View::Grid, View::Xor, View::Board];

    /// The view named `name` (`graph`, `table`, `grid`, `xor`, `board`).
    ///
    /// ```
    /// assert_eq!(sglab_draw::View::from_name("xor"), Some(sglab_draw::View::Xor));
    /// ```
    pub fn from_name(name: &str) -> Option<View> {
        View::ALL.into_iter().find(|view| view.name() == name)
    }

    /// The view's name in options and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            View::Graph => "graph",
            View::Table => "table",
            View::Grid => "grid",
            View::Xor => "xor",
            View::Board => "board",
        }
    }

    /// The view's name for readers, in `lang`.
    pub fn label(self, lang: Words<'_>) -> String {
        message(lang, &format!("draw.view.{}", self.name()), &[])
    }
}

/// How to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOptions<'a> {
    /// The language of every text, and where its texts come from.
    pub lang: Words<'a>,
    /// Makes the drawing's ids (markers, title) unique on a page that holds several;
    /// reduced to `[A-Za-z0-9_-]`.
    pub id_prefix: String,
    /// The most positions a graph shows (default [`DEFAULT_GRAPH_CAP`], at most
    /// [`MAX_GRAPH_NODES`]).
    pub cap: Option<u64>,
    /// The last heap of a strip (default: past the current heaps and two periods).
    pub to: Option<u64>,
    /// The side of a heat map (default: past the current cell, 16 to 40).
    pub size: Option<u64>,
    /// For the graph of one component of a normal-play sum: the xor of the other
    /// components' SG values. The moves highlighted are then the moves from the root that
    /// win the whole sum (to a value equal to `rest`, Sprague–Grundy), not the
    /// component's own winning moves.
    pub rest: Option<u64>,
    /// The width (CSS px at full scale) of the box the drawing is shown in: a graph's rows
    /// fold into lines to fit it, and every caption wraps to it (less the margins, at most
    /// [`paint::CAPTION_WIDTH`], see [`paint::caption_width`]), so that a drawing wider
    /// than its box scrolls with its captions still whole in view. `None` (a file, a
    /// picture): a graph has one line a row, captions wrap to [`paint::CAPTION_WIDTH`].
    pub width: Option<u64>,
}

impl<'a> DrawOptions<'a> {
    /// The options of a drawing in `lang`, every other one as by default.
    pub fn new(lang: Words<'a>) -> Self {
        DrawOptions {
            lang,
            id_prefix: "sg".to_string(),
            cap: None,
            to: None,
            size: None,
            rest: None,
            width: None,
        }
    }
}

/// English, from the tables compiled in.
#[cfg(feature = "texts")]
impl Default for DrawOptions<'static> {
    fn default() -> Self {
        DrawOptions::new(Lang::En.words())
    }
}

/// Why a drawing could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// The text is not notation.
    Parse(ParseError),
    /// The computation needs more work than the limits allow, or was cancelled.
    Limit(LimitError),
    /// A table could not be computed.
    Table(TableError),
    /// The view draws no part of this game (a strip of a game without heaps).
    NotApplicable {
        /// The view asked for.
        view: View,
        /// The game, in canonical notation.
        game: String,
    },
    /// An option exceeds its bound.
    TooLarge {
        /// The message key naming the option, e.g. `draw.what.to`.
        what: &'static str,
        /// The largest value allowed.
        max: u64,
        /// The value asked for.
        asked: u64,
    },
}

impl DrawError {
    /// A stable key for translations.
    pub fn key(&self) -> &'static str {
        match self {
            DrawError::Parse(error) => error.key(),
            DrawError::Limit(error) => error.key(),
            DrawError::Table(error) => error.key(),
            DrawError::NotApplicable { .. } => "draw.not_applicable",
            DrawError::TooLarge { .. } => "draw.too_large",
        }
    }

    /// The message in `lang`.
    ///
    /// ```
    /// use sglab_draw::{draw_svg, DrawOptions, View};
    /// use sglab_core::{i18n::Lang, Limits};
    /// let error = draw_svg("wythoff 3 5", View::Table, &DrawOptions::default(), &Limits::default()).unwrap_err();
    /// assert!(error.render(Lang::En.words()).starts_with("the SG table view does not apply to wythoff 3 5"));
    /// ```
    pub fn render(&self, lang: Words<'_>) -> String {
        match self {
            DrawError::Parse(error) => error.render(lang),
            DrawError::Limit(error) => error.render(lang),
            DrawError::Table(error) => error.render(lang),
            DrawError::NotApplicable { view, game } => {
                // The grid's reason names the two-number games, as the registry lists them.
                let comma = if lang.is(Lang::Zh) { "、" } else { ", " };
                let games = sglab_core::tables::TWO_NUMBER_GAMES.join(comma);
                let reason = message(
                    lang,
                    &format!("draw.reason.{}", view.name()),
                    &[("games", &games)],
                );
                message(
                    lang,
                    self.key(),
                    &[
                        ("view", &view.label(lang)),
                        ("game", game),
                        ("reason", &reason),
                    ],
                )
            }
            DrawError::TooLarge { what, max, asked } => message(
                lang,
                self.key(),
                &[
                    ("what", &message(lang, what, &[])),
                    ("max", &max.to_string()),
                    ("asked", &asked.to_string()),
                ],
            ),
        }
    }
}

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        i18n::display(f, self.key(), |lang| self.render(lang))
    }
}

impl std::error::Error for DrawError {}

impl From<ParseError> for DrawError {
    fn from(error: ParseError) -> Self {
        DrawError::Parse(error)
    }
}

impl From<LimitError> for DrawError {
    fn from(error: LimitError) -> Self {
        DrawError::Limit(error)
    }
}

impl From<TableError> for DrawError {
    fn from(error: TableError) -> Self {
        match error {
            TableError::Parse(error) => DrawError::Parse(error),
            TableError::Limit(error) => DrawError::Limit(error),
            other => DrawError::Table(other),
        }
    }
}

/// [`draw`] with plain budgets, written as an SVG document.
pub fn draw_svg(
    game_text: &str,
    view: View,
    options: &DrawOptions,
    limits: &Limits,
) -> Result<String, DrawError> {
    draw(game_text, view, options, limits, &mut Budget::new).map(|tree| tree.to_svg_string())
}

/// The drawing of `view` for the game written `game_text`.
///
/// `make_budget(limit)` gives the budget of the computation (`limits.max_work`); the
/// caller attaches progress and cancellation to it, as for `explore::graph`.
///
/// ```
/// use sglab_draw::{draw, DrawOptions, View};
/// use sglab_core::{limits::Budget, Limits};
/// let svg = draw("nim 3 4 5", View::Xor, &DrawOptions::default(), &Limits::default(), &mut Budget::new).unwrap();
/// assert!(svg.to_svg_string().contains("sg-xor-total sg-N"));
/// ```
pub fn draw(
    game_text: &str,
    view: View,
    options: &DrawOptions,
    limits: &Limits,
    make_budget: &mut dyn FnMut(u64) -> Budget,
) -> Result<Element, DrawError> {
    let game = sglab_core::parse(game_text)?;
    let prefix = paint::id_prefix(&options.id_prefix);
    let mut engine = Engine::with_budget(make_budget(limits.max_work));
    let lang = options.lang;
    let caption_width = paint::caption_width(options.width);
    match view {
        View::Graph => {
            let cap = options
                .cap
                .unwrap_or(DEFAULT_GRAPH_CAP)
                .clamp(1, MAX_GRAPH_NODES as u64) as usize;
            let mut graph = explore::graph_with(&game, cap, &mut engine)?;
            if let Some(rest) = options.rest {
                let values: Vec<Option<u64>> = graph.nodes.iter().map(|node| node.sg).collect();
                for edge in &mut graph.edges {
                    edge.winning = edge.from == 0 && values.get(edge.to) == Some(&Some(rest));
                }
            }
            let width = options.width.map(|w| w.min(1 << 20) as i64);
            Ok(graph::draw(&graph, lang, &prefix, width))
        }
        View::Table => draw_table(&game, options, &prefix, &mut engine),
        View::Grid => draw_grid(&game, options, &prefix, &mut engine),
        View::Xor => draw_xor(&game, lang, &prefix, caption_width, &mut engine),
        View::Board => board::draw(&game, lang, &prefix, caption_width, &mut engine),
    }
}

/// Whether `element` is a [`LATER`] group (a class of its `class`).
pub fn is_later(element: &Element) -> bool {
    element
        .get("class")
        .is_some_and(|class| class.split(' ').any(|c| c == LATER))
}

/// Empties every [`LATER`] group under `drawing`, leaving what a first frame shows (a
/// 38 x 38 heat map's dozen paths and texts, not its 1,444 cells with their titles, which
/// are most of the bytes a worker sends and a page reads), and returns a `<g>` holding
/// those groups whole, in document order: what a page fills the empty groups with after
/// that frame.
pub fn take_later(drawing: &mut Element) -> Element {
    fn take(element: &mut Element, later: &mut Element) {
        for child in &mut element.children {
            let Node::Element(child) = child else {
                continue;
            };
            if is_later(child) {
                let mut group = Element::new(child.name);
                group.attributes = child.attributes.clone();
                group.children = std::mem::take(&mut child.children);
                later.push(group);
            } else {
                take(child, later);
            }
        }
    }
    let mut later = Element::new("g");
    take(drawing, &mut later);
    later
}

/// The atoms of `game` grouped by their row head, in order of first appearance: each
/// group's head text and the indices of its atoms.
fn groups(game: &Game, keep: impl Fn(&Atom) -> bool) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    for (index, atom) in game.atoms.iter().enumerate() {
        if !keep(atom) {
            continue;
        }
        let head = atom.head();
        match out.iter_mut().find(|(h, _)| *h == head) {
            Some((_, indices)) => indices.push(index),
            None => out.push((head, vec![index])),
        }
    }
    out
}

/// The text of the position a cell opens: the game with atom `index` replaced by `atom`
/// when the cell's strip or map stands for that one atom; the atom alone under the same
/// rule when several atoms share the strip.
fn opened(game: &Game, indices: &[usize], atom: Atom) -> String {
    match indices {
        [index] => game.after(*index, &[atom]).to_string(),
        _ => Game::new(game.rule, vec![atom]).to_string(),
    }
}

/// The line saying that values and letters are normal play's, under another rule.
/// The xor view of a sum with a game that may never end: the finite generalized SG values
/// in binary columns, then each ∞(K) component and Smith's rule, which decides the sum
/// (the xor alone does not when a value is ∞).
fn draw_loopy_xor(
    game: &Game,
    lang: Words<'_>,
    prefix: &str,
    caption_width: i64,
    engine: &mut Engine,
) -> Result<Element, DrawError> {
    let analysis = sglab_core::analysis::analyze_with(game, engine, 0)?;
    let values = analysis
        .generalized
        .map(|(_, values)| values)
        .unwrap_or_default();
    let mut rows = Vec::new();
    let mut infinite = Vec::new();
    let mut total = 0u64;
    for (atom, value) in game.atoms.iter().zip(&values) {
        match value.finite() {
            Some(finite) => {
                total ^= finite;
                if rows.len() < MAX_XOR_ROWS {
                    rows.push((atom.to_string(), finite));
                }
            }
            None => infinite.push(message(
                lang,
                "proof.loopy.component",
                &[
                    ("component", &atom.to_string()),
                    ("value", &value.to_string()),
                ],
            )),
        }
    }
    let more = values.iter().filter(|v| v.finite().is_some()).count() - rows.len();
    let title = message(lang, "draw.xor_title", &[("game", &game.to_string())]);
    let mut blocks = Vec::new();
    if !rows.is_empty() {
        blocks.push(xor::xor_block(
            &xor::Columns {
                rows: &rows,
                more,
                total,
                letter: infinite.is_empty(),
            },
            &title,
            lang,
            caption_width,
        ));
    }
    let mut lines = Vec::new();
    if rows.is_empty() {
        lines.push(title.clone());
    }
    let shown = infinite.len().min(MAX_XOR_ROWS);
    lines.extend(infinite.iter().take(shown).cloned());
    let rule = match infinite.len() {
        0 => None,
        1 => {
            let value = values.iter().find(|v| v.finite().is_none());
            let hit = matches!(value, Some(sglab_core::retrograde::Generalized::Infinite(set)) if set.contains(&total));
            Some(message(
                lang,
                if hit {
                    "proof.loopy.rule.one_in"
                } else {
                    "proof.loopy.rule.one_out"
                },
                &[
                    ("value", &value.map_or(String::new(), ToString::to_string)),
                    ("x", &total.to_string()),
                ],
            ))
        }
        count => Some(message(
            lang,
            "proof.loopy.rule.several",
            &[("count", &count.to_string())],
        )),
    };
    lines.extend(rule);
    lines.push(message(
        lang,
        &format!("outcome.{}", analysis.outcome.letter()),
        &[],
    ));
    if !lines.is_empty() {
        blocks.push(Block::caption(&lines, rows.is_empty(), caption_width));
    }
    let desc = i18n::format(lang, "draw.xor_desc", &[]);
    Ok(paint::frame(prefix, "sg-xor", &title, &desc, blocks))
}

fn rule_note(game: &Game, lang: Words<'_>) -> Option<String> {
    (game.rule != Rule::Normal)
        .then(|| message(lang, "draw.normal_values", &[("rule", game.rule.keyword())]))
}

// Not inlined into `draw`: each view a function of its own, so the light wasm module's
// split (xtask/light/split.mjs) gives a widget's part only the views its first views ran.
#[inline(never)]
fn draw_table(
    game: &Game,
    options: &DrawOptions,
    prefix: &str,
    engine: &mut Engine,
) -> Result<Element, DrawError> {
    let lang = options.lang;
    if let Some(to) = options.to
        && to > MAX_STRIP_TO
    {
        return Err(DrawError::TooLarge {
            what: "draw.what.to",
            max: MAX_STRIP_TO,
            asked: to,
        });
    }
    let heap_groups = groups(game, |atom| atom.with_heap(0).is_some());
    if heap_groups.is_empty() {
        return Err(DrawError::NotApplicable {
            view: View::Table,
            game: game.to_string(),
        });
    }
    let mut blocks = Vec::new();
    let mut notes = Vec::new();
    notes.extend(rule_note(game, lang));
    let mut outlined = false;
    let mut first_desc = None;
    for (head, indices) in &heap_groups {
        // The period search has a budget of its own: a game whose period is out of reach
        // (Grundy's game) must not use up the work the strip's values need.
        let mut period_engine = Engine::with_budget(Budget::new(PERIOD_SEARCH_WORK));
        let period =
            match tables::period_within(head, Some(PERIOD_SEARCH_HEAPS), &mut period_engine) {
                Ok(report) => Some(report),
                // Cancelled, or a light build that cannot search as far as the full one.
                Err(TableError::Limit(error @ (LimitError::Cancelled | LimitError::NeedsFull))) => {
                    return Err(DrawError::Limit(error))
                }
                // A period out of reach leaves the strip without one; the values still show.
                Err(_) => None,
            };
        let current: Vec<u64> = indices
            .iter()
            .filter_map(|&i| game.atoms.get(i).and_then(|atom| atom.heap()))
            .collect();
        let to = options.to.unwrap_or_else(|| {
            let largest = current.iter().copied().max().unwrap_or(0);
            let mut want = 40u64.max(largest.min(1000) + 12);
            if let Some(p) = period.as_ref().and_then(|r| r.period) {
                want = want.max(
                    p.preperiod
                        .saturating_add(p.period.saturating_mul(2))
                        .saturating_add(1),
                );
            }
            want.min(200)
        });
        let values = tables::sequence_with(head, to, engine)?;
        outlined |= current.iter().any(|&heap| heap <= to);
        let template = indices.first().and_then(|&i| game.atoms.get(i));
        let open = |n: u64| match template.and_then(|atom| atom.with_heap(n)) {
            Some(atom) => opened(game, indices, atom),
            None => String::new(),
        };
        first_desc.get_or_insert_with(|| {
            message(
                lang,
                "draw.strip_desc",
                &[("component", head), ("to", &to.to_string())],
            )
        });
        blocks.push(strip::strip_block(
            &strip::Strip {
                component: head,
                values: &values,
                period: period.as_ref(),
                current: &current,
                open: &open,
            },
            lang,
            paint::caption_width(options.width),
        ));
    }
    let current = outlined.then_some("draw.strip_current");
    Ok(framed(
        game,
        View::Table,
        current,
        notes,
        blocks,
        first_desc,
        prefix,
        options,
    ))
}

/// The frame of a table or a grid: the caption (the rule's note, and the line `current`
/// says the current position's cells are outlined), the legend and the title.
#[allow(clippy::too_many_arguments)]
fn framed(
    game: &Game,
    view: View,
    current: Option<&str>,
    mut notes: Vec<String>,
    mut blocks: Vec<Block>,
    desc: Option<String>,
    prefix: &str,
    options: &DrawOptions,
) -> Element {
    let lang = options.lang;
    let caption_width = paint::caption_width(options.width);
    if let Some(key) = current {
        notes.push(message(lang, key, &[("game", &game.to_string())]));
    }
    blocks.push(Block::caption(&notes, false, caption_width));
    blocks.push(Block::legend(lang, false, caption_width));
    let title = message(
        lang,
        "draw.title",
        &[("view", &view.label(lang)), ("game", &game.to_string())],
    );
    let class = match view {
        View::Grid => "sg-grid",
        _ => "sg-table",
    };
    paint::frame(prefix, class, &title, &desc.unwrap_or_default(), blocks)
}

// Not inlined into `draw`: each view a function of its own, so the light wasm module's
// split (xtask/light/split.mjs) gives a widget's part only the views its first views ran.
#[inline(never)]
fn draw_grid(
    game: &Game,
    options: &DrawOptions,
    prefix: &str,
    engine: &mut Engine,
) -> Result<Element, DrawError> {
    let lang = options.lang;
    if let Some(size) = options.size
        && size > MAX_GRID_SIDE
    {
        return Err(DrawError::TooLarge {
            what: "draw.what.size",
            max: MAX_GRID_SIDE,
            asked: size,
        });
    }
    let pair_groups = groups(game, |atom| tables::pair_cell(atom).is_some());
    if pair_groups.is_empty() {
        return Err(DrawError::NotApplicable {
            view: View::Grid,
            game: game.to_string(),
        });
    }
    let mut blocks = Vec::new();
    let mut first_desc = None;
    let mut outlined = false;
    for (keyword, indices) in &pair_groups {
        let cells: Vec<(u64, u64)> = indices
            .iter()
            .filter_map(|&i| game.atoms.get(i).and_then(tables::pair_cell))
            .map(|(_, a, b)| (a, b))
            .collect();
        let template = tables::pair_template(keyword);
        let size = options.size.unwrap_or_else(|| {
            let biggest = cells.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
            let least = template.as_ref().map_or(20, board::least_grid_side);
            biggest.saturating_add(4).clamp(least, 40)
        });
        let values = tables::grid_with(keyword, size, engine)?;
        let current = match cells.as_slice() {
            [only] => Some(*only),
            _ => None,
        };
        outlined |= current.is_some_and(|(a, b)| a < size && b < size);
        let pairs = template
            .as_ref()
            .and_then(|template| template.p_pairs(size));
        let open = |a: u64, b: u64| match template.as_ref().and_then(|t| t.with_pair(a, b)) {
            Some(atom) => opened(game, indices, atom),
            None => tables::pair_position(keyword, a, b),
        };
        first_desc.get_or_insert_with(|| {
            message(
                lang,
                "draw.grid_desc",
                &[("component", keyword), ("size", &size.to_string())],
            )
        });
        blocks.push(grid::grid_block(
            &grid::Grid {
                component: keyword,
                cells: &values,
                pairs: pairs.as_deref(),
                current,
                open: &open,
            },
            lang,
            pairs.is_some(),
            paint::caption_width(options.width),
        ));
    }
    let mut notes = Vec::new();
    notes.extend(rule_note(game, lang));
    let current = outlined.then_some("draw.grid_current");
    Ok(framed(
        game,
        View::Grid,
        current,
        notes,
        blocks,
        first_desc,
        prefix,
        options,
    ))
}

// Not inlined into `draw`: each view a function of its own, so the light wasm module's
// split (xtask/light/split.mjs) gives a widget's part only the views its first views ran.
#[inline(never)]
fn draw_xor(
    game: &Game,
    lang: Words<'_>,
    prefix: &str,
    caption_width: i64,
    engine: &mut Engine,
) -> Result<Element, DrawError> {
    if game.rule == Rule::Normal && game.atoms.iter().any(|a| a.loopy_value().is_some()) {
        return draw_loopy_xor(game, lang, prefix, caption_width, engine);
    }
    let mut rows = Vec::new();
    let mut total = 0u64;
    for atom in &game.atoms {
        let value = engine.sg(atom)?;
        total ^= value;
        if rows.len() < MAX_XOR_ROWS {
            rows.push((atom.to_string(), value));
        }
    }
    let more = game.atoms.len() - rows.len();
    let title = message(lang, "draw.xor_title", &[("game", &game.to_string())]);
    let mut blocks = vec![xor::xor_block(
        &xor::Columns {
            rows: &rows,
            more,
            total,
            letter: game.rule == Rule::Normal,
        },
        &title,
        lang,
        caption_width,
    )];
    if let Some(note) = rule_note(game, lang) {
        blocks.push(Block::caption(&[note], false, caption_width));
    }
    let desc = i18n::format(lang, "draw.xor_desc", &[]);
    Ok(paint::frame(prefix, "sg-xor", &title, &desc, blocks))
}
