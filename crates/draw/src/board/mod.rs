//! The board view: each game drawn as itself (heaps of tokens, rows of pins, the queen's
//! board, the staircase, the sheet of paper, the Hackenbush plant, ...), one picture per
//! row of the sum, with every legal move a clickable part.
//!
//! **Invariant:** a part's `data-game` is the canonical text of the whole game after one
//! of its moves, taken from core's move generator ([`Atom::options`] and [`Game::after`]):
//! the drawing code only decides *where* an option is drawn (by comparing the option with
//! the drawn position), never *whether* a move is legal. A part that no option matches is
//! drawn but not clickable. Under `every:` with two or more components that can move, a
//! single component's move is not a whole turn: parts then carry `data-atom` and
//! `data-option` (that atom's index and the atoms it becomes), `data-component-index` and
//! `data-after` (the component's index and its text after the move, empty when nothing is
//! left) and no `data-game`: the page assembles a turn from one part per component.
//!
//! Bounded: at most [`MAX_PARTS`] clickable parts in a drawing, options asked of core with
//! a budget of [`OPTION_BUDGET`] per component (more: the component is drawn without parts,
//! and a caption line says so), large heaps, rows, boards and words drawn compactly.

use std::collections::{HashMap, HashSet};

use sglab_core::engine::Engine;
use sglab_core::game::{write_atoms, Game, Rule};
use sglab_core::games::Atom;
use sglab_core::i18n::Words;
use sglab_core::limits::Budget;
use sglab_core::LimitError;

use crate::paint::{self, message, text_line, Block, MONO};
use crate::tree::Element;
use crate::DrawError;

mod beans;
mod circle;
mod coins;
mod cut;
mod dag;
mod georgia;
mod hackenbush;
mod heaps;
mod knight;
mod palindrome;
mod pins;
mod staircase;
mod wythoff;

/// The most clickable parts of one drawing; further moves are drawn without a link and a
/// caption line says so.
pub const MAX_PARTS: usize = 400;
/// The work allowed to list one component's options; a component with more moves is
/// drawn without parts.
pub const OPTION_BUDGET: u64 = 20_000;

/// Token fill of a part that is a move (amber) and of one that is not (pale).
pub(crate) const TOKEN: &str = "#f59e0b";
pub(crate) const TOKEN_LINE: &str = "#92400e";
pub(crate) const TOKEN_PALE: &str = "#fdecc8";
pub(crate) const TOKEN_PALE_LINE: &str = "#d9b77a";
/// The colour of clickable marks (cut lines, targets, gaps): the winning-move teal.
pub(crate) const MARK: &str = paint::WIN;

/// One row of the sum as drawn: consecutive atoms of one head, or one atom.
pub(crate) struct Row<'a> {
    /// The index in the game of the first atom.
    pub first: usize,
    /// The atoms of the row.
    pub atoms: &'a [Atom],
    /// The options of each atom, `None` when there are too many to list.
    pub options: Vec<Option<Vec<Vec<Atom>>>>,
}

impl Row<'_> {
    /// The canonical text of the row alone (without the rule).
    pub fn text(&self) -> String {
        let mut out = String::new();
        write_atoms(&mut out, self.atoms);
        out
    }

    /// The number of options of the row, when every atom's are known.
    pub fn option_count(&self) -> Option<usize> {
        self.options
            .iter()
            .map(|o| o.as_ref().map(Vec::len))
            .sum::<Option<usize>>()
    }
}

/// What the families share while drawing: the game, the language, the parts made.
pub(crate) struct Board<'a> {
    game: &'a Game,
    /// The language of every text.
    pub lang: Words<'a>,
    /// The drawing's id prefix, for ids of markers.
    pub prefix: String,
    /// Whether one atom's move is a move of the whole game (false under `every:` with
    /// two or more atoms that can move).
    whole: bool,
    parts: usize,
    capped: bool,
    /// The options (atom index, option text) that some part leads to.
    drawn: Vec<(usize, String)>,
    /// Caption lines added by the families.
    pub notes: Vec<String>,
}

