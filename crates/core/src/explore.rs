//! Exploring a position: its state graph (every position reachable from it, breadth
//! first, with outcomes and SG values), the list of its moves for play with their
//! remoteness (`explore/remoteness.rs`), and the computer's move: a tutor's perfect move
//! (the fastest win, the slowest loss) or, at a lower [`Strength`], sometimes a random one.
//! The data behind the explorer's graph view and its play mode.
//!
//! A move follows the game's rule: under normal and misère play it replaces one atom by
//! one of its options ([`Game::after`]); under the Every-SG rule every atom that can move
//! is replaced at once. Positions are deduplicated as multisets of atoms (a sum does not
//! depend on the order of its parts), and each node shows the text it was first reached
//! by. Everything is bounded: at most [`MAX_GRAPH_NODES`] nodes are shown (once the cap
//! is reached the search only counts what it cannot show, within [`MAX_COUNTING_WORK`]),
//! a node with more than [`MAX_NODE_MOVES`] moves is not enumerated (only its winning
//! moves are drawn, found by theorem where one applies), and all work is charged to the
//! engine's budget.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::analysis::{analyze_with, Outcome};
use crate::engine::Engine;
use crate::every::Steps;
use crate::game::{Game, Rule};
use crate::games::Atom;
use crate::limits::{Budget, LimitError, Limits};

mod progress;
mod remoteness;
mod strength;

pub use progress::MAX_PROGRESS_POSITIONS;
use remoteness::Remoteness;
pub use remoteness::MAX_REMOTENESS_WORK;
use strength::SplitMix64;
pub use strength::Strength;

/// The most nodes a graph shows, whatever the caller asks for.
pub const MAX_GRAPH_NODES: usize = 2000;

/// The most positions counted (shown or not) when telling how many are reachable; past
/// this the total is reported as unknown.
pub const MAX_COUNTED_POSITIONS: usize = 20_000;

/// The most work spent counting the positions a capped graph does not show, in atoms of
/// the positions their moves leave (a move to a sum of 500 atoms costs 500); past it the
/// total is reported as unknown. Once the node cap is reached only this much more is
/// searched, so a 150-node picture of `nim 1 2 … 20` does not wait for a count of
/// thousands of positions it will never show.
pub const MAX_COUNTING_WORK: u64 = 500_000;

/// The most moves generated from one position; a position with more (a huge heap) is not
/// enumerated: its winning moves are listed instead, by theorem where one applies.
pub const MAX_NODE_MOVES: u64 = 100_000;

/// The most atoms the positions after all moves of one position may hold together (each
/// move builds the whole position it leaves): past it, the position is treated as one
/// with too many moves. `nim 1 2 … 399` has 79,800 moves of 399 atoms each, 32 million
/// atoms, which took 1.1 GB to build; this keeps one position's moves to about 30 MB.
pub const MAX_NODE_ATOMS: u64 = 1 << 19;

/// The most atoms a graph reads in the positions its moves leave, over the whole search:
/// past it the search stops and the graph is marked incomplete. It bounds the time of a
/// graph whose every position has many moves of many atoms (each is built and hashed to
/// find its node), which the node cap alone does not.
pub const MAX_GRAPH_SCAN_ATOMS: u64 = 1 << 25;

/// The most moves [`options`] lists.
pub const MAX_LISTED_OPTIONS: usize = 500;

/// The most winning moves drawn from a position too large to enumerate.
pub const MAX_HUGE_WINNING_MOVES: usize = 16;

/// A sum of more atoms than this gets no per-atom graphs.
pub const MAX_COMPONENT_GRAPHS: usize = 16;

/// One position of a state graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphNode {
    /// The position, as first reached.
    pub game: Game,
    /// Who wins from here, under the game's rule.
    pub outcome: Outcome,
    /// The SG value, under normal play when known.
    pub sg: Option<u64>,
    /// The number of moves from the root (breadth-first distance).
    pub depth: u32,
    /// True when the position has no move.
    pub terminal: bool,
    /// True when every move from this position is drawn as an edge; false when the node
    /// cap, the budget or the size of the position cut its moves short.
    pub expanded: bool,
}

/// A move between two nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphEdge {
    /// The node moved from.
    pub from: usize,
    /// The node moved to.
    pub to: usize,
    /// True for a move from an N-position to a P-position: a winning move.
    pub winning: bool,
}

