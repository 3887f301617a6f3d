//! Messages of the views that core and draw write: outcomes and legends, the graph's and the
//! tables' captions, periods, drawings, the pattern finder and the claim checker (the page
//! shows them through core's table; its own words are in web/i18n/).

use super::Message;

super::messages! {
    /// The views' words.
    VIEW_MESSAGES;
    // Outcomes, legends, the graph's and the tables' captions, periods.
    "result.sg" => "SG value", "SG 值";
    "outcome.P" => "P: the player to move loses", "P（必败态）：先手必败";
    "outcome.N" => "N: the player to move wins", "N（必胜态）：先手必胜";
    "outcome.D" => "D: a draw, neither player can force a win", "D（平局）：双方都无法强制获胜";
    "legend.P" => "P position (必败态): the player to move loses", "P 必败态：轮到走的一方必败";
    "legend.N" => "N position (必胜态): the player to move wins", "N 必胜态：轮到走的一方必胜";
    "legend.D" => "D draw (平局): neither player can force a win; play may go on forever", "D 平局：双方都无法强制获胜，游戏可能永不结束";
    "legend.winning" => "winning move (to a P position)", "必胜走法（走到必败态）";
    "graph.all" => "All {shown} reachable positions.", "全部 {shown} 个可达局面。";
    "graph.capped" => "Showing the first {shown} of {total} position{total:s}.", "显示前 {shown} 个局面（共 {total} 个）。";
    "graph.unknown_total" => "more", "更多";
    "table.cell" => "{game}: SG {sg} ({outcome})", "{game}：SG {sg}（{outcome}）";
    "table.not_position" => "{game} is not a position", "{game} 不是合法局面";
    "table.strip_title" => "SG values of {component} with one heap", "{component} 单堆的 SG 值";
    "table.period" => "Period {period} from heap {preperiod} on (proved; values checked to heap {checked}).", "从第 {preperiod} 堆起周期为 {period}（已证明；已计算到第 {checked} 堆）。";
    "table.no_period" => "No period proved (values checked to heap {checked}).", "未证明有周期（已计算到第 {checked} 堆）。";
    "table.period_unknown" => "No period report for this game.", "此游戏没有周期报告。";
    "table.grid_title" => "SG values of {component} (row a, column b)", "{component} 的 SG 值（行 a，列 b）";
    "table.grid_intro" => "Stronger orange: larger SG value; P marks a P position (必败态). Empty cells are not positions.", "橙色越浓 SG 值越大；P 表示必败态。空格不是合法局面。";
    "table.grid_intro_wythoff" => "Stronger orange: larger SG value; P marks a P position (必败态). The P positions lie on two rays: (⌊kφ⌋, ⌊kφ²⌋) and its mirror, φ = (1+√5)/2 (Beatty sequences).", "橙色越浓 SG 值越大；P 表示必败态。必败态落在两条射线上：(⌊kφ⌋, ⌊kφ²⌋) 及其对称，φ = (1+√5)/2（Beatty 数列）。";
    "period.bash" => "Bash theorem: g(n) = n mod {period} for every n (Winning Ways ch. 4)", "巴什博弈定理：对每个 n，g(n) = n mod {period}（Winning Ways 第 4 章）";
    "period.bash_unbounded" => "Bash theorem: g(n) = n for every u64 heap; the period 2^64 does not fit in u64", "巴什博弈定理：对 u64 范围内的每一堆，g(n) = n；周期 2^64 超出了 u64 的范围";
    "period.powers_odd" => "powers theorem: b={b} is odd, so every power is odd and g(n) = n mod 2", "幂次取石定理：b={b} 是奇数，所以每个幂都是奇数，g(n) = n mod 2";
    "period.powers_even" => "powers theorem: b={b} is even and b^k = (-1)^k mod {period}, so g(n) = 2 if n mod {period} = {b}, else (n mod {period}) mod 2", "幂次取石定理：b={b} 是偶数，b^k ≡ (-1)^k (mod {period})，所以 n mod {period} = {b} 时 g(n) = 2，否则 g(n) = (n mod {period}) mod 2";
    "period.circle" => "circle N = mex(kayles N-1, kayles N-2); Kayles has period {kayles_period} from heap {kayles_preperiod} (Guy-Smith), so circle repeats with period {period} from {preperiod}, checked through heap {checked}", "circle N = mex(kayles N-1, kayles N-2)；Kayles 从第 {kayles_preperiod} 堆起周期为 {kayles_period}（Guy–Smith 定理），所以 circle 从 {preperiod} 起周期为 {period}，已验证到第 {checked} 堆";
    "period.golomb" => "Golomb: for n >= max(S) = {k}, g(n) depends only on the {k} value{k:s} before it; g[{e}..{e_end}) = g[{f}..{f_end}), so g(n + {p}) = g(n) for all n >= {e}", "Golomb 定理：n ≥ max(S) = {k} 时，g(n) 只取决于它前面的 {k} 个值；g[{e}..{e_end}) = g[{f}..{f_end})，所以对所有 n ≥ {e} 有 g(n + {p}) = g(n)";
    "period.no_value" => "no value computed within the budget", "在工作量限制内没有算出任何值";
    "period.no_window" => "no window of max(S) = {k} value{k:s} repeated among g(0..={checked})", "在 g(0..={checked}) 中没有长为 max(S) = {k} 的窗口重复出现";
    "period.guy_smith" => "Guy-Smith periodicity theorem (Winning Ways ch. 4): g(n+{period}) = g(n) for {preperiod} <= n < {window_end} = 2*{start}+{period}+{t} (t = {t}), so for all n >= {preperiod}; values computed to heap {checked}", "Guy–Smith 周期定理（Winning Ways 第 4 章）：对 {preperiod} ≤ n < {window_end} = 2×{start}+{period}+{t}（t = {t}）有 g(n+{period}) = g(n)，所以对所有 n ≥ {preperiod} 都成立；已计算到第 {checked} 堆";
    "period.octal_stopped" => "no period proved with values up to heap {checked}: {reason}", "计算到第 {checked} 堆仍未证明周期：{reason}";
    "period.octal_asked" => "no period proved by the Guy-Smith theorem with values up to heap {checked} (the largest heap asked for)", "用 Guy–Smith 定理计算到第 {checked} 堆（所要求的最大堆）仍未证明周期";
    "period.grundy" => "Grundy's game is not known to be periodic and no periodicity theorem applies (Winning Ways ch. 4); values computed to heap {checked} ({reason})", "Grundy 游戏是否有周期至今未知，也没有可用的周期定理（Winning Ways 第 4 章）；已计算到第 {checked} 堆（{reason}）";
    "period.grundy_rare" => "Grundy's game is not known to be periodic and no periodicity theorem applies (Winning Ways ch. 4); values computed to heap {checked} ({reason}); heaps with a rare value: {rare}", "Grundy 游戏是否有周期至今未知，也没有可用的周期定理（Winning Ways 第 4 章）；已计算到第 {checked} 堆（{reason}）；其中 {rare} 堆的值是稀有值";
    "period.largest_asked" => "the largest heap asked for", "所要求的最大堆";
    "period.no_detector" => "{game} has no period detector, so no period is claimed", "{game} 没有周期检测，所以不声称有周期";
    // Drawings (crates/draw: the SVG of each view, for the page, the widgets and `sglab svg`).
    "draw.graph_title" => "State graph of {game}", "{game} 的状态图";
    "draw.graph_desc" => "{count} position{count:s} reachable from {game} (top), one row per move. P positions (必败态) are dark blue, N positions (必胜态) pale orange; each node shows its position, its letter and its SG value; winning moves are thick green arrows.", "从 {game}（最上方）出发可到达的 {count} 个局面，每走一步下降一行。必败态（P）为深蓝色，必胜态（N）为浅橙色；每个结点标出局面、P/N 字母和 SG 值；必胜走法是粗的绿色箭头。";
    "draw.graph_head" => "Each label is the position after “{head}”.", "结点上只写出“{head}”之后的部分。";
    "draw.graph_merged" => "Positions that differ only in the order of their components are drawn once.", "只是各分量顺序不同的局面合并为一个结点。";
    "draw.graph_loop" => "A move back to the same position is drawn as a loop on the node's right.", "走回同一个局面的一步画成结点右侧的小环。";
    "draw.graph_side" => "A move to a position already reached in fewer moves is drawn as a curve on the side.", "走到一个用更少步数就能到达的局面时，这一步画成侧面的曲线。";
    "draw.strip_desc" => "SG values of {component} for heaps 0 to {to}, ten to a row; P cells (SG 0) dark blue, N cells pale orange.", "{component} 第 0 到 {to} 堆的 SG 值，每行十个；必败态（SG 为 0）深蓝色，必胜态浅橙色。";
    "draw.strip_current" => "Outlined: the heaps of the position {game}.", "加粗边框：局面 {game} 中的堆。";
    "draw.strip_band" => "The period is shaded in alternating bands; a green bar marks the first heap of each period.", "周期用深浅交替的色带标出；绿色竖条标出每个周期的第一堆。";
    "draw.grid_desc" => "SG values of {component} for 0 ≤ a, b < {size}; P cells dark blue and marked P, N cells orange, darker for larger values; blank cells are not positions.", "{component} 在 0 ≤ a, b < {size} 上的 SG 值；必败态深蓝色并标 P，必胜态为橙色，值越大颜色越深；空白格不是合法局面。";
    "draw.grid_current" => "Outlined: the cell of the position {game}.", "加粗边框：局面 {game} 所在的格子。";
    "draw.xor_title" => "The xor (异或) of the SG values of {game}", "{game} 各分量 SG 值的异或";
    "draw.xor_desc" => "Each component's SG value in binary, one row each, and their xor below the line.", "每个分量的 SG 值写成二进制，一行一个，横线下是它们的异或。";
    "draw.xor_zero" => "The xor is 0: a P position (必败态).", "异或为 0：必败态（P）。";
    "draw.xor_nonzero" => "The xor is {total} ≠ 0: an N position (必胜态). Its highest set bit is bit {bit}; {component} has it, so move {component} to SG value {value} ⊕ {total} = {target}.", "异或为 {total} ≠ 0：必胜态（N）。它的最高位是第 {bit} 位；{component} 在这一位上是 1，所以把 {component} 走到 SG 值 {value} ⊕ {total} = {target}。";
    "draw.xor_more" => "… and {count} more component{count:s}, included in the xor.", "……另有 {count} 个分量，已计入异或。";
    "draw.normal_values" => "These are SG values and letters of normal play; the position is played under the {rule} rule, where they do not decide the outcome alone.", "这里是正常规则下的 SG 值和 P/N 字母；该局面按 {rule} 规则进行，单凭它们不能决定胜负。";
    "draw.not_applicable" => "the {view} view does not apply to {game}: {reason}", "{view}视图不适用于 {game}：{reason}";
    "draw.reason.table" => "it draws heap games (nim, bash, subtract, octal, kayles, …)", "它只画单堆游戏（nim、bash、subtract、octal、kayles 等）";
    "draw.reason.grid" => "it draws two-number games ({games})", "它只画两个数的游戏（{games}）";
    "draw.view.graph" => "state graph", "状态图";
    "draw.view.table" => "SG table", "SG 表";
    "draw.view.grid" => "heat map", "热力图";
    "draw.view.xor" => "xor columns", "异或竖式";
    "draw.bad_view" => "there is no view {view}: use graph, table, grid, xor or board", "没有 {view} 视图：请用 graph、table、grid、xor 或 board";
    "draw.bad_options" => "the drawing options must be an object such as {lang, idPrefix, cap, to, size, width, parts}", "绘图选项必须是一个对象，例如 {lang, idPrefix, cap, to, size, width, parts}";
    "draw.bad_parts" => "the drawing's parts must be \"all\", \"seen\" or \"later\", not \"{parts}\"", "绘图的部分必须是 \"all\"、\"seen\" 或 \"later\"，而不是 \"{parts}\"";
    "draw.title" => "{view} of {game}", "{game} 的{view}";
    "draw.too_large" => "{what} is {asked}, more than the largest a drawing allows, {max}", "{what}为 {asked}，超过了绘图允许的最大值 {max}";
    "draw.what.to" => "the last heap of the strip", "SG 表的最后一堆";
    "draw.what.size" => "the size of the heat map", "热力图的边长";
    // 打表找规律: the pattern finder (pattern.rs, `sglab pattern`).
    "pattern.periodic" => "g(n + {period}) = g(n) for every n ≥ {preperiod}", "对所有 n ≥ {preperiod}，g(n + {period}) = g(n)";
    "pattern.arithmetic" => "g(n + {period}) = g(n) + {saltus} for every n ≥ {preperiod} (arithmetic-periodic)", "对所有 n ≥ {preperiod}，g(n + {period}) = g(n) + {saltus}（算术周期）";
    "pattern.proved" => "(proved for every position)", "（已证明对所有局面成立）";
    "pattern.theorem.nim" => "Bouton's theorem: a Nim heap of n has SG value n, for every n", "Bouton 定理：n 枚石子的尼姆堆的 SG 值为 n，对每个 n 成立";
    "pattern.theorem.lasker" => "Lasker's Nim (Winning Ways ch. 4): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 for every k", "拉斯克尼姆（Winning Ways 第 4 章）：对每个 k，g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3";
    "pattern.checked_heaps" => "(checked on heaps 0 to {n}, not proved)", "（已在 0 到 {n} 堆上验证，未证明）";
    "pattern.checked_cells" => "(checked on every position with both numbers at most {n}, not proved)", "（已在两个数都不超过 {n} 的所有局面上验证，未证明）";
    "pattern.none_heap" => "no period found in the values of heaps 0 to {n} (a period must repeat at least three times, over at least the second half of the table)", "在 0 到 {n} 堆的 SG 值中没有找到周期（周期至少要重复三次，并覆盖表的后一半）";
    "pattern.none_grid" => "no rule tried fits the P-positions with both numbers at most {n} (tried: a xor b = 0, a = b, Beatty pairs, the golden-ratio band, residues mod 2 to {m})", "两个数都不超过 {n} 的必败态不符合任何已尝试的规律（已试：a xor b = 0、a = b、Beatty 数对、黄金分割区间、模 2 到 {m} 的余数）";
    "pattern.rule.xor" => "P iff a ⊕ b = 0", "必败态当且仅当 a ⊕ b = 0";
    "pattern.rule.equal" => "P iff a = b", "必败态当且仅当 a = b";
    "pattern.rule.wythoff" => "P iff min(a, b) = ⌊k·φ⌋ with k = |a − b| and φ = (1 + √5)/2", "必败态当且仅当 min(a, b) = ⌊k·φ⌋，其中 k = |a − b|，φ = (1 + √5)/2";
    "pattern.rule.beatty" => "P iff |a − b| = {t}k and min(a, b) = ⌊k·α⌋ for some k, with α = (2 − {t} + √({t}² + 4))/2", "必败态当且仅当存在 k 使 |a − b| = {t}k 且 min(a, b) = ⌊k·α⌋，其中 α = (2 − {t} + √({t}² + 4))/2";
    "pattern.rule.golden" => "P iff min(a, b) = 0, or min(a, b) < max(a, b) < φ·min(a, b), with φ = (1 + √5)/2", "必败态当且仅当 min(a, b) = 0，或 min(a, b) < max(a, b) < φ·min(a, b)，其中 φ = (1 + √5)/2";
    "pattern.rule.residues" => "P iff (a mod {m}, b mod {m}) is in {pairs}", "必败态当且仅当 (a mod {m}, b mod {m}) 属于 {pairs}";
    "pattern.theorem.wythoff" => "Wythoff (1907): the P-positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k)", "Wythoff (1907)：必败态恰为数对 (⌊kφ⌋, ⌊kφ⌋ + k)";
    "pattern.theorem.euclid" => "Cole and Davie (1969): in Euclid's game the player to move loses iff a number is 0 or the larger is less than φ times the smaller", "Cole 与 Davie (1969)：在欧几里得游戏中，当且仅当有一个数为 0，或较大数小于较小数的 φ 倍时先手必败";
    // The claim checker's verdicts (`sglab check`, the page's "Check a claim").
    "check.holds" => "holds on every position checked (up to {to}), not proved beyond", "在检验过的所有局面上成立（到 {to} 为止），更大的局面未证明";
    "check.holds_for_all" => "holds for every position: a proved period covers the claim (checked up to {to})", "对所有局面成立：已证明的周期覆盖了这个声明（检验到 {to}）";
    "check.fails" => "fails at {position}", "在 {position} 不成立";
    "check.counterexample" => "{position} is {outcome} with SG value {sg}: sglab why '{position}' derives it", "{position} 是 {outcome}，SG 值为 {sg}：用 sglab why '{position}' 可以看推导";
}
