//! Messages of notation errors and of limits.

use super::Message;

super::messages! {
    /// Notation and limit errors.
    ERROR_MESSAGES;
    // Notation errors.
    "parse.expected" => "column {column}: expected {expected}, found {found}", "第 {column} 列：应为{expected}，实际为 {found}";
    "parse.invalid" => "column {column}: {found}: {reason}", "第 {column} 列：{found}：{reason}";
    "parse.end_of_text" => "the end of the text", "文本结尾";
    "parse.suggest.spelling" => "column {column}: expected a game name, found {found}: did you mean \"{word}\"?", "第 {column} 列：应为游戏名，实际为 {found}：你是不是想写“{word}”？";
    "parse.suggest.alias" => "column {column}: expected a game name, found {found}: did you mean \"{word}\"? (sglab's keyword for that game)", "第 {column} 列：应为游戏名，实际为 {found}：你是不是想写“{word}”？（sglab 中这个游戏的关键字）";
    "parse.suggest.rule_colon" => "column {column}: expected a game name, found {found}: did you mean \"{word}\"? (a rule ends with a colon)", "第 {column} 列：应为游戏名，实际为 {found}：你是不是想写“{word}”？（规则后面要加冒号）";
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
    "expected.quoted" => "a quoted text \"...\" ending with a quote", "以引号结尾的带引号文本 \"...\"";
    "invalid.number_too_large" => "the number is too large", "数字太大";
    "invalid.parameter_too_small" => "the value must be at least {min}", "取值至少为 {min}";
    "invalid.bad_set" => "a set needs at least one positive number, no 0, and ranges a..b with a <= b", "集合至少要有一个正数，不能含 0，区间 a..b 须满足 a <= b";
    "invalid.bad_octal_code" => "an octal code is 0. or 4. followed by at most 32 octal digits 0 to 7", "八进制代码是 0. 或 4. 后接至多 32 个 0 到 7 的数字";
    "invalid.bad_sheet" => "both sides of a sheet must be at least 1", "纸张两边都至少为 1";
    "invalid.bad_edge" => "this edge is not allowed here", "这里不允许这条边";
    "invalid.cycle" => "the directed graph has a cycle, so the game would never end", "有向图中有环，游戏不会结束";
    "invalid.unknown_node" => "no edge mentions this node", "没有边经过这个结点";
    "invalid.off_board" => "the square is off the board", "该格在棋盘之外";
    "invalid.bad_word" => "a word is made of the letters a to z", "单词只能由 a 到 z 组成";
    "invalid.input_too_long" => "the text is longer than {max} byte{max:s}", "文本超过 {max} 字节";
    "invalid.too_big" => "the position is larger than this game accepts", "局面超出了该游戏允许的大小";
    "invalid.wrong_count" => "this game takes exactly two numbers", "该游戏恰好需要两个数";
    "invalid.zero_number" => "at most one of the numbers may be 0", "两个数中至多一个为 0";
    "invalid.bad_coins" => "a row of coins is written with H (heads) and T (tails) only", "硬币只能用 H（正面）和 T（反面）表示";
    "expected.coin_rule" => "a coin-turning rule: one, turtles, twins, mock or ruler", "翻硬币规则：one、turtles、twins、mock 或 ruler";
    "invalid.repeated" => "this cell already holds a piece: each cell holds at most one", "这个格子已经有棋子了：每格最多一枚";
    "invalid.too_many_edges" => "at most {max} edge{max:s} are allowed here", "这里至多允许 {max} 条边";
    "invalid.too_many_tokens" => "at most {max} token{max:s} are allowed here", "这里至多允许 {max} 枚棋子";
    "invalid.loopy_rule" => "misère and every: play are not defined for a game that may never end (loopy): it is played under normal play only", "可能永不结束的游戏（loopy，有环）没有反常（misère）和 every: 规则，只按正常规则进行";
    "invalid.rule" => "the game's rules are not understood here: {problem}", "这里的游戏规则无法理解：{problem}";
    "rule.arrow" => "each move is written \"POSITION -> RESULT\", e.g. \"n -> n - 1\"", "每种走法写成“局面 -> 结果”，例如“n -> n - 1”";
    "rule.position" => "the position is \"n\" (one number per heap) or \"(a, b)\" (two numbers), the same in every move", "局面写作“n”（每堆一个数）或“(a, b)”（两个数），每种走法都一样";
    "rule.result" => "a move's result is a number for one heap, several numbers \"(x, y, ...)\" for a split into heaps, or \"(x, y)\" for a two-number position", "走法的结果是一个数（一堆）、几个数“(x, y, ...)”（分成几堆），或“(x, y)”（两个数的局面）";
    "rule.loop" => "a loop is written \"for NAME in LOW..HIGH\" or \"for NAME in {x, y, ...}\"", "循环写成“for 名字 in 下界..上界”或“for 名字 in {x, y, ...}”";
    "rule.name" => "a loop's name must be a new word (not n, a, b or a function)", "循环变量必须是新的名字（不能是 n、a、b 或函数名）";
    "rule.values" => "P, N and sg cannot be used in a move", "走法中不能使用 P、N 和 sg";
    "rule.too_big" => "at most 16 moves, 3 loops a move and 8 parts a result", "最多 16 种走法，每种最多 3 个循环，结果最多 8 个部分";
    "rule.syntax" => "an expression is not understood", "表达式无法理解";
    // Limits.
    "limit.too_large" => "too large for exhaustive search: more than {limit} position{limit:s} and move{limit:s} would have to be examined", "太大，无法穷举搜索：需要检查超过 {limit} 个局面和走法";
    "limit.loopy" => "the game is not finite: position {position} can be reached from itself", "游戏不是有限的：局面 {position} 可以回到自身";
    "limit.cancelled" => "cancelled", "已取消";
    "limit.memory" => "too large for exhaustive search: the positions it would hold pass the memory limit of {mib} MiB", "太大，无法穷举搜索：要保存的局面超过了 {mib} MiB 的内存限制";
    "limit.table_work" => "the work limit of {limit} unit{limit:s} ran out at heap {heap}: heaps up to {heap} fit within it (a larger work budget, such as sglab's --max-work, reaches further)", "工作量上限 {limit} 在第 {heap} 堆处用完：该上限内可计算到第 {heap} 堆（增大工作量上限，例如 sglab 的 --max-work，可以算得更远）";
    "limit.table_memory" => "the memory limit of {bytes} byte{bytes:s} for one table holds heaps up to {heap}: a larger heap does not fit", "单个表格的内存上限为 {bytes} 字节，最多容纳到第 {heap} 堆：更大的堆放不下";
    "limit.grid_work" => "the work limit of {limit} unit{limit:s} holds grids of side up to {side}: a larger grid needs more (a larger work budget, such as sglab's --max-work, reaches further)", "工作量上限 {limit} 最多容纳边长为 {side} 的表格：更大的表格需要更多工作量（增大工作量上限，例如 sglab 的 --max-work，可以算得更大）";
    "limit.grid_memory" => "the memory limit of {bytes} byte{bytes:s} for one table holds grids of side up to {side}: a larger grid does not fit", "单个表格的内存上限为 {bytes} 字节，最多容纳边长为 {side} 的表格：更大的表格放不下";
    // Tables (sequence, grid, period, pairs).
    "table.not_a_component" => "\"{component}\" is not one component without heaps: write only a heap game's keyword and parameters, e.g. \"bash m=3\"", "“{component}”不是一个不带石子堆的组件：只写堆游戏的名称和参数，如“bash m=3”";
    "table.not_a_heap_game" => "\"{component}\" is not a heap game: sequences and periods are defined for heap games such as nim, \"bash m=3\", \"subtract {1,3,4}\" or kayles", "“{component}”不是堆游戏：序列和周期只对堆游戏定义，如 nim、“bash m=3”、“subtract {1,3,4}”或 kayles";
    "table.not_a_two_number_game" => "\"{component}\" is not a two-number game: the grid is defined for {games}", "“{component}”不是由两个数描述的游戏：表格只对 {games} 定义";
    "table.no_pairs" => "\"{component}\" has no pairs: sglab pairs lists the P-positions of wythoff", "“{component}”没有数对：sglab pairs 列出的是 wythoff（威佐夫博弈）的必败态";
    "table.too_large" => "{what} is {asked}, more than the largest allowed, {max}", "{what}为 {asked}，超过了允许的最大值 {max}";
    "table.what.last_heap" => "the last heap", "最后一个堆";
    "table.what.grid_size" => "the grid size", "表格边长";
    "table.what.pair_count" => "the number of pairs", "数对的个数";
    // Misuse of the wasm API.
    "argument.not_a_count" => "{name} must be a whole number from 0 up, as a number or a decimal string", "{name} 必须是从 0 起的整数（数字或十进制字符串）";
    "argument.out_of_range" => "{name} must be from {min} to {max}", "{name} 必须在 {min} 到 {max} 之间";
    "argument.not_a_string" => "{name} must be a string", "{name} 必须是字符串";
    "argument.not_a_function" => "{name} must be a function, null or undefined", "{name} 必须是函数、null 或 undefined";
    "workload.unknown" => "no benchmark workload is called {name}", "没有名为 {name} 的基准测试任务";
    "light.needs_full" => "this needs sglab's full module (the light one that widgets load first stops here)", "这需要 sglab 的完整模块（小组件先加载的精简模块到此为止）";
    // Notes on a state graph that is not complete.
    "graph.node_cap" => "more positions can be reached than the graph shows", "可到达的局面多于图中显示的";
    "graph.huge_position" => "a position has too many moves to draw: only its winning moves are shown", "某个局面的走法太多，无法全部画出：只显示其必胜走法";
    "graph.budget" => "the search stopped at its work limit: the graph is incomplete", "搜索达到工作量上限而停止：图不完整";
    // The claim checker (claim/, `sglab check`).
    "claim.at_column" => "column {column}: {detail}", "第 {column} 列：{detail}";
    "claim.character" => "the character {char} is not used in claims", "声明中不能使用字符 {char}";
    "claim.unknown_name" => "unknown name \"{name}\"", "未知的名字“{name}”";
    "claim.expected" => "expected {what}", "应为{what}";
    "claim.expected.operator" => "an operator or the end of the claim", "运算符或声明的结尾";
    "claim.expected.close" => "a closing parenthesis", "右括号";
    "claim.expected.value" => "a number, a name or a parenthesis", "数、名字或括号";
    "claim.expected.open" => "an opening parenthesis after the function's name", "函数名后的左括号";
    "claim.expected.comma" => "a comma or a closing parenthesis", "逗号或右括号";
    "claim.arity" => "{name} takes {count} argument{count:s}", "{name} 需要 {count} 个参数";
    "claim.bad_number" => "a number is malformed or longer than 30 characters", "数的格式不对或超过 30 个字符";
    "claim.too_long" => "the claim is longer than {max} byte{max:s} or nested deeper than {depth}", "声明超过 {max} 字节或嵌套超过 {depth} 层";
    "claim.wrong_variable" => "column {column}: this game's position is written {has}", "第 {column} 列：这个游戏的局面用 {has} 表示";
    "claim.type" => "column {column}: a yes/no statement and a number are mixed; a claim is a yes/no statement such as \"P iff n mod 4 == 0\"", "第 {column} 列：是非判断和数混在了一起；声明必须是是非判断，例如“P iff n mod 4 == 0”";
    "claim.arithmetic" => "at {position}: {what}", "在 {position}：{what}";
    "claim.number.overflow" => "a number is too large", "数太大";
    "claim.number.division_by_zero" => "division by zero", "除以零";
    "claim.number.two_roots" => "two different square roots meet (one kind of root per claim)", "出现了两种不同的平方根（一个声明只能含一种根）";
    "claim.number.bad_root" => "the square root of a negative or irrational number", "对负数或无理数开平方";
    "claim.number.not_whole" => "a whole number from 0 up is needed here (mod, xor, sg)", "这里需要从 0 起的整数（mod、xor、sg）";
}