/// Why a graph is not the whole story: each note has a message key in the error table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraphNote {
    /// More positions are reachable than the graph shows.
    NodeCap,
    /// A position has too many moves to list: only its winning moves are drawn.
    HugePosition,
    /// The work budget ran out before the graph was complete.
    Budget,
}

impl GraphNote {
    /// A stable key for translations, e.g. `graph.node_cap`.
    pub fn key(self) -> &'static str {
        match self {
            GraphNote::NodeCap => "graph.node_cap",
            GraphNote::HugePosition => "graph.huge_position",
            GraphNote::Budget => "graph.budget",
        }
    }
}

/// The state graph of a position: node 0 is the position itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateGraph {
    /// The positions shown, in breadth-first order.
    pub nodes: Vec<GraphNode>,
    /// The moves between shown positions, each drawn once.
    pub edges: Vec<GraphEdge>,
    /// The number of reachable positions (the root included) when the search finished,
    /// `None` when it was cut short: by the budget, or because counting the positions
    /// past the node cap would cost more than [`MAX_COUNTING_WORK`].
    pub total: Option<u64>,
    /// True when the graph does not show every reachable position and every move.
    pub truncated: bool,
    /// Why it is truncated, each reason once.
    pub notes: Vec<GraphNote>,
    /// For a sum of 2 to [`MAX_COMPONENT_GRAPHS`] atoms, the graph of each atom alone
    /// (under the same rule), in order; `None` otherwise.
    pub components: Option<Vec<StateGraph>>,
}

/// One move for play: the position it leaves and that position's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// The position after the move.
    pub game: Game,
    /// Who wins from there (the player then to move).
    pub outcome: Outcome,
    /// Its SG value, under normal play when known.
    pub sg: Option<u64>,
    /// Its remoteness (how many moves the game then lasts with the winner hurrying and
    /// the loser delaying; see `explore/remoteness.rs`), `None` when the search would
    /// cost more than [`MAX_REMOTENESS_WORK`] for the whole list.
    pub remoteness: Option<u64>,
    /// One of the best moves: it leaves a P-position (the player who moved wins), or, from
    /// a drawn position (no move to a P-position), another drawn one.
    pub best: bool,
}

/// Whether a move to `to` is one of the best from a position whose outcome is `from`.
fn is_best(from: Option<Outcome>, to: Outcome) -> bool {
    to == if from == Some(Outcome::D) {
        Outcome::D
    } else {
        Outcome::P
    }
}

/// The moves of a position, for play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionList {
    /// The moves listed (distinct resulting positions), at most [`MAX_LISTED_OPTIONS`].
    pub moves: Vec<MoveInfo>,
    /// How many distinct moves there are; `None` when the position is too large to count.
    pub total: Option<u64>,
    /// True when not every move is listed.
    pub truncated: bool,
    /// True when the position was too large to enumerate and `moves` holds only its
    /// winning moves (found by theorem).
    pub only_winning: bool,
    /// The remoteness of the position itself, when known: under normal play an odd
    /// remoteness `r` is "the player to move wins in `r` moves" (counting both players').
    pub remoteness: Option<u64>,
    /// Who wins from the position itself under its rule, `None` when out of reach. With
    /// no move left it says who won: P under normal play and Every-SG (the player who
    /// cannot move loses), N under misère play (the player who cannot move wins).
    pub outcome: Option<Outcome>,
    /// The position's SG value, under normal play when known.
    pub sg: Option<u64>,
}

/// The computer's move in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove {
    /// The position after the move.
    pub game: Game,
    /// True when the move wins (leaves a P-position).
    pub winning: bool,
    /// The remoteness of the position after the move, when known.
    pub remoteness: Option<u64>,
    /// True when the [`Strength`] setting made this a random legal move.
    pub random: bool,
}

/// Outcomes and SG values of whole positions under one rule, with memos shared between
/// positions so that a graph costs about one search in all.
struct Valuer {
    misere_memo: HashMap<Vec<Atom>, bool>,
    steps: Steps,
}

impl Valuer {
    fn new() -> Self {
        Valuer {
            misere_memo: HashMap::new(),
            steps: Steps::default(),
        }
    }

