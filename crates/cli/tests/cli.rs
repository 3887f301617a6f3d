//! Runs the built `sglab` binary and checks what every subcommand prints: stdout, stderr and
//! the exit code, in text and in `--json`.

mod common;

use common::{check_safe, scratch, sg, sg_fails, sg_json, sg_json_no, sg_limit, sg_no, sg_ok};

#[test]
fn analyze_prints_outcome_value_and_winning_moves() {
    assert_eq!(
        sg_ok(&["analyze", "nim 3 4 5"]),
        "nim 3 4 5: N (SG 2)\nwinning moves:\n  nim 1 4 5\n"
    );
    // Several words are joined into one game.
    assert_eq!(
        sg_ok(&["analyze", "nim", "1", "2", "3"]),
        "nim 1 2 3: P (SG 0)\nno winning move\n"
    );
}

#[test]
fn analyze_json_has_the_contract_fields_in_order() {
    let stdout = sg_ok(&["analyze", "--json", "nim 3 4 5"]);
    assert_eq!(
        stdout,
        "{\"game\":\"nim 3 4 5\",\"rule\":\"normal\",\"outcome\":\"N\",\"sg\":2,\
         \"winning_moves\":[\"nim 1 4 5\"],\"winning_moves_total\":1,\
         \"components\":[\"nim 3\",\"nim 4\",\"nim 5\"],\"component_sg\":[3,4,5]}\n"
    );
    // `--json` may come anywhere.
    assert_eq!(sg_ok(&["--json", "analyze", "nim 3 4 5"]), stdout);
}

#[test]
fn analyze_misere_and_every() {
    assert_eq!(
        sg_ok(&["analyze", "misere: nim 1 1 2"]),
        "misere: nim 1 1 2: N\nwinning moves:\n  misere: nim 1 1 1\n"
    );
    let misere = sg_json(&["analyze", "misere: nim 1 1 2"]);
    assert_eq!(
        misere,
        serde_json::json!({
            "game": "misere: nim 1 1 2", "rule": "misere", "outcome": "N", "sg": null,
            "winning_moves": ["misere: nim 1 1 1"], "winning_moves_total": 1,
            "components": ["nim 1", "nim 1", "nim 2"], "component_sg": null,
        })
    );
    // Two components both move each turn: empty both at once.
    assert_eq!(
        sg_ok(&["analyze", "every: nim 3 + nim 5"]),
        "every: nim 3 + nim 5: N\nwinning moves:\n  every: nim 0 + nim 0\n"
    );
    // One component, a Nim sum played one move a turn: move to 3 3.
    let every = sg_json(&["analyze", "every:", "nim", "3", "5"]);
    assert_eq!(every["rule"], "every");
    assert_eq!(every["outcome"], "N");
    assert_eq!(every["sg"], serde_json::Value::Null);
    assert_eq!(
        every["winning_moves"],
        serde_json::json!(["every: nim 3 3"])
    );
}

#[test]
fn analyze_reports_notation_errors_on_stderr_with_code_2() {
    let stderr = sg_fails(&["analyze", "nim 3 4 x"]);
    assert_eq!(
        stderr,
        "error: column 9: expected a heap size, found \"x\"\n  nim 3 4 x\n          ^\n"
    );
    // With --json, stdout stays empty and the message is the same.
    let stderr = sg_fails(&["analyze", "--json", "nim 3 4 x"]);
    assert!(stderr.contains("column 9: expected a heap size, found \"x\""));
    // Columns count characters, not bytes.
    let stderr = sg_fails(&["analyze", "nim 3 + 中 4"]);
    assert!(stderr.starts_with("error: column 9: expected a game name, found \"中\"\n"));
}

#[test]
fn analyze_reports_exhausted_limits() {
    let stderr = sg_limit(&["analyze", "--max-work", "0", "every: nim 3 5"]);
    assert_eq!(stderr, "error: too large for exhaustive search: more than 0 positions and moves would have to be examined\n");
}

#[test]
fn usage_errors_exit_with_code_2() {
    let stderr = sg_fails(&["bogus"]);
    assert!(stderr.contains("unrecognized subcommand 'bogus'"));
    let stderr = sg_fails(&["sequence", "--to", "5"]);
    assert!(stderr.contains("<COMPONENT>"), "{stderr}");
    let stderr = sg_fails(&["analyze"]);
    assert!(stderr.contains("<GAME>"));
    let stderr = sg_fails(&["sequence", "nim", "--to", "x"]);
    assert!(stderr.contains("--to"));
    // Help is not an error.
    assert!(sg_ok(&["--help"]).contains("Usage: sg"));
}

