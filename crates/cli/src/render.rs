//! Pictures from the command line: `sglab svg --format png`, `sglab svg --animate` (a GIF of
//! perfect play) and `sglab render`, the `mmdc` of sglab, which rewrites each ```` ```sg
//! WIDGET ```` fence of a Markdown post (NOTATION.md, "Markdown fences") into a picture
//! with the outcome sentence as its alt text, linked to the live explorer view, and
//! writes the pictures beside the post. Everything else in the post is copied byte for
//! byte.
//!
//! ```text
//! $ sglab render post.md -o out/ --site https://me.github.io/sglab/
//! wrote out/post.md with 3 pictures
//! $ sglab svg nim 3 4 5 --animate > nim-3-4-5.gif
//! ```

use std::path::{Path, PathBuf};

use sglab_core::i18n::{self, Lang, Words};
use sglab_core::limits::Budget;
use sglab_core::Limits;
use sglab_draw::frames::{self, FramesError};
use sglab_draw::paint::is_wide;
use sglab_draw::tree::Element;
use sglab_draw::{DrawError, DrawOptions, View};

use crate::gif::{self, Timing};
use crate::png::{PictureError, Rasteriser};
use sglab_core::fence::{self, Block, Line};
use sglab_draw::fence::{self as fence_picture, FirstView};

/// The address the links point to when `--site` is not given: a placeholder (the
/// `.example` domain is reserved and never resolves), to replace with where sglab is served.
pub const PLACEHOLDER_SITE: &str = "https://sglab.example/";
/// The options of every command that rasterises drawings (`sglab svg`, `sglab render`).
#[derive(Debug, clap::Args)]
pub struct RasterArgs {
    /// Pixels per drawing unit of a PNG or GIF, 1 to 4 (default: 2 for a PNG, 1 for a GIF).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=4))]
    pub scale: Option<u32>,
    /// Take fonts only from this folder instead of the system's.
    #[arg(long, value_name = "DIR")]
    pub font_dir: Option<PathBuf>,
}

/// The options of `sglab svg` that make a picture of pixels.
#[derive(Debug, clap::Args)]
pub struct PictureArgs {
    /// `svg` (the default), or `png`: the drawing rasterised with the system's fonts
    /// (a Chinese drawing needs a Chinese font, e.g. Debian's fonts-noto-cjk).
    #[arg(long, value_name = "FORMAT", default_value = "svg", value_parser = ["svg", "png"])]
    pub format: String,
    /// Instead of one view: a GIF of perfect play from GAME, one frame per move, each
    /// with the board, the move in words and the value it leaves.
    #[arg(long)]
    pub animate: bool,
    #[command(flatten)]
    pub raster: RasterArgs,
}

/// The arguments of `sglab render`, besides the global `-o` (where to write: a folder,
/// where the post keeps its file name, or a `.md` file; the pictures are written beside
/// it) and `--lang` (the language of the pictures and their alt text, a fence's `lang=`
/// winning; by default guessed from the post: mostly Chinese characters, `zh`).
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The Markdown post.
    #[arg(value_name = "POST")]
    pub post: PathBuf,
    /// Where sglab is served (the links open its explorer there); by default the
    /// placeholder https://sglab.example/, to replace.
    #[arg(long, value_name = "URL")]
    pub site: Option<String>,
    /// `png` (the default: 知乎, CSDN and 微信公众号 take it) or `svg`.
    #[arg(long, value_name = "FORMAT", default_value = "png", value_parser = ["png", "svg"])]
    pub format: String,
    /// Draw each `sg play` fence as a GIF of perfect play from its game.
    #[arg(long)]
    pub animate: bool,
    #[command(flatten)]
    pub raster: RasterArgs,
}

/// Why a picture command failed.
#[derive(Debug)]
pub enum Failure {
    Draw(DrawError),
    Frames(FramesError),
    Picture(PictureError),
    /// A message key and its parameters.
    Message(&'static str, Vec<(&'static str, String)>),
    /// A failure at a place of the post: its path, line and column (1-based).
    At {
        path: String,
        line: usize,
        column: usize,
        failure: Box<Failure>,
    },
}

impl Failure {
    /// The exit code: a limit reached (3), anything else a usage error (2).
    pub fn status(&self) -> crate::exit::Status {
        match self {
            Failure::Draw(DrawError::Limit(_))
            | Failure::Frames(FramesError::Draw(DrawError::Limit(_))) => crate::exit::Status::Limit,
            Failure::At { failure, .. } => failure.status(),
            _ => crate::exit::Status::Usage,
        }
    }

