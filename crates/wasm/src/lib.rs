//! sglab-wasm: the thin wasm-bindgen adapter over `sglab-core`.
//!
//! Each export checks its arguments (`args.rs`), calls core, and converts the result
//! (`interop.rs`); nothing else. Only strings, numbers, arrays and plain objects cross the
//! boundary; u64 values cross as decimal strings so none loses precision. Notation errors
//! are thrown as `SyntaxError` (with `column`, `span` and `key`), limits as `RangeError`.
//!
//! The exports that compute are methods of a [`Session`] (`session.rs`), the handle that
//! holds the progress callback and the memory limit; the module itself keeps no state.
//! The exports that only read notation or the message table are plain functions of the
//! full module; in the light module, whose texts are installed into a session rather than
//! compiled in, they are methods of the session too (`texts_export!`), which the worker
//! calls alike (web/js/session.js).

#![deny(clippy::unwrap_used, clippy::expect_used)]

#[cfg_attr(not(feature = "full"), allow(dead_code, unused_imports))]
mod args;
#[cfg_attr(not(feature = "full"), allow(dead_code, unused_imports))]
mod interop;
mod session;

pub use session::Session;
use sglab_core::i18n::Texts;
use wasm_bindgen::prelude::*;

/// An export that says something but keeps nothing, its body given the texts it says it
/// with (`texts`): in the full module a plain function on the tables compiled in, in the
/// light module a method of [`Session`] on the texts installed into it.
macro_rules! texts_export {
    ($(#[$doc:meta])* $js:ident: fn $name:ident($texts:ident $(, $arg:ident: $ty:ty)*) -> $ret:ty $body:block) => {
        $(#[$doc])*
        #[cfg(feature = "full")]
        #[wasm_bindgen(js_name = $js)]
        pub fn $name($($arg: $ty),*) -> $ret {
            let $texts = Texts::COMPILED;
            $body
        }

        #[cfg(not(feature = "full"))]
        #[wasm_bindgen]
        impl Session {
            $(#[$doc])*
            #[wasm_bindgen(js_name = $js)]
            pub fn $name(&self, $($arg: $ty),*) -> $ret {
                let held = self.held();
                let $texts = held.texts();
                $body
            }
        }
    };
}

/// In the light module, a component of a game it lacks (a game of your own) is the error
/// `light.needs_full`, which sends the request to the full module: the tables would
/// otherwise take it for no game at all.
fn light_component(texts: Texts<'_>, component: &str) -> Result<(), JsValue> {
    if cfg!(feature = "full") {
        return Ok(());
    }
    match sglab_core::parser::parse_row(component, &[0]) {
        Err(error) if error.key() == "light.needs_full" => Err(interop::parse_error(texts, &error)),
        _ => Ok(()),
    }
}

/// Installs the panic hook once; called by `init()` of the generated glue.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The version of the core the module was built from.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

texts_export! {
    /// Checks a game's notation without analysing it: returns the canonical text, or throws
    /// the notation error.
    canonical: fn canonical(texts, game: JsValue) -> Result<String, JsValue> {
        sglab_core::parse(&args::text(texts, &game, "game")?)
            .map(|game| game.to_string())
            .map_err(|error| interop::parse_error(texts, &error))
    }
}

texts_export! {
    /// Every message of core in `lang` (`"en"` or `"zh"`; anything else is English): what the
    /// API, the proofs and the drawings say, as `{key: text}` with `{name}` placeholders. The
    /// page's own words are not here: they are `web/i18n/LANG.json`. In the light module,
    /// the texts installed so far.
    messages: fn messages(texts, lang: JsValue) -> Result<JsValue, JsValue> {
        Ok(interop::messages(texts, args::lang(texts, &lang)?))
    }
}

#[cfg(not(feature = "full"))]
#[wasm_bindgen]
impl Session {
    /// Installs texts of `lang` into this session: `keys` and `texts` are keys of
    /// `pkg/messages.LANG.json` or `pkg/messages-more.LANG.json` (which `cargo xtask build`
    /// writes from the full module's `messages`) and their texts, in the same order, each
    /// joined by U+0000. The light module has no message tables of its own (core feature
    /// `texts`), so the worker installs the reader's language before its first request and
    /// the rest later (web/js/worker.js); until a language is installed, a text asked in it
    /// is the other language's. Returns how many keys were new (a key's text never changes
    /// once installed). Another session has texts of its own.
    #[wasm_bindgen(js_name = installMessages)]
    pub fn install_messages(
        &self,
        lang: JsValue,
        keys: JsValue,
        texts: JsValue,
    ) -> Result<u32, JsValue> {
        let (lang, texts) = {
            let held = self.held();
            let say = held.texts();
            (args::lang(say, &lang)?, args::texts(say, &keys, &texts)?)
        };
        let added = self.install(lang, texts);
        Ok(u32::try_from(added).unwrap_or(u32::MAX))
    }

    /// The keys of texts asked for since the last call and not installed (at most 4 KiB),
    /// joined by U+0000; empty when every text was there. The worker installs the next
    /// tier of texts (`pkg/messages-later.LANG.json`, then `messages-more`) and asks again
    /// (web/js/worker.js); the build finds what first views say with it
    /// (xtask/light/first-texts.mjs).
    #[wasm_bindgen(js_name = missedMessages)]
    pub fn missed_messages(&self) -> String {
        self.held().missed()
    }
}

texts_export! {
    /// Reads a Markdown fence (NOTATION.md, "Markdown fences"): its info string
    /// (`sg WIDGET NAME=VALUE ...`) and body. Returns `{tag, attributes: [[name, value], ...]}`
    /// (the game first) or `{error: {key, column, found, expected, widget, message}}`, the
    /// message with its column in `lang`. The one fence grammar of `sg render` and the plugins.
    fence: fn fence(texts, info: JsValue, body: JsValue, lang: JsValue) -> Result<JsValue, JsValue> {
        let info = args::text_or_empty(texts, &info, "info")?;
        let body = args::text_or_empty(texts, &body, "body")?;
        let lang = args::words(texts, &lang)?;
        interop::to_js(&interop::FenceJs::new(
            sglab_core::fence::parse(&info, &body),
            lang,
        ))
    }
}

texts_export! {
    /// The first `count` P-positions `[a_k, b_k]`, `k = 0..count`, of the two-number game
    /// `component` whose theorem lists them in order (`"wythoff"`), as decimal strings.
    pairs: fn pairs(texts, component: JsValue, count: JsValue) -> Result<JsValue, JsValue> {
        let component = args::text(texts, &component, "component")?;
        let count = args::count(texts, &count, "count", 0)?;
        let pairs = sglab_core::tables::pairs(&component, count)
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::pair_strings(&pairs))
    }
}

texts_export! {
    /// The position a two-number game's grid starts from when only its component is named
    /// (`"wythoff"` gives `"wythoff 0 0"`, `"cut"` gives `"cut 1x1"`), or `null` for a text that
    /// is not the component of a two-number game.
    gridOrigin: fn grid_origin(texts, component: JsValue) -> Result<Option<String>, JsValue> {
        let component = args::text(texts, &component, "component")?;
        Ok(sglab_core::tables::grid_origin(&component).map(|origin| origin.to_string()))
    }
}

texts_export! {
    /// What a game is made of: `{game, rule, components: [{text, keyword, table}], mayRepeat}`
    /// where `table` is `{kind: "strip", row, heaps}` (a heap game: `row` is its text without
    /// heaps, as `sequence` and `period` take it), `{kind: "grid", keyword, cell: [a, b]}` (a
    /// two-number game, as `grid` takes it) or `{kind: "none"}`, and `mayRepeat` says whether
    /// its positions may repeat (P, N or D, generalized SG values). Throws as `analyze` does.
    describe: fn describe(texts, game: JsValue) -> Result<JsValue, JsValue> {
        let game = args::game(texts, &game)?;
        interop::to_js(&interop::DescriptionJs::from(
            &sglab_core::describe::describe(&game),
        ))
    }
}

#[cfg(feature = "full")]
/// The benchmark workloads, smallest first: `[{name, plainJs, runs}]` (`plainJs`: whether
/// web/js/bench/plain.js has a plain JavaScript version of it; `runs`: how many times the
/// bench page runs each side in one worker, the figure being the fastest run).
#[wasm_bindgen]
pub fn workloads() -> Result<JsValue, JsValue> {
    let list: Vec<interop::WorkloadJs> = sglab_core::workload::WORKLOADS
        .iter()
        .map(interop::WorkloadJs::from)
        .collect();
    interop::to_js(&list)
}

#[wasm_bindgen]
impl Session {
    /// Analyses a game in notation: outcome, SG value and winning moves.
    ///
    /// Returns `{game, rule, outcome, sg, componentSg, winningMoves, winningMovesTotal,
    /// xor}`; `xor` (normal play only, else null) is `{values, digits, total, totalDigits}`:
    /// the components' SG values and their xor, in binary columns of one width.
    #[wasm_bindgen]
    pub fn analyze(&self, game: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = args::text(texts, &game, "game")?;
        let limits = self.limits();
        let analysis = self
            .game(&game)
            .map_err(sglab_core::AnalysisError::from)
            .and_then(|game| {
                self.with_engine(|engine| {
                    sglab_core::analysis::analyze_with(&game, engine, limits.max_listed_moves)
                })
                .map_err(sglab_core::AnalysisError::from)
            })
            .map_err(|error| interop::analysis_error(texts, error))?;
        interop::to_js(&interop::AnalysisJs::from(&analysis))
    }

    /// The state graph of a game: `{root, nodes, edges, shown, total, truncated, notes,
    /// components}` with at most `maxNodes` nodes (default and cap 2000; see
    /// `sglab_core::explore`). Nodes are `{id, game, outcome, sg, depth, terminal, expanded}`,
    /// edges `{from, to, winning}`, notes message keys (`graph.node_cap`, ...).
    #[wasm_bindgen]
    pub fn graph(&self, game: JsValue, max_nodes: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = self.parsed(texts, &game)?;
        let cap = sglab_core::explore::MAX_GRAPH_NODES as u64;
        let max_nodes = args::count(texts, &max_nodes, "maxNodes", cap)?.min(cap) as usize;
        let limits = self.limits();
        let graph =
            sglab_core::explore::graph(&game, max_nodes, &limits, &mut |work| self.budget(work))
                .map_err(|error| interop::limit_error(texts, &error))?;
        interop::to_js(&interop::GraphJs::from(&graph))
    }

    /// Every move from a game, for play: `{moves: [{game, outcome, sg, remoteness}], total,
    /// truncated, onlyWinning, remoteness}` (at most 500 moves; `total` null and
    /// `onlyWinning` true for a position too large to enumerate, whose winning moves are
    /// listed instead). `remoteness` (a decimal string, or null beyond the search's
    /// allowance) is the number of moves the game lasts with the winner hurrying and the
    /// loser delaying: of the position each move leaves, and at the top of the position
    /// itself (under normal play odd for an N-position, even for a P-position).
    /// `outcome` and `sg` are the position's own (null when unknown; `sg` under normal
    /// play only): with no move left, `outcome` says who won (`P`: the player to move
    /// lost; `N` under misère play: the player to move won).
    #[wasm_bindgen]
    pub fn options(&self, game: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = self.parsed(texts, &game)?;
        let max = sglab_core::explore::MAX_LISTED_OPTIONS;
        let list = self
            .with_engine(|engine| sglab_core::explore::options(&game, max, engine))
            .map_err(|error| interop::limit_error(texts, &error))?;
        interop::to_js(&interop::OptionsJs::from(&list))
    }

    /// The computer's move: `{game, winning, remoteness, random}`, or `null` when there is no
    /// move. `strength` (optional, default 0 = perfect) is the chance in thousandths of a
    /// random legal move instead of the best one, drawn from `seed` (optional, default 0;
    /// a number or a decimal string): the same seed gives the same move. The perfect move
    /// wins fastest when winning and lasts longest when losing (see
    /// `sglab_core::explore::computer_move`); `random` tells which kind was played and
    /// `remoteness` (a decimal string or null) is that of the position left.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(
        &self,
        game: JsValue,
        strength: JsValue,
        seed: JsValue,
    ) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = self.parsed(texts, &game)?;
        let strength = args::strength(texts, &strength, &seed)?;
        let choice = self
            .with_engine(|engine| sglab_core::explore::computer_move(&game, engine, strength))
            .map_err(|error| interop::limit_error(texts, &error))?;
        interop::to_js(&choice.as_ref().map(interop::ComputerMoveJs::from))
    }

    /// The SG values of one heap `0..=to` of a heap game (`component` is its row without
    /// heaps, e.g. `kayles`, `bash m=3`), as decimal strings. `to`: a number or a decimal string.
    #[wasm_bindgen]
    pub fn sequence(&self, component: JsValue, to: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        light_component(texts, &component)?;
        let to = args::count(texts, &to, "to", 0)?;
        let values = self
            .with_engine(|engine| sglab_core::tables::sequence_with(&component, to, engine))
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::strings(&values))
    }

    /// The SG values of `(a, b)`, `0 <= a, b < size`, of `wythoff`, `euclid` or `cut`: rows
    /// of decimal strings, `null` where the text is not a position. At most
    /// [`args::MAX_JS_GRID_SIZE`] a side (a `RangeError` beyond, as core's own bound).
    #[wasm_bindgen]
    pub fn grid(&self, component: JsValue, size: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        light_component(texts, &component)?;
        let size = args::js_grid_size(texts, args::count(texts, &size, "size", 0)?)?;
        let grid = self
            .with_engine(|engine| sglab_core::tables::grid_with(&component, size, engine))
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::grid_strings(&grid))
    }

    /// The proved period of a heap game: `{preperiod, period, checkedTo, certificate,
    /// certificateLocalized: {en, zh}}` (decimal strings; `preperiod` and `period` null when
    /// none is proved; the certificate says why the period holds, or how far the search got).
    #[wasm_bindgen]
    pub fn period(&self, component: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        light_component(texts, &component)?;
        let report = self
            .with_engine(|engine| sglab_core::tables::period_with(&component, engine))
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::PeriodJs::new(texts, &report))
    }

    /// 打表找规律: the pattern of a heap game's values on heaps `0..=to` (default 1000), or of
    /// a two-number game's P-positions (`wythoff`, `euclid`, `cut`) with both numbers at most
    /// `to` (default 63): `{kind: "periodic"|"arithmetic"|"rule"|"none", preperiod, period,
    /// saltus (decimal strings or null), proved, checkedTo, rule: {en, zh}, theorem: {en, zh}
    /// or null}`, the same as `sglab pattern`. Errors as by `sequence` and `grid`.
    #[wasm_bindgen]
    pub fn pattern(&self, component: JsValue, to: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        light_component(texts, &component)?;
        let to = match to.is_undefined() || to.is_null() {
            true => None,
            false => Some(args::count(texts, &to, "to", 0)?),
        };
        let found = self
            .with_engine(|engine| sglab_core::pattern::find(&component, to, engine))
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::PatternJs::new(texts, &found, component.trim()))
    }

    /// A drawing of `view` (`"graph"`, `"table"`, `"grid"`, `"xor"` or `"board"`) of a game, as
    /// the tree `{name, attributes: [[name, value], ...], children: [tree | "text", ...]}` that
    /// `web/js/drawing.js` builds with `createElementNS` (see `sglab_draw`). `options` is
    /// `{lang, idPrefix, cap, to, size, rest, width, parts}`, every field optional (numbers
    /// or decimal strings; `width`: the CSS px of the box the drawing is shown in, which its
    /// captions wrap to, see `sglab_draw::DrawOptions`; `parts`: `"all"` by default, or
    /// `"seen"`, the drawing with its `sg-later` groups empty, and `"later"`, a `g` of those
    /// groups whole, in document order, for after the first frame: `args::Parts`; the
    /// session keeps the later parts of the last eight drawings given `"seen"`, so asking
    /// for them draws nothing again). Interactive elements carry `data-game`, the position
    /// they open.
    /// Errors: notation as `SyntaxError`, limits and sizes as `RangeError`, a view that does
    /// not apply to the game as `Error` (key `draw.not_applicable`), bad options as `TypeError`.
    #[wasm_bindgen]
    pub fn drawing(
        &self,
        game: JsValue,
        view: JsValue,
        options: JsValue,
    ) -> Result<JsValue, JsValue> {
        interop::to_js(&self.draw_tree(&game, &view, &options, false)?)
    }

    /// The same drawing as `drawing`, written as a standalone SVG document (for "Download
    /// SVG"): no script, no event attribute, no external reference.
    #[wasm_bindgen(js_name = drawingSvg)]
    pub fn drawing_svg(
        &self,
        game: JsValue,
        view: JsValue,
        options: JsValue,
    ) -> Result<String, JsValue> {
        Ok(self
            .draw_tree(&game, &view, &options, true)?
            .to_svg_string())
    }
}

