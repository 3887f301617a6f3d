// What the table views offer (views/tables.js): example claims to check against a table,
// and games to open where a component has no table. A module of their own, apart from the
// gallery's presets (presets.js, the explorer's), which no common widget's code carries.

/** Example claims per table: the contest tutorials' 1.618 shortcut for Wythoff beside its exact form. */
export const CLAIM_EXAMPLES = {
  heap: [['P iff n mod 4 == 0', ''], ['sg(n) == n mod 3', '']],
  wythoff: [['P iff min(a, b) == floor(abs(b - a) * 1.618)', '1000'], ['P iff min(a, b) == floor(abs(b - a) * phi)', '1000']],
  euclid: [['P iff max(a, b) < 2 * min(a, b)', ''], ['P iff min(a, b) == 0 or max(a, b) < phi * min(a, b) and a != b', '']],
  cut: [['P iff a xor b == 0', '']],
  // Any other two-number game (one of your own): a claim every grid can check.
  pair: [['P iff a == b', '']],
};

/** The games offered where a component has no table. */
export const TABLE_EXAMPLES = ['nim 3 4 5', 'kayles 7', 'wythoff 3 7'];