    fn value(
        &mut self,
        game: &Game,
        engine: &mut Engine,
    ) -> Result<(Outcome, Option<u64>), LimitError> {
        if game.rule == Rule::Normal
            && let Some((outcome, value)) = crate::analysis::loopy_outcome(&game.atoms, engine)?
        {
            return Ok((outcome, value.finite()));
        }
        match game.rule {
            Rule::Normal => match engine.sg_of_sum(&game.atoms) {
                Ok(value) => Ok((outcome_of(value != 0), Some(value))),
                Err(error @ LimitError::TooLarge { .. }) => {
                    // A lone huge atom may still have its outcome by a theorem.
                    match game.atoms.as_slice() {
                        [only] => match only.outcome_by_theorem() {
                            Some(first_wins) => Ok((outcome_of(first_wins), None)),
                            None => Err(error),
                        },
                        _ => Err(error),
                    }
                }
                Err(error) => Err(error),
            },
            Rule::Misere => {
                let wins =
                    crate::misere::first_player_wins(&game.atoms, engine, &mut self.misere_memo)?;
                Ok((outcome_of(wins), None))
            }
            Rule::Every => {
                let step = self.steps.step_of_game(game, engine)?;
                Ok((outcome_of(step % 2 == 1), None))
            }
        }
    }
}

fn outcome_of(first_player_wins: bool) -> Outcome {
    if first_player_wins {
        Outcome::N
    } else {
        Outcome::P
    }
}

/// The key positions are deduplicated by (the graph's nodes, the remoteness memo):
/// [`Game::multiset_key`].
type Key = Vec<Vec<Atom>>;

/// The key of a position ([`Game::multiset_key`]).
fn key_of(game: &Game) -> Key {
    game.multiset_key()
}

/// Every move of `game` under its rule, each the position it leaves; `None` when there
/// are more than [`MAX_NODE_MOVES`] (nothing is built then). The options generated are
/// charged to the engine's budget.
///
/// With `distinct_atoms` (for the graph, whose positions are multisets), under normal and
/// misère play only the first of equal atoms moves: a move in an equal atom leaves the
/// same multiset, so `nim` with 500 heaps of one has one move to build, not 500.
fn moves(
    game: &Game,
    engine: &mut Engine,
    distinct_atoms: bool,
) -> Result<Option<Vec<Game>>, LimitError> {
    let mut local = Budget::new(MAX_NODE_MOVES);
    let mut out = Vec::new();
    match game.rule {
        Rule::Normal | Rule::Misere => {
            let mut per_atom = Vec::with_capacity(game.atoms.len());
            let mut seen_atoms: HashSet<&Atom> = HashSet::new();
            for atom in &game.atoms {
                if distinct_atoms && !seen_atoms.insert(atom) {
                    per_atom.push(Vec::new());
                    continue;
                }
                match atom.options(&mut local) {
                    Ok(options) => per_atom.push(options),
                    Err(LimitError::TooLarge { .. }) => {
                        engine.budget.charge(local.used())?;
                        return Ok(None);
                    }
                    Err(error) => return Err(error),
                }
            }
            engine.budget.charge(local.used().max(1))?;
            let count: u64 = per_atom.iter().map(|options| options.len() as u64).sum();
            if too_many_atoms(count, game.atoms.len()) {
                return Ok(None);
            }
            for (index, options) in per_atom.iter().enumerate() {
                for option in options {
                    out.push(game.after(index, option));
                }
            }
        }
        Rule::Every => {
            // Every component that can move makes one move: one option of each, all
            // combinations.
            let components = game.components();
            let mut per_component = Vec::with_capacity(components.len());
            for component in &components {
                match crate::every::component_options(component, &mut local) {
                    Ok(options) => per_component.push(options),
                    Err(LimitError::TooLarge { .. }) => {
                        engine.budget.charge(local.used())?;
                        return Ok(None);
                    }
                    Err(error) => return Err(error),
                }
            }
            engine.budget.charge(local.used().max(1))?;
            let movable: Vec<usize> = (0..per_component.len())
                .filter(|&i| per_component.get(i).is_some_and(|o| !o.is_empty()))
                .collect();
            if movable.is_empty() {
                return Ok(Some(out));
            }
            let mut count: u64 = 1;
            for &i in &movable {
                let size = per_component.get(i).map_or(1, Vec::len) as u64;
                count = match count.checked_mul(size) {
                    Some(c) if c <= MAX_NODE_MOVES => c,
                    _ => return Ok(None),
                };
            }
            if too_many_atoms(count, game.atoms.len()) {
                return Ok(None);
            }
            engine.budget.charge(count)?;
            let mut odometer = vec![0usize; per_component.len()];
            loop {
                let mut after = Vec::with_capacity(components.len());
                for (i, options) in per_component.iter().enumerate() {
                    match options.get(odometer[i]) {
                        Some(option) => after.push(option.clone()),
                        None => after.push(components[i].to_vec()),
                    }
                }
                out.push(Game::from_components(game.rule, after));
                let mut advanced = false;
                for &i in movable.iter().rev() {
                    odometer[i] += 1;
                    if odometer[i] < per_component[i].len() {
                        advanced = true;
                        break;
                    }
                    odometer[i] = 0;
                }
                if !advanced {
                    break;
                }
            }
        }
    }
    Ok(Some(out))
}