#[test]
fn sequence_prints_the_values_of_heaps_0_to_n() {
    assert_eq!(
        sg_json(&["sequence", "nim", "--to", "5"]),
        serde_json::json!([0, 1, 2, 3, 4, 5])
    );
    assert_eq!(
        sg_ok(&["sequence", "nim", "--to", "12"]),
        " 0 |  0  1  2  3  4  5  6  7  8  9\n10 | 10 11 12\n"
    );
    assert_eq!(
        sg_json(&["sequence", "nim", "--to", "0"]),
        serde_json::json!([0])
    );
}

#[test]
fn sequence_errors() {
    assert_eq!(
        sg_fails(&["sequence", "nim 3", "--to", "5"]),
        "error: \"nim 3\" is not one component without heaps: write only a heap game's keyword and parameters, e.g. \"bash m=3\"\n"
    );
    // No fixed heap bound: the work limit stops the reading, and names the largest heap.
    assert_eq!(
        sg_limit(&["sequence", "nim", "--to", "18446744073709551615", "--max-work", "4000000"]),
        "error: the work limit of 4000000 units ran out at heap 1023999999: heaps up to 1023999999 fit within it (a larger work budget, such as sglab's --max-work, reaches further)\n"
    );
    assert_eq!(
        sg_limit(&["sequence", "subtract {1..1000}", "--to", "100000", "--max-work", "1000000"]),
        "error: the work limit of 1000000 units ran out at heap 997: heaps up to 997 fit within it (a larger work budget, such as sglab's --max-work, reaches further)\n"
    );
    assert!(sg_ok(&[
        "sequence",
        "subtract {1..1000}",
        "--to",
        "997",
        "--max-work",
        "1000000"
    ])
    .ends_with("990 | 990 991 992 993 994 995 996 997\n"));
    assert!(sg_fails(&["sequence", "chess", "--to", "5"])
        .starts_with("error: column 1: expected a game name, found \"chess\"\n"));
}

#[test]
fn sequence_streams_a_large_periodic_table() {
    // Golomb: subtract {1..1000} has g(n) = n mod 1001; 10^6 heaps through one period.
    let json = sg_ok(&[
        "sequence",
        "subtract {1..1000}",
        "--to",
        "1000000",
        "--json",
    ]);
    let values: Vec<u64> = serde_json::from_str(&json).expect("one JSON array");
    assert_eq!(values.len(), 1_000_001);
    assert!(values
        .iter()
        .enumerate()
        .all(|(n, &v)| v == n as u64 % 1001));
    let text = sg_ok(&["sequence", "subtract {1..1000}", "--to", "1000000"]);
    assert_eq!(text.lines().count(), 100_001);
    assert!(text.starts_with("      0 |    0    1    2"));
    assert!(text.ends_with("1000000 |    1\n"));
}

#[test]
fn period_accepts_max_heap_for_every_heap_game() {
    for game in [
        "nim",
        "bash m=3",
        "subtract {1..1000}",
        "powers b=2",
        "kayles",
        "octal 0.16",
        "lasker",
        "grundy",
        "split f=2",
        "circle",
        "moves \"n -> n - 1\"",
    ] {
        let run = sg(&["period", game, "--max-heap", "200", "--json"]);
        let report: serde_json::Value = serde_json::from_str(&run.stdout).expect("one JSON value");
        // Exit code 0 when a period is proved, 1 when none is.
        assert_eq!(
            run.code,
            Some(if report["period"].is_null() { 1 } else { 0 }),
            "{game}: {report}"
        );
        assert!(
            report["checked_to"].as_u64().is_some_and(|c| c <= 200),
            "{game}: {report}"
        );
    }
    // The subtraction game needs about 3000 heaps to prove its period.
    let report = sg_json_no(&["period", "subtract {1..1000}", "--max-heap", "1500"]);
    assert!(report["period"].is_null());
    let report = sg_json(&["period", "subtract {1..1000}"]);
    assert_eq!(report["period"], 1001);
}

#[test]
fn period_of_a_game_without_a_detector_is_null() {
    assert_eq!(
        sg_no(&["period", "nim", "--json"]),
        "{\"period\":null,\"checked_to\":0,\"certificate\":\"nim has no period detector, so no period is claimed\"}\n"
    );
    // Said once, not twice.
    assert_eq!(
        sg_no(&["period", "nim"]),
        "nim: nim has no period detector, so no period is claimed\n"
    );
}

#[test]
fn grid_errors() {
    assert_eq!(
        sg_fails(&["grid", "nim", "--size", "3"]),
        "error: \"nim\" is not a two-number game: the grid is defined for wythoff, euclid, cut, divide\n"
    );
    assert_eq!(
        sg_fails(&["grid", "wythoff", "--size", "16385", "--json"]),
        "error: the grid size is 16385, more than the largest allowed, 16384\n"
    );
    assert_eq!(
        sg_limit(&["grid", "wythoff", "--size", "16384", "--max-work", "4000000"]),
        "error: the work limit of 4000000 units holds grids of side up to 11313: a larger grid needs more (a larger work budget, such as sglab's --max-work, reaches further)\n"
    );
    assert_eq!(
        sg_limit(&["grid", "wythoff", "--size", "2000", "--max-work", "1000"]),
        "error: the work limit of 1000 units holds grids of side up to 178: a larger grid needs more (a larger work budget, such as sglab's --max-work, reaches further)\n"
    );
    assert_eq!(
        sg_json(&["grid", "wythoff", "--size", "0"]),
        serde_json::json!([])
    );
}

