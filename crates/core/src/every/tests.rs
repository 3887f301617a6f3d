//! Unit tests of step numbers and of the counting and listing of winning turns.

use super::*;
use crate::{parse, Limits};

#[test]
fn step_rule_on_small_cases() {
    assert_eq!(step_from_options(&[]), 0);
    assert_eq!(step_from_options(&[0]), 1);
    assert_eq!(step_from_options(&[1, 3]), 2);
    assert_eq!(step_from_options(&[0, 2, 1]), 3);
}

fn steps_of(text: &str) -> Vec<u64> {
    let game = parse(text).unwrap();
    solve(&game, &mut Engine::new(&Limits::default()), 0)
        .unwrap()
        .steps
}

#[test]
fn a_component_of_several_atoms_has_the_step_of_its_own_game_tree() {
    // Two heaps of 1 in one component: two moves, one a turn; the mover loses.
    assert_eq!(steps_of("every: nim 1 1"), [2]);
    // In two components each lasts one turn.
    assert_eq!(steps_of("every: nim 1 + nim 1"), [1, 1]);
    // Kayles 3 -> 1 1 (take the middle) is a loss for the mover after it (step 2), so
    // kayles 3 lasts 3 turns under best play; taking all but one is step 1 + 0 = 1 only
    // when no even option exists.
    assert_eq!(steps_of("every: kayles 1 1"), [2]);
    assert_eq!(steps_of("every: kayles 3"), [3]);
}

#[test]
fn counting_by_largest_step_matches_the_product_count() {
    // Components whose options have steps {0, 1}, {1, 2} and {3}: a turn wins when its
    // largest step is even, which never happens with the 3; without it, {0,1} x {1,2}
    // gives the maxima 1, 2, 1, 2: two winning turns.
    let choice = |steps: &[u64]| Choices {
        options: steps.iter().map(|&s| (Vec::new(), s)).collect(),
        least: steps.iter().copied().min().unwrap_or(0),
    };
    assert_eq!(count_winning(&[choice(&[0, 1]), choice(&[1, 2])]), Some(2));
    assert_eq!(
        count_winning(&[choice(&[0, 1]), choice(&[1, 2]), choice(&[3])]),
        Some(0)
    );
    let listed = list_winning(
        &[choice(&[0, 1]), choice(&[1, 2])],
        10,
        &mut Budget::new(100),
    )
    .unwrap();
    assert_eq!(listed.len(), 2);
}

#[test]
fn a_position_that_repeats_is_reported_not_searched_forever() {
    // Every game of the notation is finite, so the loop check is reached only through a
    // bug; a huge heap stops at the budget instead.
    let game = parse("every: nim 1000000000000").unwrap();
    let error = solve(&game, &mut Engine::new(&Limits::default()), 1).unwrap_err();
    assert!(matches!(error, LimitError::TooLarge { .. }));
}
