//! Pictures as pixels: a drawing of `sglab-draw` rasterised by resvg (pure Rust), with
//! the system's fonts (or only those of one folder), for `sglab svg --format png`, the
//! pictures of `sglab render` and the frames of `--animate`.
//!
//! Before drawing, every character the picture shows is looked up in the fonts: resvg
//! would silently leave out a character that no font covers (a Chinese caption without a
//! Chinese font comes out blank), so a missing one is an error that names the character
//! and the font to install.
//!
//! ```text
//! $ sglab svg nim 3 4 5 --view xor --format png > xor.png
//! $ sglab svg nim 3 4 5 --view xor --lang zh --format png --font-dir /empty > xor.png
//! error: no installed font has the character “二” (U+4E8C) of “二进制下的尼姆和（异或）”: install a Chinese font such as Noto Sans CJK SC (Debian: apt-get install fonts-noto-cjk)
//! ```

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

use resvg::tiny_skia::Pixmap;
use resvg::usvg::{self, fontdb};
use sglab_core::i18n::{self, Lang, Words};
use sglab_draw::paint::is_wide;
use sglab_draw::tree::{Element, Node};
use skrifa::MetadataProvider as _;

/// The most pixels a picture may have (4096 × 4096): a larger one is refused before any
/// memory is taken for it.
pub const MAX_PIXELS: u64 = 1 << 24;
/// The sans-serif families tried, in order, for the drawings' generic `sans-serif`.
const SANS_FAMILIES: [&str; 5] = [
    "Noto Sans",
    "DejaVu Sans",
    "Liberation Sans",
    "Noto Sans CJK SC",
    "Arial",
];
/// The monospace families tried, in order, for the generic `monospace`.
const MONO_FAMILIES: [&str; 4] = [
    "DejaVu Sans Mono",
    "Noto Sans Mono",
    "Liberation Mono",
    "Noto Sans Mono CJK SC",
];

/// Why a picture could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureError {
    /// No font covers `character`, shown in `text`; `wide` for a CJK character.
    MissingFont {
        /// The first character no font covers.
        character: char,
        /// The text line it is in.
        text: String,
    },
    /// The SVG text could not be read (a bug of the drawing, not of the input).
    Unreadable(String),
    /// The picture would have more than [`MAX_PIXELS`] pixels.
    TooLarge {
        /// Its width in pixels.
        width: u64,
        /// Its height in pixels.
        height: u64,
    },
    /// The encoder failed.
    Encode(String),
}

impl PictureError {
    /// The message in `lang`.
    pub fn render(&self, lang: Words<'_>) -> String {
        match self {
            PictureError::MissingFont { character, text } => {
                let key = if is_wide(*character) {
                    "picture.missing_font_cjk"
                } else {
                    "picture.missing_font"
                };
                i18n::format(
                    lang,
                    key,
                    &[
                        ("char", &character.to_string()),
                        ("code", &format!("{:04X}", u32::from(*character))),
                        ("text", text),
                    ],
                )
            }
            PictureError::Unreadable(message) => {
                i18n::format(lang, "picture.unreadable", &[("message", message)])
            }
            PictureError::TooLarge { width, height } => i18n::format(
                lang,
                "picture.too_large",
                &[
                    ("width", &width.to_string()),
                    ("height", &height.to_string()),
                    ("max", &MAX_PIXELS.to_string()),
                ],
            ),
            PictureError::Encode(message) => {
                i18n::format(lang, "picture.encode", &[("message", message)])
            }
        }
    }
}

impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En.words()))
    }
}

/// Turns drawings into pixels with one font database, loaded once.
pub struct Rasteriser {
    options: usvg::Options<'static>,
}

impl Rasteriser {
    /// A rasteriser with the system's fonts, or with only the fonts of `font_dir` (for
    /// pictures that look the same on every machine, and for the tests).
    pub fn new(font_dir: Option<&Path>) -> Rasteriser {
        let mut fonts = fontdb::Database::new();
        match font_dir {
            Some(dir) => fonts.load_fonts_dir(dir),
            None => fonts.load_system_fonts(),
        }
        let has = |family: &str| {
            fonts
                .faces()
                .any(|face| face.families.iter().any(|(name, _)| name == family))
        };
        let sans = SANS_FAMILIES.into_iter().find(|f| has(f));
        let mono = MONO_FAMILIES.into_iter().find(|f| has(f));
        if let Some(family) = sans {
            fonts.set_sans_serif_family(family);
        }
        if let Some(family) = mono {
            fonts.set_monospace_family(family);
        }
        let options = usvg::Options {
            font_family: "sans-serif".to_string(),
            fontdb: Arc::new(fonts),
            ..usvg::Options::default()
        };
        Rasteriser { options }
    }