#[test]
fn pairs_refuses_other_games() {
    assert_eq!(
        sg_fails(&["pairs", "nim", "--count", "3"]),
        "error: \"nim\" has no pairs: sglab pairs lists the P-positions of wythoff\n"
    );
}

#[test]
fn analyze_lists_at_most_256_winning_moves_and_counts_the_rest() {
    // 301 heaps of 1: xor 1, and emptying any heap wins.
    let game = format!("nim{}", " 1".repeat(301));
    let text = sg_ok(&["analyze", &game]);
    assert_eq!(text.lines().count(), 2 + 256 + 1);
    assert!(text.ends_with("\n  ... and 45 more\n"));
    let json = sg_json(&["analyze", &game]);
    assert_eq!(json["winning_moves"].as_array().map(Vec::len), Some(256));
    assert_eq!(json["winning_moves_total"], 301);
}

#[test]
fn explain_prints_a_readable_proof_in_english_and_chinese() {
    let english = sg_ok(&["explain", "nim 3 4 5"]);
    assert!(english.starts_with("nim 3 4 5: N: the player to move wins (SG value 2)\n"));
    assert!(english.contains("   ⊕     = 2 = 010\n"), "{english}");
    assert!(
        english.contains("Winning move: go to nim 1 4 5"),
        "{english}"
    );
    let chinese = sg_ok(&["explain", "wythoff", "4", "7", "--lang", "zh"]);
    assert!(chinese.starts_with("wythoff 4 7：P（必败态）"), "{chinese}");
    assert!(chinese.contains("威佐夫博弈"), "{chinese}");
    assert!(
        chinese.contains("wythoff 4 6  →  应对 wythoff 3 5"),
        "{chinese}"
    );
    let misere = sg_ok(&["explain", "misere: nim 1 1 2", "--lang", "zh"]);
    assert!(misere.contains("反尼姆"), "{misere}");
    assert!(misere.contains("走到 misere: nim 1 1 1"), "{misere}");
}

