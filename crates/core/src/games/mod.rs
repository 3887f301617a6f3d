//! Every game of the notation, one module each, and [`Atom`]: one indecomposable position
//! of any of them.
//!
//! A game position is a disjunctive sum of atoms. A heap game's row `nim 3 4 5` is three
//! atoms; a row that is a single game (`wythoff 3 5`, `moore k=2 1 2 3`, a tree) is one.
//! Each module holds the rule, the position type, the move generator (the literal rule of
//! NOTATION.md), any closed form with its theorem, and tests of that closed form against
//! brute force. The registry [`KINDS`] is the one list of keywords the parser knows.

use std::fmt;

use crate::context::Context;
use crate::limits::{Budget, LimitError};
#[cfg(not(feature = "custom"))]
use crate::notation::{Invalid, ParseErrorKind};
use crate::notation::{ParseError, RowParser};

pub mod bash;
pub mod beans;
pub mod circle;
pub mod coins;
// Games of your own (`moves "RULES" ...`, cargo feature `custom`, on by default, in both
// wasm modules): a build without them answers `light.needs_full` for the keyword.
#[cfg(feature = "custom")]
pub mod custom;
pub mod cut;
pub mod dag;
pub mod divide;
pub mod euclid;
pub mod georgia;
pub mod grid;
pub mod grundy;
pub mod hackenbush;
pub mod knight;
pub mod lasker;
pub mod loopy;
pub mod moore;
pub mod nim;
pub mod octal;
pub mod palindrome;
pub mod powers;
pub mod split;
pub mod staircase;
pub mod subtract;
pub mod wythoff;

/// Winning moves found by a method, as the sums of atoms each one leaves, possibly cut short.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    /// The options reached, each a sum of atoms (empty: the move leaves nothing).
    pub options: Vec<Vec<Atom>>,
    /// How many such options exist in all, when known (may exceed `options.len()`).
    pub total: Option<u128>,
}

impl MoveList {
    /// The moves among `candidates` that `matches` keeps: all counted, at most `max` built
    /// (by `build`), in the candidates' order. The list a theorem gives when it can test
    /// each move's value without search.
    ///
    /// ```
    /// use sglab_core::games::{nim::Nim, Atom, MoveList};
    /// let heaps = |heap| vec![Atom::Nim(Nim { heap })];
    /// let found = MoveList::listing(2, 0..10u64, |heap| heap % 3 == 0, heaps);
    /// assert_eq!(found.options, [heaps(0), heaps(3)]);
    /// assert_eq!(found.total, Some(4));
    /// ```
    pub fn listing<T>(
        max: usize,
        candidates: impl IntoIterator<Item = T>,
        matches: impl FnMut(&T) -> bool,
        mut build: impl FnMut(T) -> Vec<Atom>,
    ) -> MoveList {
        let Ok(found) =
            MoveList::try_listing(max, candidates.into_iter().map(Ok), matches, |candidate| {
                Ok::<_, std::convert::Infallible>(build(candidate))
            });
        found
    }

    /// An empty list whose total is counted (0 so far), for a theorem that counts its moves
    /// by groups ([`MoveList::add`]) instead of one by one.
    pub fn counted() -> MoveList {
        MoveList {
            options: Vec::new(),
            total: Some(0),
        }
    }

    /// Counts `count` more moves and lists as many of them as `max` leaves room for:
    /// `list(room)` builds at most `room` of the group's options, in order.
    ///
    /// ```
    /// use sglab_core::games::{nim::Nim, Atom, MoveList};
    /// let mut found = MoveList::counted();
    /// let heaps = |room: usize| (0..room as u64).map(|heap| vec![Atom::Nim(Nim { heap })]).collect();
    /// found.add(3, 2, |room| Ok::<_, ()>(heaps(room.min(2)))).unwrap();
    /// found.add(3, 5, |room| Ok::<_, ()>(heaps(room))).unwrap();
    /// assert_eq!((found.options.len(), found.total), (3, Some(7)));
    /// ```
    pub fn add<E>(
        &mut self,
        max: usize,
        count: u128,
        list: impl FnOnce(usize) -> Result<Vec<Vec<Atom>>, E>,
    ) -> Result<(), E> {
        self.total = Some(self.total.unwrap_or(0).saturating_add(count));
        let room = max.saturating_sub(self.options.len());
        if room > 0 && count > 0 {
            let listed = list(room)?;
            self.options.extend(listed.into_iter().take(room));
        }
        Ok(())
    }