    /// The first character of `drawing`'s visible text that no font covers (Chinese
    /// characters looked at first, since they are the ones a machine most often lacks).
    pub fn check_fonts(&self, drawing: &Element) -> Result<(), PictureError> {
        let mut lines = Vec::new();
        visible_text(drawing, &mut lines);
        let mut needed: BTreeSet<(bool, char)> = BTreeSet::new();
        for line in &lines {
            for c in line
                .chars()
                .filter(|c| !c.is_whitespace() && !c.is_control())
            {
                needed.insert((!is_wide(c), c));
            }
        }
        let mut missing: Vec<char> = needed.iter().map(|&(_, c)| c).collect();
        for face in self.options.fontdb.faces() {
            if missing.is_empty() {
                break;
            }
            self.options.fontdb.with_face_data(face.id, |data, index| {
                if let Ok(font) = skrifa::FontRef::from_index(data, index) {
                    let charmap = font.charmap();
                    missing.retain(|&c| charmap.map(c).is_none());
                }
            });
        }
        // `missing` keeps the order of `needed`: wide characters first.
        match missing.first() {
            None => Ok(()),
            Some(&character) => Err(PictureError::MissingFont {
                character,
                text: lines
                    .iter()
                    .find(|line| line.contains(character))
                    .cloned()
                    .unwrap_or_default(),
            }),
        }
    }

    /// `drawing` as pixels, `scale` device pixels per drawing unit (at least 1), on the
    /// drawing's own white background.
    pub fn pixels(&self, drawing: &Element, scale: u32) -> Result<Pixmap, PictureError> {
        self.check_fonts(drawing)?;
        let tree = usvg::Tree::from_str(&drawing.to_svg_string(), &self.options)
            .map_err(|error| PictureError::Unreadable(error.to_string()))?;
        let scale = scale.max(1);
        let size = tree.size().to_int_size();
        let width = u64::from(size.width()) * u64::from(scale);
        let height = u64::from(size.height()) * u64::from(scale);
        if width * height > MAX_PIXELS {
            return Err(PictureError::TooLarge { width, height });
        }
        let (Ok(w), Ok(h)) = (u32::try_from(width), u32::try_from(height)) else {
            return Err(PictureError::TooLarge { width, height });
        };
        let mut pixmap = Pixmap::new(w, h).ok_or(PictureError::TooLarge { width, height })?;
        // The drawings paint their own background; white below it keeps the PNG opaque.
        pixmap.fill(resvg::tiny_skia::Color::WHITE);
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::from_scale(scale as f32, scale as f32),
            &mut pixmap.as_mut(),
        );
        Ok(pixmap)
    }

    /// `drawing` as a PNG file's bytes.
    pub fn png(&self, drawing: &Element, scale: u32) -> Result<Vec<u8>, PictureError> {
        self.pixels(drawing, scale)?
            .encode_png()
            .map_err(|error| PictureError::Encode(error.to_string()))
    }
}

/// The lines of text a drawing shows: every `<text>`'s content, not `<title>` or `<desc>`
/// (read by screen readers, never drawn).
fn visible_text(element: &Element, out: &mut Vec<String>) {
    if matches!(element.name, "title" | "desc") {
        return;
    }
    if element.name == "text" {
        out.push(element.text_content());
        return;
    }
    for child in &element.children {
        if let Node::Element(child) = child {
            visible_text(child, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab_core::Limits;
    use sglab_draw::{DrawOptions, View};

    fn xor_drawing(lang: Words<'_>) -> Element {
        let options = DrawOptions {
            lang,
            ..DrawOptions::default()
        };
        sglab_draw::draw(
            "nim 3 4 5",
            View::Xor,
            &options,
            &Limits::default(),
            &mut sglab_core::limits::Budget::new,
        )
        .expect("the xor view of nim 3 4 5 draws")
    }

    #[test]
    fn no_font_names_the_chinese_character_and_the_package() {
        let empty = std::env::temp_dir().join("sglab-no-fonts-unit");
        std::fs::create_dir_all(&empty).expect("a temporary folder");
        let error = Rasteriser::new(Some(&empty))
            .check_fonts(&xor_drawing(Lang::Zh.words()))
            .expect_err("no font covers anything");
        let PictureError::MissingFont { character, text } = &error else {
            panic!("{error:?}");
        };
        assert!(is_wide(*character), "{character}");
        assert!(text.contains(*character));
        let message = error.render(Lang::En.words());
        assert!(message.contains("fonts-noto-cjk") && message.contains("Noto Sans CJK SC"));
        assert!(error.render(Lang::Zh.words()).contains("请安装中文字体"));
        // Latin letters missing: the advice is a Latin font.
        let latin = Element::new("svg").child(Element::new("text").text("nim 3"));
        let error = Rasteriser::new(Some(&empty))
            .check_fonts(&latin)
            .expect_err("no font covers anything");
        assert!(
            error.render(Lang::En.words()).contains("fonts-dejavu-core"),
            "{error}"
        );
    }

    #[test]
    fn title_and_desc_are_not_drawn_text() {
        let drawing = Element::new("svg")
            .child(Element::new("title").text("标题"))
            .child(Element::new("text").text("nim 3"));
        let mut lines = Vec::new();
        visible_text(&drawing, &mut lines);
        assert_eq!(lines, ["nim 3"]);
    }
}