#[test]
fn explain_json_is_the_structured_proof() {
    let json = sg_json(&["explain", "nim 3 4 5"]);
    assert_eq!(json["game"], "nim 3 4 5");
    assert_eq!(json["rule"], "normal");
    assert_eq!(json["outcome"], "N");
    assert_eq!(json["sg"], 2);
    let steps = json["steps"].as_array().unwrap();
    assert_eq!(steps[0]["kind"], "theorem");
    assert_eq!(steps[0]["data"]["name"], "bouton");
    assert_eq!(steps[1]["kind"], "xor");
    assert_eq!(steps[1]["data"]["total"], 2);
    assert_eq!(steps[1]["data"]["target"], 1);
    assert_eq!(steps[2]["kind"], "winning_move");
    assert_eq!(steps[2]["expand"], "nim 1 4 5");
    // The language does not change the JSON: it holds keys and parameters.
    assert_eq!(
        sg_json(&["explain", "nim 3 4 5", "--lang", "zh"]),
        sg_json(&["explain", "nim 3 4 5"])
    );
    let json = sg_json(&["explain", "wythoff 4 7"]);
    let certificate = json["steps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|step| step["kind"] == "certificate")
        .expect("a P-position has a certificate");
    assert_eq!(certificate["data"]["replies"].as_array().unwrap().len(), 15);
}

#[test]
fn explain_reports_bad_input_and_bad_languages() {
    let stderr = sg_fails(&["explain", "nim 3 x"]);
    assert!(stderr.contains("column 7"), "{stderr}");
    let stderr = sg_fails(&["explain", "nim 3", "--lang", "fr"]);
    assert!(stderr.contains("fr"), "{stderr}");
}

#[test]
fn explain_format_md_is_markdown_with_katex_math() {
    let md = sg_ok(&["explain", "nim 3 4 5", "--format", "md"]);
    assert!(md.starts_with("**`nim 3 4 5`: N: the player to move wins (SG value 2)**\n"));
    assert!(md.contains("$3 \\oplus 4 \\oplus 5 = 2$"), "{md}");
    assert!(md.contains("```text\n   nim 3 = 3 = 011\n"), "{md}");
    let md = sg_ok(&["explain", "kayles 5", "--format", "md", "--lang", "zh"]);
    assert!(
        md.contains("$\\operatorname{mex}\\{0, 1, 2, 3\\} = 4$"),
        "{md}"
    );
    assert!(md.contains("必胜走法：走到 `kayles 2 2`"), "{md}");
    // `--format text` is the default; `--format json` is `--json`.
    assert_eq!(
        sg_ok(&["explain", "nim 1 2 3", "--format", "text"]),
        sg_ok(&["explain", "nim 1 2 3"])
    );
    assert_eq!(
        sg_ok(&["explain", "nim 1 2 3", "--format", "json"]),
        sg_ok(&["explain", "nim 1 2 3", "--json"])
    );
    let stderr = sg_fails(&["explain", "nim 3", "--format", "html"]);
    assert!(stderr.contains("html"), "{stderr}");
}

#[test]
fn svg_draws_every_view() {
    let graph = sg_ok(&["svg", "bash", "m=3", "10", "--view", "graph"]);
    assert!(graph.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(graph.ends_with("</svg>\n"));
    let document = check_safe(&graph);
    let nodes = document
        .descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.starts_with("sg-node "))
        })
        .count();
    assert_eq!(nodes, 11);
    let table = sg_ok(&[
        "svg",
        "subtract {1,3,4} 10",
        "--view",
        "table",
        "--lang",
        "zh",
        "--to",
        "30",
    ]);
    check_safe(&table);
    assert!(table.contains("从第 0 堆起周期为 7"), "{table}");
    assert!(table.contains("data-game=\"subtract {1,3,4} 30\""));
    let grid = sg_ok(&["svg", "wythoff 4 7", "--view", "grid", "--size", "12"]);
    check_safe(&grid);
    assert!(grid.contains("data-game=\"wythoff 11 11\""));
    assert!(!grid.contains("data-game=\"wythoff 12 "));
    let xor = sg_ok(&["svg", "nim 3 4 5", "--view", "xor"]);
    check_safe(&xor);
    assert!(xor.contains("The xor is 2 ≠ 0"), "{xor}");
    let capped = sg_ok(&["svg", "nim 3 4 5", "--view", "graph", "--cap", "10"]);
    assert!(capped.contains("Showing the first 10 of 48 positions."));
    // `--json`: the drawing as a tree, as the page receives it.
    let json = sg_json(&["svg", "nim 1", "--view", "xor"]);
    assert_eq!(json["name"], "svg");
    assert!(json["children"].as_array().unwrap().len() >= 3);
}

#[test]
fn svg_errors_go_to_stderr() {
    let stderr = sg_fails(&["svg", "nim 3 x", "--view", "graph"]);
    assert!(stderr.contains("column 7"), "{stderr}");
    assert!(stderr.contains("^"), "{stderr}");
    let stderr = sg_fails(&["svg", "wythoff 4 7", "--view", "table"]);
    assert_eq!(
        stderr,
        "error: the SG table view does not apply to wythoff 4 7: it draws heap games (nim, bash, subtract, octal, kayles, …)\n"
    );
    let stderr = sg_fails(&["svg", "nim 3", "--view", "table", "--to", "5000"]);
    assert!(stderr.contains("1000"), "{stderr}");
    let stderr = sg_fails(&["svg", "nim 3", "--view", "pie"]);
    assert!(stderr.contains("pie"), "{stderr}");
    let stderr = sg_fails(&["svg", "nim 3"]);
    assert!(stderr.contains("--view"), "{stderr}");
}

#[test]
fn tables_export_as_code_headed_by_the_command_that_reproduces_them() {
    assert_eq!(
        sg_ok(&["sequence", "bash", "m=3", "--to", "5", "--format", "cpp"]),
        "// sglab sequence bash m=3 --to 5 --format cpp\nconst int sg[6] = {0, 1, 2, 3, 0, 1};\n"
    );
    // A set's braces would be expanded by a shell: the command quotes them.
    assert_eq!(
        sg_ok(&["sequence", "subtract", "{1,3,4}", "--to", "4", "--format", "py"]),
        "# sglab sequence 'subtract {1,3,4}' --to 4 --format py\nsg = [0, 1, 0, 1, 2]\n"
    );
    assert_eq!(
        sg_ok(&["pairs", "wythoff", "--count", "3", "--format", "csv"]),
        "# sglab pairs wythoff --count 3 --format csv\nk,a,b\n0,0,0\n1,1,2\n2,3,5\n"
    );
    // `--format json` is one JSON object, also under `--json`.
    for args in [
        &["grid", "wythoff", "--size", "2", "--format", "json"][..],
        &[
            "--json", "grid", "wythoff", "--size", "2", "--format", "json",
        ][..],
    ] {
        let value: serde_json::Value = serde_json::from_str(&sg_ok(args)).unwrap();
        assert_eq!(value["sg"], serde_json::json!([[0, 1], [1, 2]]));
        assert_eq!(value["source"], "sglab grid wythoff --size 2 --format json");
    }
    // Every format agrees with the plain JSON values.
    let values = sg_json(&["sequence", "kayles", "--to", "30"]);
    let cpp = sg_ok(&["sequence", "kayles", "--to", "30", "--format", "cpp"]);
    let listed: Vec<u64> = cpp[cpp.find('{').unwrap() + 1..cpp.find('}').unwrap()]
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(serde_json::json!(listed), values);
    assert!(sg_fails(&["sequence", "nim", "--to", "3", "--format", "rust"]).contains("rust"));
}

