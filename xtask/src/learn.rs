//! `cargo xtask learn`: writes the tutorials' static pages from their sources.
//!
//! The sources live in `web/learn/src/`:
//! - `pages.json`, the one table of pages: for each tutorial, in reading order, its slug
//!   and, in each language, its title (plain text) and its summary for the contents (HTML).
//!   The contents, the pagers and the tests all take the order from here.
//! - `en/SLUG.html`, `zh/SLUG.html`: each article's body, the HTML between `<article>` and
//!   `</article>`. HTML, not Markdown: the bodies are mostly widgets (`<sg-play>`, ...),
//!   `<var>`, `<sub>`, tables and `lang` spans, which Markdown would carry as raw HTML
//!   anyway, and a Markdown renderer would change the pages' bytes for no gain.
//! - `en/index.html`, `zh/index.html`: the heading and lede of each language's contents
//!   (the list itself comes from the table); `index.html`: the language chooser's body.
//!
//! The shell around every page (head, navigation, pager, footer) is written here once; the
//! head of a page with widgets preloads the widgets' whole module graph (preload.rs), so
//! the committed pages change when a module's static imports do.
//! The pages are committed, so the site needs no build step; a test fails when they differ
//! from what this module writes. [`blocks`] runs every code block of the articles against
//! sglab's answers.

pub mod blocks;

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::preload::Graph;
use crate::{root, TaskError};

/// The widgets' loader and the widgets' module it imports at once, as site paths: every
/// tutorial loads the first (a `<script type="module">`) and preloads the graph of both.
pub const TUTORIAL_ENTRIES: [&str; 2] = ["sglab.js", "js/widgets.js"];

/// The two languages of the tutorials.
pub const LANGS: [&str; 2] = ["en", "zh"];

/// One row of the table of pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// The file name without `.html`, the same in both languages.
    pub slug: String,
    /// Title and summary in English, then in Chinese (the order of [`LANGS`]).
    pub text: [PageText; 2],
}

/// A page's title and summary in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageText {
    /// Plain text: escaped where it is written.
    pub title: String,
    /// An HTML fragment for the contents.
    pub summary: String,
}

/// The words of the shell in one language.
struct Shell {
    html_lang: &'static str,
    site: &'static str,
    skip: &'static str,
    nav_label: &'static str,
    /// The other language: folder, its `lang` tag, the link's title, the link's text.
    other: (&'static str, &'static str, &'static str, &'static str),
    pager_label: &'static str,
    previous: &'static str,
    next: &'static str,
    all_previous: &'static str,
    all_next: &'static str,
    footer: &'static str,
}

const SHELLS: [Shell; 2] = [
    Shell {
        html_lang: "en",
        site: "sglab tutorials",
        skip: "Skip to the article",
        nav_label: "Tutorials",
        other: ("zh", "zh-Hans", "Read this page in Chinese", "中文"),
        pager_label: "Previous and next tutorial",
        previous: "← Previous: ",
        next: "Next: ",
        all_previous: "← All tutorials",
        all_next: "All tutorials →",
        footer: "Every value on this page was checked with the <code>sglab</code> command; the widgets compute exactly, in your browser. <a href=\"../../index.html\">Open the explorer</a>.",
    },
    Shell {
        html_lang: "zh-Hans",
        site: "sglab 博弈论教程",
        skip: "跳到正文",
        nav_label: "教程",
        other: ("en", "en", "阅读本页的英文版", "English"),
        pager_label: "上一篇和下一篇",
        previous: "← 上一篇：",
        next: "下一篇：",
        all_previous: "← 全部教程",
        all_next: "全部教程 →",
        footer: "本页的每个数值都用 <code>sglab</code> 命令核对过；组件在你的浏览器里精确计算。<a href=\"../../index.html\">打开 sglab 探索器</a>。",
    },
];

/// The tutorials' folder, `web/learn/`.
pub fn learn_dir() -> PathBuf {
    root().join("web/learn")
}

/// Escapes text for HTML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
    out
}

fn read(path: &Path) -> Result<String, TaskError> {
    fs::read_to_string(path).map_err(|e| TaskError(format!("cannot read {}: {e}", path.display())))
}

