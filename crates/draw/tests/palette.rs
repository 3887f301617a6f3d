//! The palette is one table (src/palette.rs): every colour any drawing writes is in it, so
//! the dark stylesheets recolour all of it, and the stylesheets made from it are the ones
//! in `web/css/` (`UPDATE_EXPECT=1 cargo test -p sglab-draw --test palette` rewrites them).

use std::collections::BTreeSet;
use std::path::PathBuf;

use sglab_core::i18n::Lang;
use sglab_core::Limits;
use sglab_draw::palette::{
    contrast, dark, dark_css, picture_css, views_css, DRAWING_FILLS, DRAWING_STROKES, VIEW_COLOURS,
};
use sglab_draw::{draw_svg, DrawOptions, View};

/// Where the stylesheets are.
fn web_css(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../web/css")
        .join(name)
}

fn update() -> bool {
    std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1")
}

const BEGIN: &str = "/* palette: begin */\n";
const END: &str = "/* palette: end */\n";

#[test]
fn the_stylesheets_are_made_from_the_palette() {
    let views = web_css("views.css");
    let text = std::fs::read_to_string(&views).unwrap();
    let start = text.find(BEGIN).expect("views.css has a palette section") + BEGIN.len();
    let end = text
        .find(END)
        .expect("views.css closes its palette section");
    let wanted = views_css();
    if update() {
        std::fs::write(
            &views,
            format!("{}{wanted}{}", &text[..start], &text[end..]),
        )
        .unwrap();
        std::fs::write(web_css("picture.css"), picture_css()).unwrap();
        std::fs::write(web_css("dark.css"), dark_css()).unwrap();
        return;
    }
    assert!(
        text[start..end] == wanted,
        "views.css's palette section is stale (UPDATE_EXPECT=1 rewrites it)"
    );
    let dark_file = std::fs::read_to_string(web_css("dark.css")).unwrap_or_default();
    assert!(
        dark_file == dark_css(),
        "dark.css is stale (UPDATE_EXPECT=1 rewrites it)"
    );
    let pictures = std::fs::read_to_string(web_css("picture.css")).unwrap_or_default();
    assert!(
        pictures == picture_css(),
        "picture.css is stale (UPDATE_EXPECT=1 rewrites it)"
    );
}

/// The games of the explorer's gallery (web/js/presets.js) and a few of every family.
fn games() -> Vec<String> {
    let presets = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/js/presets.js"),
    )
    .unwrap();
    let mut games: Vec<String> = presets
        .split("game: '")
        .skip(1)
        .filter_map(|rest| rest.split('\'').next())
        .map(str::to_string)
        .collect();
    assert!(games.len() > 30, "{games:?}");
    for extra in [
        "nim 3 + wythoff 1 2 + kayles 5",
        "misere: staircase 1 2 + circle 4 + cut 4x4",
        "dag 1>2 1>3 2>3 @ 1",
        "graph 1-2 2-3 3-1 3-4 1-1 2-3",
        "kayles 7 2",
        "wythoff 12 20",
    ] {
        games.push(extra.to_string());
    }
    games
}

#[test]
fn every_colour_a_drawing_writes_is_in_the_palette() {
    let limits = Limits::default();
    let mut seen = BTreeSet::new();
    let mut drawn = 0;
    for game in games() {
        for view in View::ALL {
            let options = DrawOptions {
                lang: Lang::En.words(),
                id_prefix: "t".to_string(),
                ..DrawOptions::default()
            };
            let Ok(svg) = draw_svg(&game, view, &options, &limits) else {
                continue;
            };
            drawn += 1;
            let document = roxmltree::Document::parse(&svg).unwrap();
            for node in document.descendants().filter(|n| n.is_element()) {
                for attribute in ["fill", "stroke"] {
                    let Some(value) = node.attribute(attribute) else {
                        continue;
                    };
                    if value == "none" || value.starts_with("url(#") {
                        continue;
                    }
                    let list = if attribute == "fill" {
                        DRAWING_FILLS
                    } else {
                        DRAWING_STROKES
                    };
                    assert!(
                        list.contains(&value),
                        "{game} {view:?}: {attribute}=\"{value}\" is not in palette.rs"
                    );
                    seen.insert((attribute, value.to_string()));
                }
            }
        }
    }
    assert!(drawn > 100, "{drawn}");
    // And the list holds nothing the drawings no longer write.
    let listed = DRAWING_FILLS.iter().map(|c| ("fill", *c));
    let unused: Vec<(&str, &str)> = listed
        .chain(DRAWING_STROKES.iter().map(|c| ("stroke", *c)))
        .filter(|(a, c)| !seen.contains(&(*a, c.to_string())))
        .collect();
    assert!(unused.is_empty(), "colours no drawing uses: {unused:?}");
}

#[test]
fn texts_keep_aa_contrast_in_both_palettes() {
    let colour = |name: &str| VIEW_COLOURS.iter().find(|c| c.name == name).unwrap().light;
    // Text colour on background, as the views pair them.
    let pairs = [
        ("ink", "card"),
        ("ink", "bg"),
        ("muted", "card"),
        ("muted", "bg"),
        ("win", "card"),
        ("error", "card"),
        ("p-ink", "p"),
        ("n-ink", "n"),
        ("n-ink", "heat-4"),
        ("p", "card"),
        ("ink", "p-soft"),
        ("p", "p-soft"),
    ];
    for (text, background) in pairs {
        let (text, background) = (colour(text), colour(background));
        let light = contrast(text, background).unwrap();
        let dark_ratio = contrast(&dark(text).unwrap(), &dark(background).unwrap()).unwrap();
        assert!(light >= 4.5, "{text} on {background}: {light:.2}");
        assert!(
            dark_ratio >= 4.5,
            "dark {text} on {background}: {dark_ratio:.2}"
        );
    }
}

#[test]
fn widgets_and_pictures_know_the_same_switches() {
    let theme = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/js/elements/theme.js"),
    )
    .unwrap();
    let list = |name: &str| {
        let start = theme.find(&format!("const {name} = [")).unwrap();
        theme[start..].lines().next().unwrap().to_string()
    };
    let quoted = |switches: &[&str]| {
        switches
            .iter()
            .map(|s| format!("'{s}'"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert!(list("DARK_SWITCHES").contains(&quoted(sglab_draw::palette::DARK_SWITCHES)));
    assert!(list("LIGHT_SWITCHES").contains(&quoted(sglab_draw::palette::LIGHT_SWITCHES)));
}
