//! The drawing model: a tree of SVG elements whose names and attribute names are static
//! strings of this crate (never data), with text and attribute values escaped when the tree
//! is written as XML. The same tree becomes a file (`to_svg_string`) or, through serde, a
//! plain object that the page turns into DOM nodes with `createElementNS`.

use std::fmt::Write as _;

use serde::ser::{SerializeMap, SerializeSeq, Serializer};
use serde::Serialize;

/// The SVG namespace, written on the root element.
pub const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// One SVG element.
///
/// **Invariant:** `name` and every attribute name come from this crate's code, so a
/// position's text can only ever reach an attribute value or a text node, both escaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// The tag, e.g. `rect`.
    pub name: &'static str,
    /// The attributes in the order written.
    pub attributes: Vec<(&'static str, String)>,
    /// Child elements and text.
    pub children: Vec<Node>,
}

/// A child of an element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A nested element.
    Element(Element),
    /// Character data.
    Text(String),
}

impl Element {
    /// An element with no attributes and no children.
    ///
    /// ```
    /// let rect = sglab_draw::tree::Element::new("rect").attr("width", 10);
    /// assert_eq!(rect.to_svg_string(), "<rect xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"/>\n");
    /// ```
    pub fn new(name: &'static str) -> Element {
        Element {
            name,
            attributes: Vec::new(),
            children: Vec::new(),
        }
    }

    /// Sets the attribute `name` (replacing an earlier value).
    pub fn attr(mut self, name: &'static str, value: impl ToString) -> Element {
        self.set(name, value);
        self
    }

    /// Sets the attribute `name` in place (replacing an earlier value).
    pub fn set(&mut self, name: &'static str, value: impl ToString) {
        let value = value.to_string();
        match self.attributes.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.attributes.push((name, value)),
        }
    }

    /// The value of the attribute `name`, if set.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Appends a child element.
    pub fn child(mut self, child: Element) -> Element {
        self.children.push(Node::Element(child));
        self
    }

    /// Appends a child element in place.
    pub fn push(&mut self, child: Element) {
        self.children.push(Node::Element(child));
    }

    /// Appends a text node.
    pub fn text(mut self, text: impl Into<String>) -> Element {
        self.children.push(Node::Text(text.into()));
        self
    }

    /// This element and every descendant element, depth first.
    pub fn descendants(&self) -> Vec<&Element> {
        let mut out = vec![self];
        for child in &self.children {
            if let Node::Element(element) = child {
                out.extend(element.descendants());
            }
        }
        out
    }

    /// The concatenated text of this element and its descendants.
    pub fn text_content(&self) -> String {
        let mut out = String::new();
        for child in &self.children {
            match child {
                Node::Text(text) => out.push_str(text),
                Node::Element(element) => out.push_str(&element.text_content()),
            }
        }
        out
    }

    /// The tree as a standalone SVG document: well-formed XML, the SVG namespace on the
    /// root, one element per line where that adds no whitespace to text.
    pub fn to_svg_string(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0, true);
        out
    }

    /// The tree as SVG on one line, with no whitespace between elements: for a picture
    /// inline in HTML or Markdown, where a line break could end the HTML block.
    ///
    /// ```
    /// let g = sglab_draw::tree::Element::new("g").child(sglab_draw::tree::Element::new("rect"));
    /// assert_eq!(g.to_svg_line(), "<g xmlns=\"http://www.w3.org/2000/svg\"><rect/></g>");
    /// ```
    pub fn to_svg_line(&self) -> String {
        let mut out = String::new();
        self.write_line(&mut out, true);
        out
    }

    fn write_line(&self, out: &mut String, root: bool) {
        let _ = write!(out, "<{}", self.name);
        if root {
            let _ = write!(out, " xmlns=\"{SVG_NS}\"");
        }
        for (name, value) in &self.attributes {
            let _ = write!(out, " {name}=\"{}\"", escape(value, true));
        }
        if self.children.is_empty() {
            out.push_str("/>");
            return;
        }
        out.push('>');
        for child in &self.children {
            match child {
                Node::Text(text) => out.push_str(&escape(text, false)),
                Node::Element(element) => element.write_line(out, false),
            }
        }
        let _ = write!(out, "</{}>", self.name);
    }

    fn write(&self, out: &mut String, depth: usize, root: bool) {
        let indent = "  ".repeat(depth);
        let _ = write!(out, "{indent}<{}", self.name);
        if root {
            let _ = write!(out, " xmlns=\"{SVG_NS}\"");
        }
        for (name, value) in &self.attributes {
            let _ = write!(out, " {name}=\"{}\"", escape(value, true));
        }
        if self.children.is_empty() {
            out.push_str("/>\n");
            return;
        }
        out.push('>');
        let has_text = self.children.iter().any(|c| matches!(c, Node::Text(_)));
        if has_text {
            // Mixed or text content is written inline, so no whitespace is added to it.
            for child in &self.children {
                match child {
                    Node::Text(text) => out.push_str(&escape(text, false)),
                    Node::Element(element) => {
                        let mut inner = String::new();
                        element.write(&mut inner, 0, false);
                        out.push_str(inner.trim_end());
                    }
                }
            }
            let _ = writeln!(out, "</{}>", self.name);
            return;
        }
        out.push('\n');
        for child in &self.children {
            if let Node::Element(element) = child {
                element.write(out, depth + 1, false);
            }
        }
        let _ = writeln!(out, "{indent}</{}>", self.name);
    }
}