/// Reads `src/pages.json`, checking every field and that no slug repeats.
pub fn read_table(learn: &Path) -> Result<Vec<Page>, TaskError> {
    let path = learn.join("src/pages.json");
    let json: Value = serde_json::from_str(&read(&path)?)
        .map_err(|e| TaskError(format!("{}: {e}", path.display())))?;
    let rows = json
        .as_array()
        .ok_or_else(|| TaskError(format!("{}: expected a list of pages", path.display())))?;
    let mut pages: Vec<Page> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let field = |value: Option<&Value>, name: &str| -> Result<String, TaskError> {
            match value.and_then(Value::as_str) {
                Some(s) if !s.trim().is_empty() => Ok(s.to_string()),
                _ => Err(TaskError(format!(
                    "{}: page {} needs a non-empty string {name}",
                    path.display(),
                    i + 1
                ))),
            }
        };
        let slug = field(row.get("slug"), "\"slug\"")?;
        if !slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            || slug == "index"
        {
            return Err(TaskError(format!(
                "{}: slug {slug:?} must be lowercase letters, digits and '-', and not \"index\"",
                path.display()
            )));
        }
        if pages.iter().any(|p| p.slug == slug) {
            return Err(TaskError(format!(
                "{}: slug {slug:?} appears twice",
                path.display()
            )));
        }
        let text = |lang: &str| -> Result<PageText, TaskError> {
            let entry = row.get(lang);
            Ok(PageText {
                title: field(
                    entry.and_then(|e| e.get("title")),
                    &format!("{lang}.title for {slug}"),
                )?,
                summary: field(
                    entry.and_then(|e| e.get("summary")),
                    &format!("{lang}.summary for {slug}"),
                )?,
            })
        };
        pages.push(Page {
            text: [text(LANGS[0])?, text(LANGS[1])?],
            slug,
        });
    }
    if pages.is_empty() {
        return Err(TaskError(format!("{}: no pages", path.display())));
    }
    Ok(pages)
}

