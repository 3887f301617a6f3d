//! Node names of the graph notations (`tree 1-2 1-3`, `graph r-a a-b`, `dag a>b`): runs of
//! ASCII letters, digits and `_`, an edge as two names around a separator, and the natural
//! order the canonical text lists them in; and the edges and tokens of the directed-graph
//! rows (`dag`, `loopy`), read alike.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};

use super::{Expected, Invalid, ParseError, ParseErrorKind, RowParser, Token, TokenKind};

/// Natural order of node names: numbers first, by value, then words, alphabetically.
pub fn natural_order(a: &str, b: &str) -> Ordering {
    fn key(name: &str) -> (bool, usize, &str, &str) {
        if name.bytes().all(|byte| byte.is_ascii_digit()) {
            let trimmed = name.trim_start_matches('0');
            (false, trimmed.len(), trimmed, name)
        } else {
            (true, 0, name, name)
        }
    }
    key(a).cmp(&key(b))
}

/// Whether `name` is a node name: a non-empty run of ASCII letters, digits and `_`.
pub fn is_node_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_')
}

/// Splits an edge token `u<separator>v` into two node names.
pub fn split_edge(text: &str, separator: char) -> Option<(&str, &str)> {
    let (left, right) = text.split_once(separator)?;
    (is_node_name(left) && is_node_name(right)).then_some((left, right))
}

/// The edges `u>v ... @` of a directed-graph row, as read by [`directed_edges`].
pub struct DirectedEdges<'a> {
    /// The node names in the order first met; node i is `names[i]`.
    pub names: Vec<&'a str>,
    /// Each node name's index in `names`.
    pub index: HashMap<&'a str, usize>,
    /// The edges as indices into `names`, in input order, distinct.
    pub edges: Vec<(usize, usize)>,
    /// The token of each edge, for errors that name one.
    pub tokens: Vec<Token<'a>>,
}

/// What a directed-graph row refuses, each with the error it gives (each game keeps its
/// own messages).
pub struct EdgeRules {
    /// The most edges.
    pub max_edges: usize,
    /// The error for one edge past `max_edges`.
    pub too_many: Invalid,
    /// The error for a loop `u>u`, `None` when loops are allowed.
    pub on_loop: Option<Invalid>,
}

/// Reads `u>v` edges up to and including the `@` after them (at least one edge): names
/// are node names ([`is_node_name`]), a repeated edge is [`Invalid::BadEdge`].
pub fn directed_edges<'a>(
    row: &mut RowParser<'a>,
    rules: &EdgeRules,
) -> Result<DirectedEdges<'a>, ParseError> {
    let mut read = DirectedEdges {
        names: Vec::new(),
        index: HashMap::new(),
        edges: Vec::new(),
        tokens: Vec::new(),
    };
    let mut seen: HashSet<(usize, usize)> = HashSet::new();
    loop {
        match row.peek() {
            Some(token) if token.kind == TokenKind::At && !read.edges.is_empty() => {
                row.take();
                return Ok(read);
            }
            None if !read.edges.is_empty() => {
                return Err(row.error_here(ParseErrorKind::Expected(Expected::At)));
            }
            _ => {}
        }
        let token = row.word(Expected::DirectedEdge)?;
        let Some((from, to)) = split_edge(token.text, '>') else {
            return Err(token.error(ParseErrorKind::Expected(Expected::DirectedEdge)));
        };
        if read.edges.len() >= rules.max_edges {
            return Err(token.error(ParseErrorKind::Invalid(rules.too_many)));
        }
        let mut intern = |name| {
            *read.index.entry(name).or_insert_with(|| {
                read.names.push(name);
                read.names.len() - 1
            })
        };
        let (u, v) = (intern(from), intern(to));
        if u == v
            && let Some(refused) = rules.on_loop
        {
            return Err(token.error(ParseErrorKind::Invalid(refused)));
        }
        if !seen.insert((u, v)) {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::BadEdge)));
        }
        read.edges.push((u, v));
        read.tokens.push(token);
    }
}

/// Reads the tokens' nodes after the `@` to the end of the row (at least one): each a
/// node name of `edges`, at most `max_tokens` of them (`too_many` past it). Returns each
/// token's node as an index into `edges.names`.
pub fn token_nodes(
    row: &mut RowParser<'_>,
    edges: &DirectedEdges<'_>,
    max_tokens: usize,
    too_many: Invalid,
) -> Result<Vec<usize>, ParseError> {
    let mut nodes = Vec::new();
    loop {
        let token = row.word(Expected::Node)?;
        if !is_node_name(token.text) {
            return Err(token.error(ParseErrorKind::Expected(Expected::Node)));
        }
        if nodes.len() >= max_tokens {
            return Err(token.error(ParseErrorKind::Invalid(too_many)));
        }
        let Some(&node) = edges.index.get(token.text) else {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::UnknownNode)));
        };
        nodes.push(node);
        if row.at_end() {
            return Ok(nodes);
        }
    }
}
