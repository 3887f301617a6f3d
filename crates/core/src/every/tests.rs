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
    // Kayles 3 has options kayles 2 and kayles 1 (step 1 each: take what is left) and
    // kayles 1 1 (take the middle; step 2, a loss for the mover there), so its step is
    // 1 + 2 = 3; counting the parts of kayles 1 1 as separate components would give 1.
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

#[test]
fn counting_and_listing_agree_with_enumeration_of_all_turns() {
    // Pseudo-random components of 1 to 3 options with steps 0..6, up to 4 components:
    // every turn enumerated, its largest step tested for evenness.
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |below: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % below
    };
    for _ in 0..500 {
        let n = 1 + next(4) as usize;
        let all: Vec<Choices> = (0..n)
            .map(|_| {
                let steps: Vec<u64> = (0..1 + next(3)).map(|_| next(7)).collect();
                Choices {
                    least: steps.iter().copied().min().unwrap_or(0),
                    options: steps.iter().map(|&s| (vec![], s)).collect(),
                }
            })
            .collect();
        let mut turns: Vec<Vec<usize>> = vec![vec![]];
        for choices in &all {
            turns = turns
                .iter()
                .flat_map(|t| {
                    (0..choices.options.len()).map(move |i| {
                        let mut t = t.clone();
                        t.push(i);
                        t
                    })
                })
                .collect();
        }
        let winning: Vec<&Vec<usize>> = turns
            .iter()
            .filter(|t| {
                let largest = t
                    .iter()
                    .zip(&all)
                    .map(|(&i, c)| c.options[i].1)
                    .max()
                    .unwrap_or(0);
                largest % 2 == 0
            })
            .collect();
        assert_eq!(count_winning(&all), Some(winning.len() as u128));
        let listed = list_winning(&all, usize::MAX, &mut Budget::new(u64::MAX)).unwrap();
        assert_eq!(listed.len(), winning.len());
    }
}

#[test]
fn a_sum_of_thousands_of_components_lists_fewer_turns_within_the_atom_cap() {
    let text = format!("every: {}", vec!["nim 2 1"; 8_000].join(" + "));
    let game = parse(&text).unwrap();
    let answer = solve(&game, &mut Engine::new(&Limits::default()), 256).unwrap();
    assert!(answer.first_player_wins);
    let held: usize = answer
        .winning_moves
        .iter()
        .map(|turn| turn.iter().map(Vec::len).sum::<usize>())
        .sum();
    assert!(!answer.winning_moves.is_empty() && answer.winning_moves.len() < 256);
    assert!(held <= MAX_LISTED_ATOMS, "{held} atoms listed");
    // Each component `nim 2 1` (a Nim sum, step 3) moves to steps 1, 2 or 1; a turn wins
    // when some component goes to step 2: 3^8000 - 2^8000 turns, more than u128 holds.
    assert_eq!(answer.total, None);
    let small = parse("every: nim 2 1 + nim 2 1 + nim 2 1").unwrap();
    let answer = solve(&small, &mut Engine::new(&Limits::default()), 256).unwrap();
    assert_eq!(answer.total, Some(27 - 8));
    assert_eq!(answer.winning_moves.len(), 19);
}

#[test]
fn a_search_stops_at_the_memory_limit_and_says_so() {
    use crate::analysis::{analyze_text, AnalysisError};
    // Grundy's game of 9999 under every: splits into ever more heaps; its positions held
    // 140 MB before the work limit stopped the search (measured), now 64 MiB at most.
    let error = analyze_text("every: grundy 9999", &Limits::default()).unwrap_err();
    assert_eq!(
        error,
        AnalysisError::Limit(LimitError::Memory {
            max_bytes: crate::limits::DEFAULT_MAX_HELD_BYTES
        })
    );
    assert!(
        error.to_string().contains("memory limit of 64 MiB"),
        "{error}"
    );
    // A smaller limit stops a smaller search; a larger one lets it finish.
    let small = Limits {
        max_memory: 1 << 10,
        ..Limits::default()
    };
    assert!(matches!(
        analyze_text("every: kayles 30", &small),
        Err(AnalysisError::Limit(LimitError::Memory { max_bytes: 1024 }))
    ));
    assert!(analyze_text("every: kayles 30", &Limits::default()).is_ok());
}
