//! Messages of the page's frame and of the widgets.

use super::Message;

super::messages! {
    /// The interface's own words: titles, labels, buttons.
    UI_MESSAGES;
    // The page's frame.
    "app.title" => "sglab: Sprague–Grundy explorer", "sglab：SG 函数探索器";
    "app.tagline" => "Who wins an impartial game, and why.", "公平组合游戏：谁必胜，为什么。";
    "app.loading" => "Loading…", "加载中…";
    "app.language" => "Language", "语言";
    "input.label" => "Game in notation", "游戏记号";
    "input.placeholder" => "e.g. nim 3 4 5", "例如 nim 3 4 5";
    "input.analyze" => "Analyse", "分析";
    "result.outcome" => "Outcome", "结果";
    "result.sg" => "SG value", "SG 值";
    "result.moves" => "Winning moves", "必胜走法";
    "result.no_moves" => "No winning move: every move leads to an N position.", "没有必胜走法：每一步都会走到必胜态（N）。";
    "result.more_moves" => "and {count} more", "另有 {count} 种";
    "outcome.P" => "P: the player to move loses", "P（必败态）：先手必败";
    "outcome.N" => "N: the player to move wins", "N（必胜态）：先手必胜";
    "error.title" => "Not a game", "不是合法的游戏";
}
