//! The build script's logic (`build/embed.rs`): a missing or empty input folder fails
//! the build with its path instead of embedding nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code: a failure is the report

#[path = "../build/embed.rs"]
mod embed;

use std::path::Path;

fn complete(root: &Path) {
    for (_, folder, ext, _) in embed::FOLDERS {
        std::fs::create_dir_all(root.join(folder)).expect("mkdir");
        std::fs::write(root.join(folder).join(format!("x{ext}")), "").expect("write");
    }
}

#[test]
fn every_required_folder_missing_or_empty_fails_the_build() {
    for (_, folder, ext, optional) in embed::FOLDERS {
        let tmp = tempfile::tempdir().expect("tempdir");
        complete(tmp.path());
        let dir = tmp.path().join(folder);
        std::fs::remove_file(dir.join(format!("x{ext}"))).expect("rm");
        let empty = embed::embedding(tmp.path());
        std::fs::remove_dir(&dir).expect("rmdir");
        let missing = embed::embedding(tmp.path());
        if optional {
            assert!(empty.is_ok() && missing.is_ok(), "{folder} may be empty");
        } else {
            let e = empty.expect_err("an empty folder fails");
            assert!(
                e.contains(&dir.display().to_string()) && e.contains(ext),
                "{e}"
            );
            let e = missing.expect_err("a missing folder fails");
            assert!(e.contains("complete checkout"), "{e}");
        }
    }
}

#[test]
fn a_complete_tree_embeds_every_folder() {
    let tmp = tempfile::tempdir().expect("tempdir");
    complete(tmp.path());
    let (code, watched) = embed::embedding(tmp.path()).expect("complete");
    for (konst, folder, ext, _) in embed::FOLDERS {
        assert!(code.contains(&format!("pub const {konst}")), "{code}");
        assert!(code.contains(&format!("\"{folder}/x{ext}\"")), "{code}");
    }
    assert_eq!(watched.len(), 8);
}

#[test]
fn the_checked_in_inputs_are_accepted() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(embed::embedding(root).is_ok());
}
