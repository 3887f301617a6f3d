//! Node names of the graph notations (`tree 1-2 1-3`, `graph r-a a-b`, `dag a>b`): runs of
//! ASCII letters, digits and `_`, an edge as two names around a separator, and the natural
//! order the canonical text lists them in.

use std::cmp::Ordering;

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
