//! The one capped reader (`shadercts_harness::capped::read`) shared by the command line's
//! inputs and a `cmd:` backend's output files (`process::read_capped`).

use shadercts_harness::capped::{read, ReadError};
use shadercts_harness::process::read_capped;
use std::io::ErrorKind;

#[test]
fn a_file_up_to_the_limit_is_read_whole() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("f");
    std::fs::write(&p, b"0123456789").unwrap();
    assert_eq!(read(&p, 10).unwrap(), b"0123456789");
    assert!(matches!(read(&p, 9), Err(ReadError::TooLarge(Some(10)))));
    assert_eq!(read_capped(&p, 10).unwrap().unwrap(), b"0123456789");
}

#[test]
fn a_huge_regular_file_is_refused_by_its_size_before_reading() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("sparse");
    // 64 GiB, sparse: reading it would take minutes and all memory.
    std::fs::File::create(&p)
        .unwrap()
        .set_len(64 << 30)
        .unwrap();
    assert!(matches!(read(&p, 1 << 20), Err(ReadError::TooLarge(Some(n))) if n == 64 << 30));
    let e = read_capped(&p, 16 << 20).unwrap_err();
    assert_eq!(e, "it is longer than 16 MiB (the limit)");
}

#[test]
fn an_endless_device_is_read_only_up_to_the_limit() {
    // /dev/zero has no size: the limit is found while reading, after limit + 1 bytes.
    let p = std::path::Path::new("/dev/zero");
    assert!(matches!(read(p, 1 << 20), Err(ReadError::TooLarge(None))));
    assert_eq!(
        read_capped(p, 1 << 20).unwrap_err(),
        "it is longer than 1 MiB (the limit)"
    );
}

#[test]
fn directories_and_missing_files_are_io_errors() {
    let dir = tempfile::tempdir().unwrap();
    match read(dir.path(), 100) {
        Err(ReadError::Io(e)) => assert_eq!(e.kind(), ErrorKind::IsADirectory),
        other => panic!("{other:?}"),
    }
    let missing = dir.path().join("missing");
    match read(&missing, 100) {
        Err(ReadError::Io(e)) => assert_eq!(e.kind(), ErrorKind::NotFound),
        other => panic!("{other:?}"),
    }
    // A backend that wrote no output file: nothing to parse, not an error.
    assert_eq!(read_capped(&missing, 100), Ok(None));
    assert!(read_capped(dir.path(), 100)
        .unwrap_err()
        .starts_with("cannot read it: "));
}
