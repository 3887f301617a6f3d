//! Every view of a set of games, in both languages, checked as a reader of the file would:
//! it parses as XML, holds nothing active or external, gives every node and cell its P or
//! N letter, marks exactly the winning edges the core reports, and bands the strip from
//! the proved preperiod.

#[path = "support/safe_svg.rs"]
mod safe_svg;

use std::collections::{BTreeSet, HashSet};

use roxmltree::{Document, Node};
use safe_svg::check_safe;
use sglab_core::explore::graph_with;
use sglab_core::i18n::Lang;
use sglab_core::limits::Budget;
use sglab_core::{engine::Engine, parse, tables, Limits};
use sglab_draw::{draw, draw_svg, DrawError, DrawOptions, View};

const GAMES: &[&str] = &[
    "nim 3 4 5",
    "bash m=3 10",
    "kayles 7 + nim 2",
    "misere: nim 1 1 2",
    "every: nim 1 2 + bash m=2 3",
    "wythoff 4 7",
    "euclid 25 7",
    "cut 4x5",
    "subtract {1,3,4} 10",
    "tree 1-2 1-3 2-4",
    "nim 3 + wythoff 1 2 + kayles 5",
    "nim 18446744073709551615 1",
];

fn options(lang: Lang, prefix: &str) -> DrawOptions<'static> {
    DrawOptions {
        lang: lang.words(),
        id_prefix: prefix.to_string(),
        ..DrawOptions::default()
    }
}

/// Whether the view has something to draw for `game` (else it must refuse).
fn applies(game: &str, view: View) -> bool {
    let parsed = parse(game).unwrap();
    match view {
        View::Graph | View::Xor | View::Board => true,
        View::Table => parsed.atoms.iter().any(|a| a.with_heap(0).is_some()),
        View::Grid => parsed
            .atoms
            .iter()
            .any(|a| ["wythoff", "euclid", "cut"].contains(&a.head().as_str())),
    }
}

fn class_has(node: &Node, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|c| c.split(' ').any(|part| part == class))
}

fn with_class<'a>(document: &'a Document, class: &str) -> Vec<Node<'a, 'a>> {
    document
        .descendants()
        .filter(|n| n.is_element() && class_has(n, class))
        .collect()
}

/// The squares drawn by the paths in `colours` (a path per fill, each square one
/// `M x y ...` run), by their top left corner: the fill. A run starts `inset` units right
/// of the corner (a rounded square starts after its corner's curve).
fn path_squares(colours: &Node, inset: i64) -> std::collections::HashMap<(i64, i64), String> {
    let mut squares = std::collections::HashMap::new();
    for path in colours.children().filter(|n| n.is_element()) {
        let fill = path.attribute("fill").unwrap();
        for square in path.attribute("d").unwrap().split('M').skip(1) {
            let corner = square.split(['h', 'a']).next().unwrap();
            let (x, y) = corner.split_once(' ').unwrap();
            let corner = (x.parse::<i64>().unwrap() - inset, y.parse().unwrap());
            assert!(squares.insert(corner, fill.to_string()).is_none());
        }
    }
    squares
}

/// The squares of a heat map's colours (`sg-heat`: a path per fill of `M x y h.. v.. h.. z`
/// squares): top-left corner to fill.
fn heat_squares(document: &Document) -> std::collections::HashMap<(i64, i64), String> {
    path_squares(&with_class(document, "sg-heat")[0], 0)
}

/// The characters of a `<text>` whose `x` list gives each character its own x.
fn chars_at(text: &Node) -> Vec<(i64, char)> {
    let xs: Vec<i64> = text
        .attribute("x")
        .unwrap()
        .split(' ')
        .map(|x| x.parse().unwrap())
        .collect();
    let chars: Vec<char> = text.text().unwrap().chars().collect();
    assert_eq!(xs.len(), chars.len(), "an x per character");
    xs.into_iter().zip(chars).collect()
}

/// A strip's labels of `class` (each `<text>` a row's, each character centred on its own
/// x), by the top left corner of the cell they are in: the label and its colour.
fn strip_labels(
    strip: &Node,
    class: &str,
) -> std::collections::HashMap<(i64, i64), (String, &'static str)> {
    const LEFT: i64 = 40;
    const STEP: (i64, i64) = (44, 52);
    let mut labels = std::collections::HashMap::new();
    for text in strip
        .descendants()
        .filter(|n| n.has_tag_name("text") && class_has(n, class))
    {
        let ink = match text.attribute("fill").unwrap() {
            "#ffffff" => "#ffffff",
            "#5a2106" => "#5a2106",
            other => panic!("{class}: ink {other}"),
        };
        let y: i64 = text.attribute("y").unwrap().parse().unwrap();
        for (x, ch) in chars_at(&text) {
            let corner = (LEFT + (x - LEFT) / STEP.0 * STEP.0, y / STEP.1 * STEP.1);
            let label: &mut (String, &str) = labels.entry(corner).or_insert((String::new(), ink));
            assert_eq!(label.1, ink, "{class} at {corner:?}: one colour");
            label.0.push(ch);
        }
    }
    labels
}

