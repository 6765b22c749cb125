//! SHA-256 in lower-case hex.

use sha2::{Digest, Sha256};

/// The SHA-256 of `data` as 64 lower-case hex digits (the suite format's own function).
pub use shadercts_suite_files::sha256_hex;

/// The hash of a set of named files: sorted by name, each as `name\0len\0bytes`.
pub fn files_sha256<'a>(files: impl IntoIterator<Item = (&'a str, &'a [u8])>) -> String {
    let mut v: Vec<(&str, &[u8])> = files.into_iter().collect();
    v.sort();
    let mut h = Sha256::new();
    for (name, bytes) in v {
        h.update(name.as_bytes());
        h.update([0]);
        h.update(bytes.len().to_string().as_bytes());
        h.update([0]);
        h.update(bytes);
    }
    shadercts_suite_files::hex(&h.finalize())
}