impl Session {
    /// The drawing both `drawing` and `drawingSvg` give: the arguments checked, the view
    /// drawn within this session's limits and budget; all its parts when `whole` (a
    /// document), whatever `options.parts` says. A drawing given with `parts: "seen"`
    /// keeps its later parts, which the same drawing asked with `parts: "later"` takes
    /// rather than drawing it again (see [`Session::keep_later`]).
    fn draw_tree(
        &self,
        game: &JsValue,
        view: &JsValue,
        options: &JsValue,
        whole: bool,
    ) -> Result<sglab_draw::tree::Element, JsValue> {
        use args::Parts;
        let held = self.held();
        let texts = held.texts();
        let game = args::text(texts, game, "game")?;
        let request = args::draw_request(texts, view, options)?;
        let (view, options) = (request.view, request.options);
        let parts = if whole { Parts::All } else { request.parts };
        let drawn = session::Drawn::new(&game, view, &options);
        if parts == Parts::Later
            && let Some(later) = self.take_later(&drawn)
        {
            return Ok(later);
        }
        let limits = self.limits();
        let mut drawing = sglab_draw::draw(&game, view, &options, &limits, &mut |work| {
            self.budget(work)
        })
        .map_err(|error| interop::draw_error(texts, error))?;
        Ok(match parts {
            Parts::All => drawing,
            Parts::Seen => {
                let later = sglab_draw::take_later(&mut drawing);
                if !later.children.is_empty() {
                    self.keep_later(drawn, later);
                }
                drawing
            }
            Parts::Later => sglab_draw::take_later(&mut drawing),
        })
    }
}