#[test]
fn pairs_has_the_core_limit() {
    assert_eq!(
        sg_fails(&["pairs", "wythoff", "--count", "100001"]),
        "error: the number of pairs is 100001, more than the largest allowed, 100000\n"
    );
}

#[test]
fn why_derives_a_value_from_the_mex_of_its_options() {
    let text = sg_ok(&["why", "kayles", "3"]);
    assert!(text.starts_with("kayles 3: N"), "{text}");
    assert!(text.contains("kayles 1 1  SG = 0 = 1 ⊕ 1"), "{text}");
    assert!(text.contains("mex{0, 1, 2} = 3"), "{text}");
    let zh = sg_ok(&["why", "wythoff", "2", "4", "--lang", "zh"]);
    assert!(zh.contains("mex{0, 1, 2, 4, 5} = 3"), "{zh}");
    // Under any rule, the value derived is the normal-play SG value.
    let json = sg_json(&["why", "misere:", "nim", "1", "+", "kayles", "3"]);
    assert_eq!(json["rule"], "normal");
    assert_eq!(json["sg"], 2);
    assert_eq!(json["steps"][1]["data"]["total"], 2);
}

#[test]
fn the_memory_limit_is_named_and_can_be_raised() {
    assert_eq!(
        sg_limit(&["--max-memory", "0", "analyze", "every: kayles 30"]),
        "error: too large for exhaustive search: the positions it would hold pass the memory limit of 0 MiB\n"
    );
    assert!(
        sg_ok(&["--max-memory", "128", "analyze", "every: kayles 30"])
            .starts_with("every: kayles 30: ")
    );
}

#[test]
fn pattern_finds_periods_and_rules() {
    let kayles = sg_json(&["pattern", "kayles"]);
    assert_eq!(kayles["kind"], "periodic");
    assert_eq!(kayles["preperiod"], 71);
    assert_eq!(kayles["period"], 12);
    assert_eq!(kayles["saltus"], 0);
    assert_eq!(kayles["proved"], true);
    assert!(kayles["theorem"].as_str().unwrap().contains("Guy-Smith"));
    let lasker = sg_json(&["pattern", "lasker", "--to", "200"]);
    assert_eq!(
        (
            &lasker["kind"],
            &lasker["period"],
            &lasker["saltus"],
            &lasker["proved"]
        ),
        (&"arithmetic".into(), &4.into(), &4.into(), &true.into())
    );
    assert_eq!(lasker["checked_to"], 200);
    // Bouton's theorem proves Nim's law: no "not proved".
    let nim = sg_ok(&["pattern", "nim"]);
    assert!(nim.contains("proved for every position"), "{nim}");
    assert!(nim.contains("Bouton"), "{nim}");
    let wythoff = sg_json(&["pattern", "wythoff"]);
    assert_eq!(
        (&wythoff["kind"], &wythoff["proved"]),
        (&"rule".into(), &true.into())
    );
    let text = sg_ok(&["pattern", "wythoff", "--lang", "zh"]);
    assert!(
        text.starts_with("wythoff: 必败态当且仅当 min(a, b) = ⌊k·φ⌋"),
        "{text}"
    );
    let grundy = sg_json_no(&["pattern", "grundy", "--to", "500"]);
    assert_eq!(
        (&grundy["kind"], &grundy["checked_to"]),
        (&"none".into(), &500.into())
    );
    assert!(sg_fails(&["pattern", "nim 3"]).contains("not one component without heaps"));
}