/// A strip's cells' colours (a path per pair of colours, a rounded square per cell), by the
/// top left corner of the cell.
fn strip_squares(strip: &Node) -> std::collections::HashMap<(i64, i64), String> {
    let colours = strip
        .descendants()
        .find(|n| n.is_element() && class_has(n, "sg-colours"))
        .unwrap();
    path_squares(&colours, 4)
}

fn texts_of(node: &Node, class: &str) -> Vec<String> {
    node.descendants()
        .filter(|n| n.is_element() && class_has(n, class))
        .map(|n| n.text().unwrap_or("").to_string())
        .collect()
}

#[test]
fn every_view_of_every_game_is_safe_xml_in_both_languages() {
    let limits = Limits::default();
    let mut drawn = 0;
    for game in GAMES {
        for view in View::ALL {
            for lang in [Lang::En, Lang::Zh] {
                let result = draw_svg(game, view, &options(lang, "t"), &limits);
                if !applies(game, view) {
                    assert!(
                        matches!(result, Err(DrawError::NotApplicable { .. })),
                        "{game} {view:?}: {result:?}"
                    );
                    continue;
                }
                let xml = result.unwrap_or_else(|e| panic!("{game} {view:?}: {e}"));
                let document = check_safe(&xml);
                let title = document
                    .descendants()
                    .find(|n| n.has_tag_name("title"))
                    .and_then(|n| n.text())
                    .unwrap_or("");
                assert!(!title.is_empty());
                if lang == Lang::Zh {
                    assert!(
                        xml.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                        "{game} {view:?} has no Chinese"
                    );
                }
                drawn += 1;
            }
        }
    }
    assert!(drawn >= 60, "{drawn}");
}

#[test]
fn graph_nodes_carry_their_letters_and_the_winning_edges_are_the_cores() {
    let limits = Limits::default();
    for game in GAMES {
        let parsed = parse(game).unwrap();
        let mut engine = Engine::with_budget(Budget::new(limits.max_work));
        let graph = graph_with(&parsed, 150, &mut engine).unwrap();
        let xml = draw_svg(game, View::Graph, &options(Lang::En, "g"), &limits).unwrap();
        let document = Document::parse(&xml).unwrap();
        let nodes = with_class(&document, "sg-node");
        assert_eq!(nodes.len(), graph.nodes.len(), "{game}");
        for (node, expected) in nodes.iter().zip(&graph.nodes) {
            let letter = expected.outcome.letter();
            assert_eq!(node.attribute("data-outcome"), Some(letter));
            assert!(class_has(node, &format!("sg-{letter}")));
            assert_eq!(
                node.attribute("data-game"),
                Some(expected.game.to_string().as_str())
            );
            let value = texts_of(node, "sg-value").concat();
            assert!(value.starts_with(letter), "{game}: {value}");
            if let Some(sg) = expected.sg {
                assert!(value.ends_with(&format!(" {sg}")), "{value}");
            }
            let rect = node.children().find(|n| n.has_tag_name("rect")).unwrap();
            let fill = if letter == "P" { "#1e3a8a" } else { "#fed7aa" };
            assert_eq!(rect.attribute("fill"), Some(fill));
        }
        let drawn_winning: BTreeSet<(usize, usize)> = with_class(&document, "sg-win")
            .iter()
            .filter(|n| n.has_tag_name("path"))
            .map(|n| {
                (
                    n.attribute("data-from").unwrap().parse().unwrap(),
                    n.attribute("data-to").unwrap().parse().unwrap(),
                )
            })
            .collect();
        let core_winning: BTreeSet<(usize, usize)> = graph
            .edges
            .iter()
            .filter(|e| e.winning)
            .map(|e| (e.from, e.to))
            .collect();
        assert_eq!(drawn_winning, core_winning, "{game}");
        let all_edges = with_class(&document, "sg-edge").len();
        assert_eq!(all_edges, graph.edges.len(), "{game}");
        for edge in with_class(&document, "sg-win") {
            if edge.has_tag_name("path") {
                assert_eq!(edge.attribute("stroke"), Some("#0f766e"));
                assert_eq!(edge.attribute("marker-end"), Some("url(#g-arrow-win)"));
            }
        }
    }
}