impl Board<'_> {
    /// A message in the drawing's language.
    pub fn msg(&self, key: &str, params: &[(&str, &str)]) -> String {
        message(self.lang, key, params)
    }

    /// `shape` made the clickable part for the move of atom `atom` (an index in the game)
    /// to `option`: `data-game`, `data-move` (the short label `short`) and a `<title>`
    /// (`words`, then the position reached). Past [`MAX_PARTS`] the shape is returned as
    /// it is.
    pub fn part(
        &mut self,
        atom: usize,
        option: &[Atom],
        words: &str,
        short: &str,
        shape: Element,
    ) -> Element {
        if self.parts >= MAX_PARTS {
            self.capped = true;
            return shape;
        }
        self.parts += 1;
        let after = self.game.after(atom, option);
        let option_text = sum_text(option);
        self.drawn.push((atom, option_text.clone()));
        let mut group = Element::new("g")
            .attr("class", "sg-part")
            .attr("data-move", short)
            .attr("data-atom", atom);
        let title = if self.whole {
            group.set("data-game", after.to_string());
            self.msg(
                "board.move_title",
                &[("move", words), ("game", &after.to_string())],
            )
        } else {
            group.set("data-option", &option_text);
            // What the component becomes, so the page can assemble a whole turn (one
            // move in every component) and check it against core's list of turns.
            if let Some((component, place)) = self.game.component_of(atom) {
                let mut atoms: Vec<Atom> = self
                    .game
                    .components()
                    .get(component)
                    .map_or_else(Vec::new, |atoms| atoms.to_vec());
                if place < atoms.len() {
                    atoms.splice(place..=place, option.iter().cloned());
                }
                group.set("data-component-index", component.to_string());
                group.set("data-after", sum_text(&atoms));
            }
            self.msg(
                "board.move_title",
                &[("move", words), ("game", &option_text)],
            )
        };
        group.child(Element::new("title").text(title)).child(shape)
    }

    /// Notes that `shown` of the `total` moves of `component` have a part, when fewer.
    pub fn note_some(&mut self, component: &str, shown: usize, total: usize) {
        if shown < total {
            let line = self.msg(
                "board.some_moves",
                &[
                    ("component", component),
                    ("shown", &shown.to_string()),
                    ("total", &total.to_string()),
                ],
            );
            self.notes.push(line);
        }
    }
}

/// A sum of atoms in canonical notation (`nim 0` for nothing).
pub(crate) fn sum_text(atoms: &[Atom]) -> String {
    let mut out = String::new();
    write_atoms(&mut out, atoms);
    out
}

/// The heaps of an option of a heap game, sorted: the key to find which drawn move leaves
/// them (`[]` for a move that leaves nothing, zero heaps dropped).
pub(crate) fn heaps_key(option: &[Atom]) -> Option<Vec<u64>> {
    let mut heaps = Vec::with_capacity(option.len());
    for atom in option {
        let heap = atom.heap()?;
        if heap > 0 {
            heaps.push(heap);
        }
    }
    heaps.sort_unstable();
    Some(heaps)
}

/// The options of a row of heap atoms by the heaps they leave: for each atom index (in the
/// row), a map from [`heaps_key`] to the option.
pub(crate) fn options_by_heaps(row: &Row<'_>) -> Vec<HashMap<Vec<u64>, Vec<Atom>>> {
    row.options
        .iter()
        .map(|options| {
            let mut map = HashMap::new();
            for option in options.iter().flatten() {
                if let Some(key) = heaps_key(option) {
                    map.entry(key).or_insert_with(|| option.clone());
                }
            }
            map
        })
        .collect()
}

