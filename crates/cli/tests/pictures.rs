//! The pictures of the `sglab` binary: `sglab svg --format png`, `sglab svg --animate` (a GIF of
//! perfect play) and `sglab render` (a Markdown post's sg fences turned into pictures). Each
//! picture is decoded and measured; each post written is read back.

mod common;

use std::path::Path;

use sglab_core::engine::Engine;
use sglab_core::explore::{computer_move, Strength};
use sglab_core::Limits;

use common::{check_safe, scratch, sg_fails, sg_ok_bytes as sg_ok};

/// The width and height of a PNG, and whether it decodes to the end.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a buffer size")];
    let info = reader
        .next_frame(&mut buffer)
        .expect("the PNG's pixels decode");
    (info.width, info.height)
}

/// The frames of a GIF and its logical screen size.
fn gif_frames(bytes: &[u8]) -> (usize, (u16, u16)) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options
        .read_info(std::io::Cursor::new(bytes))
        .expect("a GIF header");
    let size = (decoder.width(), decoder.height());
    let mut frames = 0;
    while decoder
        .read_next_frame()
        .expect("a frame decodes")
        .is_some()
    {
        frames += 1;
    }
    (frames, size)
}

/// The `width` and `height` attributes of the SVG `sglab svg` writes for the same drawing.
fn svg_size(args: &[&str]) -> (u32, u32) {
    let svg = String::from_utf8(sg_ok(args)).expect("UTF-8");
    let attribute = |name: &str| -> u32 {
        let start = svg.find(&format!(" {name}=\"")).expect("the attribute") + name.len() + 3;
        let end = start + svg[start..].find('"').expect("its end");
        svg[start..end].parse().expect("a number")
    };
    (attribute("width"), attribute("height"))
}

/// The number of moves of perfect play from `game`, by core directly.
fn perfect_moves(game: &str) -> usize {
    let mut engine = Engine::new(&Limits::default());
    let mut position = sglab_core::parse(game).expect("a game");
    let mut moves = 0;
    while let Some(reply) =
        computer_move(&position, &mut engine, Strength::PERFECT).expect("within the limits")
    {
        position = reply.game;
        moves += 1;
    }
    moves
}

#[test]
fn a_png_has_twice_the_drawing_s_size_in_both_languages() {
    for lang in ["en", "zh"] {
        for view in ["xor", "graph", "board"] {
            let args = ["svg", "nim 3 4 5", "--view", view, "--lang", lang];
            let (width, height) = svg_size(&args);
            let mut png_args = args.to_vec();
            png_args.extend(["--format", "png"]);
            let png = sg_ok(&png_args);
            assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
            let (w, h) = png_size(&png);
            assert_eq!(w, 2 * width, "{lang} {view}");
            if view == "board" {
                // The lines on where to click are left out of a still picture.
                assert!(h < 2 * height, "{lang} {view}");
            } else {
                assert_eq!(h, 2 * height, "{lang} {view}");
            }
        }
    }
    let png = sg_ok(&[
        "svg",
        "nim 3 4 5",
        "--view",
        "xor",
        "--format",
        "png",
        "--scale",
        "1",
    ]);
    assert_eq!(
        png_size(&png),
        svg_size(&["svg", "nim 3 4 5", "--view", "xor"])
    );
}

#[test]
fn without_a_chinese_font_the_error_names_the_font_and_the_package() {
    let empty = scratch("no-fonts");
    let folder = empty.to_str().expect("UTF-8 path");
    let stderr = sg_fails(&[
        "svg",
        "nim 3 4 5",
        "--view",
        "xor",
        "--lang",
        "zh",
        "--format",
        "png",
        "--font-dir",
        folder,
    ]);
    assert!(stderr.contains("Noto Sans CJK SC"), "{stderr}");
    assert!(
        stderr.contains("apt-get install fonts-noto-cjk"),
        "{stderr}"
    );
    assert!(
        stderr.contains("请安装中文字体"),
        "the message is in the drawing's language: {stderr}"
    );
    // A folder with a Latin font only: the English picture is made, the Chinese one is not.
    let dejavu = Path::new("/usr/share/fonts/truetype/dejavu");
    if dejavu.is_dir() {
        let folder = dejavu.to_str().expect("UTF-8 path");
        let png = sg_ok(&[
            "svg",
            "nim 3 4 5",
            "--view",
            "board",
            "--format",
            "png",
            "--font-dir",
            folder,
        ]);
        assert!(png_size(&png).0 > 0);
        let stderr = sg_fails(&[
            "svg",
            "nim 3 4 5",
            "--view",
            "xor",
            "--lang",
            "zh",
            "--format",
            "png",
            "--font-dir",
            folder,
        ]);
        assert!(stderr.contains("fonts-noto-cjk"), "{stderr}");
    }
}

