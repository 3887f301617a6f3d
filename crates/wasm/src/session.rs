//! The one piece of state the module keeps between calls, behind an opaque handle (as
//! automerge-wasm's `Automerge` and ruffle's player are): a [`Session`] holds the progress
//! callback and the memory limit its caller set, and every export that computes is one
//! of its methods (`lib.rs`), so that nothing lives in module globals and two sessions
//! (two widgets, two tests) never see each other's settings.
//!
//! In the light module a session also holds the texts installed into it
//! (`installMessages`), which every text it says is made from: the module itself keeps
//! none, and neither does core.
//!
//! A session also keeps what its last calls found, so that the calls of one view (the
//! analysis, the options, the computer's move, a table of the same game) parse the game
//! once and search each position once: the last game parsed, and the engine of the last
//! call that succeeded, whose memory counts against the next call's limit.
//!
//! ```js
//! const session = new Session();
//! session.setMemoryLimit(32);
//! session.setProgress((work, limit, heaps, rare) => true);
//! session.analyze('nim 3 4 5');
//! session.free(); // or let it be collected
//! ```

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use sglab_core::engine::Engine;
#[cfg(not(feature = "full"))]
use sglab_core::i18n::installed::Installed;
use sglab_core::i18n::{Lang, Texts};
use sglab_core::limits::{Budget, DEFAULT_MAX_HELD_BYTES};
use sglab_core::{Game, Limits};
use sglab_draw::tree::Element;
use sglab_draw::{DrawOptions, View};
use wasm_bindgen::prelude::*;

use crate::{args, interop};

/// The largest memory limit `setMemoryLimit` accepts, in MiB.
const MAX_MEMORY_MIB: u64 = 4096;

/// A session keeps its engine between calls while what it holds is at most this share of
/// the memory limit (1/4), so a kept engine leaves every call most of its memory.
const KEPT_SHARE: u64 = 4;

/// What a session was told: its progress callback and its memory limit.
#[derive(Debug)]
struct Settings {
    /// The progress callback installed by `setProgress`, if any. Never borrowed across a
    /// call into JavaScript (see [`Session::budget`]), so that a callback that calls
    /// `setProgress` finds it free.
    progress: RefCell<Option<js_sys::Function>>,
    /// The memory limit of a search in bytes, set by `setMemoryLimit`.
    max_memory: Cell<u64>,
    /// The light module's texts, installed by `installMessages` (the full module's are
    /// compiled in). A call holds the table as it was when the call began ([`Held`]): an
    /// install meanwhile (from a progress callback) changes a copy.
    #[cfg(not(feature = "full"))]
    installed: RefCell<Rc<Installed>>,
}

/// The texts a call says what it says with, held for the call: the tables compiled in (the
/// full module), or the session's installed texts (the light module).
pub struct Held(#[cfg(not(feature = "full"))] Rc<Installed>);

impl Held {
    /// The texts held.
    pub fn texts(&self) -> Texts<'_> {
        #[cfg(feature = "full")]
        return Texts::COMPILED;
        #[cfg(not(feature = "full"))]
        return self.0.texts();
    }

    /// The keys asked for and not installed since the last time (see `missedMessages`).
    #[cfg(not(feature = "full"))]
    pub fn missed(&self) -> String {
        self.0.take_missed()
    }
}

/// A session of sglab: the handle whose methods compute (`analyze`, `graph`, `sequence`,
/// ...), each with the progress callback and the memory limit set on it.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct Session {
    /// Shared with the budgets of running calls, which outlive no call but must not
    /// borrow the handle itself.
    settings: Rc<Settings>,
    /// What the last calls found: taken out while a call runs (a progress callback that
    /// calls the session again finds it empty and starts afresh), put back after.
    kept: Rc<Kept>,
}

/// The last game parsed (its text and the game), the engine of the last call that
/// succeeded, and the later parts of the last drawings given without them.
#[derive(Debug, Default)]
struct Kept {
    game: RefCell<Option<(String, Rc<Game>)>>,
    engine: RefCell<Option<Engine>>,
    /// The `sg-later` groups of the last [`KEPT_DRAWINGS`] drawings asked with
    /// `parts: "seen"`, oldest first, until the same drawing is asked with `parts: "later"`.
    later: RefCell<Vec<(Drawn, Element)>>,
}