    /// The message in `lang`.
    pub fn render(&self, lang: Words<'_>) -> String {
        match self {
            Failure::Draw(error) => error.render(lang),
            Failure::Frames(error) => error.render(lang),
            Failure::Picture(error) => error.render(lang),
            Failure::Message(key, params) => {
                let params: Vec<(&str, &str)> =
                    params.iter().map(|(n, v)| (*n, v.as_str())).collect();
                i18n::format(lang, key, &params)
            }
            Failure::At {
                path,
                line,
                column,
                failure,
            } => i18n::format(
                lang,
                "render.at",
                &[
                    ("path", path),
                    ("line", &line.to_string()),
                    ("column", &column.to_string()),
                    ("message", &failure.render(lang)),
                ],
            ),
        }
    }

    fn io(key: &'static str, path: &Path, error: std::io::Error) -> Failure {
        Failure::Message(
            key,
            vec![
                ("path", path.display().to_string()),
                ("message", error.to_string()),
            ],
        )
    }
}

impl From<PictureError> for Failure {
    fn from(error: PictureError) -> Self {
        Failure::Picture(error)
    }
}

/// What `sglab svg` writes for a PNG or an animation: the file's bytes.
pub fn picture(
    game: &str,
    view: Option<&str>,
    options: &DrawOptions,
    picture: &PictureArgs,
    limits: &Limits,
) -> Result<Vec<u8>, Failure> {
    let rasteriser = Rasteriser::new(picture.raster.font_dir.as_deref());
    if picture.animate {
        return animation(
            game,
            options.lang,
            &rasteriser,
            picture.raster.scale,
            limits,
        );
    }
    let view = View::from_name(view.unwrap_or("board")).unwrap_or(View::Board);
    let drawing = still(
        sglab_draw::draw(game, view, options, limits, &mut Budget::new).map_err(Failure::Draw)?,
        view,
        options.lang,
    );
    Ok(rasteriser.png(&drawing, picture.raster.scale.unwrap_or(2))?)
}

/// A drawing made a still picture: a board without its lines on where to click.
fn still(drawing: Element, view: View, lang: Words<'_>) -> Element {
    if view == View::Board {
        frames::without_hints(drawing, lang)
    } else {
        drawing
    }
}

/// The GIF of perfect play from `game`.
fn animation(
    game: &str,
    lang: Words<'_>,
    rasteriser: &Rasteriser,
    scale: Option<u32>,
    limits: &Limits,
) -> Result<Vec<u8>, Failure> {
    let played = frames::play_out(game, lang, limits, &mut Budget::new).map_err(Failure::Frames)?;
    let mut pixels = Vec::with_capacity(played.frames.len());
    for frame in &played.frames {
        pixels.push(rasteriser.pixels(frame, scale.unwrap_or(1))?);
    }
    Ok(gif::encode(&pixels, Timing::default())?)
}

/// The language of a post: Chinese when its Chinese characters are at least a tenth as
/// many as its Latin letters (a Chinese word is one or two characters, an English one
/// about five letters), English otherwise.
fn guess_lang(pieces: &[Block<'_>]) -> Lang {
    let (mut wide, mut letters) = (0usize, 0usize);
    for piece in pieces {
        if let Block::Text(text) = piece {
            wide += text.chars().filter(|c| is_wide(*c)).count();
            letters += text.chars().filter(char::is_ascii_alphabetic).count();
        }
    }
    if wide > 0 && wide * 10 >= letters {
        Lang::Zh
    } else {
        Lang::En
    }
}

/// `text` as a file name part: lower-case letters and digits, other runs as one `-`.
///
/// `misere: nim 1 1 2` → `misere-nim-1-1-2`; at most 80 characters (as the page's
/// `fileName`).
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out: String = out.trim_matches('-').chars().take(80).collect();
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() {
        "game".to_string()
    } else {
        out
    }
}

/// `value` encoded for a query string as `URLSearchParams` writes it (spaces as `+`).
fn query_value(value: &str) -> String {
    let mut out = String::new();
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                out.push(char::from(byte));
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// The explorer's address for a game drawn as a fence's first view:
/// `SITE?game=...&view=...&lang=...`.
fn explorer_link(site: &str, game: &str, plan: &FirstView, lang: Words<'_>) -> String {
    let mut link = site.split(['?', '#']).next().unwrap_or(site).to_string();
    link.push_str(&format!(
        "?game={}&view={}&lang={}",
        query_value(game),
        plan.explorer_view,
        lang.tag()
    ));
    for (name, value) in &plan.extra {
        link.push_str(&format!("&{name}={}", query_value(value)));
    }
    link
}

/// `text` safe inside Markdown brackets: backslashes and brackets escaped.
fn markdown_label(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if matches!(c, '\\' | '[' | ']' | '*' | '_' | '`' | '<' | '>') {
            out.push('\\');
        }
        out.push(if c == '\n' { ' ' } else { c });
    }
    out
}