    /// [`MoveList::listing`] where producing a candidate (its value read from a table that
    /// may run out, a search's budget) or building a listed move (charged to the budget)
    /// can fail: the first error stops the listing, after the same work as a loop over the
    /// candidates would have done.
    ///
    /// ```
    /// use sglab_core::games::{nim::Nim, Atom, MoveList};
    /// let values = [Ok(1), Ok(0), Err("table too short"), Ok(0)];
    /// let found = MoveList::try_listing(1, values, |&value| value == 0, |value| Ok(vec![Atom::Nim(Nim { heap: value })]));
    /// assert_eq!(found, Err("table too short"));
    /// ```
    pub fn try_listing<T, E>(
        max: usize,
        candidates: impl IntoIterator<Item = Result<T, E>>,
        mut matches: impl FnMut(&T) -> bool,
        mut build: impl FnMut(T) -> Result<Vec<Atom>, E>,
    ) -> Result<MoveList, E> {
        let mut options = Vec::new();
        let mut total: u128 = 0;
        for candidate in candidates {
            let candidate = candidate?;
            if matches(&candidate) {
                total += 1;
                if options.len() < max {
                    options.push(build(candidate)?);
                }
            }
        }
        Ok(MoveList {
            options,
            total: Some(total),
        })
    }
}

