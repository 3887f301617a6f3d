//! Every example of `docs/NOTATION.md`'s "Examples" section is a game whose canonical
//! text names the same game, and every component keyword has an example (issue 11,
//! item 10). The document is read at compile time, so the test follows it.

use sglab_core::games::KINDS;
use sglab_core::parse;

const DOC: &str = include_str!("../../../docs/NOTATION.md");

/// The code spans of the "Examples" section.
fn examples() -> Vec<&'static str> {
    let start = DOC
        .find("## Examples")
        .expect("docs/NOTATION.md has an Examples section");
    let section = &DOC[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |i| i + 3);
    section[..end]
        .lines()
        .filter(|line| line.starts_with("- "))
        .flat_map(|line| line.split('`').skip(1).step_by(2))
        .collect()
}

#[test]
fn every_example_parses_and_its_canonical_text_names_the_same_game() {
    let examples = examples();
    assert!(examples.len() >= 50, "only {} examples", examples.len());
    for text in examples {
        let game = parse(text).unwrap_or_else(|error| panic!("{text:?}: {error}"));
        let canonical = game.to_string();
        let again = parse(&canonical).unwrap_or_else(|error| panic!("{canonical:?}: {error}"));
        assert_eq!(again, game, "{text:?} → {canonical:?}");
        assert_eq!(
            again.to_string(),
            canonical,
            "{text:?}: canonical text is stable"
        );
    }
}

#[test]
fn every_keyword_has_an_example() {
    let examples = examples();
    for kind in KINDS {
        assert!(
            examples.iter().any(|text| text
                .split(|c: char| c == ':' || c == '+' || c.is_whitespace())
                .any(|word| word == kind.keyword)),
            "no example of {}",
            kind.keyword
        );
    }
}

#[test]
fn every_rule_has_an_example() {
    let examples = examples();
    for rule in ["normal:", "misere:", "every:", "misère:"] {
        assert!(
            examples.iter().any(|text| text.starts_with(rule)),
            "no example of {rule}"
        );
    }
}
