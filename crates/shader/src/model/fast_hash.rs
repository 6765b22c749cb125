//! A small, fast, non-cryptographic hasher (FNV-1a over bytes, one multiply per word)
//! for the model's lookup tables: their keys are short names and version triples
//! known at load time, so SipHash's flooding resistance buys nothing on this hot path.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` keyed with [`FnvHasher`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FnvHasher>>;

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a, with whole integers mixed in at once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FnvHasher(u64);

impl Default for FnvHasher {
    fn default() -> FnvHasher {
        FnvHasher(OFFSET)
    }
}

impl Hasher for FnvHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
        self.0 = h;
    }

    fn write_u8(&mut self, n: u8) {
        self.0 = (self.0 ^ u64::from(n)).wrapping_mul(PRIME);
    }

    fn write_u16(&mut self, n: u16) {
        self.0 = (self.0 ^ u64::from(n)).wrapping_mul(PRIME);
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0 ^ u64::from(n)).wrapping_mul(PRIME);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(PRIME);
    }

    fn write_usize(&mut self, n: usize) {
        self.0 = (self.0 ^ n as u64).wrapping_mul(PRIME);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_keys_hash_equal_and_lookups_work() {
        let mut m: FastMap<String, u32> = FastMap::default();
        for (i, k) in ["mov", "add", "texld", "dcl_2d", ""].iter().enumerate() {
            m.insert(k.to_string(), i as u32);
        }
        assert_eq!(m.get("texld"), Some(&2));
        assert_eq!(m.get(""), Some(&4));
        assert_eq!(m.get("mad"), None);
        let mut a = FnvHasher::default();
        let mut b = FnvHasher::default();
        a.write(b"mov");
        b.write(b"mov");
        assert_eq!(a.finish(), b.finish());
        b.write(b"x");
        assert_ne!(a.finish(), b.finish());
    }
}
