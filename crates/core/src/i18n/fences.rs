//! Messages of the Markdown fences' errors (the plugins' and `sglab render`'s) and of a
//! table's export.

use super::Message;

super::messages! {
    /// The fences' and the export's errors.
    FENCE_MESSAGES;
    "export.bad_format" => "there is no format {format}: use cpp, py, csv or json", "没有 {format} 格式：请用 cpp、py、csv 或 json";
    "export.bad_kind" => "there is no table {kind}: use sequence, grid or pairs", "没有 {kind} 表：请用 sequence、grid 或 pairs";
    // Markdown fences (docs/NOTATION.md, "Markdown fences"): the plugins' and `sglab render`'s errors.
    "fence.at" => "sg fence, column {column}: {message}", "sg 代码块，第 {column} 列：{message}";
    "fence.unknown_widget" => "unknown widget \"{found}\"; expected one of {expected}", "未知的小组件“{found}”；应为 {expected} 之一";
    "fence.unknown_attribute" => "sg {widget} takes no attribute \"{found}\"; it takes {expected}", "sg {widget} 没有属性“{found}”；可用的属性是 {expected}";
    "fence.expected_value" => "expected NAME=VALUE, found \"{found}\"", "应为 名称=值，实际是“{found}”";
    "fence.unclosed_quote" => "the quote of {found} is not closed", "{found} 的引号没有闭合";
    "fence.game_twice" => "the game is written twice: in the block and as {found}=", "游戏写了两次：代码块里一次，{found}= 一次";
    "fence.attribute_twice" => "the attribute {found} is given twice", "属性 {found} 出现了两次";
    "fence.expected_widget" => "expected a widget after sg: one of {expected}", "sg 之后应写小组件名：{expected} 之一";
}