/// The Markdown fences with their pictures (NOTATION.md, "Markdown fences"), drawn as
/// `sg render` draws them (`sglab_draw::fence`): for the build-time plugins in Node.
#[cfg(feature = "full")]
#[wasm_bindgen]
impl Session {
    /// A fence as HTML: the widget's element holding its first view's picture as inline
    /// SVG (`options`: `{lang, pictures, idPrefix}`, a fence's `lang=` winning), on three
    /// lines with no blank line. Returns `{html}`, or `{html, error}` where `html` is the
    /// error's `<pre>` and `error` as by `fence`.
    #[wasm_bindgen(js_name = fenceHtml)]
    pub fn fence_html(
        &self,
        info: JsValue,
        body: JsValue,
        options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let info = args::text_or_empty(texts, &info, "info")?;
        let body = args::text_or_empty(texts, &body, "body")?;
        let options = args::fence_options(texts, &options)?;
        let limits = self.limits();
        let answer = match sglab_draw::fence::html(&info, &body, &options, &limits) {
            Ok(html) => interop::FenceHtmlJs { html, error: None },
            Err(error) => interop::FenceHtmlJs {
                html: sglab_draw::fence::error_html(&error, options.lang),
                error: Some(interop::FenceErrorJs::new(&error, options.lang)),
            },
        };
        interop::to_js(&answer)
    }

