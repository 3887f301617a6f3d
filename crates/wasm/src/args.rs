//! Every check of an argument that crosses from JavaScript: a text, a count, a language,
//! the options of a drawing. What fails a check becomes a `TypeError` (the wrong kind of
//! value) or a `RangeError` (a number out of range) naming the argument, with `key` and
//! `localized` as every error of the module ([`crate::interop`]).

use sglab_core::explore::Strength;
use sglab_core::i18n::{Lang, Texts, Words};
use sglab_core::tables::TableError;
use sglab_core::Game;
use wasm_bindgen::prelude::*;

use crate::interop::{parse_error, range_error, table_error, type_error};

/// Parses a game's text (the argument `game`), failing with the notation error as a
/// `SyntaxError`.
pub fn game(texts: Texts<'_>, value: &JsValue) -> Result<Game, JsValue> {
    sglab_core::parse(&text(texts, value, "game")?).map_err(|error| parse_error(texts, &error))
}

/// A string argument named `name`, or a `TypeError` (key `argument.not_a_string`).
///
/// Every text crosses as a `JsValue` checked here: wasm-bindgen's glue checks a `&str`
/// argument's type only in debug builds, and in a release build a number or an object
/// passed for one reached wasm's memory as garbage and trapped the instance. Only the
/// first `MAX_INPUT_LEN + 1` UTF-16 units are copied into wasm, so a text of any length
/// costs at most that and is still refused by the notation's own length limit.
pub fn text(texts: Texts<'_>, value: &JsValue, name: &str) -> Result<String, JsValue> {
    let Some(string) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(type_error(
            texts,
            "argument.not_a_string",
            &[("name", name)],
        ));
    };
    let max = sglab_core::notation::MAX_INPUT_LEN as u32 + 1;
    let string = if string.length() > max {
        string.slice(0, max)
    } else {
        string.clone()
    };
    // Unpaired surrogates become U+FFFD, which no notation accepts.
    Ok(String::from(string))
}

/// The texts of one language from `installMessages`' arguments `keys` and `texts`: the
/// keys and their texts in the same order, each list joined by U+0000 (two strings cross
/// into wasm instead of 1,600 small ones; no message contains U+0000, tested in core).
/// Lists of different lengths are a `RangeError` (key `argument.out_of_range`).
#[cfg(not(feature = "full"))]
pub fn texts(
    texts: Texts<'_>,
    keys: &JsValue,
    values: &JsValue,
) -> Result<Vec<(String, String)>, JsValue> {
    let keys = whole_text(texts, keys, "keys")?;
    let values = whole_text(texts, values, "texts")?;
    let keys: Vec<&str> = keys.split('\0').collect();
    let values: Vec<&str> = values.split('\0').collect();
    if keys.len() != values.len() {
        let (count, max) = (values.len().to_string(), keys.len().to_string());
        return Err(range_error(
            texts,
            "argument.out_of_range",
            &[
                ("name", "texts"),
                ("value", &count),
                ("min", &max),
                ("max", &max),
            ],
        ));
    }
    Ok(keys
        .into_iter()
        .zip(values)
        .map(|(key, text)| (key.to_string(), text.to_string()))
        .collect())
}

/// A string argument of any length (`text` stops at the notation's limit).
#[cfg(not(feature = "full"))]
fn whole_text(texts: Texts<'_>, value: &JsValue, name: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| type_error(texts, "argument.not_a_string", &[("name", name)]))
}

/// A string argument that may be left out (`undefined` or `null` read as `""`).
pub fn text_or_empty(texts: Texts<'_>, value: &JsValue, name: &str) -> Result<String, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(String::new())
    } else {
        text(texts, value, name)
    }
}

/// The language argument `lang`: `"en"`, `"zh"` (or a tag such as `"zh-CN"`); any other
/// string, `undefined` and `null` read as English; anything else is a `TypeError`.
pub fn lang(texts: Texts<'_>, value: &JsValue) -> Result<Lang, JsValue> {
    Ok(Lang::from_tag(&text_or_empty(texts, value, "lang")?))
}