#[test]
fn the_graph_caption_says_when_it_is_capped() {
    let options = DrawOptions {
        cap: Some(5),
        ..options(Lang::En, "c")
    };
    let xml = draw(
        "nim 3 4 5",
        View::Graph,
        &options,
        &Limits::default(),
        &mut Budget::new,
    )
    .unwrap()
    .to_svg_string();
    assert!(
        xml.contains("Showing the first 5 of 48 positions."),
        "{xml}"
    );
    let document = Document::parse(&xml).unwrap();
    assert_eq!(with_class(&document, "sg-node").len(), 5);
    // The caption wraps at 38 columns (a phone's width): the sentence spans two lines.
    assert!(xml.contains(">More positions can be reached"), "{xml}");
    assert!(xml.contains(">graph shows.<"), "{xml}");
    // Labels drop the shared head, which the caption names.
    assert!(xml.contains("Each label is the position after"), "{xml}");
    assert!(xml.contains("“nim”."), "{xml}");
    let full = draw_svg(
        "nim 1 2",
        View::Graph,
        &DrawOptions::default(),
        &Limits::default(),
    )
    .unwrap();
    assert!(full.contains("All 5 reachable positions."), "{full}");
}

#[test]
fn strips_mark_letters_values_period_and_current_heaps() {
    let limits = Limits::default();
    for (game, heads) in [
        ("kayles 7 + nim 2", vec!["kayles", "nim"]),
        ("subtract {1,3,4} 10", vec!["subtract {1,3,4}"]),
        ("bash m=3 10", vec!["bash m=3"]),
        ("nim 3 + wythoff 1 2 + kayles 5", vec!["nim", "kayles"]),
    ] {
        let xml = draw_svg(game, View::Table, &options(Lang::Zh, "s"), &limits).unwrap();
        let document = Document::parse(&xml).unwrap();
        let strips = with_class(&document, "sg-strip");
        assert_eq!(strips.len(), heads.len(), "{game}");
        let parsed = parse(game).unwrap();
        for (strip, head) in strips.iter().zip(&heads) {
            let cells: Vec<Node> = strip
                .descendants()
                .filter(|n| n.is_element() && class_has(n, "sg-cell"))
                .collect();
            let values = tables::sequence(head, cells.len() as u64 - 1, &limits).unwrap();
            let report = tables::period(head, &limits).unwrap();
            let shown: std::collections::HashMap<&str, _> = ["sg-heap", "sg-value", "sg-letter"]
                .into_iter()
                .map(|class| (class, strip_labels(strip, class)))
                .collect();
            let colours = strip_squares(strip);
            assert_eq!(colours.len(), cells.len(), "{head}: a square per cell");
            let mut first_start = None;
            for (n, cell) in cells.iter().enumerate() {
                assert_eq!(cell.attribute("data-heap"), Some(n.to_string().as_str()));
                let sg: u64 = cell.attribute("data-sg").unwrap().parse().unwrap();
                assert_eq!(sg, values[n], "{head} heap {n}");
                let letter = if sg == 0 { "P" } else { "N" };
                assert_eq!(cell.attribute("data-outcome"), Some(letter));
                // What the cell shows: its labels and its colour, where the cell is.
                let x: i64 = cell.attribute("x").unwrap().parse().unwrap();
                let y: i64 = cell.attribute("y").unwrap().parse().unwrap();
                let ink = if sg == 0 { "#ffffff" } else { "#5a2106" };
                assert_eq!(shown["sg-heap"].get(&(x, y)), Some(&(n.to_string(), ink)));
                assert_eq!(shown["sg-value"].get(&(x, y)), Some(&(sg.to_string(), ink)));
                assert_eq!(
                    shown["sg-letter"].get(&(x, y)),
                    Some(&(letter.to_string(), ink))
                );
                let fill = colours.get(&(x, y)).map(String::as_str);
                let fills: &[&str] = if sg == 0 {
                    &["#1e3a8a", "#172554"]
                } else {
                    &["#fed7aa", "#ffedd5", "#fdba74"]
                };
                assert!(
                    fill.is_some_and(|f| fills.contains(&f)),
                    "{head} {n}: {fill:?}"
                );
                let banded = class_has(cell, "sg-band-a") || class_has(cell, "sg-band-b");
                match report.period {
                    Some(p) => assert_eq!(banded, n as u64 >= p.preperiod, "{head} {n}"),
                    None => assert!(!banded),
                }
                if class_has(cell, "sg-period-start") && first_start.is_none() {
                    first_start = Some(n as u64);
                }
                // A cell opens the sum with its component replaced, the rule kept.
                let opened = parse(cell.attribute("data-game").unwrap()).unwrap();
                assert_eq!(opened.rule, parsed.rule);
            }
            assert_eq!(first_start, report.period.map(|p| p.preperiod), "{head}");
            if let Some(p) = report.period {
                assert!(
                    cells.len() as u64 > p.preperiod + p.period,
                    "{head}: two periods shown"
                );
            }
        }
        // The current heaps are outlined.
        let current: Vec<String> = with_class(&document, "sg-current")
            .iter()
            .map(|n| n.attribute("data-heap").unwrap().to_string())
            .collect();
        assert!(!current.is_empty(), "{game}");
    }
    // kayles 7 + nim 2: the kayles cell 3 opens `kayles 3 + nim 2`.
    let xml = draw_svg(
        "kayles 7 + nim 2",
        View::Table,
        &DrawOptions::default(),
        &limits,
    )
    .unwrap();
    assert!(xml.contains("data-game=\"kayles 3 + nim 2\""));
    assert!(xml.contains("data-game=\"kayles 7 + nim 3\""));
    // Under misère, a note says the values are normal play's.
    let xml = draw_svg(
        "misere: nim 1 1 2",
        View::Table,
        &DrawOptions::default(),
        &limits,
    )
    .unwrap();
    assert!(xml.contains("normal play"));
    assert!(xml.contains("data-game=\"misere: nim 5\""));
}

