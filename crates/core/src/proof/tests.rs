//! Tests that check the proofs, not only that they exist: winning moves and replies really
//! reach P-positions from the position they start at, xor and column steps add up, mex
//! steps agree with brute force, and every step renders in both languages.

use std::collections::HashSet;

use super::render::{render, step_text};
use super::*;
use crate::analysis::analyze_text;
use crate::i18n::{self, Lang};

/// One position of every component kind and rule, N and P.
const GAMES: &[&str] = &[
    "nim 3 4 5",
    "georgia 1 5 6 7 9 12 14 17",
    "beans 1 0 1",
    "coins mock THHTH",
    "coins twins*twins TTT/THT/TTH",
    "beans 0 1 0 1",
    "beans 2 0 0",
    "moves \"n -> n - s for s in {1, 3, 4}\" 10",
    "nim 1 2 3",
    "nim 0",
    "nim 7",
    "wythoff 4 7",
    "wythoff 5 7",
    "wythoff 0 3",
    "wythoff 9 9",
    "wythoff 5000 5001",
    "staircase 1 2 3 4",
    "staircase 1 5 1",
    "moore k=2 1 2 3",
    "moore k=2 5 5 5",
    "moore k=1 3 4 5",
    "euclid 25 7",
    "euclid 7 4",
    "euclid 6 3",
    "euclid 3 0",
    "circle 5",
    "circle 2",
    "circle 0",
    "tree r-a a-b r-c",
    "tree r-a r-b",
    "graph r-a a-b b-r",
    "graph r-a a-b b-r r-c",
    "kayles 5 + lasker 7",
    "kayles 4",
    "kayles 1000000000",
    "dawson 3",
    "octal 0.137 6",
    "lasker 3",
    "lasker 4",
    "grundy 7",
    "palindrome abacaba",
    "cut 2x3",
    "knight n=8 3 3",
    "dag 1>2 2>3 1>3 @ 1 2",
    "loopy 1>2 2>1 @ 1",
    "loopy 1>2 2>1 1>3 @ 1",
    "loopy 1>2 2>1 1>3 @ 2",
    "loopy 1>2 2>1 1>3 @ 1 3",
    "loopy a>a a>b a>c c>b @ a + nim 1",
    "loopy 1>2 2>1 @ 1 + nim 3",
    "loopy a>a a>b @ a a",
    "nim 2 + wythoff 1 2",
    "bash m=3 8",
    "bash m=3 10",
    "powers b=2 9",
    "powers b=2 7",
    "powers b=3 5",
    "powers b=4 9",
    "subtract {1,3,4} 7",
    "subtract {2,5} 1000000",
    "split f=2 7",
    "bash m=3 5 + subtract {1..2} 4",
    "euclid 2 3 + circle 1 + staircase 2",
    "misere: nim 1 1 2",
    "misere: nim 1 1",
    "misere: nim 1 1 1",
    "misere: nim 2 2",
    "misere: nim 3 5 6",
    "misere: nim 2 3",
    "misere: kayles 3",
    "misere: kayles 1 1",
    "every: nim 3 5",
    "every: nim 0 2 + wythoff 1 1",
    "every: kayles 2 + nim 4",
    "every: nim 0",
];

fn limits() -> Limits {
    Limits::default()
}

/// A small budget for the brute-force reference, which checks only the small positions.
fn brute_limits() -> Limits {
    Limits {
        max_work: 200_000,
        ..Limits::default()
    }
}

fn outcome_of(text: &str) -> &'static str {
    analyze_text(text, &limits()).unwrap().outcome.letter()
}

/// Every position one move away from `text` (a move in one component), canonical;
/// `None` when there are too many to list.
fn moves_from(text: &str) -> Option<HashSet<String>> {
    let game = crate::parse(text).unwrap();
    let mut budget = Budget::new(1 << 16);
    let mut out = HashSet::new();
    for (index, atom) in game.atoms.iter().enumerate() {
        for option in atom.options(&mut budget).ok()? {
            out.insert(game.after(index, &option).to_string());
        }
    }
    Some(out)
}

