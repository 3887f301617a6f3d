//! Messages of step-by-step proofs (`crate::proof`): one template per step key, in English
//! and Simplified Chinese, with the same `{name}` placeholders (tested).

use super::Message;

super::messages! {
    /// Proof steps and theorems.
    PROOF_MESSAGES;
    // Frame.
    "proof.header" => "{game}: {outcome}", "{game}：{outcome}";
    "proof.header_sg" => "{game}: {outcome} (SG value {sg})", "{game}：{outcome}（SG 值为 {sg}）";
    "proof.more" => "… and {count} more.", "……另有 {count} 个。";
    "proof.line.expand" => "(proof of {game}: expand)", "（{game} 的证明：展开）";
    "proof.line.reply" => "{option}  →  answer {reply}", "{option}  →  应对 {reply}";
    "proof.line.no_reply" => "{option}  →  no answer found", "{option}  →  未找到应对";
    "proof.line.step" => "{component}  step {step}", "{component}  step 值 {step}";
    // Conclusions.
    "proof.winning_move" => "Winning move: go to {after}, a P-position (its proof is one level down).", "必胜走法：走到 {after}，这是必败态（P），其证明在下一层。";
    "proof.winning_moves" => "Winning moves: {total} in all, each going to a P-position; {count} are listed, each with its proof one level down:", "必胜走法：共 {total} 种，每种都走到必败态（P）；下面列出 {count} 种，每种的证明在下一层：";
    "proof.winning_moves.all" => "Winning moves: there are {total}, each going to a P-position (each proof is one level down):", "必胜走法：共 {total} 种，每种都走到必败态（P）（每种的证明在下一层）：";
    "proof.winning_moves.uncounted" => "Winning moves: {count} listed (the total was not counted), each going to a P-position with its proof one level down:", "必胜走法：列出 {count} 种（总数未统计），每种都走到必败态（P），其证明在下一层：";
    "proof.winning_move.item" => "Go to {after}.", "走到 {after}。";
    "proof.conclusion.n" => "So {game} is an N-position: the player to move wins by playing a winning move and then answering every move the same way.", "所以 {game} 是必胜态（N）：先手走出必胜走法，之后对每一步都照此应对，即可获胜。";
    "proof.conclusion.p" => "So {game} is a P-position: whatever the player to move does, the opponent answers back to a P-position, and the player to move eventually loses.", "所以 {game} 是必败态（P）：无论先手怎么走，后手都能走回必败态，先手终将失败。";
    "proof.p.no_move" => "No move is possible in {game}, so under this rule the player to move loses.", "{game} 中无路可走，按此规则先手失败。";
    "proof.certificate" => "Every move from {game} ({count} listed) has an answer that returns to a P-position:", "从 {game} 出发的每一步（列出 {count} 步）都有一个应对，使局面回到必败态：";
    "proof.p.general_normal" => "In general: the SG value is 0, so by the definition of mex no option has SG value 0. Every option is an N-position, from which the opponent can move back to SG value 0.", "一般地：SG 值为 0，由 mex 的定义，没有任何后继局面的 SG 值为 0。每个后继都是必胜态，对手总能从那里走回 SG 值为 0 的局面。";
    "proof.p.general_misere" => "In general: every option was checked by the misère rule and each is an N-position, so the opponent always has an answer back to a P-position.", "一般地：按反常规则检查了每个后继局面，它们都是必胜态，所以对手总能走回必败态。";
    "proof.p.general_every" => "In general: the largest step number is even, so whatever the player to move does, the opponent keeps the winning components lasting longest and finishes last.", "一般地：最大的 step 值是偶数，无论先手怎么走，后手都能让自己必胜的部分坚持得最久，最后一步由后手走出。";
    // Sums.
    "proof.sum.sprague_grundy" => "Sprague–Grundy theorem: the SG value of a sum of {count} games is the xor of their SG values, and a position is P exactly when its SG value is 0. The components:", "SG 定理：{count} 个游戏之和的 SG 函数值等于各游戏 SG 值的异或和；局面是必败态当且仅当其 SG 值为 0。各个部分：";
    "proof.sum.component" => "{component} has SG value {sg}.", "{component} 的 SG 值为 {sg}。";
    "proof.xor.value" => "The xor of these values is {total}: that is the position's SG value (a move may change several of them at once; the winning moves are found from the value of each position they leave).", "这些值的异或和为 {total}，即该局面的 SG 值（一步可能同时改变其中几个值；必胜走法由每一步之后局面的值求出）。";
    "proof.xor.zero" => "The xor of the values is 0: any move changes exactly one value and makes the xor non-zero.", "异或和为 0：任何一步只改变其中一个值，异或和必然不为 0。";
    "proof.xor.nonzero" => "The xor is {total} ≠ 0. Its highest set bit is bit {bit} (worth {power}); {component} has value {value}, which has that bit, so {value} ⊕ {total} = {target} < {value}. A move takes {component} to value {target} (by the definition of mex such a move exists), and the xor becomes 0.", "异或和为 {total} ≠ 0。它的最高位是第 {bit} 位（值为 {power}）；{component} 的值 {value} 在这一位上是 1，所以 {value} ⊕ {total} = {target} < {value}。把 {component} 走到值为 {target} 的局面（由 mex 的定义，这样的走法一定存在），异或和就变为 0。";
    // Mex.
    "proof.mex" => "The {count} options of {position} and their SG values; the SG value is the least value missing (mex): {value}.", "{position} 的 {count} 个后继局面及其 SG 值；SG 值是其中没有出现的最小自然数（mex）：{value}。";
    "proof.mex.multi" => "The {count} options of {position}; a move that splits it leaves several games, whose SG value is the xor of the parts (Multi-SG). The mex of the values is {value}.", "{position} 的 {count} 个后继局面；分裂成几个游戏的后继，其 SG 值是各部分 SG 值的异或（Multi-SG）。这些值的 mex 为 {value}。";
    "proof.mex.terminal" => "{position} has no move, so its SG value is mex of the empty set, 0.", "{position} 无路可走，其 SG 值为空集的 mex，即 0。";
    "proof.mex.too_many" => "{position} has too many options to list; its SG value, the mex of theirs, is {value}.", "{position} 的后继局面太多，无法一一列出；其 SG 值（后继 SG 值的 mex）为 {value}。";
    // Nim.
    "proof.nim.bouton" => "Bouton's theorem (Nim): a heap of n has SG value n, and a sum of {count} heaps is a P-position exactly when the xor of the heap sizes is 0. From xor 0 every move changes one heap and makes the xor non-zero; from a non-zero xor one heap can be lowered to make it 0.", "Bouton 定理（尼姆博弈）：n 个石子的一堆，SG 值为 n；{count} 堆石子是必败态，当且仅当各堆石子数的异或和为 0。异或和为 0 时，任何一步只改变一堆，异或和必不为 0；异或和不为 0 时，总能减少某一堆使异或和变为 0。";
    "proof.nim.heap" => "A Nim heap of {heap} can move to every smaller heap 0, 1, …, {below}, whose SG values are those numbers; their mex is {heap}.", "{heap} 个石子的尼姆堆可以走到 0, 1, …, {below} 每一个更小的堆，它们的 SG 值就是这些数；其 mex 为 {heap}。";
    "proof.nim.empty" => "An empty Nim heap has no move: SG value 0.", "空的尼姆堆无路可走：SG 值为 0。";
    // Wythoff.
    "proof.wythoff.theorem" => "Wythoff's theorem (Wythoff's game): the P-positions are (a_k, b_k) in either order, with a_k = ⌊kφ⌋, φ = (1+√5)/2, b_k = a_k + k. Here a_k is computed exactly as ⌊(k + ⌊k√5⌋)/2⌋, where ⌊k√5⌋ is the integer square root of 5k².", "威佐夫定理（威佐夫博弈）：必败态（奇异局势）是 (a_k, b_k)（两数顺序不限），其中 a_k = ⌊kφ⌋，φ = (1+√5)/2，b_k = a_k + k。这里 a_k 用整数精确计算：a_k = ⌊(k + ⌊k√5⌋)/2⌋，⌊k√5⌋ 是 5k² 的整数平方根。";
    "proof.wythoff.instance" => "For ({low}, {high}): k = {high} − {low} = {k}, ⌊k√5⌋ = {root}, a_k = ⌊({k} + {root})/2⌋ = {a_k}, b_k = {a_k} + {k} = {b_k}.", "对 ({low}, {high})：k = {high} − {low} = {k}，⌊k√5⌋ = {root}，a_k = ⌊({k} + {root})/2⌋ = {a_k}，b_k = {a_k} + {k} = {b_k}。";
    "proof.wythoff.pair_overflow" => "For ({low}, {high}): k = {k}, and b_k exceeds every heap of 64 bits, so ({low}, {high}) is not (a_k, b_k): an N-position.", "对 ({low}, {high})：k = {k}，b_k 超出 64 位整数范围，因此 ({low}, {high}) 不是 (a_k, b_k)：必胜态。";
    "proof.wythoff.is_p" => "({low}, {high}) = (a_k, b_k): a P-position. Every move either changes one heap (then the difference or the pair changes and the position is no longer (a_j, b_j)) or takes the same from both (keeping k but lowering a_k), so it leaves an N-position.", "({low}, {high}) = (a_k, b_k)：必败态。任何一步要么只改变一堆，要么从两堆取同样多（k 不变而 a_k 变小），都会离开奇异局势，走到必胜态。";
    "proof.wythoff.not_p" => "({low}, {high}) ≠ (a_k, b_k) = ({a_k}, {b_k}): an N-position. The winning moves, by case:", "({low}, {high}) ≠ (a_k, b_k) = ({a_k}, {b_k})：必胜态。各种情况的必胜走法：";
    "proof.wythoff.case_diagonal" => "Case: the smaller heap exceeds a_k. Take {taken} from both heaps; the difference stays k = {k}, reaching ({a}, {b}) = (a_k, b_k).", "情况：较小的一堆大于 a_k。从两堆各取 {taken} 个，差仍为 k = {k}，得到 ({a}, {b}) = (a_k, b_k)。";
    "proof.wythoff.case_partner_lower" => "Case: {kept} = a_j for j = {j}, and its partner b_j = {partner} is smaller than the other heap. Lower the other heap from {from} to {to}.", "情况：{kept} = a_j（j = {j}），与它配对的 b_j = {partner} 小于另一堆。把另一堆从 {from} 减到 {to}。";
    "proof.wythoff.case_partner_upper" => "Case: {kept} = b_j for j = {j}, and its partner a_j = {partner} is smaller than the other heap. Lower the other heap from {from} to {to}.", "情况：{kept} = b_j（j = {j}），与它配对的 a_j = {partner} 小于另一堆。把另一堆从 {from} 减到 {to}。";
    "proof.wythoff.sg_table" => "Its SG value, {value}, comes from the mex table of all positions with both heaps below 1024 (no closed form is known, OEIS A004481).", "它的 SG 值 {value} 来自两堆都小于 1024 的全部局面的 mex 表（没有已知的通项公式，OEIS A004481）。";
    "proof.wythoff.sg_unknown" => "Its SG value lies beyond the mex table (heaps below 1024); the outcome above needs only the theorem.", "它的 SG 值超出了 mex 表的范围（两堆小于 1024）；上面的结论只用到定理。";
    // Staircase.
    "proof.coins.reduction" => "Coin turning ({rule}): a position's SG value is the xor of the SG values of its heads-up coins taken alone (seed 002). Each head alone (position:value): {heads}.", "翻硬币（{rule}）：局面的 SG 值等于所有正面朝上的硬币单独存在时的 SG 值的异或和（种子 002）。每枚正面硬币单独的值（位置:值）：{heads}。";
    "proof.coins.tartan" => "Two-dimensional coin turning ({rows} × {columns}): by the tartan theorem a lone head at row i, column j is worth g(i) ⊗ h(j), the nim product of the two rules' values, and the position the xor over its heads (seed 002: it holds for two-dimensional coin turning too). Each head alone ((row,column):value): {heads}.", "二维翻硬币（{rows} × {columns}）：由 tartan 定理，第 i 行第 j 列的一枚正面硬币单独的值为 g(i) ⊗ h(j)（两条规则的值的 nim 积），局面的值为所有正面硬币的异或（种子 002：二维翻硬币同样成立）。每枚正面硬币单独的值（(行,列):值）：{heads}。";
    "proof.beans.reduction" => "The bean-splitting game (HNOI2007): a move touches one bean only (it leaves and two new ones appear further on), so each bean is a game of its own. A bean d piles before the last is worth b(d) = mex of b(x) ⊕ b(y) over 0 ≤ y ≤ x < d; pile by pile (pile:value): {values}. Two beans on one pile cancel, so only the piles with an odd number of beans count.", "分裂游戏（HNOI2007）：一次操作只动一颗豆子（它消失，后面出现两颗新的），所以每颗豆子是一个独立的游戏。距离最后一堆 d 堆的豆子的 SG 值 b(d) 是所有 b(x) ⊕ b(y)（0 ≤ y ≤ x < d）的 mex；逐堆（堆:值）：{values}。同一堆的两颗豆子相互抵消，所以只有豆子数为奇数的堆才算。";
    "proof.beans.first_move" => "The first winning move, as the problem prints it: i = {i}, j = {j}, k = {k} ({count} winning moves in all).", "题目要求输出的第一个必胜操作：i = {i}，j = {j}，k = {k}（共有 {count} 种必胜操作）。";
    "proof.beans.no_move" => "No move reaches a P-position: the output is -1 -1 -1.", "没有能走到必败态的操作：输出 -1 -1 -1。";
    "proof.georgia.reduction" => "Georgia and Bob (POJ 1704): the empty cells left of each piece are {gaps}. Sliding a piece left moves that many cells from its gap to the gap of the next piece on its right (or off the line, for the last piece): numbering the gaps from the right as steps, {from} is the staircase {to}.", "Georgia and Bob（POJ 1704）：每枚棋子左边的空格数依次为 {gaps}。把一枚棋子向左移若干格，就是把这么多空格从它的间隔移到右边下一枚棋子的间隔（最右边的棋子则移出）：把间隔从右往左编号为台阶，{from} 就是阶梯博弈 {to}。";
    "proof.staircase.reduction" => "Staircase Nim (staircase game): only the odd steps count. Coins moved from an even step to an odd step can be moved on by the opponent at once, undoing the change, so {from} plays like Nim on the odd steps: {to}.", "阶梯博弈：只有奇数级台阶有用。从偶数级移到奇数级的硬币，对手可以立刻把同样多的硬币继续往下移，抵消这一步，所以 {from} 等价于奇数级台阶上的尼姆博弈：{to}。";
    "proof.staircase.value" => "So the SG value is the xor of the odd steps: {value}.", "所以 SG 值是奇数级台阶硬币数的异或和：{value}。";
    // Moore.
    "proof.moore.theorem" => "Moore's theorem (Nim-k, k = {k}): write the heaps in binary; the position is P exactly when every column's digit sum is divisible by k + 1 = {modulus}.", "Moore 定理（Nim-k，k = {k}）：把各堆写成二进制；局面是必败态，当且仅当每一列的数字之和都能被 k + 1 = {modulus} 整除。";
    "proof.moore.columns" => "The heaps in binary, with each column's sum and its remainder mod {modulus}:", "各堆的二进制，以及每一列的和与它模 {modulus} 的余数：";
    "proof.moore.all_divisible" => "Every column sum is divisible by {modulus}: a P-position. A move changes at most k heaps, each losing tokens, so the highest column it changes gets a sum that is not divisible any more.", "每一列的和都能被 {modulus} 整除：必败态。一步最多改变 k 堆且每堆都减少，它改变的最高一列的和就不再能被整除。";
    "proof.moore.not_divisible" => "Column {bit} (counting from 0 at the units) sums to {sum}, which leaves {rest} mod {modulus}: an N-position. Working down from the highest such column, at most k heaps can be lowered to make every column sum divisible.", "第 {bit} 列（个位为第 0 列）的和为 {sum}，模 {modulus} 余 {rest}：必胜态。从最高的这样一列往下，最多改变 k 堆就能让每一列的和都被整除。";
    "proof.moore.sg_search" => "Its SG value, found by exhaustive search, is {value} (for k ≥ 2 no formula is known).", "穷举搜索得到它的 SG 值为 {value}（k ≥ 2 时没有已知公式）。";
    // Euclid.
    "proof.euclid.finished" => "A 0 has been made: the game is over and the player to move has lost.", "已经出现了 0：游戏结束，轮到的一方已经输了。";
    "proof.euclid.division" => "Euclid's game: {large} = {q} × {small} + {r}. The options are ({small}, {r} + j × {small}) for j = 0 … {last}.", "欧几里得游戏：{large} = {q} × {small} + {r}。后继局面是 ({small}, {r} + j × {small})，j = 0 … {last}。";
    "proof.euclid.case_divides" => "{small} divides the larger number: subtract all of it and make a 0, which wins.", "{small} 整除较大的数：一次减到 0 即获胜。";
    "proof.euclid.case_choice" => "The quotient is at least 2, so the player to move chooses between ({small}, {r}) and ({small}, {next}); the second has the first as its only option, so exactly one of them is P: an N-position.", "商至少为 2，先手可以在 ({small}, {r}) 和 ({small}, {next}) 之间选择；后者唯一的后继就是前者，所以两者中恰有一个是必败态：必胜态。";
    "proof.euclid.case_forced" => "The quotient is 1, so the only move is to ({r}, {small}), whose SG value is {base}; the position is P exactly when that one is N.", "商为 1，唯一的走法是到 ({r}, {small})，其 SG 值为 {base}；当且仅当它是必胜态时，本局面是必败态。";
    "proof.euclid.chain" => "Chain lemma: with v = SG({r}, {small}) = {base}, the options form a chain whose j-th position has value j − 1 for 1 ≤ j ≤ v and j above; so with quotient {q} the SG value is {value}.", "链引理：设 v = SG({r}, {small}) = {base}，后继局面构成一条链，第 j 个的值在 1 ≤ j ≤ v 时为 j − 1，否则为 j；所以商为 {q} 时 SG 值为 {value}。";
    // Circle.
    "proof.circle.empty" => "No coins: no move, a P-position.", "没有硬币：无路可走，必败态。";
    "proof.circle.take_all" => "{coins} coins: take them all at once (one coin, or two adjacent ones) and win.", "{coins} 枚硬币：一次全部取走（一枚，或相邻的两枚）即获胜。";
    "proof.circle.symmetry" => "Symmetry ({coins} coins ≥ 3): the first move opens the circle into a line; the second player takes the one or two coins in the middle of that line, leaving two equal lines, and then copies each move on the other line. The second player makes the last move: a P-position.", "对称策略（{coins} 枚 ≥ 3）：第一步把圆圈断成一条链；后手取走链正中间的一枚或两枚，留下两条相同的链，之后在另一条链上模仿先手的每一步。最后一步由后手走出：必败态。";
    // Green Hackenbush.
    "proof.hackenbush.colon" => "Colon principle (Green Hackenbush): a branch can be replaced by a bamboo stalk of the same value, computed from the leaves up (a node is worth the xor of its children's values plus 1 each). The branches at the root become stalks, that is Nim heaps: {from} = {to}.", "冒号原理（删边游戏）：任一分支可以换成等值的竹竿，从叶子往上计算（结点的值等于各子结点的值加 1 后的异或和）。根上的各分支变成竹竿，也就是尼姆堆：{from} = {to}。";
    "proof.hackenbush.fusion" => "Fusion principle (Green Hackenbush): the nodes of each cycle fuse into one node, its edges becoming loops (each loop is a stalk of length 1); the fused graph is a tree with loops, valued by the colon principle: {position} has SG value {value}.", "融合原理（删边游戏）：每个环上的结点可以融合为一个结点，环上的边变成自环（每个自环是长度为 1 的竹竿）；融合后得到带自环的树，用冒号原理计算：{position} 的 SG 值为 {value}。";
    // Multi-SG closed forms and periods.
    "proof.lasker.closed_form" => "Lasker's Nim (Multi-SG): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. Here {heap} = 4 × {k} + {r}, so g({heap}) = {value}.", "Lasker's Nim（Multi-SG）：g(4k+1) = 4k+1，g(4k+2) = 4k+2，g(4k+3) = 4k+4，g(4k+4) = 4k+3。这里 {heap} = 4 × {k} + {r}，所以 g({heap}) = {value}。";
    "proof.octal.period" => "Guy–Smith periodicity theorem: the values of {head} repeat with period {period} from heap {preperiod} (checked through heap {checked}), so g({heap}) = g({folded}).", "Guy–Smith 周期定理：{head} 的 SG 值从第 {preperiod} 堆起以 {period} 为周期重复（已验证到第 {checked} 堆），所以 g({heap}) = g({folded})。";
    // Subtraction games.
    "proof.bash.multiple" => "Bash game: a heap of n with moves of 1 to {m} has SG value n mod {modulus}. Here {heap} = {q} × {modulus} + 0, a multiple of {modulus}: whatever x the mover takes (1 ≤ x ≤ {m}), the opponent takes {modulus} − x and keeps the heap a multiple of {modulus}, down to 0. SG value {value}.", "巴什博弈：每次取 1 到 {m} 个，n 个石子的 SG 值为 n mod {modulus}。这里 {heap} = {q} × {modulus} + 0，是 {modulus} 的倍数：先手取 x 个（1 ≤ x ≤ {m}），后手就取 {modulus} − x 个，始终保持 {modulus} 的倍数，直到 0。SG 值为 {value}。";
    "proof.bash.remainder" => "Bash game: a heap of n with moves of 1 to {m} has SG value n mod {modulus}. Here {heap} = {q} × {modulus} + {r}: take {r} to leave a multiple of {modulus}, and then answer every x with {modulus} − x. SG value {value}.", "巴什博弈：每次取 1 到 {m} 个，n 个石子的 SG 值为 n mod {modulus}。这里 {heap} = {q} × {modulus} + {r}：先取走 {r} 个，留下 {modulus} 的倍数，之后对方取 x 个就取 {modulus} − x 个。SG 值为 {value}。";
    "proof.powers.odd" => "Powers of {b} (odd): every power of an odd number is odd, so every move changes the parity of the heap; g(n) = n mod 2. Here {heap} mod 2 = {r}, SG value {value}.", "取 {b} 的幂（奇数）：奇数的幂都是奇数，每一步都改变石子数的奇偶性；g(n) = n mod 2。这里 {heap} mod 2 = {r}，SG 值为 {value}。";
    "proof.powers.even" => "Powers of {b} (even): B^k ≡ (−1)^k (mod {modulus}), so a move changes n mod {modulus} by ±1; by induction g(n) = 2 when n mod {modulus} = {b}, else (n mod {modulus}) mod 2. Here {heap} mod {modulus} = {r}, SG value {value}.", "取 {b} 的幂（偶数）：B^k ≡ (−1)^k (mod {modulus})，每一步使 n mod {modulus} 加 1 或减 1；归纳可得 n mod {modulus} = {b} 时 g(n) = 2，否则 g(n) = (n mod {modulus}) mod 2。这里 {heap} mod {modulus} = {r}，SG 值为 {value}。";
    "proof.powers.two" => "Powers of {b} (Kiki and Cici): the powers 1, 2, 4, 8, … are never multiples of {modulus}, so from a multiple of {modulus} every move leaves a non-multiple, and from a non-multiple taking 1 or 2 leaves a multiple: a heap is P exactly when n mod {modulus} = 0. Here {heap} mod {modulus} = {r}, SG value {value}.", "取 {b} 的幂（Kiki 和 Cici）：1, 2, 4, 8, … 都不是 {modulus} 的倍数，所以从 {modulus} 的倍数出发，每一步都走到非倍数；从非倍数出发，取 1 或 2 个就能回到倍数：石子数 n mod {modulus} = 0 时为必败态。这里 {heap} mod {modulus} = {r}，SG 值为 {value}。";
    "proof.subtract.period" => "Golomb's periodicity of subtraction games: the values of {head} repeat with period {period} from heap {preperiod}, so g({heap}) = g({folded}).", "减法游戏的周期性（Golomb）：{head} 的 SG 值从第 {preperiod} 堆起以 {period} 为周期重复，所以 g({heap}) = g({folded})。";
    "proof.split.pairs" => "Even splitting (Multi-SG, F = {f}): a split leaves several heaps, whose value is the xor of their values; equal heaps cancel in pairs, so only the parities of the numbers of heaps of each size matter.", "均分游戏（Multi-SG，F = {f}）：分裂后得到几堆，其 SG 值为各堆 SG 值的异或；相同的堆两两抵消，只需看每种大小的堆数的奇偶性。";
    // Misère.
    "proof.misere.sj" => "Misère Nim (anti-Nim, Anti-SG, SJ theorem): the player to move wins exactly when either some heap is larger than 1 and the xor is not 0, or every heap is at most 1 and the xor is 0.", "反尼姆（Anti-SG，SJ 定理）：先手必胜，当且仅当（1）有某堆大于 1 且异或和不为 0，或（2）每堆都不超过 1 且异或和为 0。";
    "proof.misere.case_small_even" => "Every heap is at most 1 and there are {ones} heaps of 1, an even number (xor 0): the players take one heap each turn and the opponent takes the last: the player to move wins.", "每堆都不超过 1，共有 {ones} 堆 1，是偶数（异或和为 0）：双方每次只能拿走一堆，最后一堆由对手拿走：先手必胜。";
    "proof.misere.case_small_odd" => "Every heap is at most 1 and there are {ones} heaps of 1, an odd number (xor 1): the players take one heap each turn and the player to move takes the last: a P-position.", "每堆都不超过 1，共有 {ones} 堆 1，是奇数（异或和为 1）：双方每次只能拿走一堆，最后一堆由先手拿走：必败态。";
    "proof.misere.case_one_big" => "Exactly one heap, {heap}, is larger than 1 (so the xor is not 0): reduce it to {leave}, leaving {left} heaps of 1, an odd number. The opponent then faces heaps of at most 1 with xor 1 and loses.", "恰有一堆（{heap}）大于 1（所以异或和不为 0）：把它减到 {leave}，剩下 {left} 堆 1，是奇数。对手面对全是 1 且异或和为 1 的局面，必败。";
    "proof.misere.case_big_nonzero" => "{big} heaps are larger than 1 and the xor is {xor} ≠ 0: play as in normal Nim and make the xor 0. A move to xor 0 leaves at least two heaps larger than 1, so the opponent can never reach the one-big-heap case first: an N-position.", "有 {big} 堆大于 1，异或和为 {xor} ≠ 0：按普通尼姆博弈把异或和变为 0。异或和为 0 时至少还有两堆大于 1，对手无法先进入只剩一堆大于 1 的情形：必胜态。";
    "proof.misere.case_big_zero" => "{big} heaps are larger than 1 and the xor is 0: every move makes the xor non-zero, and the opponent answers as in the winning cases: a P-position.", "有 {big} 堆大于 1，异或和为 0：任何一步都使异或和不为 0，对手按必胜情形应对：必败态。";
    "proof.misere.search" => "Under misère play (the player who cannot move wins) the outcome does not follow from SG values in general; it was decided by exhaustive search of the sum's positions.", "反常规则下（无法移动者获胜），结果一般不能由 SG 值直接得出；这里通过穷举整个和局面的所有局面来判定。";
    // Every-SG.
    "proof.every.theorem" => "Every-SG: each component that can move must move, so the game lasts as long as its longest component. A component's step number is how long it lasts under best play: 0 when finished; if some option has an even step, 1 + the largest even step of an option (the winner stretches it); otherwise 1 + the smallest step (the loser shortens it). The player to move wins exactly when the largest step number is odd.", "Every-SG：每个能动的部分都必须动，所以整局游戏持续到最长的那个部分结束。一个部分的 step 值是最优策略下它持续的步数：结束时为 0；若有后继的 step 为偶数，则为 1 + 后继中最大的偶数 step（赢家拖长）；否则为 1 + 后继中最小的 step（输家缩短）。先手必胜当且仅当最大的 step 值为奇数。";
    "proof.every.steps" => "The step numbers of the components (the largest is {longest}):", "各部分的 step 值（最大为 {longest}）：";
    "proof.every.odd" => "The largest step number, {longest}, is odd: the player to move makes the last move.", "最大的 step 值 {longest} 是奇数：最后一步由先手走出。";
    "proof.every.even" => "The largest step number, {longest}, is even: the opponent makes the last move.", "最大的 step 值 {longest} 是偶数：最后一步由后手走出。";
}
