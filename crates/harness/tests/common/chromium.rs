//! Headless Chromium for the browser tests (`*_chromium.rs`): finding it, running it on
//! a page, the DOM it builds, a screenshot, and keeping the files (SHADERCTS_HTML_OUT).

use shadercts_harness::process::{self, Limits};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Debian's `chromium` on PATH; `None` (with a SKIPPED message) when there is none,
/// unless SHADERCTS_REQUIRE_CHROMIUM=1 makes that a failure.
pub fn chromium() -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .flat_map(|d| ["chromium", "chromium-browser"].map(|n| d.join(n)))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        let msg = "chromium not found: install Debian's chromium (apt-get install -y chromium) to run this test";
        if std::env::var("SHADERCTS_REQUIRE_CHROMIUM").as_deref() == Ok("1") {
            panic!("{msg}");
        }
        eprintln!("SKIPPED: {msg}");
    }
    found
}

/// Runs headless Chromium on `page` with `args`; its stdout goes to `out`.
pub fn browse(browser: &Path, page: &Path, dir: &Path, args: &[String], out: &Path) {
    let stdout = std::fs::File::create(out).unwrap();
    let mut cmd = Command::new(browser);
    // As root Chromium needs --no-sandbox; the rest keeps it off the network.
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
    ])
    .arg(format!("--user-data-dir={}", dir.join("profile").display()))
    .args(args)
    .arg(format!("file://{}", page.display()))
    .current_dir(dir)
    .stdin(Stdio::null())
    .stdout(stdout)
    .stderr(Stdio::null());
    process::configure(
        &mut cmd,
        &Limits {
            timeout: None,
            memory_mb: None,
        },
    );
    let mut child = cmd.spawn().expect("chromium starts");
    match process::wait_timeout(&mut child, Some(Duration::from_secs(120))).unwrap() {
        Some(status) => assert!(status.success(), "chromium failed: {status}"),
        None => {
            process::kill(&mut child);
            panic!("chromium did not finish within 120 s");
        }
    }
}

/// Copies `file` to the folder SHADERCTS_HTML_OUT names, if set.
pub fn keep(file: &Path) {
    if let Some(out) = std::env::var_os("SHADERCTS_HTML_OUT") {
        let out = PathBuf::from(out);
        std::fs::create_dir_all(&out).unwrap();
        std::fs::copy(file, out.join(file.file_name().unwrap())).unwrap();
    }
}

/// The DOM Chromium builds for `page` (also left in DIR/dom.html).
pub fn dump_dom(browser: &Path, page: &Path, dir: &Path) -> String {
    let out = dir.join("dom.html");
    browse(browser, page, dir, &["--dump-dom".to_string()], &out);
    std::fs::read_to_string(out).unwrap()
}

/// A `width`×`height` screenshot of `page` (DIR/STEM.png, kept), decoded to RGB rows;
/// asserts that it has the window's size and 8-bit channels.
pub fn screenshot(
    browser: &Path,
    page: &Path,
    dir: &Path,
    (width, height): (u32, u32),
) -> Vec<Vec<[u8; 3]>> {
    let png = dir.join(format!(
        "{}.png",
        page.file_stem().unwrap().to_string_lossy()
    ));
    browse(
        browser,
        page,
        dir,
        &[
            format!("--screenshot={}", png.display()),
            format!("--window-size={width},{height}"),
        ],
        &dir.join("screenshot.log"),
    );
    keep(&png);
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png).expect("chromium wrote the screenshot"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("one frame");
    assert_eq!(
        (info.width, info.height),
        (width, height),
        "the screenshot has the window's size"
    );
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let channels = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    buf[..info.buffer_size()]
        .chunks(info.line_size)
        .map(|row| row.chunks(channels).map(|p| [p[0], p[1], p[2]]).collect())
        .collect()
}

/// Whether the pixel `p` is the colour `c`, give or take 4 a channel.
pub fn near(p: [u8; 3], c: [u8; 3]) -> bool {
    p.iter().zip(c).all(|(a, b)| a.abs_diff(b) <= 4)
}

/// Values of attribute `name` in `text`.
pub fn attrs(text: &str, name: &str) -> Vec<String> {
    regex::Regex::new(&format!(r#"\s{name}="([^"]*)""#))
        .unwrap()
        .captures_iter(text)
        .map(|c| c[1].to_string())
        .collect()
}

/// The page background.
pub const WHITE: [u8; 3] = [0xff, 0xff, 0xff];
/// A passing cell of the report and comparison pages.
pub const PASS: [u8; 3] = [0xc8, 0xf0, 0xc8];
/// A failing cell of the report and comparison pages.
pub const FAIL: [u8; 3] = [0xf6, 0xb8, 0xb8];

/// The table of the DOM whose start tag begins with `start` (`<table id="x"`), up to its
/// `</table>`.
pub fn table_at<'a>(dom: &'a str, start: &str) -> &'a str {
    let at = dom
        .find(start)
        .unwrap_or_else(|| panic!("no {start} in the DOM"));
    let len = dom[at..].find("</table>").expect("the table ends");
    &dom[at..at + len]
}

/// Asserts that the right 16 columns of the screenshot `img` are background: nothing on
/// the page is wider than the window. `what` names the page in the message.
pub fn assert_no_overflow(img: &[Vec<[u8; 3]>], what: &str) {
    let stray = img
        .iter()
        .enumerate()
        .flat_map(|(y, row)| (row.len().saturating_sub(16)..row.len()).map(move |x| (x, y, row[x])))
        .find(|(_, _, p)| !near(*p, WHITE));
    assert_eq!(
        stray, None,
        "{what}: the right edge of the window is not background, the page overflows"
    );
}