    /// A fence's widget and picture: `{tag, attributes, drawing, view, alt}` (`drawing` the
    /// tree of `drawing`, or null when the game has none: the widget shows why), or
    /// `{error}` as by `fence`. `options` as by `fenceHtml`.
    #[wasm_bindgen(js_name = fencePicture)]
    pub fn fence_picture(
        &self,
        info: JsValue,
        body: JsValue,
        options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let info = args::text_or_empty(texts, &info, "info")?;
        let body = args::text_or_empty(texts, &body, "body")?;
        let options = args::fence_options(texts, &options)?;
        let widget = match sglab_core::fence::parse(&info, &body) {
            Ok(widget) => widget,
            Err(error) => return interop::to_js(&interop::FenceJs::new(Err(error), options.lang)),
        };
        let lang = widget.get("lang").map_or(options.lang, |tag| {
            texts.words(sglab_core::i18n::Lang::from_tag(tag))
        });
        let picture = options
            .pictures
            .then(|| {
                sglab_draw::fence::picture(&widget, lang, &options.id_prefix, &self.limits()).ok()
            })
            .flatten();
        interop::to_js(&interop::FencePictureJs {
            tag: widget.tag(),
            alt: picture.as_ref().map(|p| p.alt.clone()).unwrap_or_default(),
            view: picture.as_ref().map(|p| p.view.name()),
            drawing: picture.map(|p| p.drawing),
            attributes: widget.attributes,
        })
    }

