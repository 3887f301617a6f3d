//! Numbers in binary columns, written one way everywhere: the proofs' text, the xor
//! drawing, the page's xor sentences and tables. A column of values is padded to the
//! width of its longest value, at least one digit (0 is `0`).

/// The number of binary digits of `value` (1 for 0).
///
/// ```
/// use sglab_core::binary::bit_length;
/// assert_eq!((bit_length(0), bit_length(5), bit_length(u64::MAX)), (1, 3, 64));
/// ```
pub fn bit_length(value: u64) -> usize {
    (64 - value.leading_zeros() as usize).max(1)
}

/// The width of a column holding `values`: the most digits of any, at least 1.
///
/// ```
/// use sglab_core::binary::width;
/// assert_eq!(width([3, 4, 5]), 3);
/// assert_eq!(width([]), 1);
/// ```
pub fn width(values: impl IntoIterator<Item = u64>) -> usize {
    values.into_iter().map(bit_length).max().unwrap_or(1)
}

/// `value` in binary, padded with zeros to `width` digits.
///
/// ```
/// use sglab_core::binary::digits;
/// assert_eq!(digits(3, 4), "0011");
/// ```
pub fn digits(value: u64, width: usize) -> String {
    format!("{value:0width$b}")
}

/// `values` and their xor as one column: each value's digits and the xor's, all of the
/// same width (that of the longest, the xor included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorColumn {
    /// Each value in binary.
    pub rows: Vec<String>,
    /// The xor of every value.
    pub total: u64,
    /// The xor in binary.
    pub total_digits: String,
}

/// The column of `values` and their xor (the Sprague–Grundy theorem's sum under normal
/// play: Sprague 1935, Grundy 1939).
///
/// ```
/// use sglab_core::binary::xor_column;
/// let column = xor_column(&[3, 4, 5]);
/// assert_eq!(column.rows, ["011", "100", "101"]);
/// assert_eq!((column.total, column.total_digits.as_str()), (2, "010"));
/// ```
pub fn xor_column(values: &[u64]) -> XorColumn {
    let total = values.iter().fold(0, |acc, value| acc ^ value);
    let width = width(values.iter().copied().chain([total]));
    XorColumn {
        rows: values.iter().map(|&value| digits(value, width)).collect(),
        total,
        total_digits: digits(total, width),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_read_back_and_share_one_width() {
        let values = [0, 1, 2, 7, 8, 255, 256, u64::MAX >> 3, u64::MAX];
        for a in values {
            for b in values {
                let column = xor_column(&[a, b]);
                assert_eq!(column.total, a ^ b);
                let w = column.total_digits.len();
                assert_eq!(w, bit_length(a).max(bit_length(b)));
                for (text, value) in column.rows.iter().zip([a, b]) {
                    assert_eq!(text.len(), w);
                    assert_eq!(u64::from_str_radix(text, 2), Ok(value));
                }
                assert_eq!(u64::from_str_radix(&column.total_digits, 2), Ok(a ^ b));
            }
        }
    }

    #[test]
    fn an_empty_column_is_zero() {
        let column = xor_column(&[]);
        assert!(column.rows.is_empty());
        assert_eq!(column.total_digits, "0");
    }
}