/// Where a page sits, for the shell.
struct Place<'a> {
    /// `"../"` from `web/learn/`, `"../../"` from `web/learn/LANG/`.
    up: &'a str,
    lang: &'a str,
    title: String,
    /// The other language's version of this page: (its `lang` tag, href).
    alternate: Option<(&'a str, String)>,
    /// The widgets' module graph, for a page with widgets: its entry's `<script>` and the
    /// preload tags of everything it imports (preload.rs).
    script: Option<&'a Graph>,
    skip: &'a str,
    nav_label: &'a str,
    home: (String, &'a str),
    /// The link to the other language: (href, its `lang` tag, title, text).
    other: Option<(String, &'a str, &'a str, &'a str)>,
    footer: &'a str,
}

/// The shell every page shares: head, skip link, navigation, `<main>` around `main`, footer.
fn shell(place: &Place, main: &str) -> String {
    let up = place.up;
    let mut out = String::new();
    out.push_str("<!doctype html>\n");
    out.push_str(&format!("<html lang=\"{}\">\n<head>\n", place.lang));
    out.push_str("  <meta charset=\"utf-8\">\n");
    out.push_str("  <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str(&format!("  <title>{}</title>\n", place.title));
    out.push_str(&format!(
        "  <link rel=\"icon\" href=\"{up}favicon.svg\" type=\"image/svg+xml\">\n"
    ));
    let css = if up == "../" { "" } else { "../" };
    out.push_str(&format!(
        "  <link rel=\"stylesheet\" href=\"{css}learn.css\">\n"
    ));
    if let Some((lang, href)) = &place.alternate {
        out.push_str(&format!(
            "  <link rel=\"alternate\" hreflang=\"{lang}\" href=\"{href}\">\n"
        ));
    }
    if let Some(graph) = &place.script {
        out.push_str(&format!(
            "  <script type=\"module\" src=\"{up}{}\"></script>\n",
            TUTORIAL_ENTRIES[0]
        ));
        out.push_str(&crate::preload::tags(graph, up, "  "));
    }
    out.push_str("</head>\n<body>\n");
    out.push_str(&format!(
        "  <a class=\"skip\" href=\"#main\">{}</a>\n",
        place.skip
    ));
    out.push_str("  <header class=\"site\">\n");
    out.push_str(&format!("    <nav aria-label=\"{}\">\n", place.nav_label));
    out.push_str(&format!(
        "      <a class=\"home\" href=\"{}\">{}</a>\n",
        place.home.0, place.home.1
    ));
    if let Some((href, lang, title, text)) = &place.other {
        out.push_str(&format!(
            "      <a href=\"{href}\" hreflang=\"{lang}\" lang=\"{lang}\" title=\"{title}\">{text}</a>\n"
        ));
    }
    out.push_str("    </nav>\n  </header>\n  <main id=\"main\">\n");
    out.push_str(main);
    out.push_str("  </main>\n");
    out.push_str(&format!("  <footer><p>{}</p></footer>\n", place.footer));
    out.push_str("</body>\n</html>\n");
    out
}

/// A language's place in its folder: the file `file` (`index` or a slug).
fn place<'a>(s: &'a Shell, file: &str, title: String, script: Option<&'a Graph>) -> Place<'a> {
    let (folder, tag, link_title, link_text) = s.other;
    let href = format!("../{folder}/{file}.html");
    Place {
        up: "../../",
        lang: s.html_lang,
        title,
        alternate: Some((tag, href.clone())),
        script,
        skip: s.skip,
        nav_label: s.nav_label,
        home: ("index.html".into(), s.site),
        other: Some((href, tag, link_title, link_text)),
        footer: s.footer,
    }
}

/// One link of a tutorial's pager: to the page before or after (`rel`), or, at either
/// end, back to the index.
fn pager_link(
    rel: &str,
    to: Option<&Page>,
    lang: usize,
    word: &str,
    arrow: &str,
    at_end: &str,
) -> String {
    match to {
        Some(page) => format!(
            "  <a class=\"{rel}\" href=\"{}.html\" rel=\"{rel}\">{word}{}{arrow}</a>\n",
            page.slug,
            escape(&page.text[lang].title)
        ),
        None => format!("  <a class=\"{rel}\" href=\"index.html\">{at_end}</a>\n"),
    }
}

/// Every page, as (path under `web/learn/`, content), from the sources under `learn`.
pub fn render(learn: &Path) -> Result<Vec<(PathBuf, String)>, TaskError> {
    let pages = read_table(learn)?;
    let graph = crate::preload::graph(&TUTORIAL_ENTRIES)?;
    let src = learn.join("src");
    let mut out = Vec::new();
    for (l, lang) in LANGS.iter().enumerate() {
        let s = &SHELLS[l];
        // The contents: the heading and lede from the source, the list from the table.
        let mut main = read(&src.join(lang).join("index.html"))?;
        main.push_str("<ol class=\"toc\">\n");
        for page in &pages {
            let text = &page.text[l];
            main.push_str(&format!(
                "  <li><a href=\"{}.html\">{}</a><br>{}</li>\n",
                page.slug,
                escape(&text.title),
                text.summary.replace('\'', "&#x27;")
            ));
        }
        main.push_str("</ol>\n");
        out.push((
            PathBuf::from(lang).join("index.html"),
            shell(&place(s, "index", s.site.to_string(), None), &main),
        ));
        for (i, page) in pages.iter().enumerate() {
            let text = &page.text[l];
            let body_path = src.join(lang).join(format!("{}.html", page.slug));
            let body = read(&body_path)?;
            if !body.ends_with('\n') {
                return Err(TaskError(format!(
                    "{}: must end with a newline",
                    body_path.display()
                )));
            }
            let mut main = format!("<article>\n{body}</article>\n");
            main.push_str(&format!(
                "<nav class=\"pager\" aria-label=\"{}\">\n",
                s.pager_label
            ));
            let prev = i.checked_sub(1).map(|j| &pages[j]);
            main.push_str(&pager_link("prev", prev, l, s.previous, "", s.all_previous));
            let next = pages.get(i + 1);
            main.push_str(&pager_link("next", next, l, s.next, " →", s.all_next));
            main.push_str("</nav>\n");
            let title = format!("{} · {}", escape(&text.title), s.site);
            out.push((
                PathBuf::from(lang).join(format!("{}.html", page.slug)),
                shell(&place(s, &page.slug, title, Some(&graph)), &main),
            ));
        }
    }
    // The language chooser at web/learn/index.html.
    let chooser = Place {
        up: "../",
        lang: "en",
        title: "sglab tutorials · sglab 博弈论教程".into(),
        alternate: None,
        script: None,
        skip: "Skip to the languages",
        nav_label: "sglab",
        home: ("../index.html".into(), "sglab"),
        other: None,
        footer: "Every value in these pages is checked with the <code>sglab</code> command. <span lang=\"zh-Hans\">文中每个数值都用 <code>sglab</code> 命令核对过。</span>",
    };
    out.push((
        PathBuf::from("index.html"),
        shell(&chooser, &read(&src.join("index.html"))?),
    ));
    Ok(out)
}

/// The pages under `learn` that differ from their sources, or are missing, or have no
/// source (an `.html` file in `en/` or `zh/` that the table does not list).
pub fn stale(learn: &Path) -> Result<Vec<String>, TaskError> {
    let pages = render(learn)?;
    let mut stale = Vec::new();
    for (path, content) in &pages {
        if fs::read_to_string(learn.join(path)).ok().as_deref() != Some(content.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    for lang in LANGS {
        let entries = fs::read_dir(learn.join(lang))
            .map_err(|e| TaskError(format!("cannot list web/learn/{lang}: {e}")))?;
        for entry in entries.flatten() {
            let path = PathBuf::from(lang).join(entry.file_name());
            if path.extension().is_some_and(|e| e == "html")
                && !pages.iter().any(|(p, _)| *p == path)
            {
                stale.push(format!("{} (no source)", path.display()));
            }
        }
    }
    stale.sort();
    Ok(stale)
}

/// `cargo xtask learn [--check]`: writes the pages; with `--check`, fails on a stale page
/// instead, then runs every code block against sglab.
pub fn learn(flag: Option<&str>) -> Result<(), TaskError> {
    match flag {
        None => write_pages(),
        Some("--check") => {
            let learn = learn_dir();
            let stale = stale(&learn)?;
            if !stale.is_empty() {
                return Err(TaskError(format!(
                    "out of date, run `cargo xtask learn`: {}",
                    stale.join(", ")
                )));
            }
            println!("xtask: the tutorial pages match their sources");
            let results = blocks::run_all(&learn)?;
            let python = results
                .iter()
                .filter(|(b, _)| b.language == "python")
                .count();
            println!(
                "xtask: {} code blocks ({python} Python, {} C++) agree with sglab",
                results.len(),
                results.len() - python
            );
            Ok(())
        }
        Some(other) => Err(TaskError(format!(
            "cargo xtask learn takes only --check, found {other:?}"
        ))),
    }
}

/// The tutorials' part of `cargo xtask preload [--check]` (their preload tags are written
/// with the pages): writes the pages; with `--check`, fails on a stale page.
pub fn preload(flag: Option<&str>) -> Result<(), TaskError> {
    match flag {
        None => write_pages(),
        Some("--check") => {
            let stale = stale(&learn_dir())?;
            if !stale.is_empty() {
                return Err(TaskError(format!(
                    "out of date, run `cargo xtask preload`: {}",
                    stale.join(", ")
                )));
            }
            println!("xtask: the preload tags match the import graphs");
            Ok(())
        }
        Some(other) => Err(TaskError(format!(
            "cargo xtask preload takes only --check, found {other:?}"
        ))),
    }
}

/// Writes every page whose content changed and says how many.
fn write_pages() -> Result<(), TaskError> {
    let learn = learn_dir();
    let pages = render(&learn)?;
    let mut written = 0;
    for (path, content) in &pages {
        let target = learn.join(path);
        if fs::read_to_string(&target).ok().as_deref() != Some(content.as_str()) {
            fs::write(&target, content)
                .map_err(|e| TaskError(format!("cannot write {}: {e}", target.display())))?;
            println!("xtask: wrote web/learn/{}", path.display());
            written += 1;
        }
    }
    println!("xtask: {} tutorial pages, {written} rewritten", pages.len());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tidy check: the committed pages are exactly what `cargo xtask learn` writes.
    #[test]
    fn committed_tutorials_match_their_sources() {
        let stale = stale(&learn_dir()).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(
            stale.is_empty(),
            "out of date, run `cargo xtask learn`: {}",
            stale.join(", ")
        );
    }

    /// The site's own graphs: every module exists (checked by the walk), the tutorial's
    /// reaches the elements, neither reaches a worker's or the full module's code.
    #[test]
    fn the_sites_graphs() {
        let tutorial =
            crate::preload::graph(&TUTORIAL_ENTRIES).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(tutorial
            .modules
            .iter()
            .any(|m| m == "js/elements/define.js"));
        assert!(tutorial.modules.iter().any(|m| m == "js/client.js"));
        let explorer =
            crate::preload::graph(&["js/explorer.js"]).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(explorer.modules.iter().any(|m| m == "js/views/explorer.js"));
        for graph in [&tutorial, &explorer] {
            assert!(
                graph.early_wasm,
                "client.js fetches {}",
                crate::preload::EARLY_WASM
            );
            // The list of the light module's parts (data, no glue) is the page's too: its
            // loader fetches the parts the page's widgets need (first-downloads.js).
            for module in &graph.modules {
                assert!(
                    (!module.starts_with("pkg/") || module == "pkg/sglab_wasm_light_parts.js")
                        && module != "js/worker.js",
                    "{module}: the worker's modules load in the worker, not the page"
                );
            }
        }
    }

    #[test]
    fn table_lists_every_source_in_both_languages() {
        let learn = learn_dir();
        let pages = read_table(&learn).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        assert!(pages.len() >= 10, "{} pages", pages.len());
        for lang in LANGS {
            let mut sources: Vec<String> = fs::read_dir(learn.join("src").join(lang))
                .expect("web/learn/src/LANG")
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .filter_map(|n| n.strip_suffix(".html").map(str::to_string))
                .filter(|n| n != "index")
                .collect();
            sources.sort();
            let mut listed: Vec<String> = pages.iter().map(|p| p.slug.clone()).collect();
            listed.sort();
            assert_eq!(sources, listed, "web/learn/src/{lang} against pages.json");
        }
    }

    #[test]
    fn pager_links_follow_the_table() {
        let learn = learn_dir();
        let pages = read_table(&learn).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        let rendered = render(&learn).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        let second = &pages[1].slug;
        let (_, html) = rendered
            .iter()
            .find(|(p, _)| *p == Path::new("en").join(format!("{second}.html")))
            .expect("the second page");
        assert!(html.contains(&format!("href=\"{}.html\" rel=\"prev\"", pages[0].slug)));
        assert!(html.contains(&format!("href=\"{}.html\" rel=\"next\"", pages[2].slug)));
    }

    /// The contents and the chooser say how many tutorials there are ("Ten", "十篇"): the
    /// number must be the table's.
    #[test]
    fn the_count_in_words_is_the_tables() {
        const EN: [&str; 21] = [
            "Zero",
            "One",
            "Two",
            "Three",
            "Four",
            "Five",
            "Six",
            "Seven",
            "Eight",
            "Nine",
            "Ten",
            "Eleven",
            "Twelve",
            "Thirteen",
            "Fourteen",
            "Fifteen",
            "Sixteen",
            "Seventeen",
            "Eighteen",
            "Nineteen",
            "Twenty",
        ];
        const ZH: [&str; 21] = [
            "零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二",
            "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十",
        ];
        let learn = learn_dir();
        let n = read_table(&learn).expect("the table").len();
        assert!(n < EN.len(), "add number words up to {n}");
        let read = |path: &str| fs::read_to_string(learn.join(path)).expect(path);
        let (en, zh) = (format!("{} ", EN[n]), format!("{}篇", ZH[n]));
        for (path, word) in [
            ("src/en/index.html", &en),
            ("src/zh/index.html", &zh),
            ("src/index.html", &en),
            ("src/index.html", &zh),
        ] {
            assert!(
                read(path).contains(word.as_str()),
                "{path} should say {word:?}"
            );
        }
    }

    /// Readers do not know what "the seeds" were: the tutorials cite Winning Ways, the
    /// paper, the problem's ID, or "a common contest tutorial".
    #[test]
    fn no_tutorial_says_seed() {
        let learn = learn_dir();
        let mut files = vec![learn.join("src/pages.json"), learn.join("src/index.html")];
        for lang in LANGS {
            for entry in fs::read_dir(learn.join("src").join(lang))
                .expect("sources")
                .flatten()
            {
                files.push(entry.path());
            }
        }
        for file in files {
            let text = fs::read_to_string(&file).expect("a source").to_lowercase();
            for word in ["seed", "种子"] {
                assert!(!text.contains(word), "{} says {word:?}", file.display());
            }
        }
    }

    #[test]
    fn escapes_titles() {
        assert_eq!(
            escape("Bouton's <b> & \"x\""),
            "Bouton&#x27;s &lt;b&gt; &amp; &quot;x&quot;"
        );
    }
}
