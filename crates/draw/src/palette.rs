//! The one palette of the drawings and the views, light and dark: every colour a drawing
//! writes (as a presentation attribute, so a file reads right without CSS) and every colour
//! the views' stylesheet uses, each with its dark counterpart, and the stylesheets made
//! from them: the palette section of `web/css/views.css` (widgets and the explorer, light),
//! `web/css/dark.css` (a dark widget's) and `web/css/picture.css` (build-time pictures on a
//! host page).
//!
//! A dark colour is computed, not chosen: [`dark`] keeps the hue and chroma (OKLCh) and
//! gives the colour the relative luminance that makes every contrast ratio of the light
//! palette hold again, inverted (white becomes the dark card, dark ink becomes light ink).
//! So a pair of colours that meets WCAG AA in the light palette meets it in the dark one.
//! (One exception, by hand: the focus ring stays light blue.)
//! Colours are not game logic: floating point is fine here.
//!
//! The drawings are coloured by CSS that selects their presentation attributes
//! (`.sg-root [fill="#1e3a8a"]`; only drawings write colours in attributes), so a drawing needs no `style` and no class of its own
//! for the palette, and the same tree serves files, pictures and widgets.

/// One colour of the views: its custom property (`--NAME`), its light value and whether a
/// host page may set it (`--sg-NAME`, documented in `views.css`).
#[derive(Clone, Copy, Debug)]
pub struct ViewColour {
    /// The property's name without `--`.
    pub name: &'static str,
    /// The light value, `#rrggbb`.
    pub light: &'static str,
    /// Whether `--sg-NAME` on the host overrides it.
    pub public: bool,
    /// A dark value chosen by hand, where [`dark`]'s would not do.
    pub dark: Option<&'static str>,
}

const fn public(name: &'static str, light: &'static str) -> ViewColour {
    ViewColour {
        name,
        light,
        public: true,
        dark: None,
    }
}

const fn private(name: &'static str, light: &'static str) -> ViewColour {
    ViewColour {
        name,
        light,
        public: false,
        dark: None,
    }
}

/// The views' colours. P and N differ in hue and lightness (readable in greyscale and for
/// colour-blind eyes), and every P or N is also written as a letter.
pub const VIEW_COLOURS: &[ViewColour] = &[
    public("p", "#1e3a8a"),
    public("p-ink", "#ffffff"),
    public("p-soft", "#dbe6ff"),
    public("n", "#fed7aa"),
    public("n-ink", "#5a2106"),
    public("n-line", "#c2410c"),
    public("d", "#e5e7eb"),
    public("d-ink", "#1f2937"),
    public("d-line", "#4b5563"),
    public("win", "#0f766e"),
    public("ink", "#1b1f24"),
    public("muted", "#57606a"),
    public("line", "#d0d7de"),
    public("bg", "#f6f8fa"),
    public("card", "#ffffff"),
    public("error", "#b42318"),
    // The focus ring stays a light blue: the inverted one would be dim on the dark card.
    ViewColour {
        dark: Some("#8cb4ff"),
        ..public("focus", "#8cb4ff")
    },
    private("graph-bg", "#fbfcfd"),
    private("edge", "#9aa4af"),
    private("outline", "#111111"),
    private("p-band", "#172554"),
    private("n-band-a", "#ffedd5"),
    private("n-band-b", "#fdba74"),
    private("hole", "#eef1f4"),
    private("heat-1", "#fff1e0"),
    private("heat-2", "#ffe2c2"),
    private("heat-3", "#fed2a3"),
    private("heat-4", "#fdbc7d"),
    private("heat-5", "#fba35a"),
    private("heat-6", "#f5883a"),
    private("heat-7", "#e8711f"),
];

/// Every colour a drawing of this crate writes in a `fill` (the tests check each drawing
/// of the gallery's games and more against this list and the next): the palette of
/// `paint.rs` and the boards' own.
pub const DRAWING_FILLS: &[&str] = &[
    "#000000", "#0f766e", "#134e4a", "#172554", "#1b1f24", "#1e3a8a", "#1f2937", "#57606a",
    "#5a2106", "#769656", "#93c5fd", "#99f6e4", "#9aa4af", "#a16207", "#b58863", "#d6d3d1",
    "#dbe6ff", "#dc2626", "#e5e7eb", "#e7e5e4", "#e8711f", "#ecfeff", "#eeeed2", "#eef1f4",
    "#f0d9b5", "#f3b4b4", "#f5883a", "#f59e0b", "#f5f5f4", "#f8fafc", "#facc15", "#fafaf9",
    "#fba35a", "#fbbf24", "#fdba74", "#fdbc7d", "#fdecc8", "#fed2a3", "#fed7aa", "#ffe2c2",
    "#ffedd5", "#fff1e0", "#fffbeb", "#fffdf7", "#ffffff",
];