/// Whether `count` moves, each leaving a position of about `atoms` atoms, hold more than
/// [`MAX_NODE_ATOMS`] atoms together.
fn too_many_atoms(count: u64, atoms: usize) -> bool {
    count.saturating_mul(atoms.max(1) as u64) > MAX_NODE_ATOMS
}

enum Entry {
    Shown(usize),
    Hidden(Game),
}

/// The state graph of `game` (at most `max_nodes` nodes, never more than
/// [`MAX_GRAPH_NODES`]) and, for a sum of a few atoms, the graph of each atom alone.
///
/// `make_budget(limit)` gives the budget of each search: the whole graph gets
/// `limits.max_work`, each atom's graph a quarter of it. The caller attaches progress
/// and cancellation to those budgets ([`Budget::with_progress`]).
///
/// ```
/// use sglab_core::{explore::graph, limits::Budget, parse, Limits};
/// let game = parse("nim 2").unwrap();
/// let graph = graph(&game, 100, &Limits::default(), &mut Budget::new).unwrap();
/// assert_eq!(graph.nodes.len(), 3);
/// assert_eq!(graph.total, Some(3));
/// ```
pub fn graph(
    game: &Game,
    max_nodes: usize,
    limits: &Limits,
    make_budget: &mut dyn FnMut(u64) -> Budget,
) -> Result<StateGraph, LimitError> {
    let mut engine = Engine::with_budget(make_budget(limits.max_work));
    let mut whole = graph_with(game, max_nodes, &mut engine)?;
    // The parts drawn alone: each atom under normal and misère play, each component (a
    // `+`-separated part, which moves as a whole each turn) under `every:`.
    let parts: Vec<Vec<Atom>> = match game.rule {
        Rule::Every => game
            .components()
            .into_iter()
            .map(<[Atom]>::to_vec)
            .collect(),
        Rule::Normal | Rule::Misere => game.atoms.iter().map(|a| vec![a.clone()]).collect(),
    };
    if (2..=MAX_COMPONENT_GRAPHS).contains(&parts.len()) {
        let mut done: HashMap<Vec<Atom>, StateGraph> = HashMap::new();
        let mut components = Vec::with_capacity(parts.len());
        for part in parts {
            if let Some(known) = done.get(&part) {
                components.push(known.clone());
                continue;
            }
            let alone = Game::from_components(game.rule, vec![part.clone()]);
            let mut engine = Engine::with_budget(make_budget((limits.max_work / 4).max(1)));
            let graph = graph_with(&alone, max_nodes, &mut engine)?;
            done.insert(part, graph.clone());
            components.push(graph);
        }
        whole.components = Some(components);
    }
    Ok(whole)
}

/// The state graph of `game` alone (no per-atom graphs), charging `engine`'s budget.
/// Fails only when the root's own value is out of reach or the request is cancelled;
/// otherwise a search cut short returns the part found, marked truncated.
pub fn graph_with(
    game: &Game,
    max_nodes: usize,
    engine: &mut Engine,
) -> Result<StateGraph, LimitError> {
    explore(game, max_nodes, MAX_COUNTED_POSITIONS, engine)
}