/// A sum of heaps for a title: `3 + 2`, or the word for nothing.
pub(crate) fn heaps_words(lang: Words<'_>, heaps: &[u64]) -> String {
    if heaps.is_empty() {
        message(lang, "board.nothing", &[])
    } else {
        heaps
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// A small label in the monospace font.
pub(crate) fn label(x: i64, y: i64, size: i64, fill: &str, text: &str) -> Element {
    text_line(x, y, size, fill, text).attr("font-family", MONO)
}

/// A label centred on `x`.
pub(crate) fn centred(x: i64, y: i64, size: i64, fill: &str, text: &str) -> Element {
    label(x, y, size, fill, text).attr("text-anchor", "middle")
}

/// Moves `element` by `(x, y)`.
pub(crate) fn at(x: i64, y: i64, element: Element) -> Element {
    Element::new("g")
        .attr("transform", format!("translate({x},{y})"))
        .child(element)
}

/// Blocks side by side, `gap` apart, tops aligned.
pub(crate) fn side_by_side(blocks: Vec<Block>, gap: i64) -> Block {
    let mut group = Element::new("g");
    let mut x = 0;
    let mut height = 0;
    for block in blocks {
        height = height.max(block.height);
        group.push(at(x, 0, block.element));
        x += block.width + gap;
    }
    Block {
        element: group,
        width: (x - gap).max(0),
        height,
    }
}

/// Blocks stacked, `gap` apart.
pub(crate) fn stacked(blocks: Vec<Block>, gap: i64) -> Block {
    let mut group = Element::new("g");
    let mut y = 0;
    let mut width = 0;
    for block in blocks {
        width = width.max(block.width);
        group.push(at(0, y, block.element));
        y += block.height + gap;
    }
    Block {
        element: group,
        width,
        height: (y - gap).max(0),
    }
}

/// The rows of `game`: consecutive atoms of one merging head share a row, as in its text.
fn rows(game: &Game) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut previous: Option<String> = None;
    for (index, atom) in game.atoms.iter().enumerate() {
        let head = atom.head();
        match (out.last_mut(), &previous) {
            (Some((_, end)), Some(last)) if atom.merges() && *last == head => *end = index + 1,
            _ => out.push((index, index + 1)),
        }
        previous = Some(head).filter(|_| atom.merges());
    }
    out
}

/// The options of `atom`, `None` when listing them would cost more than
/// [`OPTION_BUDGET`]; the work is charged to `engine`'s budget.
fn options_of(atom: &Atom, engine: &mut Engine) -> Result<Option<Vec<Vec<Atom>>>, DrawError> {
    let mut local = Budget::new(OPTION_BUDGET);
    let result = atom.options(&mut local);
    engine.budget.charge(local.used().max(1))?;
    match result {
        Ok(options) => Ok(Some(options)),
        Err(LimitError::TooLarge { .. }) => Ok(None),
        Err(error) => Err(error.into()),
    }
}

/// How one family of games is drawn: its drawing and its hint line (how to move in it).
struct Family {
    draw: fn(&mut Board<'_>, &Row<'_>) -> Block,
    hint: &'static str,
    /// The `k` the hint names (Moore's Nim_k).
    k: Option<u64>,
}

/// The family of a row's first atom: the one place that chooses each game's drawing.
/// `None`: the row is not drawn (a two-number game of your own).
fn family(atom: &Atom) -> Option<Family> {
    let mut k = None;
    let (draw, hint): (fn(&mut Board<'_>, &Row<'_>) -> Block, _) = match atom {
        Atom::Nim(_) | Atom::Bash(_) | Atom::Subtract(_) | Atom::Powers(_) => {
            (heaps::draw, "board.hint.take")
        }
        Atom::Lasker(_) => (heaps::draw, "board.hint.lasker"),
        Atom::Grundy(_) => (heaps::draw, "board.hint.split"),
        Atom::Split(_) => (heaps::draw, "board.hint.split_even"),
        #[cfg(feature = "custom")]
        Atom::Custom(custom) if custom.definition.arity == 1 => (heaps::draw, "board.hint.custom"),
        #[cfg(feature = "custom")]
        Atom::Custom(_) => return None,
        Atom::Moore(moore) => {
            k = Some(moore.k);
            (heaps::draw_moore, "board.hint.moore")
        }
        Atom::Octal(_) => (pins::draw, "board.hint.pins"),
        Atom::Wythoff(_) => (wythoff::draw_wythoff, "board.hint.wythoff"),
        Atom::Euclid(_) => (wythoff::draw_euclid, "board.hint.euclid"),
        Atom::Divide(_) => (heaps::draw_divide, "board.hint.divide"),
        Atom::Staircase(_) => (staircase::draw, "board.hint.staircase"),
        Atom::Circle(_) => (circle::draw, "board.hint.circle"),
        Atom::Cut(_) => (cut::draw, "board.hint.cut"),
        Atom::Tree(_) | Atom::Graph(_) => (hackenbush::draw, "board.hint.hackenbush"),
        Atom::Dag(_) | Atom::Loopy(_) => (dag::draw, "board.hint.dag"),
        Atom::Knight(_) => (knight::draw, "board.hint.knight"),
        Atom::Palindrome(_) => (palindrome::draw, "board.hint.palindrome"),
        Atom::Georgia(_) => (georgia::draw, "board.hint.georgia"),
        Atom::Beans(_) => (beans::draw, "board.hint.beans"),
        Atom::Coins(_) => (coins::draw, "board.hint.coins"),
        Atom::Tartan(_) => (coins::draw_grid, "board.hint.tartan"),
    };
    Some(Family { draw, hint, k })
}

/// The least side of a two-number game's heat map drawn without a size asked: 16 for
/// Euclid's game, 20 for the others.
pub(crate) fn least_grid_side(atom: &Atom) -> u64 {
    match atom {
        Atom::Euclid(_) => 16,
        _ => 20,
    }
}

/// The row drawn by its family.
fn draw_row(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    match row.atoms.first().and_then(family) {
        Some(family) => (family.draw)(board, row),
        None => Block {
            element: Element::new("g"),
            width: 0,
            height: 0,
        },
    }
}

/// The hint line of a row: how to move in it.
fn hint(board: &Board<'_>, row: &Row<'_>) -> String {
    let Some(first) = row.atoms.first() else {
        return String::new();
    };
    match family(first) {
        Some(Family {
            hint, k: Some(k), ..
        }) => board.msg(hint, &[("k", &k.to_string())]),
        Some(family) => board.msg(family.hint, &[]),
        None => board.msg("board.hint.custom_pair", &[]),
    }
}

/// The board drawing of `game`, its captions wrapped to `caption_width`
/// ([`paint::caption_width`]).
pub fn draw(
    game: &Game,
    lang: Words<'_>,
    prefix: &str,
    caption_width: i64,
    engine: &mut Engine,
) -> Result<Element, DrawError> {
    let mut all_options = Vec::with_capacity(game.atoms.len());
    for atom in &game.atoms {
        all_options.push(options_of(atom, engine)?);
    }
    let movable = all_options
        .iter()
        .filter(|o| o.as_ref().is_none_or(|o| !o.is_empty()))
        .count();
    let whole = game.rule != Rule::Every || movable <= 1;
    let mut board = Board {
        game,
        lang,
        prefix: prefix.to_string(),
        whole,
        parts: 0,
        capped: false,
        drawn: Vec::new(),
        notes: Vec::new(),
    };
    let mut blocks = Vec::new();
    let mut hints: Vec<String> = Vec::new();
    for (start, end) in rows(game) {
        let row = Row {
            first: start,
            atoms: &game.atoms[start..end],
            options: all_options[start..end].to_vec(),
        };
        let text = row.text();
        let mut lines = vec![text.clone()];
        let row_hint = hint(&board, &row);
        if !hints.contains(&row_hint) {
            hints.push(row_hint.clone());
            lines.push(row_hint);
        }
        if row.options.iter().any(Option::is_none) {
            lines.push(board.msg("board.too_many", &[("component", &text)]));
        } else if row.option_count() == Some(0) {
            lines.push(board.msg("board.no_move", &[]));
        }
        let caption = Block::caption(&lines, true, caption_width);
        let drawn_before = board.drawn.len();
        let body = draw_row(&mut board, &row);
        let distinct: HashSet<&(usize, String)> = board.drawn[drawn_before..].iter().collect();
        let shown = distinct.len();
        if !board.capped {
            let total: Option<usize> = row
                .options
                .iter()
                .map(|options| {
                    options.as_ref().map(|options| {
                        let texts: HashSet<String> =
                            options.iter().map(|option| sum_text(option)).collect();
                        texts.len()
                    })
                })
                .sum();
            if let Some(total) = total {
                board.note_some(&text, shown, total);
            }
        }
        let mut group = Element::new("g")
            .attr("class", "sg-board-row")
            .attr("data-component", &text);
        group.push(caption.element);
        group.push(at(0, caption.height + 10, body.element));
        blocks.push(Block {
            element: group,
            width: caption.width.max(body.width),
            height: caption.height + 10 + body.height,
        });
    }
    let mut notes = Vec::new();
    if !whole {
        notes.push(board.msg("board.every", &[]));
    }
    if board.capped {
        notes.push(board.msg("board.capped", &[("count", &MAX_PARTS.to_string())]));
    }
    notes.append(&mut board.notes);
    let title = board.msg("board.title", &[("game", &game.to_string())]);
    let desc = board.msg("board.desc", &[("game", &game.to_string())]);
    let mut all = vec![Block::caption(
        std::slice::from_ref(&title),
        true,
        caption_width,
    )];
    all.extend(blocks);
    if !notes.is_empty() {
        all.push(Block::caption(&notes, false, caption_width));
    }
    Ok(paint::frame(prefix, "sg-board", &title, &desc, all))
}