#[test]
fn the_gif_has_one_frame_per_move_of_perfect_play_plus_the_start() {
    for (game, lang) in [
        ("nim 3 4 5", "en"),
        ("wythoff 3 7", "zh"),
        ("misere: nim 1 1 2", "en"),
        ("kayles 4 + nim 3", "zh"),
    ] {
        let gif = sg_ok(&["svg", game, "--animate", "--lang", lang]);
        assert!(gif.starts_with(b"GIF89a"));
        let (frames, (width, height)) = gif_frames(&gif);
        assert_eq!(frames, perfect_moves(game) + 1, "{game}");
        assert!(width > 200 && height > 100, "{game}: {width}x{height}");
        assert!(gif.len() < 200_000, "{game}: {} bytes", gif.len());
    }
    assert_eq!(perfect_moves("nim 3 4 5"), 11);
    let stderr = sg_fails(&["svg", "nim 40 40", "--animate"]);
    assert!(stderr.contains("more than 60 moves"), "{stderr}");
}

/// A post with one fence of each widget, code that is not sglab's, and text around.
const POST_EN: &str = "# Playing Nim\r\n\nText with `code` and trailing spaces.   \n\n```python\nprint(\"```sg play\")\n```\n\n```sg play\nnim 3 4 5\n```\n\n```sg graph cap=60\nbash m=3 10\n```\n\n```sg table to=40\nsubtract {1,3,4}\n```\n\n```sg grid size=20\nwythoff\n```\n\n```sg xor\n7 8 9\n```\n\n```sg proof\nwythoff 4 7\n```\n\n```sg quiz ask=move\nnim 3 4 5\n```\n\n```sg explorer view=\"table\"\nkayles 4 + nim 3\n```\n\n~~~\n```sg play\n~~~\nThe end, without a newline.";

/// The Markdown images and links of `post`: `(picture, link)` pairs.
fn pictures_of(post: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in post.lines().filter(|l| l.starts_with("[![")) {
        let picture_start = line.find("](").expect("a picture") + 2;
        let picture_end = picture_start + line[picture_start..].find(')').expect("its end");
        let link_start = picture_end + 3;
        let link_end = line.len() - 1;
        out.push((
            line[picture_start..picture_end].to_string(),
            line[link_start..link_end].to_string(),
        ));
    }
    out
}

#[test]
fn a_post_becomes_pictures_that_exist_in_both_languages() {
    let dir = scratch("post");
    let post = dir.join("post.md");
    std::fs::write(&post, POST_EN).expect("the post");
    let post_zh = dir.join("帖子.md");
    let text_zh = POST_EN.replace(
        "The end, without a newline.",
        "先手必胜的局面叫做必胜态，后手必胜的局面叫做必败态。",
    );
    std::fs::write(&post_zh, &text_zh).expect("the post");
    for (source, lang, out) in [(&post, "en", "out-en"), (&post_zh, "zh", "out-zh")] {
        let out = dir.join(out);
        let stdout = sg_ok(&[
            "render",
            source.to_str().expect("UTF-8"),
            "-o",
            out.to_str().expect("UTF-8"),
            "--site",
            "https://example.org/sglab/",
        ]);
        assert!(String::from_utf8_lossy(&stdout).contains("8"), "{lang}");
        let written = std::fs::read_to_string(out.join(source.file_name().expect("a name")))
            .expect("the post is written");
        let pictures = pictures_of(&written);
        assert_eq!(pictures.len(), 8, "{lang}: {written}");
        for (picture, link) in &pictures {
            let bytes = std::fs::read(out.join(picture)).expect("the picture exists");
            let (width, height) = png_size(&bytes);
            assert!(width >= 100 && height >= 100, "{picture}");
            assert!(
                link.starts_with("https://example.org/sglab/?game="),
                "{link}"
            );
            assert!(link.contains(&format!("&lang={lang}")), "{link}");
        }
        // One file per picture: the quiz and the play fence show the same board.
        assert_eq!(pictures[0].0, "sglab-nim-3-4-5-board.png");
        assert_eq!(pictures[6].0, pictures[0].0);
        assert!(written.contains("(https://example.org/sglab/?game=nim+3+4+5&view=play&lang="));
        assert!(written.contains("?game=bash+m%3D3+10&view=graph&lang="));
        assert!(written.contains("?game=kayles+4+%2B+nim+3&view=table&lang="));
        // Everything but the sg fences is copied byte for byte.
        let source_text = std::fs::read_to_string(source).expect("the post");
        assert!(written.starts_with("# Playing Nim\r\n\nText with `code` and trailing spaces.   \n\n```python\nprint(\"```sg play\")\n```\n\n[!["));
        let tail = source_text
            .split("kayles 4 + nim 3\n```")
            .nth(1)
            .expect("a tail");
        assert!(written.ends_with(tail), "{written}");
        assert!(tail.contains("\n~~~\n```sg play\n~~~\n"));
        let alt = if lang == "zh" {
            "nim 3 4 5：N（必胜态）：先手必胜（SG 值为 2）"
        } else {
            "nim 3 4 5: N: the player to move wins (SG value 2)"
        };
        assert!(
            written.contains(&format!("[![{alt}](sglab-nim-3-4-5-board.png)]")),
            "{written}"
        );
    }
}

