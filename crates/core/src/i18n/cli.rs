//! Messages of the `sg` command itself: its progress line and its own errors.

use super::Message;

super::messages! {
    /// What `sg` prints on standard error beside the answers core gives it.
    CLI_MESSAGES;
    // The progress line of long work on a terminal (crates/cli/src/progress.rs).
    "cli.progress.heaps" => "{heaps} heaps", "已算 {heaps} 堆";
    "cli.progress.rare" => "{rare} rare values", "{rare} 个稀有值";
    "cli.progress.rate" => "{rate} heaps/s", "每秒 {rate} 堆";
    "cli.progress.work" => "{work} units of work", "已完成 {work} 单位的计算";
    "cli.progress.elapsed" => "{seconds} s", "{seconds} 秒";
    "cli.progress.left" => "about {seconds} s left", "约剩 {seconds} 秒";
    "cli.progress.hint" => "Ctrl-C stops", "Ctrl-C 停止";
    // Every error of `sg`, before its message.
    "cli.error" => "error: {message}", "错误：{message}";
    // `--timeout`.
    "cli.timeout" => "the time limit of {seconds} s (--timeout) ran out before an answer", "在得出答案之前用完了 {seconds} 秒的时间限制（--timeout）";
}