    /// A Markdown text with each top-level sglab fence as its widget's HTML (as by
    /// `fenceHtml`, an error as its `<pre>`), blank lines around it, the rest as written;
    /// pictures. ids are prefixed `{idPrefix}{n}`. Returns `{text, errors}`, each error as by
    /// `fence` with the `line` of its fence.
    #[wasm_bindgen(js_name = rewriteMarkdown)]
    pub fn rewrite_markdown(&self, text: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let text = args::text_or_empty(texts, &text, "text")?;
        let options = args::fence_options(texts, &options)?;
        let (text, errors) = sglab_draw::fence::rewrite(&text, &options, &self.limits());
        interop::to_js(&interop::RewrittenJs {
            text,
            errors: errors
                .iter()
                .map(|(line, error)| interop::LineErrorJs {
                    line: *line,
                    error: interop::FenceErrorJs::new(error, options.lang),
                })
                .collect(),
        })
    }
}

#[cfg(feature = "full")]
#[wasm_bindgen]
impl Session {
    /// The step-by-step proof of a game's outcome, each step's text rendered in `lang`
    /// (`"en"` or `"zh"`; anything else is English).
    ///
    /// Returns `{game, rule, outcome, sg, steps: [{kind, key, text, params, data, children,
    /// expand}]}`; `kind` is snake_case (`mex`, `xor`, `columns`, `theorem`, `reduction`,
    /// `certificate`, `winning_move`, `step_numbers`, `fact`), `data` holds the kind's fields
    /// with u64 values as decimal strings, and `expand` names a position whose proof this
    /// function gives when called on it. Errors are thrown as by `analyze`.
    #[wasm_bindgen]
    pub fn explain(&self, game: JsValue, lang: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = args::text(texts, &game, "game")?;
        let lang = args::words(texts, &lang)?;
        let limits = self.limits();
        let proof = sglab_core::proof::explain_text(&game, &limits)
            .map_err(|error| interop::analysis_error(texts, error))?;
        interop::to_js(&interop::ProofJs::new(&proof, lang))
    }

