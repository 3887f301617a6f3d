//! Messages of the board view (the games drawn as themselves, `sg svg --view board`):
//! titles, how to move in each game, and the words of each kind of move.

use super::Message;

super::messages! {
    /// The board view's words.
    BOARD_MESSAGES;
    "draw.view.board" => "board", "局面图";
    "board.title" => "{game}, drawn as the game itself", "{game} 的局面图";
    "board.desc" => "The position {game} drawn as the game itself, one picture per component of the sum. Every part that can be clicked is a legal move; its tooltip names the move and the position it leaves.", "局面 {game} 按游戏本身画出，和中的每个分量一幅图。每个可以点击的部分都是一步合法走法，提示中写明这一步和走后的局面。";
    "board.move_title" => "{move} → {game}", "{move} → {game}";
    "board.nothing" => "nothing", "无";
    "board.no_move" => "No move is left here.", "这里已经无路可走。";
    "board.too_many" => "{component} has too many moves to draw them one by one; choose one in the list of moves.", "{component} 的走法太多，无法逐一画出；请在走法列表中选择。";
    "board.some_moves" => "{component}: {shown} of its {total} moves are drawn; the others are in the list of moves.", "{component}：共 {total} 步走法，图中画出 {shown} 步；其余见走法列表。";
    "board.capped" => "Only the first {count} moves are drawn as clickable parts; the others are in the list of moves.", "只有前 {count} 步走法画成可点击的部分；其余见走法列表。";
    "board.every" => "Under every:, each component that can move must move in the same turn: the parts show each component's own moves, and a turn takes one in every such component.", "在 every: 规则下，每个能走的分量在同一回合都必须走：图中各部分只是各分量自己的走法，一个回合要在每个能走的分量中各走一步。";
    "board.hint.take" => "Click a bright token to take it and every token to its right; pale tokens are out of reach of one move.", "点击一枚亮色石子，取走它和它右边的所有石子；浅色石子一步取不到。";
    "board.hint.lasker" => "Click a bright token to take it and every token to its right, or a gap ▲ to split the heap there into two heaps.", "点击一枚亮色石子，取走它和它右边的所有石子；或点击缺口 ▲，从那里把堆分成两堆。";
    "board.hint.split" => "Click a gap ▲ to split the heap there into two heaps of different sizes.", "点击缺口 ▲，从那里把堆分成大小不同的两堆。";
    "board.hint.split_even" => "Click a choice under a heap to split it into that many nearly equal heaps.", "点击堆下方的选项，把这堆分成那么多个尽量相等的堆。";
    "board.hint.moore" => "Click a bright token to take it and every token to its right from that heap; moves that take from several heaps at once (up to {k}) are in the list of moves.", "点击一枚亮色石子，从那一堆取走它和它右边的所有石子；同时从几堆（最多 {k} 堆）取石子的走法见走法列表。";
    "board.large_heap" => "A heap of more than {max} tokens is drawn as a bar with its number, followed by its last {tail} tokens.", "超过 {max} 枚的堆画成标有数目的长条，后面画出最后 {tail} 枚石子。";
    "board.hint.pins" => "Click a standing pin to knock it down, a bar ▬ between two pins to knock both down, or a mark under a pin to knock down the run that starts there.", "点击一个瓶子把它击倒，点击两个瓶子之间的横条 ▬ 把两个一起击倒，或点击瓶子下方的标记，击倒从那里开始的一串瓶子。";
    "board.hint.pins_split" => "A gap ▼ above a row of pins splits it there without knocking anything down.", "瓶子上方的缺口 ▼：从那里把一排瓶子分成两排，不击倒任何瓶子。";
    "board.pins_run" => "×{count}", "×{count}";
    "board.pins_compact" => "A row of more than {max} pins shows its first and last {end} pins; the moves in between are in the list of moves.", "超过 {max} 个瓶子的一排只画出开头和末尾各 {end} 个瓶子；中间的走法见走法列表。";
    "board.hint.wythoff" => "Click a marked square to move the queen left, down or diagonally down-left; whoever reaches the corner (0, 0) wins.", "点击带标记的格子，把皇后向左、向下或向左下斜走；走到角落 (0, 0) 的一方获胜。";
    "board.compressed" => "Rows and columns marked ≈ are left out.", "标有 ≈ 的行和列被省略了。";
    "board.hint.euclid" => "Click a notch ▼ on the longer bar to subtract a multiple of the shorter one from it; whoever makes a 0 wins.", "点击长条上的刻度 ▼，从中减去短条的若干倍；减出 0 的一方获胜。";
    "board.hint.staircase" => "Click a coin to move it and the coins above it one step down; step 0 is the ground.", "点击一枚硬币，把它和它上面的硬币一起移到下一级台阶；第 0 级是地面。";
    "board.step" => "step {step}", "第 {step} 级";
    "board.ground" => "ground", "地面";
    "board.hint.circle" => "Click a coin to take it, or the link between two neighbours to take both.", "点击一枚硬币取走它，或点击两枚相邻硬币之间的连线，把两枚一起取走。";
    "board.hint.cut" => "Click a dashed grid line to cut the sheet along it; no cut may leave a strip 1 wide.", "点击一条虚线网格线，沿它把纸剪开；不能剪出宽为 1 的纸条。";
    "board.hint.hackenbush" => "Click an edge to delete it; whatever no longer reaches the ground falls away.", "点击一条边把它删去；不再与地面相连的部分随之掉落。";
    "board.hint.dag" => "Click a bold arrow leaving a token to slide that token along it.", "点击从棋子出发的粗箭头，让棋子沿它滑动一步。";
    "board.hint.knight" => "Click a marked square to move a knight there; each move brings it nearer the corner (1, 1).", "点击带标记的格子，把马跳到那里；每一步都离角落 (1, 1) 更近。";
    "board.window" => "The board is {n} × {n}: drawn are columns {x0} to {x1} and rows {y0} to {y1}, around the knight.", "棋盘为 {n} × {n}：图中只画出马附近的第 {x0} 到 {x1} 列、第 {y0} 到 {y1} 行。";
    "board.hint.custom" => "A game of your own: click a bright token to leave the tokens before it, or a chip to split the heap; only the moves your rules allow are bright.", "自定义游戏：点击亮色石子，只留下它前面的石子；或点击下方的选项把这堆分开。只有你的规则允许的走法才是亮的。";
    "board.hint.custom_pair" => "A two-number game of your own: its moves are listed with the analysis and in play.", "两个数的自定义游戏：它的走法列在分析和对弈视图中。";
    "board.hint.palindrome" => "Click a letter marked ✂, the centre of an odd palindrome, to cut the word there; pieces shorter than 3 are dropped.", "点击标有 ✂ 的字母（奇数长度回文的中心），在那里把单词剪开；短于 3 的片段被丢弃。";
    "board.word_compact" => "Only the first {count} letters of a longer word are drawn.", "较长的单词只画出前 {count} 个字母。";
    "board.move.take" => "take {count} from the heap of {heap}, leaving {left}", "从 {heap} 枚的堆中取走 {count} 枚，剩 {left} 枚";
    "board.move.take_heap" => "take {count} from heap {index} ({heap} → {left})", "从第 {index} 堆取走 {count} 枚（{heap} → {left}）";
    "board.short.take" => "take {count}", "取 {count}";
    "board.move.split" => "split the heap of {heap} into {parts}", "把 {heap} 枚的堆分成 {parts}";
    "board.short.split" => "split {parts}", "分成 {parts}";
    "board.move.knock" => "knock down pin {pin} of {heap}, leaving {rest}", "击倒 {heap} 个瓶子中的第 {pin} 个，剩下 {rest}";
    "board.short.knock" => "pin {pin}", "第 {pin} 个";
    "board.move.knock_run" => "knock down pins {from} to {to} of {heap}, leaving {rest}", "击倒 {heap} 个瓶子中的第 {from} 到第 {to} 个，剩下 {rest}";
    "board.short.knock_run" => "pins {from}–{to}", "第 {from}–{to} 个";
    "board.move.pins_split" => "split the row of {heap} pins after pin {pin}, leaving {rest}", "在第 {pin} 个瓶子后把 {heap} 个瓶子的一排分开，剩下 {rest}";
    "board.short.pins_split" => "split after {pin}", "第 {pin} 个后分开";
    "board.move.queen" => "move the queen from ({a}, {b}) to ({x}, {y})", "把皇后从 ({a}, {b}) 走到 ({x}, {y})";
    "board.short.to" => "→ ({x}, {y})", "→ ({x}, {y})";
    "board.move.euclid" => "subtract {times} × {small} from {large}, leaving {left}", "从 {large} 中减去 {times} × {small}，剩 {left}";
    "board.short.euclid" => "{large} → {left}", "{large} → {left}";
    "board.move.stair" => "move {count} coins from step {step} down to step {below}", "把第 {step} 级上的 {count} 枚硬币移到第 {below} 级";
    "board.move.stair_ground" => "move {count} coins from step 1 down to the ground", "把第 1 级上的 {count} 枚硬币移到地面";
    "board.short.stair" => "step {step}: {count} ↓", "第 {step} 级：{count} 枚 ↓";
    "board.move.coin" => "take coin {coin}, leaving a line of {left}", "取走第 {coin} 枚硬币，剩下一排 {left} 枚";
    "board.short.coin" => "coin {coin}", "第 {coin} 枚";
    "board.move.coins" => "take coins {a} and {b}, leaving a line of {left}", "取走第 {a}、{b} 枚硬币，剩下一排 {left} 枚";
    "board.short.coins" => "coins {a}+{b}", "第 {a}、{b} 枚";
    "board.move.cut_v" => "cut the {w}×{h} sheet along vertical line {at} into {w1}×{h} and {w2}×{h}", "沿第 {at} 条竖线把 {w}×{h} 的纸剪成 {w1}×{h} 和 {w2}×{h}";
    "board.move.cut_h" => "cut the {w}×{h} sheet along horizontal line {at} into {w}×{h1} and {w}×{h2}", "沿第 {at} 条横线把 {w}×{h} 的纸剪成 {w}×{h1} 和 {w}×{h2}";
    "board.short.cut_v" => "cut x = {at}", "竖剪 {at}";
    "board.short.cut_h" => "cut y = {at}", "横剪 {at}";
    "board.move.edge" => "delete the edge {u}–{v}", "删去边 {u}–{v}";
    "board.move.edge_falls" => "delete the edge {u}–{v}; {count} more edges fall with it", "删去边 {u}–{v}；另有 {count} 条边随之掉落";
    "board.short.edge" => "✕ {u}–{v}", "✕ {u}–{v}";
    "board.move.slide" => "slide a token from {u} to {v}", "把 {u} 上的一枚棋子移到 {v}";
    "board.short.slide" => "{u} → {v}", "{u} → {v}";
    "board.move.knight" => "move the knight from ({x}, {y}) to ({x2}, {y2})", "把马从 ({x}, {y}) 跳到 ({x2}, {y2})";
    "board.move.palindrome" => "cut {word} at letter {at} ({letter}), leaving {rest}", "在第 {at} 个字母（{letter}）处剪开 {word}，剩下 {rest}";
    "board.short.palindrome" => "✂ {at}", "✂ {at}";
}
