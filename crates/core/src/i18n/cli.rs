//! Messages of the `sglab` command itself: its progress line and its own errors.

use super::Message;

super::messages! {
    /// What `sglab` prints on standard error beside the answers core gives it.
    CLI_MESSAGES;
    // The progress line of long work on a terminal (crates/cli/src/progress.rs).
    "cli.progress.heaps" => "{heaps} heap{heaps:s}", "已算 {heaps} 堆";
    "cli.progress.rare" => "{rare} rare value{rare:s}", "{rare} 个稀有值";
    "cli.progress.rate" => "{rate} heap{rate:s}/s", "每秒 {rate} 堆";
    "cli.progress.work" => "{work} unit{work:s} of work", "已完成 {work} 单位的计算";
    "cli.progress.elapsed" => "{seconds} s", "{seconds} 秒";
    "cli.progress.left" => "about {seconds} s left", "约剩 {seconds} 秒";
    "cli.progress.hint" => "Ctrl-C stops", "Ctrl-C 停止";
    // Every error of `sglab`, before its message.
    "cli.error" => "error: {message}", "错误：{message}";
    // `sglab judge`: input not in the problem's format, in the problem's own words.
    "judge.unknown_problem" => "no problem \"{problem}\": sglab judge knows {known}", "没有题目“{problem}”：sglab judge 支持 {known}";
    "judge.no_word" => "the input has no word", "输入中没有单词";
    "judge.ends_too_soon" => "the input ends too soon", "输入提前结束了";
    "judge.not_a_number" => "\"{word}\" is not a number", "“{word}”不是数字";
    "judge.berzerk_objects" => "n = {n} is not between 2 and {max}", "n = {n} 不在 2 到 {max} 之间";
    "judge.berzerk_set" => "{name}'s set has {count} step{count:s}, not between 1 and {max}", "{name} 的集合有 {count} 个步长，不在 1 到 {max} 之间";
    "judge.berzerk_step" => "{name}'s step {step} is not between 1 and {max}", "{name} 的步长 {step} 不在 1 到 {max} 之间";
    "judge.board_side" => "the board side N = {n} is not between 1 and {max}", "棋盘边长 N = {n} 不在 1 到 {max} 之间";
    "judge.knight_off_board" => "knight {index} at ({x}, {y}) is not on the {n} × {n} board", "第 {index} 个骑士所在的 ({x}, {y}) 不在 {n} × {n} 的棋盘上";
    "judge.not_notation" => "{game}: {message}", "{game}：{message}";
    "judge.no_winning_cut" => "no winning cut found for an N-position", "必胜态（N）却没有找到必胜的切法";
    "judge.no_winning_turn" => "no winning turn listed for a winning position", "必胜态却没有列出必胜的一轮走法";
    "judge.no_knight_left" => "a knight's move left no knight", "骑士走完后棋盘上没有骑士了";
    // `--timeout`.
    "cli.timeout" => "the time limit of {seconds} s (--timeout) ran out before an answer", "在得出答案之前用完了 {seconds} 秒的时间限制（--timeout）";
}