    /// A game played out perfectly, for "Download GIF": `{positions, captions, frames, width,
    /// height}`, one frame per position (the start, then one per move), each a standalone SVG
    /// document of `width` × `height` with the move in words and the value it leaves (the
    /// frames `sglab svg --animate` rasterises). Errors as by `drawing`; perfect play longer than
    /// `sglab_draw::frames::MAX_MOVES` moves is a `RangeError` (key `frames.too_long`).
    #[wasm_bindgen(js_name = playOut)]
    pub fn play_out(&self, game: JsValue, lang: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        use sglab_draw::frames::{play_out, FramesError, MAX_MOVES};
        let game = args::text(texts, &game, "game")?;
        let lang = args::words(texts, &lang)?;
        let played = play_out(&game, lang, &self.limits(), &mut |work| self.budget(work)).map_err(
            |error| match error {
                FramesError::Draw(error) => interop::draw_error(texts, error),
                FramesError::TooLong { game } => interop::range_error(
                    texts,
                    "frames.too_long",
                    &[("game", &game), ("max", &MAX_MOVES.to_string())],
                ),
            },
        )?;
        interop::to_js(&played.animation())
    }

    /// The proof of a game's outcome as Markdown with KaTeX-ready math, in `lang` (`"en"` or
    /// `"zh"`), the text `sglab explain GAME --format md` prints. Errors as by `explain`.
    #[wasm_bindgen(js_name = explainMarkdown)]
    pub fn explain_markdown(&self, game: JsValue, lang: JsValue) -> Result<String, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = args::text(texts, &game, "game")?;
        let lang = args::words(texts, &lang)?;
        let limits = self.limits();
        let proof = sglab_core::proof::explain_text(&game, &limits)
            .map_err(|error| interop::analysis_error(texts, error))?;
        Ok(sglab_core::proof::markdown::markdown(&proof, lang))
    }

    /// Why a game's SG value is what it is, from the definition alone (what a click on a
    /// table cell shows): the mex of its options' values, and for a sum the xor of its
    /// components'; values are normal-play SG values whatever the rule. Same shape and errors
    /// as `explain`.
    #[wasm_bindgen]
    pub fn why(&self, game: JsValue, lang: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let game = self.parsed(texts, &game)?;
        let lang = args::words(texts, &lang)?;
        let proof = self
            .with_engine(|engine| sglab_core::proof::why(&game, engine))
            .map_err(|error| interop::limit_error(texts, &error))?;
        interop::to_js(&interop::ProofJs::new(&proof, lang))
    }

    /// Checks a conjecture (`claim`, the language of `sglab check`) on the positions of
    /// `component` up to `to` (default 1000 heaps, or 100 for a two-number game):
    /// `{holds, checkedTo, counterexample, forAll}` (`counterexample` a position in notation or
    /// null). A claim's syntax error is a `SyntaxError` with `column` (in the claim); a claim
    /// that mixes numbers and yes/no statements, or names a number the game does not have, a
    /// `TypeError`; arithmetic that fails at a position (division by zero) a `RangeError`;
    /// the component's errors as by `sequence` and `grid`.
    #[wasm_bindgen]
    pub fn check(
        &self,
        component: JsValue,
        claim: JsValue,
        to: JsValue,
    ) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        let claim = args::text(texts, &claim, "claim")?;
        let to = match to.is_undefined() || to.is_null() {
            true => None,
            false => Some(args::count(texts, &to, "to", 0)?),
        };
        let report = self
            .with_engine(|engine| sglab_core::claim::check(&component, &claim, to, engine))
            .map_err(|error| interop::check_error(texts, error))?;
        interop::to_js(&interop::CheckJs::from(&report))
    }

    /// 打表 export: a table as text to paste into a solution, the text
    /// `sglab sequence|grid|pairs ... --format FORMAT` prints. `kind` is `"sequence"` (heaps
    /// `0..=n` of the heap game `component`), `"grid"` (`n` × `n` of a two-number game) or
    /// `"pairs"` (the first `n` Wythoff P-positions; `component` is `wythoff`); `format` is
    /// `"cpp"`, `"py"`, `"csv"` or `"json"`. The first line names the `sglab` command that
    /// prints the same text and, when `link` is not empty, the page that shows the table.
    /// Errors as by `sequence`, `grid` and `pairs`; a bad kind or format is a `TypeError`.
    #[wasm_bindgen(js_name = tableText)]
    pub fn table_text(
        &self,
        kind: JsValue,
        component: JsValue,
        n: JsValue,
        format: JsValue,
        link: JsValue,
    ) -> Result<String, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let kind = args::text(texts, &kind, "kind")?;
        let kind = sglab_core::tables::Kind::from_name(&kind)
            .ok_or_else(|| args::bad_table_kind(texts, &kind))?;
        let component = args::text(texts, &component, "component")?;
        let format = args::export_format(texts, &args::text(texts, &format, "format")?)?;
        let mut n = args::count(texts, &n, "n", 0)?;
        if kind == sglab_core::tables::Kind::Grid {
            n = args::js_grid_size(texts, n)?;
        }
        let link = args::text_or_empty(texts, &link, "link")?;
        let table = self
            .with_engine(|engine| sglab_core::tables::compute(kind, &component, n, engine))
            .map_err(|error| interop::table_error(texts, error))?;
        Ok(table.export(&component, format, &link))
    }

    /// Runs the named benchmark workload of `sglab_core::workload` (the same computation as
    /// `cargo run --release -p sglab-core --example workloads -- NAME`):
    /// `{name, count, checksum, max, period}` (`count`, `max` decimal strings, `checksum` a
    /// number below 2^32, `period` `[preperiod, period]` as decimal strings or null). An
    /// unknown name is a `RangeError`; limits as by `sequence`.
    #[wasm_bindgen(js_name = runWorkload)]
    pub fn run_workload(&self, name: JsValue) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let name = args::text(texts, &name, "name")?;
        let workload = sglab_core::workload::find(&name)
            .ok_or_else(|| interop::range_error(texts, "workload.unknown", &[("name", &name)]))?;
        let mut engine = sglab_core::engine::Engine::with_budget(self.budget(workload.max_work));
        let outcome = sglab_core::workload::run(workload, &mut engine)
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::OutcomeJs::new(workload.name, &outcome))
    }

    /// 大表: the values of a heap game (`component`, its row without heaps) far beyond the
    /// page's strip, for the explorer's "compute further" panel: heaps `0..=to`, or, when
    /// `prove` is true, until the period is proved (at most to heap `to`). Runs with a work
    /// budget of 2^44 units: only the memory limit, the heap `to` and the page's Cancel stop it.
    /// Returns `{checkedTo, max, period: [preperiod, period] | null, last}` (decimal strings;
    /// `last` the values of the last heaps, at most 16). Progress reports carry the heaps
    /// computed and, for the rare/common method, the count of rare values.
    #[wasm_bindgen(js_name = bigTable)]
    pub fn big_table(
        &self,
        component: JsValue,
        to: JsValue,
        prove: JsValue,
    ) -> Result<JsValue, JsValue> {
        let held = self.held();
        let texts = held.texts();
        let component = args::text(texts, &component, "component")?;
        let to = args::count(texts, &to, "to", 0)?;
        let prove = prove.as_bool().unwrap_or(false);
        let mut engine = sglab_core::engine::Engine::with_budget(self.budget(1 << 44));
        let table = sglab_core::tables::far_table(&component, to, prove, &mut engine)
            .map_err(|error| interop::table_error(texts, error))?;
        interop::to_js(&interop::FarTableJs::from(&table))
    }
}