/// What every game module implements for its position type.
pub trait Play: Clone + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// Whether several atoms with the same head print in one row (`nim 3 4 5`).
    /// False for games whose one position already spans a row (`moore`, `wythoff`, `tree`).
    const MERGES: bool;

    /// The row's keyword and parameters in canonical notation, e.g. `bash m=3`.
    fn write_head(&self, out: &mut String);

    /// This atom's arguments in canonical notation, e.g. `5`, `2x3`, `1-2 1-3`: by default
    /// its [`Play::numbers`] separated by spaces.
    fn write_args(&self, out: &mut String) {
        write_numbers(out, &self.numbers());
    }

    /// The numbers this position is written with, in the order of its row: the heap of a
    /// heap game, the two numbers of `wythoff 3 5`, the piles of `beans`, the squares of a
    /// knight; empty for a position that is not numbers (a word, a picture, a node).
    /// What generic code and the drawings read instead of the notation text.
    fn numbers(&self) -> Vec<u64> {
        Vec::new()
    }

    /// For a two-number game (its grid is `sglab grid`'s): its two numbers, the cell it stands
    /// in. `None` for other games.
    fn pair(&self) -> Option<(u64, u64)> {
        None
    }

    /// For a two-number game: the same game at `(a, b)`, `None` where that is not a
    /// position (`euclid 0 0`, a sheet with a side of 0) or the game has no pairs.
    fn with_pair(&self, _a: u64, _b: u64) -> Option<Self> {
        None
    }

    /// The arguments the position `(a, b)` of a two-number game is written with, even
    /// where it is not a position (the text a grid's hole names): `a b` by default.
    fn write_pair(&self, a: u64, b: u64, out: &mut String) {
        write_numbers(out, &[a, b]);
    }

    /// For a two-number game with a rule for its whole grid (`sglab grid`): the values of the
    /// cells `(a, b)`, `0 <= a, b < side`, row by row, [`grid::HOLE`] where a cell is not a
    /// position, charged to `budget`. `Ok(None)`: the grid is asked of the engine cell by
    /// cell ([`Play::with_pair`]).
    fn grid_by_theorem(
        &self,
        _side: u64,
        _budget: &mut Budget,
    ) -> Result<Option<Vec<u16>>, LimitError> {
        Ok(None)
    }

    /// For a two-number game whose P-positions a theorem lists in order: the first `count`
    /// pairs `(a_k, b_k)`, `a_k <= b_k` (Wythoff's Beatty pairs), which a grid draws as
    /// rays. `None` for other games.
    fn p_pairs(&self, _count: u64) -> Option<Vec<(u64, u64)>> {
        None
    }

    /// Every option, by the literal rule: each is the sum of atoms the move leaves.
    /// Charges `budget` one unit per option before building it.
    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError>;

    /// The SG value when a theorem gives it without exhaustive search; `Ok(None)` when
    /// none applies (the engine then searches), an error when the theorem applies but its
    /// table outgrows `context`'s budget.
    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(None)
    }

    /// Every option whose SG value is `target` (at most `max` listed), when a theorem finds
    /// them without enumerating all options; `Ok(None)` when none applies. By default
    /// [`Play::moves_by_formula`]: a theorem that needs a table or the budget says so here.
    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        _context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        Ok(self.moves_by_formula(target, max))
    }

    /// [`Play::moves_to_value_by_theorem`] for a closed form that reads the position alone
    /// (no table, no search, nothing to charge): the few moves it names, counted.
    fn moves_by_formula(&self, _target: u64, _max: usize) -> Option<MoveList> {
        None
    }

    /// Whether the player to move wins (true: N, false: P), when a theorem decides it even
    /// where the SG value itself is out of reach (a huge Wythoff or Moore position).
    fn outcome_by_theorem(&self) -> Option<bool> {
        None
    }

    /// For a game that may never end (its positions can repeat): this atom's generalized SG
    /// value, a number or ∞(K) (Smith 1966, see [`crate::retrograde`]), which decides the
    /// sums it is in by Smith's rule. `None` for a game that always ends.
    fn loopy_value(&self) -> Option<crate::retrograde::Generalized> {
        None
    }

    /// The Every-SG step number of this atom alone (its remoteness, see [`crate::every`])
    /// when a closed form gives it without search.
    fn step_by_theorem(&self) -> Option<u64> {
        None
    }

    /// For a heap game: the same game with one heap of `heap` tokens (for `sglab sequence`
    /// and `sglab period`). `None` for games that are not heap games.
    fn with_heap(&self, _heap: u64) -> Option<Self> {
        None
    }

    /// The same game with nothing left, when its notation has a form for that: a heap
    /// game with heap 0 (`kayles 0`, the default), a picture reduced to its root (`tree`);
    /// `None` otherwise (a Wythoff position has no empty form). [`crate::Game::after`]
    /// names the position after a move that empties the whole sum so, instead of `nim 0`.
    fn emptied(&self) -> Option<Self> {
        self.with_heap(0)
    }

    /// For a heap game whose closed form is arithmetic-periodic (Nim, Lasker's Nim): the
    /// law `g(n + period) = g(n) + saltus` its theorem states, for the pattern finder
    /// (`sglab pattern`). `None` where no theorem states one (a pure period is
    /// [`Play::period`]'s).
    fn arithmetic_period(&self) -> Option<crate::period::ArithmeticPeriod> {
        None
    }

    /// For a heap game: its proved period, checked up to some heap (for `sglab period`).
    /// `Ok(None)` when the game has no period detector.
    fn period(&self, _context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        Ok(None)
    }

    /// [`Play::period`], growing a table at most to heap `max_heap` when given (`sglab period
    /// --max-heap`, the 大表 panel); a closed form's period holds whatever the bound. By
    /// default the period itself.
    fn period_within(
        &self,
        _max_heap: Option<u64>,
        context: &mut Context<'_>,
    ) -> Result<Option<PeriodReport>, LimitError> {
        self.period(context)
    }

    /// For a heap game whose table reads itself out as `u64`s (the splitting games): the
    /// values of heaps `0..=to`, one unit of work a heap. `Ok(None)`: read
    /// [`Play::heap_values`] instead.
    fn heap_sequence(
        &self,
        _to: u64,
        _context: &mut Context<'_>,
    ) -> Result<Option<Vec<u64>>, LimitError> {
        Ok(None)
    }

    /// For a heap game with a table of its own or a closed form: the values of heaps
    /// `0..=last`, read from that table (no atom, no memo entry per heap), charging the
    /// table's work to `context.budget` and failing with [`LimitError::TableWork`] or
    /// [`LimitError::TableMemory`] (with the largest heap that fits) past a limit.
    /// `Ok(None)` when the game has no table: `sglab sequence` then asks each heap of the
    /// engine.
    fn heap_values(
        &self,
        _last: u64,
        _context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        Ok(None)
    }
}