/// How many drawings' later parts a session keeps: one a widget of a post (the README's
/// snippet has eight); a drawing whose parts are no longer kept is drawn again.
const KEPT_DRAWINGS: usize = 8;

/// A drawing as it was asked for, its parts aside: what tells its kept later parts from
/// another's.
#[derive(Debug, PartialEq, Eq)]
pub struct Drawn {
    game: String,
    view: View,
    lang: Lang,
    id_prefix: String,
    /// `cap`, `to`, `size`, `rest` and `width`.
    sizes: [Option<u64>; 5],
}

impl Drawn {
    /// The drawing of `game` in `view` with `options` (whatever parts were asked).
    pub fn new(game: &str, view: View, options: &DrawOptions<'_>) -> Drawn {
        Drawn {
            game: game.to_string(),
            view,
            lang: options.lang.lang(),
            id_prefix: options.id_prefix.clone(),
            sizes: [
                options.cap,
                options.to,
                options.size,
                options.rest,
                options.width,
            ],
        }
    }
}

impl Default for Session {
    fn default() -> Session {
        Session {
            settings: Rc::new(Settings {
                progress: RefCell::new(None),
                max_memory: Cell::new(DEFAULT_MAX_HELD_BYTES),
                #[cfg(not(feature = "full"))]
                installed: RefCell::default(),
            }),
            kept: Rc::default(),
        }
    }
}

#[wasm_bindgen]
impl Session {
    /// A session with core's default limits and no progress callback.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Session {
        Session::default()
    }

    /// Installs the progress callback `(work, limit, heaps, rare) => boolean | undefined`
    /// that every long call of this session calls about every 2^16 units of work (numbers;
    /// `heaps`: values a growing table holds, 0 if none; `rare`: how many are rare, or
    /// null); returning exactly `false` cancels the call (a `RangeError` with key
    /// `limit.cancelled`). `setProgress(null)` removes it; anything else but a function is
    /// a `TypeError` (key `argument.not_a_function`).
    #[wasm_bindgen(js_name = setProgress)]
    pub fn set_progress(&self, callback: JsValue) -> Result<(), JsValue> {
        let callback = if callback.is_undefined() || callback.is_null() {
            None
        } else {
            let function = callback.dyn_ref::<js_sys::Function>().ok_or_else(|| {
                interop::type_error(
                    self.held().texts(),
                    "argument.not_a_function",
                    &[("name", "setProgress's callback")],
                )
            })?;
            Some(function.clone())
        };
        *self.settings.progress.borrow_mut() = callback;
        Ok(())
    }

    /// Sets the memory a search of this session may hold, in MiB (whole number from 1 to
    /// 4096; default 64): the page sets less on devices with little memory. Past it a
    /// search fails with a `RangeError` naming the limit (key `limit.memory`).
    #[wasm_bindgen(js_name = setMemoryLimit)]
    pub fn set_memory_limit(&self, mib: JsValue) -> Result<(), JsValue> {
        let held = self.held();
        let mib = args::count(held.texts(), &mib, "mib", DEFAULT_MAX_HELD_BYTES >> 20)?;
        if !(1..=MAX_MEMORY_MIB).contains(&mib) {
            return Err(interop::range_error(
                held.texts(),
                "argument.out_of_range",
                &[("name", "mib"), ("min", "1"), ("max", "4096")],
            ));
        }
        self.settings.max_memory.set(mib << 20);
        Ok(())
    }
}

impl Session {
    /// The texts of this session, held for a call.
    pub fn held(&self) -> Held {
        #[cfg(feature = "full")]
        return Held();
        #[cfg(not(feature = "full"))]
        return Held(Rc::clone(&self.settings.installed.borrow()));
    }

    /// Installs texts of `lang` into this session (see `installMessages`): how many keys
    /// were new.
    #[cfg(not(feature = "full"))]
    pub fn install(
        &self,
        lang: sglab_core::i18n::Lang,
        texts: impl IntoIterator<Item = (String, String)>,
    ) -> usize {
        Rc::make_mut(&mut self.settings.installed.borrow_mut()).install(lang, texts)
    }

