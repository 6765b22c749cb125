//! The binary snapshot of the embedded model tables (what the command line's build
//! writes and decodes at start-up) gives the model their YAML gives.

use shadercts_shader::model::{snapshot, EMBEDDED_SOURCES};
use shadercts_shader::Model;

#[test]
fn the_snapshot_gives_the_embedded_model() {
    let bytes = match snapshot::encode(&EMBEDDED_SOURCES) {
        Ok(b) => b,
        Err(e) => panic!("spec-rules/models has no snapshot:\n{e}"),
    };
    let decoded = match snapshot::decode(&EMBEDDED_SOURCES, &bytes) {
        Some(Ok(m)) => m,
        Some(Err(e)) => panic!("the snapshot of spec-rules/models does not load:\n{e}"),
        None => panic!("the snapshot of spec-rules/models does not decode"),
    };
    // Every table and index, positions included, built by the same code from both.
    assert_eq!(format!("{decoded:?}"), format!("{:?}", Model::embedded()));
}

#[test]
fn a_broken_snapshot_is_refused() {
    let bytes = snapshot::encode(&EMBEDDED_SOURCES).unwrap_or_default();
    assert!(bytes.len() > 1000);
    assert!(snapshot::decode(&EMBEDDED_SOURCES, &bytes[..bytes.len() / 2]).is_none());
    assert!(snapshot::decode(&EMBEDDED_SOURCES, b"").is_none());
}

/// A snapshot keeps each record's line and column: a table that fails a check after
/// decoding is reported at its YAML position, as the YAML itself would be.
#[test]
fn decoded_records_keep_their_yaml_positions() {
    let mut sources = EMBEDDED_SOURCES;
    let broken = sources[0].1.replacen("kind: vs", "kind: xs", 1);
    sources[0].1 = &broken;
    let bytes = match snapshot::encode(&sources) {
        Ok(b) => b,
        Err(e) => panic!("the edited tables still parse as YAML:\n{e}"),
    };
    let from_snapshot = match snapshot::decode(&sources, &bytes) {
        Some(Err(e)) => e.to_string(),
        Some(Ok(_)) => panic!("an unknown shader kind was accepted"),
        None => panic!("the snapshot does not decode"),
    };
    let from_yaml = match Model::from_sources(&sources) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("an unknown shader kind was accepted"),
    };
    assert_eq!(from_snapshot, from_yaml);
    assert!(from_snapshot.contains("profiles.yaml:"), "{from_snapshot}");
}