/// What `sglab period` reports: a proved period with its certificate, or how far it looked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodReport {
    /// The proved period, or `None` if none was found up to `checked_to`.
    pub period: Option<crate::period::Periodicity>,
    /// The largest heap whose value was computed.
    pub checked_to: u64,
    /// One line naming the theorem and the window checked, in either language.
    pub certificate: crate::period::Certificate,
}

macro_rules! atoms {
    ($($(#[$cfg:meta])* $variant:ident($ty:ty)),* $(,)?) => {
        /// One indecomposable position of any game of the notation.
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Atom {
            $($(#[$cfg])* #[doc = concat!("A position of [`", stringify!($ty), "`].")] $variant($ty),)*
        }

        impl Atom {
            /// See [`Play::MERGES`].
            pub fn merges(&self) -> bool {
                match self { $($(#[$cfg])* Atom::$variant(_) => <$ty as Play>::MERGES,)* }
            }
            /// See [`Play::write_head`].
            pub fn write_head(&self, out: &mut String) {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.write_head(out),)* }
            }
            /// See [`Play::write_args`].
            pub fn write_args(&self, out: &mut String) {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.write_args(out),)* }
            }
            /// See [`Play::numbers`].
            pub fn numbers(&self) -> Vec<u64> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.numbers(),)* }
            }
            /// See [`Play::pair`].
            pub fn pair(&self) -> Option<(u64, u64)> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.pair(),)* }
            }
            /// See [`Play::with_pair`].
            pub fn with_pair(&self, x: u64, y: u64) -> Option<Atom> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.with_pair(x, y).map(Atom::$variant),)* }
            }
            /// See [`Play::write_pair`].
            pub fn write_pair(&self, x: u64, y: u64, out: &mut String) {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.write_pair(x, y, out),)* }
            }
            /// See [`Play::grid_by_theorem`].
            pub fn grid_by_theorem(
                &self,
                side: u64,
                budget: &mut Budget,
            ) -> Result<Option<Vec<u16>>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.grid_by_theorem(side, budget),)* }
            }
            /// See [`Play::p_pairs`].
            pub fn p_pairs(&self, count: u64) -> Option<Vec<(u64, u64)>> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.p_pairs(count),)* }
            }
            /// See [`Play::period_within`].
            pub fn period_within(
                &self,
                max_heap: Option<u64>,
                context: &mut Context<'_>,
            ) -> Result<Option<PeriodReport>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.period_within(max_heap, context),)* }
            }
            /// See [`Play::heap_sequence`].
            pub fn heap_sequence(
                &self,
                to: u64,
                context: &mut Context<'_>,
            ) -> Result<Option<Vec<u64>>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.heap_sequence(to, context),)* }
            }
            /// See [`Play::options`].
            pub fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.options(budget),)* }
            }
            /// See [`Play::sg_by_theorem`].
            pub fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.sg_by_theorem(context),)* }
            }
            /// See [`Play::outcome_by_theorem`].
            pub fn outcome_by_theorem(&self) -> Option<bool> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.outcome_by_theorem(),)* }
            }
            /// See [`Play::loopy_value`].
            pub fn loopy_value(&self) -> Option<crate::retrograde::Generalized> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.loopy_value(),)* }
            }
            /// See [`Play::step_by_theorem`].
            pub fn step_by_theorem(&self) -> Option<u64> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.step_by_theorem(),)* }
            }
            /// See [`Play::emptied`].
            ///
            /// ```
            /// let kayles = &sglab_core::parse("kayles 2").unwrap().atoms[0];
            /// let empty = kayles.emptied().unwrap();
            /// assert_eq!(sglab_core::Game::new(sglab_core::Rule::Normal, vec![empty]).to_string(), "kayles 0");
            /// ```
            pub fn emptied(&self) -> Option<Atom> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.emptied().map(Atom::$variant),)* }
            }
            /// See [`Play::with_heap`].
            pub fn with_heap(&self, heap: u64) -> Option<Atom> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.with_heap(heap).map(Atom::$variant),)* }
            }
            /// See [`Play::period`].
            pub fn period(&self, context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.period(context),)* }
            }
            /// See [`Play::arithmetic_period`].
            pub fn arithmetic_period(&self) -> Option<crate::period::ArithmeticPeriod> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.arithmetic_period(),)* }
            }
            /// See [`Play::heap_values`].
            pub fn heap_values(
                &self,
                last: u64,
                context: &mut Context<'_>,
            ) -> Result<Option<crate::period::HeapValues>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.heap_values(last, context),)* }
            }
            /// See [`Play::moves_to_value_by_theorem`].
            pub fn moves_to_value_by_theorem(
                &self,
                target: u64,
                max: usize,
                context: &mut Context<'_>,
            ) -> Result<Option<MoveList>, LimitError> {
                match self { $($(#[$cfg])* Atom::$variant(a) => a.moves_to_value_by_theorem(target, max, context),)* }
            }
        }
        $($(#[$cfg])* impl From<$ty> for Atom {
            fn from(value: $ty) -> Self { Atom::$variant(value) }
        })*
    };
}