/// [`graph_with`], counting at most `max_counted` positions.
fn explore(
    game: &Game,
    max_nodes: usize,
    max_counted: usize,
    engine: &mut Engine,
) -> Result<StateGraph, LimitError> {
    let max_nodes = max_nodes.clamp(1, MAX_GRAPH_NODES);
    let mut valuer = Valuer::new();
    let (outcome, sg) = valuer.value(game, engine)?;
    let mut nodes = vec![GraphNode {
        game: game.clone(),
        outcome,
        sg,
        depth: 0,
        terminal: false,
        expanded: false,
    }];
    let mut edges = Vec::new();
    let mut edge_set: HashSet<(usize, usize)> = HashSet::new();
    let mut index: HashMap<Key, usize> = HashMap::new();
    index.insert(key_of(game), 0);
    let mut hidden: HashSet<Key> = HashSet::new();
    let mut notes: Vec<GraphNote> = Vec::new();
    let note = |notes: &mut Vec<GraphNote>, n: GraphNote| {
        if !notes.contains(&n) {
            notes.push(n);
        }
    };
    // Whether every reachable position was counted.
    let mut counted_all = true;

    // The work spent on positions not shown, against MAX_COUNTING_WORK.
    let mut counting_work: u64 = 0;
    // The atoms of every position the moves left, against MAX_GRAPH_SCAN_ATOMS.
    let mut scanned: u64 = 0;
    let mut queue: VecDeque<Entry> = VecDeque::from([Entry::Shown(0)]);

    while let Some(entry) = queue.pop_front() {
        let (from, position) = match entry {
            Entry::Shown(id) => (Some(id), nodes[id].game.clone()),
            Entry::Hidden(position) => {
                if counting_work >= MAX_COUNTING_WORK {
                    // Only counting is left to do (hidden positions are queued only
                    // once the cap is reached): give up the count, keep the picture.
                    counted_all = false;
                    continue;
                }
                (None, position)
            }
        };
        let found = match moves(&position, engine, true) {
            Ok(found) => found,
            Err(LimitError::TooLarge { .. }) => {
                note(&mut notes, GraphNote::Budget);
                counted_all = false;
                break;
            }
            Err(error) => return Err(error),
        };
        let atoms: u64 = found.iter().flatten().map(|g| g.atoms.len() as u64).sum();
        scanned = scanned.saturating_add(atoms);
        if scanned > MAX_GRAPH_SCAN_ATOMS {
            note(&mut notes, GraphNote::Budget);
            counted_all = false;
            break;
        }
        if from.is_none() {
            counting_work = counting_work.saturating_add(atoms.max(1));
        }
        let Some(found) = found else {
            counted_all = false;
            let Some(id) = from else { continue };
            note(&mut notes, GraphNote::HugePosition);
            // Draw the winning moves, which theorems find without enumerating.
            let winning = match analyze_with(&position, engine, MAX_HUGE_WINNING_MOVES) {
                Ok(analysis) => analysis.winning_moves,
                Err(error @ (LimitError::Cancelled | LimitError::NeedsFull)) => return Err(error),
                Err(_) => Vec::new(),
            };
            for next in winning {
                if !add_move(
                    id,
                    next,
                    max_nodes,
                    engine,
                    &mut valuer,
                    &mut nodes,
                    &mut edges,
                    &mut edge_set,
                    &mut index,
                    &mut queue,
                )? {
                    note(&mut notes, GraphNote::NodeCap);
                }
            }
            continue;
        };
        match from {
            Some(id) => {
                let mut complete = true;
                let mut stopped = false;
                for next in &found {
                    let key = key_of(next);
                    if index.contains_key(&key) || nodes.len() < max_nodes {
                        match add_move(
                            id,
                            next.clone(),
                            max_nodes,
                            engine,
                            &mut valuer,
                            &mut nodes,
                            &mut edges,
                            &mut edge_set,
                            &mut index,
                            &mut queue,
                        ) {
                            Ok(true) => {}
                            Ok(false) => complete = false,
                            Err(LimitError::TooLarge { .. }) => {
                                stopped = true;
                                break;
                            }
                            Err(error) => return Err(error),
                        }
                    } else {
                        complete = false;
                        note(&mut notes, GraphNote::NodeCap);
                        if counting_work >= MAX_COUNTING_WORK
                            || hidden.len() + nodes.len() >= max_counted
                        {
                            counted_all = false;
                        } else if hidden.insert(key) {
                            counting_work = counting_work.saturating_add(next.atoms.len() as u64);
                            queue.push_back(Entry::Hidden(next.clone()));
                        }
                    }
                }
                if stopped {
                    note(&mut notes, GraphNote::Budget);
                    counted_all = false;
                    break;
                }
                if let Some(node) = nodes.get_mut(id) {
                    node.terminal = found.is_empty();
                    node.expanded = complete;
                }
            }
            None => {
                for next in found {
                    let key = key_of(&next);
                    if index.contains_key(&key) || hidden.contains(&key) {
                        continue;
                    }
                    if counting_work >= MAX_COUNTING_WORK
                        || hidden.len() + nodes.len() >= max_counted
                    {
                        counted_all = false;
                        continue;
                    }
                    counting_work = counting_work.saturating_add(next.atoms.len() as u64);
                    hidden.insert(key);
                    queue.push_back(Entry::Hidden(next));
                }
            }
        }
    }

    let total_count = nodes.len() + hidden.len();
    let all_expanded = nodes.iter().all(|node| node.expanded);
    let total = counted_all.then_some(total_count as u64);
    let truncated = !(counted_all && hidden.is_empty() && all_expanded);
    if truncated && notes.is_empty() {
        note(&mut notes, GraphNote::Budget);
    }
    Ok(StateGraph {
        nodes,
        edges,
        total,
        truncated,
        notes,
        components: None,
    })
}