#[test]
fn what_is_seen_and_what_is_later_make_the_whole_drawing() {
    use sglab_draw::tree::{Element, Node};
    /// Fills each empty `sg-later` group under `element` with the next group of `later`.
    fn fill(element: &mut Element, later: &mut std::vec::IntoIter<Node>) {
        for child in &mut element.children {
            if let Node::Element(child) = child {
                if child
                    .get("class")
                    .is_some_and(|c| c.contains(sglab_draw::LATER))
                {
                    assert!(
                        child.children.is_empty(),
                        "a seen drawing's later group is empty"
                    );
                    let Some(Node::Element(group)) = later.next() else {
                        panic!("a later group for each empty one");
                    };
                    assert_eq!(
                        (group.name, &group.attributes),
                        (child.name, &child.attributes)
                    );
                    child.children = group.children;
                } else {
                    fill(child, later);
                }
            }
        }
    }
    let limits = Limits::default();
    let mut split = 0;
    for (game, view) in [
        ("wythoff 4 7", View::Grid),
        ("euclid 34 12", View::Grid),
        ("kayles 4 + dawson 8", View::Table),
        ("subtract {1,3,4} 10", View::Table),
        ("nim 3 4 5", View::Graph),
        ("nim 3 4 5", View::Xor),
        ("nim 3 4 5", View::Board),
    ] {
        let whole = draw(
            game,
            view,
            &options(Lang::Zh, "s"),
            &limits,
            &mut Budget::new,
        )
        .unwrap();
        let mut seen = whole.clone();
        let later = sglab_draw::take_later(&mut seen);
        assert_eq!(later.name, "g");
        if !later.children.is_empty() {
            split += 1;
            assert!(
                seen.to_svg_string().len() < whole.to_svg_string().len(),
                "{game}"
            );
        }
        let mut groups = later.children.into_iter();
        fill(&mut seen, &mut groups);
        assert!(groups.next().is_none(), "{game}: no later group left over");
        assert_eq!(seen, whole, "{game} {view:?}");
    }
    assert_eq!(split, 4, "the heat maps and the strips have later groups");
}

#[test]
fn a_strip_searches_its_period_as_far_as_it_can_draw() {
    // Grundy's game claims no period: the caption says how far the strip's search looked,
    // the last heap a strip can draw; kayles's period (from 71) is proved well within it.
    let caption = |game: &str| {
        let xml = draw_svg(
            game,
            View::Table,
            &options(Lang::En, "p"),
            &Limits::default(),
        )
        .unwrap();
        let document = Document::parse(&xml).unwrap();
        let caption = with_class(&document, "sg-strip")[0]
            .descendants()
            .find(|n| n.is_element() && class_has(n, "sg-caption"))
            .unwrap();
        let lines: Vec<&str> = caption
            .children()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .collect();
        lines.join(" ")
    };
    let last = sglab_draw::PERIOD_SEARCH_HEAPS;
    assert_eq!(last, sglab_draw::MAX_STRIP_TO);
    assert!(
        caption("grundy 9").contains(&format!("checked to heap {last})")),
        "{}",
        caption("grundy 9")
    );
    assert!(
        caption("kayles 4")
            .starts_with("SG values of kayles with one heap Period 12 from heap 71 on"),
        "{}",
        caption("kayles 4")
    );
}