    /// A budget of `limit` units with this session's memory limit, that calls its progress
    /// callback `(work, limit, heaps, rare)` every 2^16 units; the call is cancelled when
    /// the callback returns `false` (exactly).
    pub fn budget(&self, limit: u64) -> Budget {
        let settings = Rc::clone(&self.settings);
        Budget::new(limit)
            .with_max_held_bytes(self.settings.max_memory.get())
            .with_progress(move |progress| {
                // Cloned out of the slot before the call: the callback may re-enter the
                // session (`setProgress` inside it).
                let callback = settings.progress.borrow().clone();
                match callback {
                    Some(callback) => {
                        let args = js_sys::Array::of4(
                            &JsValue::from(progress.work as f64),
                            &JsValue::from(limit as f64),
                            &JsValue::from(progress.heaps as f64),
                            &progress
                                .rare
                                .map_or(JsValue::NULL, |rare| JsValue::from(rare as f64)),
                        );
                        let answer = callback.apply(&JsValue::NULL, &args);
                        !matches!(answer, Ok(value) if value == JsValue::FALSE)
                    }
                    None => true,
                }
            })
    }

    /// A fresh engine with this session's limits whose budget reports progress (for the
    /// benchmark's workloads, which must search every time).
    pub fn engine(&self) -> Engine {
        Engine::with_budget(self.budget(self.limits().max_work))
    }

    /// Runs `call` with the session's engine: the one kept from the last call that
    /// succeeded, with a fresh budget and the memory it holds counted against it, or a
    /// fresh one. The engine is kept after a success while it holds at most
    /// 1/[`KEPT_SHARE`] of the memory limit; a failure (a limit, a cancel) drops it.
    pub fn with_engine<T, E>(
        &self,
        call: impl FnOnce(&mut Engine) -> Result<T, E>,
    ) -> Result<T, E> {
        let budget = self.budget(self.limits().max_work);
        let mut engine = match self.kept.engine.take() {
            Some(mut engine) => match engine.renew(budget) {
                Ok(()) => engine,
                Err(_) => self.engine(),
            },
            None => Engine::with_budget(budget),
        };
        let result = call(&mut engine);
        if result.is_ok() && engine.budget.held() <= self.settings.max_memory.get() / KEPT_SHARE {
            self.kept.engine.replace(Some(engine));
        }
        result
    }

    /// Keeps `later`, the later parts of the drawing `drawn` given without them, for
    /// [`Session::take_later`] (the oldest kept dropped past [`KEPT_DRAWINGS`]).
    pub fn keep_later(&self, drawn: Drawn, later: Element) {
        let mut kept = self.kept.later.borrow_mut();
        kept.retain(|(other, _)| *other != drawn);
        if kept.len() >= KEPT_DRAWINGS {
            kept.remove(0);
        }
        kept.push((drawn, later));
    }

    /// The later parts kept for the drawing `drawn`, no longer kept once taken.
    pub fn take_later(&self, drawn: &Drawn) -> Option<Element> {
        let mut kept = self.kept.later.borrow_mut();
        let at = kept.iter().position(|(other, _)| other == drawn)?;
        Some(kept.remove(at).1)
    }

    /// The argument `game` parsed (once for the calls that name the same text in turn), or
    /// its `SyntaxError`.
    pub fn parsed(&self, texts: Texts<'_>, game: &JsValue) -> Result<Rc<Game>, JsValue> {
        self.game(&args::text(texts, game, "game")?)
            .map_err(|error| interop::parse_error(texts, &error))
    }

    /// The game written `text`, parsed once for the calls that name it in turn.
    pub fn game(&self, text: &str) -> Result<Rc<Game>, sglab_core::ParseError> {
        if let Some((kept, game)) = self.kept.game.borrow().as_ref()
            && kept == text
        {
            return Ok(Rc::clone(game));
        }
        let game = Rc::new(sglab_core::parse(text)?);
        self.kept
            .game
            .replace(Some((text.to_string(), Rc::clone(&game))));
        Ok(game)
    }

    /// The limits of every call: core's defaults with the memory set by `setMemoryLimit`.
    pub fn limits(&self) -> Limits {
        Limits {
            max_memory: self.settings.max_memory.get(),
            ..Limits::default()
        }
    }
}