atoms! {
    Nim(nim::Nim),
    Bash(bash::Bash),
    Subtract(subtract::Subtract),
    Powers(powers::Powers),
    Octal(octal::Octal),
    Lasker(lasker::Lasker),
    Grundy(grundy::Grundy),
    Split(split::Split),
    Wythoff(wythoff::Wythoff),
    Staircase(staircase::Staircase),
    Moore(moore::Moore),
    Euclid(euclid::Euclid),
    Divide(divide::Divide),
    Circle(circle::Circle),
    Cut(cut::Cut),
    Tree(hackenbush::Tree),
    Graph(hackenbush::Graph),
    Dag(dag::Token),
    Loopy(loopy::Token),
    Knight(knight::Knight),
    Palindrome(palindrome::Palindrome),
    #[cfg(feature = "custom")]
    Custom(custom::Custom),
    Georgia(georgia::Georgia),
    Beans(beans::Beans),
    Coins(coins::Coins),
    Tartan(coins::Tartan),
}

impl Atom {
    /// The row head as a string, e.g. `"nim"` or `"bash m=3"`.
    pub fn head(&self) -> String {
        let mut out = String::new();
        self.write_head(&mut out);
        out
    }

    /// The heap of a heap game's atom (`kayles 5`: 5); `None` for other games.
    pub fn heap(&self) -> Option<u64> {
        match self.numbers().as_slice() {
            [heap] if self.with_heap(0).is_some() => Some(*heap),
            _ => None,
        }
    }
}

/// Writes a sum of atoms in canonical notation: consecutive atoms of a merging kind with
/// the same head share a row (`nim 3 4 5`), rows are joined by ` + `. An empty slice is
/// written `nim 0`, the text of the empty sum.
pub fn write_atoms(out: &mut String, atoms: &[Atom]) {
    if atoms.is_empty() {
        out.push_str("nim 0");
        return;
    }
    let mut previous: Option<(String, bool)> = None;
    for atom in atoms {
        let head = atom.head();
        let merges = atom.merges();
        match &previous {
            Some((last, true)) if merges && *last == head => {}
            Some(_) => {
                out.push_str(" + ");
                out.push_str(&head);
            }
            None => out.push_str(&head),
        }
        // An atom with no arguments (`tree`, the root alone) adds no space: `tree + nim 1`.
        let mut args = String::new();
        atom.write_args(&mut args);
        if !args.is_empty() {
            out.push(' ');
            out.push_str(&args);
        }
        previous = Some((head, merges));
    }
}

/// One atom in notation, the text a one-heap row of it is written as (`kayles 5`,
/// `wythoff 3 5`): the same as [`write_atoms`] of that atom alone.
impl std::fmt::Display for Atom {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        write_atoms(&mut out, std::slice::from_ref(self));
        f.write_str(&out)
    }
}