#[test]
fn kayles_strip_bands_start_at_71() {
    let options = DrawOptions {
        to: Some(120),
        ..DrawOptions::default()
    };
    let xml = draw(
        "kayles 4",
        View::Table,
        &options,
        &Limits::default(),
        &mut Budget::new,
    )
    .unwrap()
    .to_svg_string();
    let document = Document::parse(&xml).unwrap();
    let starts: Vec<&str> = with_class(&document, "sg-period-start")
        .iter()
        .map(|n| n.attribute("data-heap").unwrap())
        .collect();
    assert_eq!(starts, ["71", "83", "95", "107", "119"]);
}

#[test]
fn heat_maps_mark_every_p_position() {
    let limits = Limits::default();
    let xml = draw_svg("wythoff 4 7", View::Grid, &options(Lang::En, "w"), &limits).unwrap();
    let document = Document::parse(&xml).unwrap();
    let cells = with_class(&document, "sg-cell");
    assert_eq!(cells.len(), 20 * 20);
    // Each cell is one element (the part that takes the click, its title inside); the
    // labels are a group of their own over the cells, two texts per row at most (the P's
    // and the values), each character at its own x: every cell's label is centred on it.
    let number = |n: &Node, name: &str| -> i64 { n.attribute(name).unwrap().parse().unwrap() };
    let mut labels: std::collections::HashMap<(i64, i64), String> = Default::default();
    for text in with_class(&document, "sg-labels")[0]
        .children()
        .filter(|n| n.has_tag_name("text"))
    {
        let (xs, chars): (Vec<i64>, Vec<char>) = chars_at(&text).into_iter().unzip();
        // A label's characters are 6 units apart (a digit of the monospace font); labels
        // are a cell (24 units) apart.
        let mut start = 0;
        for end in 1..=xs.len() {
            if end == xs.len() || xs[end] - xs[end - 1] != 6 {
                let centre = (xs[start] + xs[end - 1]) / 2;
                let label: String = chars[start..end].iter().collect();
                assert!(labels.insert((number(&text, "y"), centre), label).is_none());
                start = end;
            }
        }
    }
    assert_eq!(labels.len(), cells.len());
    // What is seen is one path per colour, a square per cell: every cell's square is there
    // once, P dark blue, N in a heat colour.
    let squares = heat_squares(&document);
    assert_eq!(squares.len(), cells.len());
    for cell in &cells {
        assert!(cell.has_tag_name("rect"));
        let corner = (number(cell, "x"), number(cell, "y"));
        let fill = squares[&corner].as_str();
        if cell.attribute("data-outcome") == Some("P") {
            assert_eq!(fill, "#1e3a8a");
        } else {
            assert!(sglab_draw::paint::HEAT.contains(&fill), "{fill}");
        }
        let a: u64 = cell.attribute("data-a").unwrap().parse().unwrap();
        let b: u64 = cell.attribute("data-b").unwrap().parse().unwrap();
        let p = sglab_core::games::wythoff::is_p_position(a, b);
        assert_eq!(
            cell.attribute("data-outcome"),
            Some(if p { "P" } else { "N" })
        );
        let centre = number(cell, "x") + number(cell, "width") / 2;
        let middle = number(cell, "y") + number(cell, "height") / 2;
        let shown = labels
            .iter()
            .find(|((y, x), _)| *x == centre && (y - middle).abs() <= 5)
            .map(|(_, label)| label)
            .unwrap();
        if p {
            assert_eq!(shown, "P");
        } else {
            assert_eq!(Some(shown.as_str()), cell.attribute("data-sg"));
        }
        let title = cell.children().find(|n| n.has_tag_name("title")).unwrap();
        assert!(title
            .text()
            .unwrap()
            .contains(if p { "(P)" } else { "(N)" }));
    }
    assert_eq!(with_class(&document, "sg-ray").len(), 2);
    let current = with_class(&document, "sg-current");
    assert_eq!(current.len(), 1);
    assert!(xml.contains("data-game=\"wythoff 3 5\""));

    // Euclid: cells that are not positions are blank and open nothing.
    let xml = draw_svg("euclid 25 7", View::Grid, &options(Lang::Zh, "e"), &limits).unwrap();
    let document = Document::parse(&xml).unwrap();
    let holes = with_class(&document, "sg-hole");
    assert!(!holes.is_empty());
    assert!(holes.iter().all(|n| n.attribute("data-game").is_none()));
    let squares = heat_squares(&document);
    let number = |n: &Node, name: &str| -> i64 { n.attribute(name).unwrap().parse().unwrap() };
    assert!(holes
        .iter()
        .all(|n| squares[&(number(n, "x"), number(n, "y"))] == "#eef1f4"));
    let size = 29;
    let values = tables::grid("euclid", size, &limits).unwrap();
    let cells = with_class(&document, "sg-cell");
    assert_eq!(cells.len() as u64, size * size);
    for cell in cells.iter().filter(|n| !class_has(n, "sg-hole")) {
        let a: usize = cell.attribute("data-a").unwrap().parse().unwrap();
        let b: usize = cell.attribute("data-b").unwrap().parse().unwrap();
        let value = values.get(a, b).unwrap();
        assert_eq!(cell.attribute("data-sg"), Some(value.to_string().as_str()));
    }
}

