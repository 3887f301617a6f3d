//! Every string a user sees, in English and Simplified Chinese: the one source of truth
//! for the CLI, the page and the widgets (the wasm crate exports this table).
//!
//! Messages have stable keys and `{name}` placeholders; [`format`] fills them. Chinese
//! follows the seeds' terms: 必胜态/必败态 (N/P), SG 函数, mex, 异或, 威佐夫博弈, 巴什博弈,
//! 尼姆博弈, 阶梯博弈, 反尼姆 (Anti-SG), Multi-SG, Every-SG.

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// The language for a tag such as `zh-CN` or `en`; English for anything else.
    ///
    /// ```
    /// use sglab_core::i18n::Lang;
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Lang::Zh);
    /// assert_eq!(Lang::from_tag("fr"), Lang::En);
    /// ```
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// `"en"` or `"zh"`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
}

/// One message in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// The stable key, e.g. `expected.heap_size`.
    pub key: &'static str,
    /// English text.
    pub en: &'static str,
    /// Simplified Chinese text.
    pub zh: &'static str,
}

impl Message {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

macro_rules! messages {
    ($($key:literal => $en:literal, $zh:literal;)*) => {
        /// Every message, sorted by nothing in particular; keys are unique (tested).
        pub const MESSAGES: &[Message] = &[$(Message { key: $key, en: $en, zh: $zh },)*];
    };
}

messages! {
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
    // Notation errors.
    "parse.expected" => "column {column}: expected {expected}, found {found}", "第 {column} 列：应为{expected}，实际为 {found}";
    "parse.invalid" => "column {column}: {found}: {reason}", "第 {column} 列：{found}：{reason}";
    "parse.end_of_text" => "the end of the text", "文本结尾";
    "expected.game_name" => "a game name", "游戏名";
    "expected.heap_size" => "a heap size", "石子堆大小";
    "expected.number" => "a number", "数字";
    "expected.parameter" => "the parameter {name}=N", "参数 {name}=N";
    "expected.set" => "a set like {1,3,4} or {1..3}", "集合，如 {1,3,4} 或 {1..3}";
    "expected.octal_code" => "an octal code like 0.77", "八进制代码，如 0.77";
    "expected.sheet_size" => "a sheet size like 3x4", "纸张尺寸，如 3x4";
    "expected.edge" => "an edge like 1-2", "边，如 1-2";
    "expected.directed_edge" => "a directed edge like 1>2", "有向边，如 1>2";
    "expected.node" => "a node name", "结点名";
    "expected.at" => "\"@\" followed by the tokens' nodes", "“@”及棋子所在结点";
    "expected.word" => "a word of letters", "由字母组成的单词";
    "expected.plus_or_end" => "\"+\" or the end of the game", "“+”或游戏结尾";
    "invalid.number_too_large" => "the number is too large", "数字太大";
    "invalid.parameter_too_small" => "the value must be at least {min}", "取值至少为 {min}";
    "invalid.bad_set" => "a set needs at least one positive number and no 0", "集合至少要有一个正数，且不能含 0";
    "invalid.bad_octal_code" => "an octal code is 0. or 4. followed by octal digits 0 to 7", "八进制代码是 0. 或 4. 后接 0 到 7 的数字";
    "invalid.bad_sheet" => "both sides of a sheet must be at least 1", "纸张两边都至少为 1";
    "invalid.bad_edge" => "this edge is not allowed here", "这里不允许这条边";
    "invalid.cycle" => "the directed graph has a cycle, so the game would never end", "有向图中有环，游戏不会结束";
    "invalid.unknown_node" => "no edge mentions this node", "没有边经过这个结点";
    "invalid.off_board" => "the square is off the board", "该格在棋盘之外";
    "invalid.bad_word" => "a word is made of the letters a to z", "单词只能由 a 到 z 组成";
    "invalid.input_too_long" => "the text is longer than {max} characters", "文本超过 {max} 个字符";
    "invalid.too_big" => "the position is larger than this game accepts", "局面超出了该游戏允许的大小";
    "invalid.wrong_count" => "this game takes exactly two numbers", "该游戏恰好需要两个数";
    "invalid.zero_number" => "at most one of the numbers may be 0", "两个数中至多一个为 0";
    // Limits.
    "limit.too_large" => "too large for exhaustive search: more than {limit} positions and moves would have to be examined", "太大，无法穷举搜索：需要检查超过 {limit} 个局面和走法";
    "limit.loopy" => "the game is not finite: position {position} can be reached from itself", "游戏不是有限的：局面 {position} 可以回到自身";
    "limit.cancelled" => "cancelled", "已取消";
}

/// The message with `key`, if any.
pub fn message(key: &str) -> Option<&'static Message> {
    MESSAGES.iter().find(|message| message.key == key)
}

/// The text of `key` in `lang` with `{name}` placeholders filled from `params`; the key
/// itself when it is unknown (a test checks every key used exists).
///
/// ```
/// use sglab_core::i18n::{format, Lang};
/// assert_eq!(format(Lang::En, "invalid.parameter_too_small", &[("min", "2")]), "the value must be at least 2");
/// ```
pub fn format(lang: Lang, key: &str, params: &[(&str, &str)]) -> String {
    let Some(message) = message(key) else {
        return key.to_string();
    };
    let mut text = message.text(lang).to_string();
    for (name, value) in params {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_both_languages_are_filled() {
        let mut keys: Vec<&str> = MESSAGES.iter().map(|m| m.key).collect();
        keys.sort_unstable();
        let count = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), count, "a key is defined twice");
        for message in MESSAGES {
            assert!(
                !message.en.trim().is_empty() && !message.zh.trim().is_empty(),
                "{} lacks a text",
                message.key
            );
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        fn names(text: &str) -> Vec<&str> {
            let mut names: Vec<&str> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
                .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
                .filter(|name| !name.is_empty())
                .collect();
            names.sort_unstable();
            names
        }
        for message in MESSAGES {
            assert_eq!(
                names(message.en),
                names(message.zh),
                "placeholders of {}",
                message.key
            );
        }
    }
}