/// One keyword of the notation and the parser of its row.
pub struct Kind {
    /// The keyword, e.g. `nim`.
    pub keyword: &'static str,
    /// Parses the row after the keyword into its atoms.
    pub parse: fn(&mut RowParser<'_>) -> Result<Vec<Atom>, ParseError>,
}

/// The registry: every component keyword of NOTATION.md, in its table's order.
pub const KINDS: &[Kind] = &[
    Kind {
        keyword: "nim",
        parse: nim::parse,
    },
    Kind {
        keyword: "bash",
        parse: bash::parse,
    },
    Kind {
        keyword: "subtract",
        parse: subtract::parse,
    },
    Kind {
        keyword: "powers",
        parse: powers::parse,
    },
    Kind {
        keyword: "octal",
        parse: octal::parse,
    },
    Kind {
        keyword: "kayles",
        parse: octal::parse_kayles,
    },
    Kind {
        keyword: "dawson",
        parse: octal::parse_dawson,
    },
    Kind {
        keyword: "lasker",
        parse: lasker::parse_lasker,
    },
    Kind {
        keyword: "grundy",
        parse: grundy::parse_grundy,
    },
    Kind {
        keyword: "split",
        parse: split::parse,
    },
    Kind {
        keyword: "wythoff",
        parse: wythoff::parse,
    },
    Kind {
        keyword: "staircase",
        parse: staircase::parse,
    },
    Kind {
        keyword: "moore",
        parse: moore::parse,
    },
    Kind {
        keyword: "euclid",
        parse: euclid::parse,
    },
    Kind {
        keyword: "divide",
        parse: divide::parse,
    },
    Kind {
        keyword: "circle",
        parse: circle::parse,
    },
    Kind {
        keyword: "cut",
        parse: cut::parse,
    },
    Kind {
        keyword: "tree",
        parse: hackenbush::parse_tree,
    },
    Kind {
        keyword: "graph",
        parse: hackenbush::parse_graph,
    },
    Kind {
        keyword: "dag",
        parse: dag::parse,
    },
    Kind {
        keyword: "loopy",
        parse: loopy::parse,
    },
    Kind {
        keyword: "knight",
        parse: knight::parse,
    },
    Kind {
        keyword: "palindrome",
        parse: palindrome::parse,
    },
    Kind {
        keyword: "coins",
        parse: coins::parse,
    },
    Kind {
        keyword: "beans",
        parse: beans::parse,
    },
    Kind {
        keyword: "georgia",
        parse: georgia::parse,
    },
    Kind {
        keyword: "moves",
        #[cfg(feature = "custom")]
        parse: custom::parse,
        #[cfg(not(feature = "custom"))]
        parse: |row| Err(row.error_here(ParseErrorKind::Invalid(Invalid::NeedsFull))),
    },
];

/// The two-number games of the notation (`sglab grid`), besides the games of your own.
pub const PAIR_GAMES: &[&str] = &["wythoff", "euclid", "cut", "divide"];

/// One position of the two-number game `keyword` of [`PAIR_GAMES`], the template
/// [`Atom::with_pair`] varies; `None` for another keyword.
pub fn pair_game(keyword: &str) -> Option<Atom> {
    match keyword {
        "wythoff" => Some(Atom::Wythoff(wythoff::Wythoff { a: 1, b: 1 })),
        "euclid" => Some(Atom::Euclid(euclid::Euclid { a: 1, b: 1 })),
        "divide" => Some(Atom::Divide(divide::Divide { m: 1, n: 1 })),
        "cut" => Some(Atom::Cut(cut::Cut {
            width: 1,
            height: 1,
        })),
        _ => None,
    }
}

/// Writes numbers separated by spaces, the arguments of most rows (`3 4 5`).
pub(crate) fn write_numbers(out: &mut String, numbers: &[u64]) {
    use std::fmt::Write;
    for (index, number) in numbers.iter().enumerate() {
        if index > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{number}");
    }
}

/// Looks a keyword up in [`KINDS`].
pub fn kind(keyword: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|kind| kind.keyword == keyword)
}

/// Charges one unit per move counted or listed by a theorem, where no list of every
/// option is built.
pub(crate) fn charge_moves(budget: &mut Budget, count: u128) -> Result<(), LimitError> {
    budget.charge(u64::try_from(count).unwrap_or(u64::MAX))
}

/// Charges one unit per option and fails before a huge option list is built.
pub(crate) fn charge_options(budget: &mut Budget, count: u128) -> Result<(), LimitError> {
    let units = u64::try_from(count).unwrap_or(u64::MAX);
    budget.charge(units)?;
    // The list of `count` options is refused at once when even its outer vector would
    // pass the memory a search may hold: `every: nim 1000000000000` asks for a trillion.
    let list_bytes = count.saturating_mul(std::mem::size_of::<Vec<Atom>>() as u128);
    if list_bytes > u128::from(budget.max_held_bytes().saturating_sub(budget.held())) {
        return Err(LimitError::Memory {
            max_bytes: budget.max_held_bytes(),
        });
    }
    Ok(())
}