/// Adds the move `from -> next`, creating the node when there is room. Returns false
/// when the node cap left the move out.
#[allow(clippy::too_many_arguments)]
fn add_move(
    from: usize,
    next: Game,
    max_nodes: usize,
    engine: &mut Engine,
    valuer: &mut Valuer,
    nodes: &mut Vec<GraphNode>,
    edges: &mut Vec<GraphEdge>,
    edge_set: &mut HashSet<(usize, usize)>,
    index: &mut HashMap<Key, usize>,
    queue: &mut VecDeque<Entry>,
) -> Result<bool, LimitError> {
    let key = key_of(&next);
    let to = match index.get(&key) {
        Some(&to) => to,
        None => {
            if nodes.len() >= max_nodes {
                return Ok(false);
            }
            let (outcome, sg) = valuer.value(&next, engine)?;
            let depth = nodes.get(from).map_or(0, |n| n.depth.saturating_add(1));
            let to = nodes.len();
            nodes.push(GraphNode {
                game: next,
                outcome,
                sg,
                depth,
                terminal: false,
                expanded: false,
            });
            index.insert(key, to);
            queue.push_back(Entry::Shown(to));
            to
        }
    };
    if edge_set.insert((from, to)) {
        let winning = match (nodes.get(from), nodes.get(to)) {
            (Some(a), Some(b)) => a.outcome == Outcome::N && b.outcome == Outcome::P,
            _ => false,
        };
        edges.push(GraphEdge { from, to, winning });
    }
    Ok(true)
}

/// The moves of `game` for play: every distinct position one move leaves, with its
/// outcome and SG value, at most `max` (and [`MAX_LISTED_OPTIONS`]) listed. A position
/// with more than [`MAX_NODE_MOVES`] moves lists its winning moves instead
/// (`only_winning`), found by theorem where one applies.
///
/// ```
/// use sglab_core::{engine::Engine, explore::options, parse, Limits};
/// let list = options(&parse("nim 2").unwrap(), 500, &mut Engine::new(&Limits::default())).unwrap();
/// let texts: Vec<String> = list.moves.iter().map(|m| m.game.to_string()).collect();
/// assert_eq!(texts, ["nim 0", "nim 1"]);
/// ```
pub fn options(game: &Game, max: usize, engine: &mut Engine) -> Result<OptionList, LimitError> {
    let max = max.min(MAX_LISTED_OPTIONS);
    let mut valuer = Valuer::new();
    let mut search = Remoteness::new(game.rule, MAX_REMOTENESS_WORK);
    let Some(found) = moves(game, engine, false)? else {
        let analysis = analyze_with(game, engine, max)?;
        let (outcome, sg) = (Some(analysis.outcome), analysis.sg);
        let mut listed = Vec::new();
        for next in analysis.winning_moves {
            let (outcome, sg) = valuer.value(&next, engine)?;
            let remoteness = search.of(&next, engine)?.map(|k| k.remoteness);
            listed.push(MoveInfo {
                game: next,
                best: is_best(Some(analysis.outcome), outcome),
                outcome,
                sg,
                remoteness,
            });
        }
        return Ok(OptionList {
            moves: listed,
            total: None,
            truncated: true,
            only_winning: true,
            remoteness: None,
            outcome,
            sg,
        });
    };
    // The position's own value first: under misère play its search fills the memo its
    // moves' values then read.
    let (outcome, sg) = match valuer.value(game, engine) {
        Ok((outcome, sg)) => (Some(outcome), sg),
        Err(LimitError::TooLarge { .. }) => (None, None),
        Err(error) => return Err(error),
    };
    // The position's own search covers every move; when it is out of reach, each listed
    // move still gets what the rest of the allowance finds.
    let own = search.of(game, engine)?.map(|k| k.remoteness);
    let mut seen = HashSet::new();
    let mut listed = Vec::new();
    let mut total: u64 = 0;
    for next in found {
        if !seen.insert(next.clone()) {
            continue;
        }
        total += 1;
        if listed.len() < max {
            let (to, sg) = valuer.value(&next, engine)?;
            let remoteness = search.of(&next, engine)?.map(|k| k.remoteness);
            listed.push(MoveInfo {
                game: next,
                best: is_best(outcome, to),
                outcome: to,
                sg,
                remoteness,
            });
        }
    }
    Ok(OptionList {
        truncated: (listed.len() as u64) < total,
        moves: listed,
        total: Some(total),
        only_winning: false,
        remoteness: own,
        outcome,
        sg,
    })
}