#[test]
fn check_confirms_true_claims_and_names_the_first_counterexample() {
    let bash = sg_json(&["check", "bash m=3", "P iff n mod 4 == 0", "--to", "1000"]);
    assert_eq!(
        bash,
        serde_json::json!({"holds": true, "checked_to": 1000, "counterexample": null, "for_all": true})
    );
    let shortcut = sg_json_no(&[
        "check",
        "wythoff",
        "P iff min(a, b) == floor(abs(b - a) * 1.618)",
        "--to",
        "1000",
    ]);
    assert_eq!(shortcut["holds"], false);
    assert_eq!(shortcut["counterexample"], "wythoff 376 609");
    let exact = sg_json(&[
        "check",
        "wythoff",
        "P iff min(a, b) == floor(abs(b - a) * phi)",
        "--to",
        "400",
    ]);
    assert_eq!(
        (&exact["holds"], &exact["for_all"]),
        (&true.into(), &false.into())
    );
    let text = sg_no(&[
        "check",
        "wythoff",
        "P iff min(a, b) == floor(abs(b - a) * 1.618)",
        "--to",
        "1000",
        "--lang",
        "zh",
    ]);
    assert!(
        text.starts_with("在 wythoff 376 609 不成立\nwythoff 376 609 是 N，SG 值为 4"),
        "{text}"
    );
    let error = sg_fails(&["check", "nim", "P iff n mod 4 = = 0"]);
    assert!(
        error.contains("column 17: expected a number, a name or a parenthesis"),
        "{error}"
    );
    assert!(
        sg_fails(&["check", "nim", "P iff a == 0"]).contains("this game's position is written n")
    );
}

#[test]
fn cpp_exports_compile_with_gpp_and_hold_the_same_numbers() {
    // `cargo xtask test` installs g++ (Debian's package) before the native tests.
    let dir = scratch("cpp");
    let cases: [(&[&str], &str); 3] = [
        (&["sequence", "kayles", "--to", "40"], "for (auto v : sg) std::printf(\"%lld \", (long long) v);"),
        (&["grid", "wythoff", "--size", "7"], "for (auto& row : sg) for (auto v : row) std::printf(\"%lld \", (long long) v);"),
        (&["pairs", "wythoff", "--count", "12"], "for (auto& p : pairs) std::printf(\"%lld %lld \", (long long) p[0], (long long) p[1]);"),
    ];
    for (args, print) in cases {
        let mut with_format = args.to_vec();
        with_format.extend(["--format", "cpp"]);
        let source = sg_ok(&with_format);
        let file = dir.join("table.cpp");
        std::fs::write(
            &file,
            format!("#include <cstdio>\n{source}\nint main() {{ {print} return 0; }}\n"),
        )
        .expect("the source is written");
        let binary = dir.join("table");
        let compiled = std::process::Command::new("g++")
            .args(["-std=c++17", "-Wall", "-Werror", "-o"])
            .arg(&binary)
            .arg(&file)
            .output()
            .expect("g++ runs (cargo xtask test installs it)");
        assert!(
            compiled.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&compiled.stderr)
        );
        let printed = std::process::Command::new(&binary)
            .output()
            .expect("the table program runs");
        let numbers: Vec<u64> = String::from_utf8_lossy(&printed.stdout)
            .split_whitespace()
            .map(|n| n.parse().expect("a number"))
            .collect();
        let json = sg_json(args);
        let expected: Vec<u64> = flatten(&json);
        assert_eq!(numbers, expected, "{args:?}");
    }
}

/// Every number of a JSON array of numbers or of arrays (null cells as -1 would be, skipped).
fn flatten(value: &serde_json::Value) -> Vec<u64> {
    match value {
        serde_json::Value::Array(items) => items.iter().flat_map(flatten).collect(),
        serde_json::Value::Number(n) => vec![n.as_u64().expect("a u64")],
        _ => Vec::new(),
    }
}

#[test]
fn python_csv_and_json_exports_read_back_to_the_same_numbers() {
    let dir = scratch("py");
    for args in [
        &["sequence", "subtract {1,3,4}", "--to", "30"][..],
        &["grid", "euclid", "--size", "6"][..],
    ] {
        let expected = sg_json(args);
        let mut py = args.to_vec();
        py.extend(["--format", "py"]);
        let file = dir.join("table.py");
        std::fs::write(&file, sg_ok(&py)).expect("the source is written");
        let read = std::process::Command::new("python3")
            .arg("-c")
            .arg(format!(
                "import json; exec(open({:?}).read()); print(json.dumps(sg))",
                file.display().to_string()
            ))
            .output()
            .expect("python3 runs (cargo xtask test installs it)");
        assert!(
            read.status.success(),
            "{}",
            String::from_utf8_lossy(&read.stderr)
        );
        let back: serde_json::Value =
            serde_json::from_slice(&read.stdout).expect("python printed JSON");
        assert_eq!(back, expected, "{args:?} as Python");
        let mut json = args.to_vec();
        json.extend(["--format", "json"]);
        let object: serde_json::Value = serde_json::from_str(&sg_ok(&json)).expect("JSON");
        assert_eq!(object["sg"], expected, "{args:?} as JSON");
        let mut csv = args.to_vec();
        csv.extend(["--format", "csv"]);
        let text = sg_ok(&csv);
        let rows: Vec<&str> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .skip(1)
            .collect();
        let cells: Vec<Option<u64>> = rows
            .iter()
            .flat_map(|row| row.split(',').skip(1).map(|c| c.parse().ok()))
            .collect();
        let expected_cells: Vec<Option<u64>> = match &expected {
            serde_json::Value::Array(items) if items.iter().all(|i| i.is_array()) => items
                .iter()
                .flat_map(|row| row.as_array().into_iter().flatten().map(|c| c.as_u64()))
                .collect(),
            serde_json::Value::Array(items) => items.iter().map(|c| c.as_u64()).collect(),
            _ => Vec::new(),
        };
        assert_eq!(cells, expected_cells, "{args:?} as CSV");
    }
}

