//! Replays every file of `fuzz/corpus/<target>/` and `fuzz/artifacts/<target>/` through
//! its target's oracle as one test each, on the stable toolchain (no libFuzzer).
//!
//! A corpus file or a fixed finding must pass. An artifact whose name starts with
//! `open-` records a finding not fixed yet: it is an ignored test, replayed with the
//! target's strict oracle (run them with
//! `cargo test -p shadercts-fuzzing --test replay -- --ignored`: each fails while its
//! finding is open; once it passes, drop the `open-` prefix).

use libtest_mimic::{Arguments, Failed, Trial};
use shadercts_fuzzing::alloc::TrackingAlloc;
use shadercts_fuzzing::targets::{Target, TARGETS};
use std::path::{Path, PathBuf};

// Lets `decode_bytecode` check its allocation bound here too.
#[global_allocator]
static ALLOC: TrackingAlloc = TrackingAlloc;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut trials = Vec::new();
    for target in TARGETS {
        for kind in ["corpus", "artifacts"] {
            for file in files(&root.join(kind).join(target.name)) {
                trials.push(trial(target, kind, file));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn trial(target: &'static Target, kind: &str, file: PathBuf) -> Trial {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let open = kind == "artifacts" && name.starts_with("open-");
    Trial::test(format!("{}/{kind}/{name}", target.name), move || {
        let data =
            std::fs::read(&file).map_err(|e| Failed::from(format!("{}: {e}", file.display())))?;
        let check = if open { target.strict } else { target.check };
        check(&data).map_err(|f| Failed::from(format!("{}:\n{f}", file.display())))
    })
    .with_ignored_flag(open)
}

/// The regular files of `dir` (none when it does not exist), sorted, hidden files skipped.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .filter(|p| {
                    !p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