/// The computer's move from `game` at `strength`, `None` when there is no move.
///
/// With probability `strength.random_per_mille() / 1000` (drawn from its seed) the move
/// is a uniformly random legal move (one atom and one of its options, or under Every-SG
/// one option of each atom that can move); a position too large to enumerate gets the
/// perfect move instead. Otherwise the move is the perfect one, as a tutor plays it
/// (Winning Ways, ch. 9, remoteness): when winning, a move to a P-position of smallest
/// remoteness (it wins fastest); when losing, a move of largest remoteness (it lasts
/// longest); ties go to the first move generated. When the remoteness search is out of
/// reach ([`MAX_REMOTENESS_WORK`]): the first winning move [`analyze_with`] lists, or
/// from a P-position under normal or misère play, in the atom of largest SG value
/// `g > 0`, a move to SG value `g - 1` (it exists by the mex rule, and a theorem finds it
/// even in a huge heap), else the first legal move.
///
/// ```
/// use sglab_core::{engine::Engine, explore::{computer_move, Strength}, parse, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let reply = computer_move(&parse("nim 3 4 5").unwrap(), &mut engine, Strength::PERFECT)
///     .unwrap()
///     .unwrap();
/// assert_eq!((reply.game.to_string(), reply.winning), ("nim 1 4 5".to_string(), true));
/// // nim 1 4 5 lasts 10 more moves: the loser takes one token at a time.
/// assert_eq!(reply.remoteness, Some(10));
/// ```
pub fn computer_move(
    game: &Game,
    engine: &mut Engine,
    strength: Strength,
) -> Result<Option<ComputerMove>, LimitError> {
    if game.rule == Rule::Normal && game.atoms.iter().any(|a| a.loopy_value().is_some()) {
        return loopy_move(game, engine, strength);
    }
    let mut search = Remoteness::new(game.rule, MAX_REMOTENESS_WORK);
    if strength.random_per_mille() > 0 {
        let mut rng = SplitMix64::new(strength.seed());
        if rng.below(1000) < u64::from(strength.random_per_mille())
            && let Some(all) = moves(game, engine, false)?
        {
            let Some(pick) = all.get(rng.below(all.len() as u64) as usize) else {
                return Ok(None);
            };
            let (outcome, _) = Valuer::new().value(pick, engine)?;
            return Ok(Some(ComputerMove {
                game: pick.clone(),
                winning: outcome == Outcome::P,
                remoteness: search.of(pick, engine)?.map(|k| k.remoteness),
                random: true,
            }));
        }
    }
    if let Some(all) = moves(game, engine, false)? {
        if all.is_empty() {
            return Ok(None);
        }
        if let Some(own) = search.of(game, engine)? {
            // Every move's position is now known to the search.
            let mut best: Option<(&Game, remoteness::Known)> = None;
            for next in &all {
                let Some(known) = search.known(next) else {
                    continue;
                };
                let better = match best {
                    None => !own.wins || !known.wins,
                    Some((_, held)) if own.wins => {
                        !known.wins && known.remoteness < held.remoteness
                    }
                    Some((_, held)) => known.remoteness > held.remoteness,
                };
                if better {
                    best = Some((next, known));
                }
            }
            if let Some((next, known)) = best {
                return Ok(Some(ComputerMove {
                    game: next.clone(),
                    winning: !known.wins,
                    remoteness: Some(known.remoteness),
                    random: false,
                }));
            }
        }
    }
    let Some(next) = heuristic_move(game, engine)? else {
        return Ok(None);
    };
    let remoteness = search.of(&next.game, engine)?.map(|k| k.remoteness);
    Ok(Some(ComputerMove { remoteness, ..next }))
}