#[test]
fn render_writes_svg_and_animated_play_when_asked() {
    let dir = scratch("svg");
    let post = dir.join("p.md");
    std::fs::write(
        &post,
        "```sg play lang=zh\nwythoff 3 7\n```\n\n```sg xor\n1 2\n```\n",
    )
    .expect("post");
    let out = dir.join("out/p2.md");
    sg_ok(&[
        "render",
        post.to_str().expect("UTF-8"),
        "-o",
        out.to_str().expect("UTF-8"),
        "--animate",
        "--format",
        "svg",
    ]);
    let written = std::fs::read_to_string(&out).expect("written");
    let pictures = pictures_of(&written);
    assert_eq!(pictures[0].0, "sglab-wythoff-3-7-play.gif");
    assert!(pictures[0].1.ends_with("&view=play&lang=zh"));
    let (frames, _) =
        gif_frames(&std::fs::read(dir.join("out").join(&pictures[0].0)).expect("gif"));
    assert_eq!(frames, perfect_moves("wythoff 3 7") + 1);
    assert_eq!(pictures[1].0, "sglab-nim-1-2-xor.svg");
    let svg = std::fs::read_to_string(dir.join("out").join(&pictures[1].0)).expect("svg");
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    check_safe(&svg);
    // The placeholder site is used, and said.
    assert!(pictures[1]
        .1
        .starts_with("https://sglab.example/?game=nim+1+2&view=proof"));
}

#[test]
fn errors_name_the_file_line_and_column() {
    let dir = scratch("errors");
    let post = dir.join("bad.md");
    let out = dir.join("out");
    let path = post.to_str().expect("UTF-8");
    let render = |text: &str| {
        std::fs::write(&post, text).expect("post");
        sg_fails(&["render", path, "-o", out.to_str().expect("UTF-8")])
    };
    // An unknown attribute: line 3, the column of `colour` in the line (after "```").
    let stderr = render("# t\n\n```sg play colour=red\nnim 3\n```\n");
    assert!(
        stderr.starts_with(&format!("error: {path}:3:12: ")),
        "{stderr}"
    );
    assert!(
        stderr.contains("sg play takes no attribute \"colour\""),
        "{stderr}"
    );
    // An unknown widget, indented by two spaces.
    let stderr = render("  ```sg chart\n  nim 3\n  ```\n");
    assert!(
        stderr.starts_with(&format!("error: {path}:1:9: ")),
        "{stderr}"
    );
    // A game that does not parse: the place in the body.
    let stderr = render("```sg graph\nnim 3\n+ kayles x\n```\n");
    assert!(
        stderr.starts_with(&format!("error: {path}:3:10: ")),
        "{stderr}"
    );
    // A fence never closed.
    let stderr = render("text\n```sg play\nnim 3\n");
    assert!(
        stderr.starts_with(&format!("error: {path}:2:1: ")),
        "{stderr}"
    );
    assert!(stderr.contains("never closed"), "{stderr}");
    // Chinese messages for a Chinese post.
    let stderr = render("先手必胜的局面叫做必胜态。\n```sg play first\nnim 3\n```\n");
    assert!(stderr.contains("应为 名称=值"), "{stderr}");
    // The post itself is never overwritten.
    std::fs::write(&post, "```sg xor\n1 2\n```\n").expect("post");
    let stderr = sg_fails(&["render", path, "-o", dir.to_str().expect("UTF-8")]);
    assert!(stderr.contains("is the post itself"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&post).expect("post"),
        "```sg xor\n1 2\n```\n"
    );
    let stderr = sg_fails(&[
        "render",
        dir.join("missing.md").to_str().expect("UTF-8"),
        "-o",
        "x",
    ]);
    assert!(stderr.contains("could not read"), "{stderr}");
}

#[test]
fn a_post_with_a_bad_fence_writes_nothing() {
    let dir = scratch("all-or-nothing");
    let post = dir.join("post.md");
    let out = dir.join("out");
    // Two good fences, then a bad one on line 9.
    std::fs::write(
        &post,
        "```sg xor\n7 8 9\n```\n\n```sg graph\nnim 2\n```\n\n```sg table\nnim 3 x\n```\n",
    )
    .expect("post");
    let stderr = sg_fails(&[
        "render",
        post.to_str().expect("UTF-8"),
        "--format",
        "svg",
        "-o",
        out.to_str().expect("UTF-8"),
    ]);
    let path = post.to_str().expect("UTF-8");
    assert!(
        stderr.starts_with(&format!("error: {path}:10:")),
        "{stderr}"
    );
    assert!(!out.exists(), "pictures were left behind: {stderr}");
}