/// `--threads 1` and `--threads 2` give the same values (two threads take the heaps of a
/// costly table in turn); a thread count outside 1..=2 is refused, naming the option.
#[test]
fn threads_never_change_the_output() {
    let grundy = [
        "sequence",
        "grundy",
        "--to",
        "30000",
        "--max-work",
        "100000000000",
    ];
    let one = sg_ok(&[&["--threads", "1"][..], &grundy[..]].concat());
    let two = sg_ok(&[&["--threads", "2"][..], &grundy[..]].concat());
    assert_eq!(one, two);
    assert!(one.lines().count() > 1000, "{}", one.len());
    let period = [
        "period",
        "octal 0.376",
        "--max-heap",
        "20000",
        "--max-work",
        "100000000000",
    ];
    // No period within 20000 heaps: the same answer "not found" either way.
    assert_eq!(
        sg_no(&[&["--threads", "1"][..], &period[..]].concat()),
        sg_no(&[&["--threads", "2"][..], &period[..]].concat())
    );
    let refused = sg(&["--threads", "3", "period", "grundy"]);
    assert_eq!(refused.code, Some(2));
    assert!(refused.stderr.contains("--threads"), "{}", refused.stderr);
}

#[test]
fn errors_follow_the_language_asked() {
    // A notation error, with its caret, in Chinese and in English.
    assert_eq!(
        sg_fails(&["explain", "nim 3 x", "--lang", "zh"]),
        "错误：第 7 列：应为石子堆大小，实际为 “x”\n  nim 3 x\n        ^\n"
    );
    assert_eq!(
        sg_fails(&["explain", "nim 3 x"]),
        "error: column 7: expected a heap size, found \"x\"\n  nim 3 x\n        ^\n"
    );
    // A limit reached.
    assert_eq!(
        sg_limit(&[
            "explain",
            "every: nim 18446744073709551615",
            "--max-work",
            "100000",
            "--lang",
            "zh"
        ]),
        "错误：太大，无法穷举搜索：需要检查超过 100000 个局面和走法\n"
    );
    // A claim's syntax error keeps its caret; a view that does not apply, a table of the
    // wrong game.
    assert_eq!(
        sg_fails(&["check", "kayles", "P iff n +", "--lang", "zh"]),
        "错误：第 10 列：应为数、名字或括号\n  P iff n +\n           ^\n"
    );
    assert!(
        sg_fails(&["svg", "nim 3", "--view", "grid", "--lang", "zh"])
            .starts_with("错误：热力图视图不适用于 nim 3")
    );
    assert!(sg_fails(&["pattern", "nim 3", "--lang", "zh"]).starts_with("错误："));
    // Without --lang, English.
    assert_eq!(
        sg_fails(&["pairs", "nim", "--count", "3"]),
        "error: \"nim\" has no pairs: sglab pairs lists the P-positions of wythoff\n"
    );
}

#[test]
fn every_subcommand_takes_lang_and_o() {
    // Errors in Chinese from the commands that had no --lang.
    let zh = "错误：第 1 列：应为游戏名，实际为 “foo”";
    for args in [
        &["analyze", "foo 3"][..],
        &["sequence", "foo"][..],
        &["period", "foo"][..],
    ] {
        let stderr = sg_fails(&[args, &["--lang", "zh"][..]].concat());
        assert!(stderr.starts_with(zh), "{args:?}: {stderr}");
    }
    for args in [
        &["grid", "nim", "--size", "3"][..],
        &["pairs", "nim", "--count", "3"][..],
    ] {
        let stderr = sg_fails(&[args, &["--lang", "zh"][..]].concat());
        assert!(stderr.starts_with("错误：“nim”"), "{args:?}: {stderr}");
    }
    // The language may come before the subcommand too.
    assert!(sg_fails(&["--lang", "zh", "analyze", "foo 3"]).starts_with(zh));
    let stderr = sg_fails(&["judge", "nosuchproblem", "--lang", "zh"]);
    assert!(
        stderr.starts_with("错误：没有题目“nosuchproblem”"),
        "{stderr}"
    );
    // -o writes what would be printed: a table export, a picture, a script, the page.
    let dir = scratch("output");
    let file = |name: &str| dir.join(name).to_str().expect("UTF-8").to_string();
    for (name, args) in [
        (
            "kayles.py",
            &["sequence", "kayles", "--to", "5", "--format", "py"][..],
        ),
        ("xor.svg", &["svg", "nim 3 4 5", "--view", "xor"][..]),
        ("proof.md", &["explain", "nim 1 2", "--format", "md"][..]),
        ("sglab.bash", &["completions", "bash"][..]),
        ("sglab.1", &["man"][..]),
        ("answer.json", &["analyze", "nim 3 4 5", "--json"][..]),
    ] {
        let target = file(name);
        let printed = sg_ok(args);
        assert_eq!(sg_ok(&[args, &["-o", &target][..]].concat()), "", "{name}");
        assert_eq!(
            std::fs::read_to_string(&target).expect("written"),
            printed,
            "{name}"
        );
    }
    let stderr = sg_fails(&["analyze", "nim 1", "-o", &file("missing/answer.txt")]);
    assert!(stderr.contains("could not write"), "{stderr}");
}