#[test]
fn xor_columns_are_exact_for_any_u64() {
    let limits = Limits::default();
    let xml = draw_svg(
        "nim 18446744073709551615 1 6",
        View::Xor,
        &DrawOptions::default(),
        &limits,
    )
    .unwrap();
    let document = Document::parse(&xml).unwrap();
    let total = with_class(&document, "sg-xor-total");
    let expected = u64::MAX ^ 1 ^ 6;
    assert_eq!(
        total[0].attribute("data-value"),
        Some(expected.to_string().as_str())
    );
    assert!(class_has(&total[0], "sg-N"));
    let highest = with_class(&document, "sg-highest");
    assert_eq!(highest[0].attribute("data-bit"), Some("63"));
    let chosen = with_class(&document, "sg-chosen");
    assert_eq!(
        chosen[0].attribute("data-value"),
        Some(u64::MAX.to_string().as_str())
    );
    // 64 binary digits per row.
    let row = with_class(&document, "sg-xor-row")[0];
    let digits = row
        .children()
        .filter(|n| n.has_tag_name("text"))
        .filter(|n| matches!(n.text(), Some("0") | Some("1")))
        .count();
    assert_eq!(digits, 64);

    // Under misère play the normal-play move is not marked.
    let xml = draw_svg(
        "misere: nim 1 1 2",
        View::Xor,
        &DrawOptions::default(),
        &limits,
    )
    .unwrap();
    assert!(!xml.contains("sg-chosen") && !xml.contains("sg-chip"));
    assert!(xml.contains("normal play"));
    let xml = draw_svg("nim 1 2 3", View::Xor, &DrawOptions::default(), &limits).unwrap();
    assert!(xml.contains("The xor is 0: a P position"));
    assert!(xml.contains("sg-chip sg-P"));
    // Components of other games enter with their SG values.
    let xml = draw_svg(
        "kayles 7 + nim 2",
        View::Xor,
        &DrawOptions::default(),
        &limits,
    )
    .unwrap();
    assert!(xml.contains(">kayles 7<"));
    let kayles7 = tables::sequence("kayles", 7, &limits).unwrap()[7];
    assert!(xml.contains(&format!("data-value=\"{}\"", kayles7 ^ 2)));
}

#[test]
fn prefixes_keep_ids_apart_and_hostile_prefixes_are_cleaned() {
    let limits = Limits::default();
    let first = draw_svg("nim 1 2", View::Graph, &options(Lang::En, "one"), &limits).unwrap();
    let second = draw_svg("nim 1 2", View::Graph, &options(Lang::En, "two"), &limits).unwrap();
    let ids = |xml: &str| -> HashSet<String> {
        let document = Document::parse(xml).unwrap();
        document
            .descendants()
            .filter_map(|n| n.attribute("id").map(str::to_string))
            .collect()
    };
    assert!(ids(&first).is_disjoint(&ids(&second)));
    assert!(ids(&first).contains("one-arrow"));
    let hostile = draw_svg(
        "nim 1 2",
        View::Graph,
        &options(Lang::En, "x\" onload=\"alert(1)"),
        &limits,
    )
    .unwrap();
    check_safe(&hostile);
    assert!(hostile.contains("id=\"xonloadalert1-arrow\""));
}

#[test]
fn errors_name_what_is_wrong() {
    let limits = Limits::default();
    let error = draw_svg("nim x", View::Graph, &DrawOptions::default(), &limits).unwrap_err();
    assert!(matches!(error, DrawError::Parse(_)));
    assert_eq!(error.key(), "expected.heap_size");
    let error = draw_svg("wythoff 4 7", View::Table, &options(Lang::Zh, "e"), &limits).unwrap_err();
    assert_eq!(error.key(), "draw.not_applicable");
    assert!(error.render(Lang::Zh.words()).contains("不适用"));
    let error = draw_svg("nim 3", View::Grid, &DrawOptions::default(), &limits).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the heat map view does not apply to nim 3: it draws two-number games (wythoff, euclid, cut, divide)"
    );
    let too_far = DrawOptions {
        to: Some(5000),
        ..DrawOptions::default()
    };
    let error = draw("nim 3", View::Table, &too_far, &limits, &mut Budget::new).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the last heap of the strip is 5000, more than the largest a drawing allows, 1000"
    );
    let tiny = Limits {
        max_work: 10,
        ..Limits::default()
    };
    let error = draw_svg("kayles 30", View::Table, &DrawOptions::default(), &tiny).unwrap_err();
    assert_eq!(error.key(), "limit.too_large");
}

