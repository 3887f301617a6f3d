//! Messages of the pictures: `sglab svg --format png`, `sglab render` (a Markdown post's fences
//! turned into pictures), the animation of perfect play (`--animate`, the explorer's
//! "Download GIF").

use super::Message;

super::messages! {
    /// The pictures' own words.
    PICTURE_MESSAGES;
    "picture.missing_font_cjk" => "no installed font has the character “{char}” (U+{code}) of “{text}”: install a Chinese font such as Noto Sans CJK SC (Debian: apt-get install fonts-noto-cjk)", "没有已安装的字体包含“{text}”中的字符“{char}”（U+{code}）：请安装中文字体，例如 Noto Sans CJK SC（Debian：apt-get install fonts-noto-cjk）";
    "picture.missing_font" => "no installed font has the character “{char}” (U+{code}) of “{text}”: install a font that covers it, such as DejaVu Sans (Debian: apt-get install fonts-dejavu-core)", "没有已安装的字体包含“{text}”中的字符“{char}”（U+{code}）：请安装包含它的字体，例如 DejaVu Sans（Debian：apt-get install fonts-dejavu-core）";
    "picture.unreadable" => "the drawing could not be read as SVG: {message}", "无法把图形读作 SVG：{message}";
    "picture.too_large" => "the picture would be {width}×{height} pixel{height:s}, more than {max} pixel{max:s}: draw less (--cap, --to, --size) or use --scale 1", "图片将是 {width}×{height} 像素，超过 {max} 像素：请少画一些（--cap、--to、--size）或使用 --scale 1";
    "picture.write" => "could not write {path}: {message}", "无法写入 {path}：{message}";
    "picture.read" => "could not read {path}: {message}", "无法读取 {path}：{message}";
    "picture.encode" => "could not encode the picture: {message}", "无法编码图片：{message}";
    "picture.terminal" => "the picture is binary: write it to a file with -o, e.g. sglab svg nim 3 4 5 --view xor --format png -o xor.png", "图片是二进制数据：请用 -o 写入文件，例如 sglab svg nim 3 4 5 --view xor --format png -o xor.png";
    "render.needs_output" => "render needs -o OUT: the folder or .md file to write the post to, e.g. sglab render post.md -o out/", "render 需要 -o OUT：写出文章的文件夹或 .md 文件，例如 sglab render post.md -o out/";
    "render.same_file" => "{path} is the post itself: write to another folder or file (-o out/)", "{path} 就是原文本身：请写到另一个文件夹或文件（-o out/）";
    "render.placeholder" => "the links point to the placeholder {site}: pass --site with the address where sglab is served (for example the folder of cargo xtask dist on your host)", "链接指向占位地址 {site}：请用 --site 给出 sglab 所在的网址（例如把 cargo xtask dist 的文件夹放到你的网站上）";
    "render.fence" => "sg fence: {message}", "sg 代码块：{message}";
    "render.at" => "{path}:{line}:{column}: {message}", "{path}:{line}:{column}：{message}";
    "render.unclosed_fence" => "the sg fence opened here is never closed", "此处打开的 sg 代码块没有闭合";
    "render.drawing" => "the fence's game: {message}", "代码块中的游戏：{message}";
    "render.written" => "wrote {path} with {count} picture{count:s}", "已写出 {path}，含 {count} 张图片";
    "render.open" => "Open {game} in the sglab explorer", "在 sglab 探索器中打开 {game}";
    "frames.start" => "Start: {game}", "开局：{game}";
    "frames.move" => "Move {index} of {total} ({player}): {words}", "第 {index} 步（共 {total} 步，{player}）：{words}";
    "frames.move_to" => "to {game}", "走到 {game}";
    "frames.first" => "first player", "先手";
    "frames.second" => "second player", "后手";
    "frames.leaves_xor" => "Leaves {game}: the xor of the SG values is {sg}, {outcome}", "剩下 {game}：各 SG 值的异或和为 {sg}，{outcome}";
    "frames.leaves_sg" => "Leaves {game}: SG value {sg}, {outcome}", "剩下 {game}：SG 值为 {sg}，{outcome}";
    "frames.leaves" => "Leaves {game}: {outcome}", "剩下 {game}：{outcome}";
    "frames.is_xor" => "{game}: the xor of the SG values is {sg}, {outcome}", "{game}：各 SG 值的异或和为 {sg}，{outcome}";
    "frames.is_sg" => "{game}: SG value {sg}, {outcome}", "{game}：SG 值为 {sg}，{outcome}";
    "frames.is" => "{game}: {outcome}", "{game}：{outcome}";
    "frames.P" => "a P-position (the player to move loses)", "必败态（P）";
    "frames.D" => "a draw (with best play the game never ends)", "平局（D）";
    "frames.N" => "an N-position (the player to move wins)", "必胜态（N）";
    "frames.end_normal" => "No move is left: the {player}, who moved last, wins.", "无路可走：最后走的{player}获胜。";
    "frames.end_misere" => "No move is left: under misère play the {player}, who moved last, loses.", "无路可走：反常规则（misère）下，最后走的{player}落败。";
    "frames.too_long" => "perfect play from {game} lasts more than {max} move{max:s}: start from a smaller position", "{game} 的完美对弈超过 {max} 步：请从更小的局面开始";
}