#[test]
fn infeasible_requests_are_refused_at_once() {
    for (game, names) in [
        (
            "grundy 18446744073709551615",
            "holds heaps up to 1073741823",
        ),
        ("grundy 5000000000", "holds heaps up to 1073741823"),
        ("every: nim 1000000000000 3", "memory limit of 1024 MiB"),
        ("misere: grundy 100000000000", "memory limit of 1024 MiB"),
    ] {
        let started = std::time::Instant::now();
        let stderr = sg_limit(&["analyze", game]);
        assert!(stderr.contains(names), "{game}: {stderr}");
        assert!(
            started.elapsed().as_secs() < 5,
            "{game} took {:?}",
            started.elapsed()
        );
    }
    let stderr = sg_limit(&["analyze", "grundy 18446744073709551615", "--lang", "zh"]);
    assert!(stderr.contains("最多容纳到第 1073741823 堆"), "{stderr}");
}

#[test]
fn completions_complete_the_name_asked() {
    let sglab = sg_ok(&["completions", "bash"]);
    assert!(sglab.contains("complete -F _sglab"), "{sglab}");
    let short = sg_ok(&["completions", "bash", "--name", "sg"]);
    assert!(short.contains("complete -F _sg "), "{short}");
    let fish = sg_ok(&["completions", "fish", "--name", "sg"]);
    assert!(fish.contains("complete -c sg "), "{fish}");
    // The help names the short name and why.
    let help = sg_ok(&["--help"]);
    assert!(help.contains("`sg` is its optional short name"), "{help}");
}

#[test]
fn analyze_a_game_that_may_never_end() {
    // Issue 36's examples: a two-cycle is a draw; with an exit, 1 wins and 2 loses.
    let draw = sg_json(&["analyze", "loopy 1>2 2>1 @ 1"]);
    assert_eq!(
        draw,
        serde_json::json!({
            "game": "loopy 1>2 2>1 @ 1", "rule": "normal", "outcome": "D", "sg": "∞{}",
            "winning_moves": [], "winning_moves_total": 0,
            "components": ["loopy 1>2 2>1 @ 1"], "component_sg": ["∞{}"],
            "drawing_moves": ["loopy 1>2 2>1 @ 2"], "drawing_moves_total": 1,
        })
    );
    assert_eq!(
        sg_ok(&["analyze", "loopy 1>2 2>1 1>3 @ 1"]),
        "loopy 1>2 1>3 2>1 @ 1: N (SG 1)\nwinning moves:\n  loopy 1>2 1>3 2>1 @ 2\n  loopy 1>2 1>3 2>1 @ 3\n"
    );
    assert_eq!(
        sg_ok(&["analyze", "loopy 1>2 2>1 1>3 @ 2"]),
        "loopy 1>2 1>3 2>1 @ 2: P (SG 0)\nno winning move\n"
    );
    // An ∞ value with its set, beside a Nim heap: the sum's value and each component's.
    let sum = sg_json(&["analyze", "loopy a>a a>b a>c c>b @ a + nim 2"]);
    assert_eq!(sum["outcome"], "D");
    assert_eq!(sum["sg"], "∞{2,3}");
    assert_eq!(sum["component_sg"], serde_json::json!(["∞{0,1}", 2]));
    assert_eq!(
        sg_ok(&["analyze", "loopy 1>2 2>1 @ 1 1"]),
        "loopy 1>2 2>1 @ 1 1: D (SG ∞{})\nmoves that keep the draw:\n  loopy 1>2 2>1 @ 2 1\n  loopy 1>2 2>1 @ 1 2\n"
    );
    // misère and every: are refused as a notation error (exit 2).
    for rule in ["misere:", "every:"] {
        let run = sg(&["analyze", rule, "loopy 1>2 2>1 @ 1"]);
        assert_eq!(run.code, Some(2));
        assert!(run.stderr.contains("normal play only"), "{}", run.stderr);
    }
}