/// `text` with the characters XML reserves replaced by entities (quotes too inside
/// attributes), and characters XML 1.0 forbids dropped.
pub fn escape(text: &str, attribute: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if attribute => out.push_str("&quot;"),
            '\'' if attribute => out.push_str("&apos;"),
            '\n' if attribute => out.push_str("&#10;"),
            '\t' if attribute => out.push_str("&#9;"),
            '\r' => out.push_str("&#13;"),
            c if is_xml_char(c) => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether XML 1.0 allows `c` in a document.
fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// Serialised as `{name, attributes: [[k, v], ...], children: [element | "text", ...]}`.
impl Serialize for Element {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("name", self.name)?;
        map.serialize_entry("attributes", &Attributes(&self.attributes))?;
        map.serialize_entry("children", &self.children)?;
        map.end()
    }
}

struct Attributes<'a>(&'a [(&'static str, String)]);

impl Serialize for Attributes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for (name, value) in self.0 {
            seq.serialize_element(&[*name, value.as_str()])?;
        }
        seq.end()
    }
}

impl Serialize for Node {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Node::Element(element) => element.serialize(serializer),
            Node::Text(text) => serializer.serialize_str(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_values_are_escaped() {
        let tree = Element::new("svg").child(
            Element::new("g")
                .attr("data-game", "a\"<b>&'c\n")
                .text("<script>alert(1)</script> & \u{0}"),
        );
        let xml = tree.to_svg_string();
        assert!(xml.contains("data-game=\"a&quot;&lt;b&gt;&amp;&apos;c&#10;\""));
        assert!(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; </g>"));
        assert!(!xml.contains('\u{0}'));
        let parsed = roxmltree::Document::parse(&xml).unwrap();
        let g = parsed.root_element().first_element_child().unwrap();
        assert_eq!(g.attribute("data-game"), Some("a\"<b>&'c\n"));
        assert_eq!(g.text(), Some("<script>alert(1)</script> & "));
    }

    #[test]
    fn serialises_as_plain_data() {
        let tree = Element::new("text").attr("x", 1).text("P");
        let json = serde_json::to_string(&tree).unwrap();
        assert_eq!(
            json,
            "{\"name\":\"text\",\"attributes\":[[\"x\",\"1\"]],\"children\":[\"P\"]}"
        );
    }

    #[test]
    fn set_replaces_an_attribute() {
        let mut rect = Element::new("rect").attr("x", 1);
        rect.set("x", 2);
        assert_eq!(rect.attributes, vec![("x", "2".to_string())]);
        assert_eq!(rect.get("x"), Some("2"));
    }
}