/// Where a game's parse error points in the post: the body line and column of the
/// error's column in the joined body, or the fence's info string.
fn body_place(body: &[Line<'_>], column: usize) -> Option<(usize, usize)> {
    let joined: Vec<String> = body.iter().map(|l| l.content().to_string()).collect();
    let text = joined.join(" ");
    let lead = text.chars().take_while(|c| c.is_whitespace()).count();
    let mut index = lead + column.checked_sub(1)?;
    for (line, content) in body.iter().zip(&joined) {
        let length = content.chars().count();
        if index <= length {
            return Some((line.number, index + 1));
        }
        index -= length + 1;
    }
    None
}

/// `sglab render`: the post read, each sg fence turned into a picture, written out; returns
/// what to tell on stdout (the file written, the count of pictures, and the placeholder
/// site when `--site` was not given).
pub fn post(
    args: &RenderArgs,
    output_path: &Path,
    lang: Option<Lang>,
    limits: &Limits,
) -> Result<String, Failure> {
    let path_text = args.post.display().to_string();
    let text = std::fs::read_to_string(&args.post)
        .map_err(|error| Failure::io("picture.read", &args.post, error))?;
    let pieces = fence::blocks(&text);
    if let Some(unclosed) = pieces.iter().find_map(|piece| match piece {
        Block::Fence(found) if !found.closed => Some(found),
        _ => None,
    }) {
        return Err(Failure::At {
            path: path_text,
            line: unclosed.open.number,
            column: unclosed.prefix - unclosed.length + 1,
            failure: Box::new(Failure::Message("render.unclosed_fence", Vec::new())),
        });
    }
    let post_lang = lang.unwrap_or_else(|| guess_lang(&pieces)).words();
    let (out_file, out_dir) = if output_path.extension().is_some_and(|e| e == "md") {
        let dir = output_path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        (output_path.to_path_buf(), dir)
    } else {
        let name = args
            .post
            .file_name()
            .map_or_else(|| "post.md".into(), |n| n.to_owned());
        (output_path.join(name), output_path.to_path_buf())
    };
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same(&out_file, &args.post) {
        return Err(Failure::Message(
            "render.same_file",
            vec![("path", out_file.display().to_string())],
        ));
    }
    let site = args.site.as_deref().unwrap_or(PLACEHOLDER_SITE);
    let rasteriser = (args.format == "png" || args.animate)
        .then(|| Rasteriser::new(args.raster.font_dir.as_deref()));
    let mut output = String::with_capacity(text.len());
    let mut written: Vec<(String, Vec<u8>)> = Vec::new();
    let mut count = 0;
    for piece in &pieces {
        let found = match piece {
            Block::Text(text) => {
                output.push_str(text);
                continue;
            }
            Block::Fence(found) => found,
        };
        let (open, prefix, body) = (&found.open, found.prefix, &found.body);
        let at = |line: usize, column: usize, failure: Failure| Failure::At {
            path: path_text.clone(),
            line,
            column,
            failure: Box::new(failure),
        };
        let body_text = found.body_text();
        let widget = fence::parse(found.info, &body_text).map_err(|error| {
            at(
                open.number,
                prefix + error.column,
                Failure::Message("render.fence", vec![("message", error.render(post_lang))]),
            )
        })?;
        let lang = widget
            .get("lang")
            .map_or(post_lang, |tag| Lang::from_tag(tag).words());
        let plan = fence_picture::first_view(&widget, lang);
        let animate = args.animate && widget.name == "play";
        let (bytes, extension, game, view_name) = match (&rasteriser, animate) {
            (Some(rasteriser), true) => {
                let game = plan
                    .candidates
                    .first()
                    .map_or("", |(game, _)| game.as_str());
                (
                    animation(game, lang, rasteriser, args.raster.scale, limits),
                    "gif",
                    game.to_string(),
                    "play",
                )
            }
            _ => match fence_picture::picture(&widget, lang, "sg", limits) {
                Err(error) => (Err(Failure::Draw(error)), "png", String::new(), ""),
                Ok(picture) => {
                    let bytes = match &rasteriser {
                        Some(rasteriser) if args.format == "png" => rasteriser
                            .png(&picture.drawing, args.raster.scale.unwrap_or(2))
                            .map_err(Failure::Picture),
                        _ => Ok(picture.drawing.to_svg_string().into_bytes()),
                    };
                    let extension = if args.format == "png" { "png" } else { "svg" };
                    (bytes, extension, picture.game, picture.view.name())
                }
            },
        };
        let bytes = bytes.map_err(|failure| {
            // A game that does not parse points at its place in the body.
            let parse_column = match &failure {
                Failure::Draw(DrawError::Parse(error)) => Some(error.column),
                Failure::Frames(FramesError::Draw(DrawError::Parse(error))) => Some(error.column),
                _ => None,
            };
            let from_body = widget.get(fence::body_attribute(widget.name)).is_some()
                && !fence::body_text(&body_text).is_empty();
            let place = parse_column
                .filter(|_| from_body && widget.name != "xor")
                .and_then(|column| body_place(body, column));
            let (line, column) = place.unwrap_or((open.number, prefix + 1));
            at(
                line,
                column,
                Failure::Message("render.drawing", vec![("message", failure.render(lang))]),
            )
        })?;
        let base = format!("sglab-{}-{view_name}", slug(&game));
        // The same picture twice is one file; another picture of the same name gets a number.
        let mut name = format!("{base}.{extension}");
        let mut n = 1;
        while let Some((_, existing)) = written.iter().find(|(file, _)| *file == name) {
            if *existing == bytes {
                break;
            }
            n += 1;
            name = format!("{base}-{n}.{extension}");
        }
        if !written.iter().any(|(file, _)| *file == name) {
            written.push((name.clone(), bytes));
        }
        let view = View::from_name(view_name).unwrap_or(View::Board);
        let alt = markdown_label(&fence_picture::alt_text(&game, view, lang, limits));
        let link = explorer_link(site, &game, &plan, lang);
        let open_label = markdown_label(&i18n::format(lang, "render.open", &[("game", &game)]));
        output.push_str(&format!(
            "[![{alt}]({name})]({link})\n\n[{open_label}]({link})"
        ));
        output.push_str(found.ending);
        count += 1;
    }
    // All or nothing: the files are written only once every fence has its picture.
    std::fs::create_dir_all(&out_dir)
        .map_err(|error| Failure::io("picture.write", &out_dir, error))?;
    for (name, bytes) in &written {
        let file = out_dir.join(name);
        std::fs::write(&file, bytes).map_err(|error| Failure::io("picture.write", &file, error))?;
    }
    std::fs::write(&out_file, output.as_bytes())
        .map_err(|error| Failure::io("picture.write", &out_file, error))?;
    let mut told = i18n::format(
        post_lang,
        "render.written",
        &[
            ("path", &out_file.display().to_string()),
            ("count", &count.to_string()),
        ],
    );
    told.push('\n');
    if args.site.is_none() {
        told.push_str(&i18n::format(
            post_lang,
            "render.placeholder",
            &[("site", PLACEHOLDER_SITE)],
        ));
        told.push('\n');
    }
    Ok(told)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_and_query_values() {
        assert_eq!(slug("misere: nim 1 1 2"), "misere-nim-1-1-2");
        assert_eq!(slug("subtract {1,3,4} 10"), "subtract-1-3-4-10");
        assert_eq!(slug("必胜"), "game");
        assert_eq!(query_value("nim 3 4 5"), "nim+3+4+5");
        assert_eq!(query_value("subtract {1,3}"), "subtract+%7B1%2C3%7D");
    }

    #[test]
    fn a_body_column_points_at_its_line() {
        let body = [
            Line {
                text: "  nim 1\n",
                number: 5,
            },
            Line {
                text: "+ kayles x\n",
                number: 6,
            },
        ];
        // The joined body is "nim 1 + kayles x": column 16 is the x.
        assert_eq!(body_place(&body, 16), Some((6, 10)));
        assert_eq!(body_place(&body, 1), Some((5, 3)));
    }

    #[test]
    fn the_language_is_guessed_from_the_text() {
        let zh = fence::blocks("# 尼姆博弈\n先手必胜的局面叫做必胜态。nim 3 4 5\n");
        assert_eq!(guess_lang(&zh), Lang::Zh);
        let en =
            fence::blocks("# Nim\nThe first player wins (必胜态) from nim 3 4 5 in every case.\n");
        assert_eq!(guess_lang(&en), Lang::En);
    }
}