/// A `{name}` placeholder left unfilled in rendered text.
fn unfilled(text: &str) -> Option<&str> {
    text.split('{').skip(1).find_map(|rest| {
        let (name, _) = rest.split_once('}')?;
        (!name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
            .then_some(name)
    })
}

fn check_step(game: &str, rule: &str, step: &Step, brute: &mut Engine) {
    let message = i18n::message(step.key);
    assert!(message.is_some(), "{game}: key {} has no message", step.key);
    for lang in [Lang::En.words(), Lang::Zh.words()] {
        let text = step_text(step, lang);
        assert_eq!(
            unfilled(&text),
            None,
            "{game}: {} in {lang:?}: {text}",
            step.key
        );
    }
    if let Some(expand) = &step.expand {
        crate::parse(expand).unwrap_or_else(|e| panic!("{game}: expand {expand}: {e}"));
    }
    match &step.kind {
        StepKind::WinningMove { after, .. } => {
            assert_eq!(outcome_of(after), "P", "{game}: winning move to {after}");
            if let (Some(moves), false) = (moves_from(game), rule == "every") {
                assert!(moves.contains(after), "{game}: {after} is not a move");
            }
        }
        StepKind::Certificate { replies, more } => {
            let options = moves_from(game).expect("a listed certificate has few options");
            if *more == 0 {
                assert_eq!(replies.len(), options.len(), "{game}: every option listed");
            }
            for reply in replies {
                assert!(options.contains(&reply.option), "{game}: {}", reply.option);
                assert_eq!(outcome_of(&reply.option), "N", "{game}: {}", reply.option);
                let answer = reply.reply.as_deref().expect("every option has a reply");
                assert_eq!(outcome_of(answer), "P", "{game}: reply {answer}");
                assert!(
                    moves_from(&reply.option).is_some_and(|moves| moves.contains(answer)),
                    "{game}: {answer} is not a move from {}",
                    reply.option
                );
            }
        }
        StepKind::Xor {
            rows,
            total,
            highest_bit,
            component,
            target,
        } => {
            assert_eq!(rows.iter().fold(0, |acc, row| acc ^ row.value), *total);
            match highest_bit {
                // A value stated as a xor (coins, beans) may be any value.
                None if step.key == "proof.xor.value" => {}
                None => assert_eq!(*total, 0),
                Some(bit) => {
                    assert_eq!(*total >> bit, 1, "{game}: highest bit");
                    let row = &rows[component.expect("a component to change")];
                    assert_eq!(row.value >> bit & 1, 1);
                    let target = target.expect("a target");
                    assert_eq!(target, row.value ^ total);
                    assert!(target < row.value);
                }
            }
        }
        StepKind::Columns {
            rows,
            sums,
            modulus,
        } => {
            let width = sums.len();
            for (offset, &sum) in sums.iter().enumerate() {
                let bit = width - 1 - offset;
                let ones = rows.iter().filter(|row| row.value >> bit & 1 == 1).count();
                assert_eq!(ones as u64, sum);
            }
            let divisible = sums.iter().all(|sum| sum % modulus == 0);
            let is_p = outcome_of(game) == "P";
            assert_eq!(divisible, is_p, "{game}: Moore's columns");
        }
        StepKind::Mex {
            options,
            more,
            value,
        } => {
            for option in options {
                let parsed = crate::parse(&option.position).unwrap();
                if let Ok(by_search) = brute.sg_of_sum(&parsed.atoms) {
                    assert_eq!(option.sg, by_search, "{game}: option {}", option.position);
                }
                if !option.parts.is_empty() {
                    assert_eq!(option.parts.iter().fold(0, |a, b| a ^ b), option.sg);
                }
            }
            if *more == 0 {
                let values = options.iter().map(|option| option.sg).collect();
                assert_eq!(crate::engine::mex(values), *value, "{game}: mex");
            }
        }
        StepKind::StepNumbers { rows, longest } => {
            assert_eq!(rows.iter().map(|row| row.value).max(), Some(*longest));
        }
        StepKind::Reduction { to, .. } => {
            crate::parse(to).unwrap();
        }
        StepKind::Fact | StepKind::Theorem { .. } => {}
    }
    for child in &step.children {
        check_step(game, rule, child, brute);
    }
}

#[test]
fn every_proof_checks_out() {
    let mut kinds = HashSet::new();
    for &game in GAMES {
        let proof = explain_text(game, &limits()).unwrap();
        let analysis = analyze_text(game, &limits()).unwrap();
        assert_eq!(proof.outcome, analysis.outcome.letter(), "{game}");
        assert_eq!(proof.sg, analysis.sg, "{game}");
        let mut brute = Engine::brute_force(&brute_limits());
        for step in &proof.steps {
            check_step(&proof.game, proof.rule, step, &mut brute);
            kinds.extend(step.walk().iter().map(|step| step.kind.name()));
        }
        let last = proof.steps.last().map(|step| step.key);
        let expected = match proof.outcome {
            "N" => "proof.conclusion.n",
            "D" => "proof.conclusion.d",
            _ => "proof.conclusion.p",
        };
        assert_eq!(last, Some(expected), "{game}");
        if proof.outcome == "N" {
            assert!(proof
                .steps
                .iter()
                .flat_map(Step::walk)
                .any(|step| step.kind.name() == "winning_move"));
        }
    }
    for kind in [
        "fact",
        "mex",
        "xor",
        "columns",
        "theorem",
        "reduction",
        "certificate",
        "winning_move",
        "step_numbers",
    ] {
        assert!(kinds.contains(kind), "no sample proof has a {kind} step");
    }
}

#[test]
fn outcomes_agree_with_brute_force_on_small_positions() {
    for &game in GAMES {
        let parsed = crate::parse(game).unwrap();
        let proof = explain(&parsed, &limits()).unwrap();
        let mut brute = Engine::brute_force(&brute_limits());
        if let Ok(by_search) = analyze_with(&parsed, &mut brute, 1) {
            assert_eq!(proof.outcome, by_search.outcome.letter(), "{game}");
        }
    }
}

#[test]
fn both_languages_render_every_step() {
    for &game in GAMES {
        let proof = explain_text(game, &limits()).unwrap();
        for lang in [Lang::En.words(), Lang::Zh.words()] {
            let text = render(&proof, lang);
            assert_eq!(unfilled(&text), None, "{game} in {lang:?}:\n{text}");
            assert!(!text.contains("proof."), "{game}: a raw key in\n{text}");
        }
        let zh = render(&proof, Lang::Zh.words());
        let term = match proof.outcome {
            "N" => "必胜态",
            "D" => "平局",
            _ => "必败态",
        };
        assert!(zh.contains(term), "{game}:\n{zh}");
    }
}

#[test]
fn every_proof_message_is_used_or_rendered() {
    // Keys used by the sample proofs, the renderer's own lines, and the headers.
    let mut used: HashSet<&str> = [
        "proof.header",
        "proof.header_sg",
        "proof.line.expand",
        "proof.line.reply",
        "proof.line.no_reply",
        "proof.line.step",
    ]
    .into_iter()
    .collect();
    for &game in GAMES {
        let proof = explain_text(game, &limits()).unwrap();
        for step in &proof.steps {
            used.extend(step.walk().iter().map(|step| step.key));
        }
    }
    // The derivation under the tables of a game played under misère (its own wording).
    let why = crate::proof::why_text("misere: nim 3 + kayles 5", &limits()).unwrap();
    for step in &why.steps {
        used.extend(step.walk().iter().map(|step| step.key));
    }
    // Cases no small sample reaches.
    let rare = [
        "proof.wythoff.pair_overflow",
        "proof.mex.too_many",
        "proof.more",
        "proof.p.general_normal",
        "proof.p.general_misere",
        "proof.p.general_every",
        "proof.misere.case_big_zero",
        "proof.winning_moves.uncounted",
    ];
    for message in i18n::TABLES[2] {
        assert!(
            used.contains(message.key) || rare.contains(&message.key),
            "{} is never used",
            message.key
        );
    }
}

#[test]
fn the_tutorial_examples_read_as_expected() {
    let proof = explain_text("nim 3 4 5", &limits()).unwrap();
    let text = render(&proof, Lang::En.words());
    assert!(text.contains("⊕     = 2 = 010"), "{text}");
    assert!(text.contains("Winning move: go to nim 1 4 5"), "{text}");
    let proof = explain_text("wythoff 4 7", &limits()).unwrap();
    let text = render(&proof, Lang::Zh.words());
    // a_k = ⌊kφ⌋ = ⌊(k + ⌊k√5⌋)/2⌋: the floor is written, since 9 / 2 is not 4.
    assert!(text.contains("a_k = ⌊(3 + 6)/2⌋ = 4"), "{text}");
    assert!(text.contains("必败态"), "{text}");
    let text = render(&proof, Lang::En.words());
    assert!(text.contains("a_k = ⌊(3 + 6)/2⌋ = 4"), "{text}");
    assert!(text.contains("⌊(k + ⌊k√5⌋)/2⌋"), "{text}");
    assert!(!text.contains(") / 2"), "{text}");
    let proof = explain_text("misere: nim 1 1 2", &limits()).unwrap();
    assert!(proof
        .steps
        .iter()
        .any(|step| step.key == "proof.misere.case_one_big"));
    let text = render(&proof, Lang::En.words());
    assert!(text.contains("go to misere: nim 1 1 1"), "{text}");
}

#[test]
fn large_positions_give_cheap_bounded_proofs() {
    for game in [
        "nim 1000000 1000000",
        "nim 18446744073709551615 18446744073709551614",
        "kayles 1000000000 + kayles 999999999",
        "wythoff 11326237921249263937 18326237921249263937",
        "euclid 18446744073709551615 2",
        "lasker 18446744073709551614",
        "misere: nim 1000000 1000000",
    ] {
        let proof = explain_text(game, &limits()).unwrap();
        let steps: usize = proof.steps.iter().map(|step| step.walk().len()).sum();
        assert!(steps < 400, "{game}: {steps} steps");
        let mut stack: Vec<&Step> = proof.steps.iter().collect();
        while let Some(step) = stack.pop() {
            if let StepKind::Certificate { replies, .. } = &step.kind {
                assert!(replies.len() <= MAX_LISTED);
            }
            stack.extend(step.children.iter());
        }
        for lang in [Lang::En.words(), Lang::Zh.words()] {
            assert_eq!(unfilled(&render(&proof, lang)), None);
        }
    }
    // A P-position with too many options to list gets the general argument.
    let proof = explain_text("nim 1000000 1000000", &limits()).unwrap();
    assert!(proof
        .steps
        .iter()
        .any(|step| step.key == "proof.p.general_normal"));
}

#[test]
fn json_shape_has_kind_and_data() {
    let proof = explain_text("nim 3 4 5", &limits()).unwrap();
    let json = serde_json::to_value(&proof).unwrap();
    assert_eq!(json["outcome"], "N");
    let xor = &json["steps"][1];
    assert_eq!(xor["kind"], "xor");
    assert_eq!(xor["key"], "proof.xor.nonzero");
    assert_eq!(xor["data"]["total"], 2);
    assert_eq!(xor["data"]["highest_bit"], 1);
    assert_eq!(xor["data"]["component"], 0);
    assert_eq!(xor["data"]["target"], 1);
    assert_eq!(xor["data"]["rows"][2]["label"], "nim 5");
    let winning = &json["steps"][2];
    assert_eq!(winning["kind"], "winning_move");
    assert_eq!(winning["expand"], "nim 1 4 5");
    assert_eq!(winning["data"]["after"], "nim 1 4 5");
}

#[test]
fn expanding_a_winning_move_proves_the_p_position() {
    let proof = explain_text("nim 3 4 5", &limits()).unwrap();
    let expand = proof
        .steps
        .iter()
        .find_map(|step| step.expand.clone())
        .unwrap();
    let deeper = explain_text(&expand, &limits()).unwrap();
    assert_eq!(deeper.outcome, "P");
    assert!(deeper
        .steps
        .iter()
        .any(|step| step.kind.name() == "certificate"));
}

#[test]
fn many_winning_moves_are_one_step_with_the_exact_total() {
    let proof = explain_text("kayles 1000000000000", &limits()).unwrap();
    let groups: Vec<&Step> = proof
        .steps
        .iter()
        .filter(|step| step.key.starts_with("proof.winning_move"))
        .collect();
    assert_eq!(groups.len(), 1, "one step for the winning moves");
    let group = groups[0];
    assert_eq!(group.key, "proof.winning_moves");
    let analysis = analyze_text("kayles 1000000000000", &limits()).unwrap();
    let total = analysis.winning_moves_total.unwrap();
    assert_eq!(group.params["total"], total.to_string());
    assert_eq!(group.params["count"], MAX_LISTED.to_string());
    // The listed moves, then "and N more" with the exact rest.
    assert_eq!(group.children.len(), MAX_LISTED + 1);
    assert!(group.children[..MAX_LISTED]
        .iter()
        .all(|child| child.kind.name() == "winning_move" && child.expand.is_some()));
    let more = &group.children[MAX_LISTED];
    assert_eq!(more.key, "proof.more");
    assert_eq!(
        more.params["count"],
        (total - MAX_LISTED as u128).to_string()
    );
    let text = render(&proof, Lang::En.words());
    assert!(
        text.contains(&format!("3. Winning moves: {total} in all")),
        "{text}"
    );

    // All listed: the count alone; one winning move: a single step, as before.
    let proof = explain_text("nim 3 5 6 7", &limits()).unwrap();
    let group = proof
        .steps
        .iter()
        .find(|step| step.key == "proof.winning_moves.all")
        .unwrap();
    assert_eq!(group.params["total"], "3");
    assert_eq!(group.children.len(), 3);
    let proof = explain_text("nim 3 4 5", &limits()).unwrap();
    assert!(proof
        .steps
        .iter()
        .any(|step| step.key == "proof.winning_move"));

    // A total that was not counted is said so.
    let game = crate::parse("nim 1 2").unwrap();
    let analysis = Analysis {
        game: game.clone(),
        outcome: Outcome::N,
        sg: Some(3),
        component_sg: None,
        winning_moves: vec![
            crate::parse("nim 1 1").unwrap(),
            crate::parse("nim 1 1").unwrap(),
        ],
        winning_moves_total: None,
        generalized: None,
        drawing_moves: Vec::new(),
        drawing_moves_total: None,
    };
    let steps = conclusion(&game, &analysis, &mut Engine::new(&limits())).unwrap();
    assert_eq!(steps[0].key, "proof.winning_moves.uncounted");
    assert_eq!(steps[0].params["count"], "2");
    assert_eq!(steps[0].children.len(), 2);
}