/// The language argument `lang` as `lang` reads it, with `texts`' words.
pub fn words<'a>(texts: Texts<'a>, value: &JsValue) -> Result<Words<'a>, JsValue> {
    lang(texts, value).map(|lang| texts.words(lang))
}

/// A count argument: a non-negative whole number (exact below 2^53) or a decimal string
/// (any u64); `None` (`undefined`/`null`) gives `default`. Anything else is a `TypeError`
/// (`RangeError` for a number out of range) with key `argument.not_a_count`.
pub fn count(texts: Texts<'_>, value: &JsValue, name: &str, default: u64) -> Result<u64, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(default);
    }
    const EXACT: f64 = 9_007_199_254_740_991.0;
    let parsed = if let Some(number) = value.as_f64() {
        (number.fract() == 0.0 && (0.0..=EXACT).contains(&number)).then_some(number as u64)
    } else {
        // A u64 has at most 20 digits: a longer string is not copied into wasm.
        value
            .dyn_ref::<js_sys::JsString>()
            .filter(|s| s.length() <= 20)
            .and_then(|s| s.as_string())
            .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|s| s.parse::<u64>().ok())
    };
    parsed.ok_or_else(|| {
        let params = [("name", name)];
        if value.as_f64().is_some() {
            range_error(texts, "argument.not_a_count", &params)
        } else {
            type_error(texts, "argument.not_a_count", &params)
        }
    })
}

/// The computer's strength from `computerMove`'s optional arguments: `strength`, the
/// chance of a random move in thousandths (0 = perfect, the default; above 1000 counts
/// as 1000), and `seed` (default 0); both counts as `count` takes them.
pub fn strength(texts: Texts<'_>, strength: &JsValue, seed: &JsValue) -> Result<Strength, JsValue> {
    let per_mille = count(texts, strength, "strength", 0)?.min(1000) as u16;
    let seed = count(texts, seed, "seed", 0)?;
    Ok(Strength::new(per_mille, seed))
}

/// The largest side of a grid sent to JavaScript (`grid`, `tableText`): as before core's
/// grids grew to 16384, since every cell crosses as a string (about 50 bytes each).
pub const MAX_JS_GRID_SIZE: u64 = 1024;

/// Refuses a grid side above [`MAX_JS_GRID_SIZE`], as core refuses one above its own bound.
pub fn js_grid_size(texts: Texts<'_>, size: u64) -> Result<u64, JsValue> {
    if size > MAX_JS_GRID_SIZE {
        return Err(table_error(
            texts,
            TableError::TooLarge {
                what: sglab_core::tables::TableSize::GridSize,
                max: MAX_JS_GRID_SIZE,
                asked: size,
            },
        ));
    }
    Ok(size)
}

/// Which parts of a drawing a page asks for (`parts` of a drawing request).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Parts {
    /// The whole drawing.
    #[default]
    All,
    /// The drawing with every `sg-later` group left empty (`sglab_draw::take_later`): what
    /// a page's first frame shows.
    Seen,
    /// A `<g>` holding each `sg-later` group with its children, in document order: what a
    /// page fills the empty groups of [`Parts::Seen`] with, after its first frame.
    Later,
}

impl Parts {
    /// The parts named `name` (`all`, `seen`, `later`).
    fn from_name(name: &str) -> Option<Parts> {
        match name {
            "all" => Some(Parts::All),
            "seen" => Some(Parts::Seen),
            "later" => Some(Parts::Later),
            _ => None,
        }
    }
}

/// A drawing request read: its view, its options and the parts asked for.
pub struct DrawRequest<'a> {
    pub view: sglab_draw::View,
    pub options: sglab_draw::DrawOptions<'a>,
    pub parts: Parts,
}

