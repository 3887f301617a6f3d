//! Messages of the explorer page's own controls added for newcomers (issue 26): the
//! quiz's reasons in the lesson's terms, proof stepping both ways, hints that hide the
//! outcome during play, and the page's word for a limit.

use super::Message;

super::messages! {
    /// The page's words for quizzes, proof stepping, play hints and limits.
    PAGE_MESSAGES;
    "quiz.why.xor_n" => "The xor of the components' SG values ({names}) is {xor} ≠ 0, so {game} is an N-position: the player to move wins by moving to xor 0.", "各分量的 SG 值（{names}）的异或和为 {xor} ≠ 0，所以 {game} 是必胜态（N）：先手走到异或和为 0 的局面即可获胜。";
    "quiz.why.xor_p" => "The xor of the components' SG values ({names}) is {xor}, so {game} is a P-position: every move makes the xor non-zero.", "各分量的 SG 值（{names}）的异或和为 {xor}，所以 {game} 是必败态（P）：每一步都会使异或和不为 0。";
    "quiz.why.mex_n" => "SG({game}) = {mex}, the least value missing among its options' SG values. It is not 0, so {game} is an N-position: some move reaches SG value 0.", "SG({game}) = {mex}，即其后继局面 SG 值中没有出现的最小自然数。它不为 0，所以 {game} 是必胜态（N）：有一步能走到 SG 值为 0 的局面。";
    "quiz.why.mex_p" => "SG({game}) = {mex}: no option has SG value 0, so {game} is a P-position: every move reaches an N-position.", "SG({game}) = {mex}：没有后继局面的 SG 值为 0，所以 {game} 是必败态（P）：每一步都走到必胜态（N）。";
    "quiz.why.value_n" => "SG({game}) = {sg} ≠ 0, so {game} is an N-position.", "SG({game}) = {sg} ≠ 0，所以 {game} 是必胜态（N）。";
    "quiz.why.value_p" => "SG({game}) = {sg}, so {game} is a P-position.", "SG({game}) = {sg}，所以 {game} 是必败态（P）。";
    "quiz.why.steps" => "The step numbers of {game}: {steps}.", "{game} 各单一游戏的 step 值：{steps}。";
    "quiz.why.sg_xor" => "The SG value of a sum is the xor of its components' SG values ({names}): {xor}.", "游戏的和的 SG 值是各分量 SG 值（{names}）的异或和：{xor}。";
    "quiz.why.sg_mex" => "SG({game}) = {mex}: the least value missing (mex) among its options' SG values.", "SG({game}) = {mex}：其后继局面 SG 值中没有出现的最小自然数（mex）。";
    "proof.previous" => "Previous step", "上一步";
    "proof.stepwise" => "Step by step", "逐步显示";
    "graph.rows.current" => "The current position", "当前局面";
    "graph.rows.moves" => "Its moves ({count}): tap one to open it", "它的走法（{count} 种）：点击打开";
    "graph.rows.depth" => "{count} position{count:s} {depth} move{depth:s} away", "走 {depth} 步可到达的 {count} 个局面";
    "graph.rows.winning" => "a winning move", "必胜走法";
    "graph.rows.drawing" => "Show the whole graph as a drawing", "显示整张状态图";
    "page.limit.further" => "In the SG table view, “Compute further (大表)” computes far more heaps in a background worker.", "在「SG 表」视图里，「打更大的表」可以在后台线程中算到更远的堆。";
    "result.hidden_in_play" => "Hints are off: while you play, the outcome (P or N), the SG value and the xor stay hidden. Choose a hint level to reveal them step by step.", "提示已关闭：对弈时不显示必胜态/必败态、SG 值和异或和。选择提示级别可以逐步显示。";
}
