//! Every game of the notation: its closed forms agree with exhaustive search on small
//! positions, and its move lists truncated at 0, 1 and 2 keep their exact count
//! (`sglab_core::theorem_check`). Each game module tests many more positions of its own.

use sglab_core::engine::Engine;
use sglab_core::theorem_check::against_brute_force;
use sglab_core::{parse, Limits};

/// Small positions of every keyword of the notation (one row each, several atoms a row).
const POSITIONS: &[&str] = &[
    "nim 0 1 2 3 4 5 6 7 8 9 10 11 12 13",
    "bash m=1 0 1 2 3 4 5 6 7",
    "bash m=3 0 1 2 3 4 5 6 7 8 9 10 11 12",
    "subtract {1,3,4} 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
    "subtract {2,5,6} 0 1 2 3 4 5 6 7 8 9 10 11 12",
    "powers b=2 0 1 2 3 4 5 6 7 8 9 10",
    "powers b=3 0 1 2 3 4 5 6 7 8 9 10",
    "kayles 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14",
    "dawson 0 1 2 3 4 5 6 7 8 9 10 11 12",
    "octal 0.137 0 1 2 3 4 5 6 7 8 9 10",
    "octal 4.7 0 1 2 3 4 5 6 7 8",
    "octal 0.6 0 1 2 3 4 5 6 7 8",
    "lasker 0 1 2 3 4 5 6 7 8 9 10",
    "grundy 0 1 2 3 4 5 6 7 8 9 10 11 12",
    "split f=2 0 1 2 3 4 5 6 7 8",
    "circle 1",
    "circle 2",
    "circle 3",
    "circle 4",
    "circle 5",
    "circle 6",
    "circle 7",
    "circle 9",
    "wythoff 0 0",
    "wythoff 1 2",
    "wythoff 3 4",
    "wythoff 5 2",
    "euclid 1 1",
    "euclid 3 5",
    "euclid 8 3",
    "divide 1 1",
    "divide 3 5",
    "divide 6 9",
    "divide 8 2",
    "cut 2x3",
    "cut 4x4",
    "staircase 1 0 2 1",
    "staircase 3 1 2",
    "moore k=2 1 2 3",
    "moore k=1 3 5",
    "tree 1-2 1-3 3-4",
    "tree 1-2 2-3 2-4 1-5",
    "graph r-a a-b b-r",
    "georgia 1 2 3",
    "beans 1 0 1",
    "coins turtles THHTH",
    "coins sub {1,3,4} THHTHHT",
    "coins twins*twins THT/TTH/HTH",
    "coins ruler*mock HTH/THH",
    "coins mock HHTTHT",
    "coins ruler HTHHTTH",
    "beans 0 2 1 1",
    "georgia 2 5 9 10",
    "moves \"n -> n - s for s in {1, 3, 4}; n -> (i, n - 2 - i) for i in 1..n-3\" 0 1 2 3 4 5 6 7 8 9",
    "moves \"(a, b) -> (a - k, b) for k in 1..a; (a, b) -> (b, a - 1) if a > 0\" 4 3",
    "graph r-a r-b a-b b-c",
    "knight n=5 2 2",
    "knight n=8 1 1",
    "dag a>b b>c a>c c>d @ a",
    "dag a>b b>c a>c c>d @ a b",
    "dag x>y y>z @ x x",
    // A loopy graph where the tokens' reach has no cycle (exhaustive search would stop at
    // one): the labelling's finite values are the SG values there.
    "loopy a>b b>c a>c c>d x>y y>x y>a @ a b",
    "loopy 1>2 2>3 1>3 3>4 5>5 5>1 @ 1 2 3",
    "palindrome abacaba",
    "palindrome aaaaaaa",
];

#[test]
fn every_game_agrees_with_exhaustive_search_and_truncates_its_move_lists() {
    let limits = Limits::default();
    let mut checked = 0;
    for text in POSITIONS {
        let game = parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
        let mut fast = Engine::new(&limits);
        let mut brute = Engine::brute_force(&limits);
        for atom in &game.atoms {
            if let Err(mismatch) = against_brute_force(&mut fast, &mut brute, atom, 8) {
                panic!("{text}: {mismatch}");
            }
            checked += 1;
        }
    }
    assert!(checked > 150, "{checked}");
}

#[test]
fn every_keyword_is_checked() {
    let written: Vec<String> = POSITIONS
        .iter()
        .map(|text| parse(text).unwrap().atoms[0].head())
        .map(|head| head.split(' ').next().unwrap_or_default().to_string())
        .collect();
    for kind in sglab_core::games::KINDS {
        // `octal` rows are written `octal CODE`; `kayles` and `dawson` print as themselves.
        assert!(
            written.iter().any(|head| head == kind.keyword),
            "no position of {} in POSITIONS",
            kind.keyword
        );
    }
}