/// The computer's move in a game that may never end (normal play): from N a winning move
/// that makes progress (to the P-position that decided it in a retrograde analysis of the
/// positions reachable, so the game ends: [`progress`]; past [`MAX_PROGRESS_POSITIONS`]
/// the first winning move), from a draw a move that keeps the draw (never one that lets
/// the opponent win), from P the first legal move; at a lower [`Strength`], sometimes a
/// random legal move. No remoteness is given: positions may repeat.
fn loopy_move(
    game: &Game,
    engine: &mut Engine,
    strength: Strength,
) -> Result<Option<ComputerMove>, LimitError> {
    let all = moves(game, engine, false)?;
    if all.as_ref().is_some_and(Vec::is_empty) {
        return Ok(None);
    }
    if strength.random_per_mille() > 0 {
        let mut rng = SplitMix64::new(strength.seed());
        if let Some(all) = &all
            && rng.below(1000) < u64::from(strength.random_per_mille())
            && let Some(pick) = all.get(rng.below(all.len() as u64) as usize)
        {
            let (outcome, _) = Valuer::new().value(pick, engine)?;
            return Ok(Some(ComputerMove {
                game: pick.clone(),
                winning: outcome == Outcome::P,
                remoteness: None,
                random: true,
            }));
        }
    }
    let analysis = analyze_with(game, engine, 1)?;
    if analysis.outcome == Outcome::N
        && let Some(all) = &all
        && let Some(next) = progress::progressing_win(game, all, engine)?
    {
        return Ok(Some(ComputerMove {
            game: next,
            winning: true,
            remoteness: None,
            random: false,
        }));
    }
    let chosen = analysis
        .winning_moves
        .first()
        .or(analysis.drawing_moves.first())
        .cloned()
        .or_else(|| all.and_then(|all| all.into_iter().next()));
    Ok(chosen.map(|next| ComputerMove {
        game: next,
        winning: analysis.outcome == Outcome::N,
        remoteness: None,
        random: false,
    }))
}

/// The perfect move without remoteness, for positions whose search is out of reach.
fn heuristic_move(game: &Game, engine: &mut Engine) -> Result<Option<ComputerMove>, LimitError> {
    let analysis = analyze_with(game, engine, 1)?;
    if let Some(first) = analysis.winning_moves.into_iter().next() {
        return Ok(Some(ComputerMove {
            game: first,
            winning: true,
            remoteness: None,
            random: false,
        }));
    }
    if game.rule != Rule::Every {
        let mut best: Option<(usize, u64)> = None;
        for (index, atom) in game.atoms.iter().enumerate() {
            match engine.sg(atom) {
                Ok(value) if value > best.map_or(0, |(_, v)| v) => best = Some((index, value)),
                Ok(_) | Err(LimitError::TooLarge { .. }) => {}
                Err(error) => return Err(error),
            }
        }
        if let Some((index, value)) = best {
            let atom = &game.atoms[index];
            let found = engine.moves_to_value(atom, value - 1, 1)?;
            if let Some(option) = found.options.first() {
                return Ok(Some(ComputerMove {
                    game: game.after(index, option),
                    winning: false,
                    remoteness: None,
                    random: false,
                }));
            }
        }
    }
    let list = options(game, 1, engine)?;
    Ok(list.moves.into_iter().next().map(|first| ComputerMove {
        winning: first.outcome == Outcome::P,
        game: first.game,
        remoteness: first.remoteness,
        random: false,
    }))
}

#[cfg(test)]
mod tests;
