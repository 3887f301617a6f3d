//! The one SVG safety check of the tests: every drawing of `sglab-draw`, every picture
//! `sg svg` prints and every file `sg render` writes passes it. A test crate includes this
//! file with `#[path]` (it needs `roxmltree` among its dev-dependencies).

use std::collections::HashSet;

use roxmltree::{Document, Node};

/// Elements that run code, load or embed something, or restyle the page around an SVG.
const FORBIDDEN_ELEMENTS: [&str; 7] = [
    "script",
    "style",
    "foreignObject",
    "a",
    "iframe",
    "image",
    "use",
];

/// Parses `xml` and checks that it is a safe standalone SVG document: an `<svg>` root in
/// the SVG namespace, no element of [`FORBIDDEN_ELEMENTS`], no event attribute, no
/// `style` attribute, no reference outside the document (`href` and `url(...)` only to
/// `#id`), no `javascript:`, unique ids, and no DOCTYPE or entity. Panics with what is
/// wrong; returns the parsed document for further checks.
pub fn check_safe(xml: &str) -> Document<'_> {
    let document = Document::parse(xml).unwrap_or_else(|e| panic!("not XML: {e}\n{xml}"));
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let mut ids = HashSet::new();
    for node in document.descendants().filter(Node::is_element) {
        let name = node.tag_name().name();
        assert!(!FORBIDDEN_ELEMENTS.contains(&name), "element {name}");
        for attribute in node.attributes() {
            let key = attribute.name().to_ascii_lowercase();
            let value = attribute.value();
            assert!(!key.starts_with("on"), "event attribute {key}");
            assert_ne!(key, "style");
            assert!(key != "href" || value.starts_with('#'), "href {value}");
            for (at, _) in value.match_indices("url(") {
                assert!(value[at..].starts_with("url(#"), "external {value}");
            }
            assert!(!value.to_ascii_lowercase().contains("javascript:"));
            if key == "id" {
                assert!(ids.insert(value.to_string()), "duplicate id {value}");
            }
        }
    }
    assert!(!xml.contains("<!DOCTYPE") && !xml.contains("<!ENTITY"));
    document
}
