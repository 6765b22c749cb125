//! What the Wine Direct3D 9 tests (`wine_d3d9_*.rs`) need around them: the tools on
//! PATH and the repository root.

use std::path::PathBuf;

/// The repository root (the published suites are under it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The program `name` on PATH, if any.
pub fn which(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    })
}

/// Whether Wine, Xvfb and mingw are there; when one is missing the test is skipped,
/// saying so, unless SHADERCTS_REQUIRE_WINE=1 makes that a failure.
pub fn present() -> bool {
    let wine = ["wine64", "wine"].iter().any(|w| which(w).is_some());
    let display = which("Xvfb").is_some();
    let cc = which("x86_64-w64-mingw32-gcc").is_some();
    if !(wine && display && cc) {
        if std::env::var("SHADERCTS_REQUIRE_WINE").as_deref() == Ok("1") {
            panic!("SHADERCTS_REQUIRE_WINE=1 but wine, Xvfb or x86_64-w64-mingw32-gcc is missing");
        }
        eprintln!("SKIPPED: wine, Xvfb or x86_64-w64-mingw32-gcc is missing (scripts/setup.sh)");
        return false;
    }
    true
}