/// The view named `view` and the options `{lang, idPrefix, cap, to, size, rest, width,
/// parts}` (every field optional; `undefined` or `null` for all defaults) of a drawing
/// request.
pub fn draw_request<'a>(
    texts: Texts<'a>,
    view: &JsValue,
    options: &JsValue,
) -> Result<DrawRequest<'a>, JsValue> {
    let view = text(texts, view, "view")?;
    let view = sglab_draw::View::from_name(&view)
        .ok_or_else(|| type_error(texts, "draw.bad_view", &[("view", &view)]))?;
    let mut out = DrawRequest {
        view,
        options: sglab_draw::DrawOptions::new(texts.words(Lang::En)),
        parts: Parts::All,
    };
    if options.is_undefined() || options.is_null() {
        return Ok(out);
    }
    if !options.is_object() {
        return Err(type_error(texts, "draw.bad_options", &[]));
    }
    let field = |name: &str| js_sys::Reflect::get(options, &JsValue::from_str(name));
    let field = |name: &str| field(name).map_err(|_| type_error(texts, "draw.bad_options", &[]));
    let optional_count = |name: &str| -> Result<Option<u64>, JsValue> {
        let value = field(name)?;
        if value.is_undefined() || value.is_null() {
            Ok(None)
        } else {
            count(texts, &value, name, 0).map(Some)
        }
    };
    let lang = field("lang")?;
    if lang.is_string() {
        out.options.lang = texts.words(Lang::from_tag(&text(texts, &lang, "lang")?));
    }
    let prefix = field("idPrefix")?;
    if prefix.is_string() {
        out.options.id_prefix = text(texts, &prefix, "idPrefix")?;
    }
    out.options.cap = optional_count("cap")?;
    out.options.to = optional_count("to")?;
    out.options.size = optional_count("size")?;
    out.options.rest = optional_count("rest")?;
    out.options.width = optional_count("width")?;
    let parts = field("parts")?;
    if !parts.is_undefined() && !parts.is_null() {
        let name = text(texts, &parts, "parts")?;
        out.parts = Parts::from_name(&name)
            .ok_or_else(|| type_error(texts, "draw.bad_parts", &[("parts", &name)]))?;
    }
    Ok(out)
}

/// The export format named `name`, or a `TypeError` naming the four.
pub fn export_format(texts: Texts<'_>, name: &str) -> Result<sglab_core::export::Format, JsValue> {
    sglab_core::export::Format::from_name(name)
        .ok_or_else(|| type_error(texts, "export.bad_format", &[("format", name)]))
}

/// The `TypeError` of a table kind other than `sequence`, `grid` or `pairs`.
pub fn bad_table_kind(texts: Texts<'_>, kind: &str) -> JsValue {
    type_error(texts, "export.bad_kind", &[("kind", kind)])
}

/// The options `{lang, pictures, idPrefix}` of the fence exports (every field optional:
/// English, pictures drawn, ids prefixed `sgpic`).
pub fn fence_options<'a>(
    texts: Texts<'a>,
    options: &JsValue,
) -> Result<sglab_draw::fence::HtmlOptions<'a>, JsValue> {
    let mut out = sglab_draw::fence::HtmlOptions {
        lang: texts.words(Lang::En),
        pictures: true,
        id_prefix: "sgpic".to_string(),
    };
    if options.is_undefined() || options.is_null() {
        return Ok(out);
    }
    if !options.is_object() {
        return Err(type_error(texts, "draw.bad_options", &[]));
    }
    let field = |name: &str| {
        js_sys::Reflect::get(options, &JsValue::from_str(name))
            .map_err(|_| type_error(texts, "draw.bad_options", &[]))
    };
    let lang = field("lang")?;
    if lang.is_string() {
        out.lang = texts.words(Lang::from_tag(&text(texts, &lang, "lang")?));
    }
    let pictures = field("pictures")?;
    if let Some(pictures) = pictures.as_bool() {
        out.pictures = pictures;
    }
    let prefix = field("idPrefix")?;
    if prefix.is_string() {
        out.id_prefix = text(texts, &prefix, "idPrefix")?;
    }
    Ok(out)
}