#[test]
fn the_tree_serialises_for_the_page() {
    let tree = draw(
        "nim 1",
        View::Graph,
        &DrawOptions::default(),
        &Limits::default(),
        &mut Budget::new,
    )
    .unwrap();
    let json = serde_json::to_value(&tree).unwrap();
    assert_eq!(json["name"], "svg");
    assert!(json["attributes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|pair| pair[0] == "viewBox"));
    assert!(json["children"].as_array().unwrap().len() > 3);
}

/// A component's graph in a sum highlights the moves that win the sum: from the root, to
/// the value `rest` (the xor of the other components), checked against the core's values.
#[test]
fn component_graph_highlights_the_moves_that_win_the_sum() {
    let limits = Limits::default();
    for (component, rest) in [
        ("kayles 5", 3u64),
        ("nim 6", 2),
        ("kayles 5", 0),
        ("nim 2", 7),
    ] {
        let drawing = draw(
            component,
            View::Graph,
            &DrawOptions {
                rest: Some(rest),
                ..options(Lang::En, "rest")
            },
            &limits,
            &mut Budget::new,
        )
        .expect(component)
        .to_svg_string();
        let document = Document::parse(&drawing).expect("xml");
        let winning: BTreeSet<(String, String)> = with_class(&document, "sg-edge")
            .iter()
            .filter(|edge| class_has(edge, "sg-win"))
            .map(|edge| {
                (
                    edge.attribute("data-from").unwrap_or_default().to_string(),
                    edge.attribute("data-to").unwrap_or_default().to_string(),
                )
            })
            .collect();
        let nodes: Vec<Node> = with_class(&document, "sg-node");
        let sg_of = |id: &str| {
            nodes
                .iter()
                .find(|node| node.attribute("data-id") == Some(id))
                .and_then(|node| node.attribute("data-sg"))
                .map(str::to_string)
        };
        let mut engine = Engine::with_budget(Budget::new(limits.max_work));
        let graph =
            graph_with(&parse(component).expect(component), 150, &mut engine).expect("graph");
        let expected: BTreeSet<(String, String)> = graph
            .edges
            .iter()
            .filter(|edge| edge.from == 0 && graph.nodes[edge.to].sg == Some(rest))
            .map(|edge| (edge.from.to_string(), edge.to.to_string()))
            .collect();
        assert_eq!(winning, expected, "{component} with rest {rest}");
        for (_, to) in &winning {
            assert_eq!(sg_of(to), Some(rest.to_string()));
        }
    }
}

/// A game whose period is out of reach (Grundy's game) still draws its strip: the period
/// search spends a budget of its own, not the values' (regression: `grundy 9` failed).
#[test]
fn strip_of_a_game_without_a_reachable_period_draws() {
    for game in ["grundy 9", "grundy 50000", "octal 0.6 5"] {
        let drawing = draw_svg(
            game,
            View::Table,
            &options(Lang::Zh, "g"),
            &Limits::default(),
        )
        .expect(game);
        let document = Document::parse(&drawing).expect("xml");
        assert!(with_class(&document, "sg-cell").len() > 40, "{game}");
    }
}

#[test]
fn a_loopy_graph_draws_draws_in_their_own_colour_and_loops_as_loops() {
    // a loops on itself and moves to b; b moves to c or to d (no move): N; c moves back to
    // b only: P; a cannot reach a P but can stay forever: D.
    let game = "loopy a>a a>b b>c c>b b>d @ a";
    let limits = Limits::default();
    for lang in [Lang::En, Lang::Zh] {
        let xml = draw_svg(game, View::Graph, &options(lang, "g"), &limits).unwrap();
        let document = check_safe(&xml);
        let outcomes: Vec<(String, String)> = with_class(&document, "sg-node")
            .iter()
            .map(|node| {
                (
                    node.attribute("data-game").unwrap().to_string(),
                    node.attribute("data-outcome").unwrap().to_string(),
                )
            })
            .collect();
        let of = |node: &str| {
            outcomes
                .iter()
                .find(|(text, _)| text.ends_with(&format!("@ {node}")))
                .map(|(_, letter)| letter.as_str())
        };
        assert_eq!(
            [of("a"), of("b"), of("c"), of("d")],
            [Some("D"), Some("N"), Some("P"), Some("P")]
        );
        let draw = with_class(&document, "sg-D")
            .into_iter()
            .find(|n| class_has(n, "sg-node"))
            .unwrap();
        let rect = draw.children().find(|n| n.has_tag_name("rect")).unwrap();
        assert_eq!(rect.attribute("fill"), Some("#e5e7eb"));
        assert_eq!(rect.attribute("stroke-dasharray"), Some("5 3"));
        // The move from a to itself is a loop, and the legend has the draw's chip.
        let loops = with_class(&document, "sg-loop");
        assert_eq!(loops.len(), 1);
        assert_eq!(
            loops[0].attribute("data-from"),
            loops[0].attribute("data-to")
        );
        let legend = with_class(&document, "sg-legend");
        assert!(legend[0]
            .descendants()
            .any(|n| n.is_element() && class_has(&n, "sg-D")));
        let words = if lang == Lang::En {
            "D draw"
        } else {
            "D 平局"
        };
        assert!(xml.contains(words), "{xml}");
    }
    // A graph with no draw keeps the two-colour legend.
    let xml = draw_svg(
        "loopy 1>2 2>1 1>3 @ 1",
        View::Graph,
        &options(Lang::En, "g"),
        &limits,
    )
    .unwrap();
    assert!(!xml.contains("D draw"));
}

#[test]
fn the_xor_view_of_a_loopy_sum_shows_the_infinite_values_and_smith_s_rule() {
    let limits = Limits::default();
    for (game, lang, words) in [
        (
            "loopy a>a a>b a>c c>b @ a + nim 1",
            Lang::En,
            "xor 1 is in its set",
        ),
        (
            "loopy a>a a>b a>c c>b @ a + nim 2",
            Lang::En,
            "is not in its",
        ),
        ("loopy 1>2 2>1 @ 1 1", Lang::Zh, "有 2 个值为无穷"),
    ] {
        let xml = draw_svg(game, View::Xor, &options(lang, "x"), &limits).unwrap();
        check_safe(&xml);
        assert!(xml.contains(words), "{game}: {xml}");
        assert!(xml.contains('∞'), "{game}");
    }
}

/// The widest caption or legend line of `xml` (the estimate `paint::text_width` makes),
/// and how many there are.
fn caption_lines(xml: &str) -> (i64, usize) {
    let document = Document::parse(xml).unwrap();
    let mut widest = 0;
    let mut count = 0;
    for group in document
        .descendants()
        .filter(|n| class_has(n, "sg-caption") || class_has(n, "sg-legend"))
    {
        for text in group.descendants().filter(|n| n.has_tag_name("text")) {
            let line = text.text().unwrap_or("");
            // A legend's label starts 40 units right of its chip's left edge.
            let x: i64 = text.attribute("x").unwrap_or("0").parse().unwrap();
            widest = widest.max(x + sglab_draw::paint::text_width(line, 13));
            count += 1;
        }
    }
    (widest, count)
}

#[test]
fn captions_wrap_to_the_width_the_drawing_is_shown_in() {
    use sglab_draw::paint::{caption_width, CAPTION_WIDTH, MARGIN, MIN_CAPTION_WIDTH};
    for lang in [Lang::En, Lang::Zh] {
        for game in GAMES {
            for view in View::ALL {
                if !applies(game, view) {
                    continue;
                }
                let at = |width: Option<u64>| {
                    let options = DrawOptions {
                        width,
                        ..options(lang, "w")
                    };
                    draw_svg(game, view, &options, &Limits::default()).unwrap()
                };
                let free = at(None);
                let (widest, lines) = caption_lines(&free);
                assert!(widest <= CAPTION_WIDTH, "{game} {view:?}: {widest}");
                // Wide boxes draw what no width draws (a graph folds its rows for it).
                if view != View::Graph {
                    assert_eq!(at(Some(1200)), free, "{game} {view:?}");
                }
                for width in [200, 254, 300] {
                    let narrow = at(Some(width));
                    let (widest, more) = caption_lines(&narrow);
                    let room = width as i64 - 2 * MARGIN;
                    assert!(
                        widest <= room.max(MIN_CAPTION_WIDTH),
                        "{game} {view:?} {lang:?} at {width}: {widest}"
                    );
                    assert!(
                        more >= lines,
                        "{game} {view:?} at {width}: {more} < {lines}"
                    );
                    assert_eq!(caption_width(Some(width)), room.max(MIN_CAPTION_WIDTH));
                }
            }
        }
    }
}
