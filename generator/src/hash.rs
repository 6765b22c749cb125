//! SHA-256 in lower-case hex.

use sha2::{Digest, Sha256};

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(char::from(b"0123456789abcdef"[(b >> 4) as usize]));
        s.push(char::from(b"0123456789abcdef"[(b & 15) as usize]));
    }
    s
}

/// The SHA-256 of `data` as 64 lower-case hex digits.
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

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
    hex(&h.finalize())
}