/// Every colour a drawing writes in a `stroke`.
pub const DRAWING_STROKES: &[&str] = &[
    "#000000", "#0f766e", "#111111", "#15803d", "#172554", "#1b1f24", "#1e3a8a", "#4b5563",
    "#57606a", "#78716c", "#7f1d1d", "#92400e", "#9aa4af", "#a16207", "#a8a29e", "#b8b8b8",
    "#c2410c", "#d6d3d1", "#d9b77a", "#e7dcc0", "#ffffff",
];

/// The relative luminance (WCAG 2) the dark palette gives to white: that of `#1a1a1a`,
/// the dark card.
const DARK_CARD_LUMINANCE: f64 = 0.010_329_823;

/// `#rrggbb` → its three channels in 0..=1, or None.
fn channels(hex: &str) -> Option<[f64; 3]> {
    let digits = hex.strip_prefix('#')?;
    if digits.len() != 6 || !digits.is_ascii() {
        return None;
    }
    let mut out = [0.0; 3];
    for (index, slot) in out.iter_mut().enumerate() {
        *slot = f64::from(u8::from_str_radix(&digits[2 * index..2 * index + 2], 16).ok()?) / 255.0;
    }
    Some(out)
}

fn to_linear(c: f64) -> f64 {
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn from_linear(c: f64) -> f64 {
    if c <= 0.003_130_8 {
        12.92 * c
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

fn luminance_of_linear([r, g, b]: [f64; 3]) -> f64 {
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// The relative luminance (WCAG 2) of `#rrggbb`, or None.
pub fn luminance(hex: &str) -> Option<f64> {
    channels(hex).map(|c| luminance_of_linear(c.map(to_linear)))
}

/// The WCAG 2 contrast ratio of two `#rrggbb` colours, or None.
///
/// ```
/// let ratio = sglab_draw::palette::contrast("#ffffff", "#000000").unwrap();
/// assert!((ratio - 21.0).abs() < 1e-9);
/// ```
pub fn contrast(a: &str, b: &str) -> Option<f64> {
    let (a, b) = (luminance(a)?, luminance(b)?);
    Some((a.max(b) + 0.05) / (a.min(b) + 0.05))
}

/// Linear sRGB → OKLab (Björn Ottosson, "A perceptual color space for image processing", 2020).
fn oklab([r, g, b]: [f64; 3]) -> [f64; 3] {
    let l = (0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b).cbrt();
    let m = (0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b).cbrt();
    let s = (0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b).cbrt();
    [
        0.210_454_255_3 * l + 0.793_617_785 * m - 0.004_072_046_8 * s,
        1.977_998_495_1 * l - 2.428_592_205 * m + 0.450_593_709_9 * s,
        0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766 * s,
    ]
}

/// OKLab → linear sRGB (possibly outside 0..=1).
fn linear_of_oklab([lightness, a, b]: [f64; 3]) -> [f64; 3] {
    let l = (lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b).powi(3);
    let m = (lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b).powi(3);
    let s = (lightness - 0.089_484_177_5 * a - 1.291_485_548 * b).powi(3);
    [
        4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s,
        -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s,
        -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701 * s,
    ]
}

fn in_gamut(c: [f64; 3]) -> bool {
    c.iter().all(|v| (-1e-9..=1.0 + 1e-9).contains(v))
}

/// The colour of lightness `lightness`, hue `(a, b)` direction and the largest chroma up to
/// `chroma` that sRGB can show, as linear sRGB.
fn fitted(lightness: f64, hue: (f64, f64), chroma: f64) -> [f64; 3] {
    let at = |c: f64| linear_of_oklab([lightness, hue.0 * c, hue.1 * c]);
    if in_gamut(at(chroma)) {
        return at(chroma);
    }
    let (mut low, mut high) = (0.0, chroma);
    for _ in 0..40 {
        let middle = (low + high) / 2.0;
        if in_gamut(at(middle)) {
            low = middle;
        } else {
            high = middle;
        }
    }
    at(low).map(|v| v.clamp(0.0, 1.0))
}

/// The luminance the dark palette gives a colour of luminance `y`: the map that sends
/// white to the dark card and keeps every contrast ratio, `(y' + 0.05) = k / (y + 0.05)`
/// (clamped at white, where only near-black colours land).
fn dark_luminance(y: f64) -> f64 {
    let k = (DARK_CARD_LUMINANCE + 0.05) * 1.05;
    (k / (y + 0.05) - 0.05).clamp(0.0, 1.0)
}

/// The dark counterpart of `#rrggbb` (same hue and chroma where sRGB allows, the
/// luminance of [`dark_luminance`]), as `#rrggbb`; None for anything else.
///
/// ```
/// use sglab_draw::palette::{contrast, dark};
/// assert_eq!(dark("#ffffff").as_deref(), Some("#1a1a1a"));
/// let light = contrast("#1b1f24", "#ffffff").unwrap();
/// let dark_pair = contrast(&dark("#1b1f24").unwrap(), &dark("#ffffff").unwrap()).unwrap();
/// assert!((light - dark_pair).abs() / light < 0.05);
/// ```
pub fn dark(hex: &str) -> Option<String> {
    let linear = channels(hex)?.map(to_linear);
    let target = dark_luminance(luminance_of_linear(linear));
    let [_, a, b] = oklab(linear);
    let chroma = (a * a + b * b).sqrt();
    let hue = if chroma > 1e-6 {
        (a / chroma, b / chroma)
    } else {
        (0.0, 0.0)
    };
    // The luminance grows with OKLab's lightness at a fixed hue: search the lightness.
    let (mut low, mut high) = (0.0, 1.0);
    for _ in 0..50 {
        let middle = (low + high) / 2.0;
        if luminance_of_linear(fitted(middle, hue, chroma)) < target {
            low = middle;
        } else {
            high = middle;
        }
    }
    let colour = fitted((low + high) / 2.0, hue, chroma);
    let byte = |v: f64| (from_linear(v.clamp(0.0, 1.0)) * 255.0).round() as u8;
    Some(format!(
        "#{:02x}{:02x}{:02x}",
        byte(colour[0]),
        byte(colour[1]),
        byte(colour[2])
    ))
}

/// The view colour a drawing colour stands for: the one view colour of that value, if
/// exactly one has it (white is both the card and the ink on P: it maps by value alone).
fn view_of(hex: &str) -> Option<&'static ViewColour> {
    let mut found = VIEW_COLOURS.iter().filter(|c| c.light == hex);
    match (found.next(), found.next()) {
        (Some(colour), None) => Some(colour),
        _ => None,
    }
}

/// Each `(attribute, colour)` the drawings write.
fn drawing_colours() -> impl Iterator<Item = (&'static str, &'static str)> {
    let fills = DRAWING_FILLS.iter().map(|hex| ("fill", *hex));
    fills.chain(DRAWING_STROKES.iter().map(|hex| ("stroke", *hex)))
}

/// The first line of the generated stylesheets.
const GENERATED: &str = "Generated from crates/draw/src/palette.rs: do not edit here; `UPDATE_EXPECT=1 cargo test -p sglab-draw --test palette` rewrites it.";

/// A custom property of the views at `value`.
fn property(colour: &ViewColour, value: &str) -> String {
    if colour.public {
        format!("  --{}: var(--sg-{}, {value});\n", colour.name, colour.name)
    } else {
        format!("  --{}: {value};\n", colour.name)
    }
}

/// The palette section of `web/css/views.css`: the views' custom properties in the light
/// palette on `.sg-root`, and the drawings' colours that stand for one of them drawn
/// through it (so a host's `--sg-p` recolours the drawings too).
pub fn views_css() -> String {
    let mut out = format!("/* {GENERATED} */\n");
    out.push_str(".sg-root {\n  color-scheme: light;\n");
    for colour in VIEW_COLOURS {
        out.push_str(&property(colour, colour.light));
    }
    out.push_str("}\n");
    for (attribute, hex) in drawing_colours() {
        if let Some(colour) = view_of(hex) {
            out.push_str(&format!(
                ".sg-root [{attribute}=\"{hex}\"]{{{attribute}:var(--{})}}\n",
                colour.name
            ));
        }
    }
    out.push_str(".sg-root .sg-background{fill:var(--card)}\n");
    out
}

/// `web/css/dark.css`, which a widget links only once it is dark (web/js/elements/base.js:
/// a light reader downloads none of it): the views' custom properties in the dark palette
/// on `.sg-root[data-sg-theme="dark"]`, and every other drawing colour's dark counterpart.
pub fn dark_css() -> String {
    let mut out = format!("/* {GENERATED} */\n");
    out.push_str(".sg-root[data-sg-theme=\"dark\"] {\n  color-scheme: dark;\n");
    for colour in VIEW_COLOURS {
        let value = colour
            .dark
            .map(str::to_string)
            .or_else(|| dark(colour.light))
            .unwrap_or_default();
        out.push_str(&property(colour, &value));
    }
    out.push_str("}\n");
    for (attribute, hex) in drawing_colours() {
        if view_of(hex).is_none() {
            out.push_str(&format!(
                "[data-sg-theme=dark] [{attribute}=\"{hex}\"]{{{attribute}:{}}}\n",
                dark(hex).unwrap_or_default()
            ));
        }
    }
    out
}

/// Host-page switches of a dark or light theme, as selectors of an ancestor: VitePress's
/// `dark` class, `data-theme` (Docusaurus, many Hexo and Hugo themes), MkDocs Material's
/// `data-md-color-scheme`, Bootstrap's `data-bs-theme`.
pub const DARK_SWITCHES: &[&str] = &[
    ".dark",
    "[data-theme=\"dark\"]",
    "[data-md-color-scheme=\"slate\"]",
    "[data-bs-theme=\"dark\"]",
];

/// The light switches of the same themes.
pub const LIGHT_SWITCHES: &[&str] = &[
    ".light",
    "[data-theme=\"light\"]",
    "[data-md-color-scheme=\"default\"]",
    "[data-bs-theme=\"light\"]",
];

/// `web/css/picture.css`: the palette of build-time pictures (an inline `<svg
/// class="sg-drawing">` on a host page; a drawing holds no `<style>` of its own). Each
/// colour is `light-dark(light, dark)`, chosen by the picture's `color-scheme`: the page's
/// own (inherited: a page that declares `color-scheme: light dark` follows the reader's
/// `prefers-color-scheme`; a page that declares nothing stays light, as it looks), made
/// dark by the host's dark switches and light by its light switches. Selectors name only
/// sglab's drawings. Browsers without `light-dark()` keep the attributes (light).
pub fn picture_css() -> String {
    let mut out = format!("/* {GENERATED} */\n");
    let scoped = |switches: &[&str]| {
        switches
            .iter()
            .map(|s| format!("{s} svg.sg-drawing"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.push_str(&format!(
        "{} {{ color-scheme: dark; }}\n",
        scoped(DARK_SWITCHES)
    ));
    out.push_str(&format!(
        "{} {{ color-scheme: light; }}\n",
        scoped(LIGHT_SWITCHES)
    ));
    for (attribute, hex) in drawing_colours() {
        let dark = dark(hex).unwrap_or_default();
        out.push_str(&format!(
            "svg.sg-drawing [{attribute}=\"{hex}\"] {{ {attribute}: light-dark({hex}, {dark}); }}\n"
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_has_a_dark_counterpart_of_the_inverted_contrast() {
        let all: Vec<&str> = drawing_colours()
            .map(|(_, hex)| hex)
            .chain(VIEW_COLOURS.iter().map(|c| c.light))
            .collect();
        for a in &all {
            let dark_a = dark(a).unwrap();
            let k = (DARK_CARD_LUMINANCE + 0.05) * 1.05;
            if k / (luminance(a).unwrap() + 0.05) - 0.05 > 1.0 {
                // Near black: clamped at white, the most contrast there is.
                assert_eq!(dark_a, "#ffffff", "{a}");
                continue;
            }
            // Each colour against white becomes the same ratio against the dark card.
            let light_ratio = contrast(a, "#ffffff").unwrap();
            let dark_ratio = contrast(&dark_a, "#1a1a1a").unwrap();
            assert!(
                (light_ratio - dark_ratio).abs() / light_ratio < 0.06,
                "{a} → {dark_a}: {light_ratio:.2} vs {dark_ratio:.2}"
            );
        }
    }

    #[test]
    fn hue_is_kept() {
        // The dark P is still blue, the dark N still orange.
        let p = channels(&dark("#1e3a8a").unwrap()).unwrap();
        assert!(p[2] > p[0] && p[2] > p[1], "{p:?}");
        let n = channels(&dark("#fed7aa").unwrap()).unwrap();
        assert!(n[0] > n[1] && n[1] > n[2], "{n:?}");
    }

    #[test]
    fn bad_colours_have_no_dark() {
        assert_eq!(dark("red"), None);
        assert_eq!(dark("#12345"), None);
        assert_eq!(dark("#gggggg"), None);
        assert_eq!(dark("#ééé"), None);
    }
}
