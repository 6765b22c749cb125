//! The register-file names of the text parser, resolved per profile at load time.
//!
//! A name written in assembly (`r`, `oPos`, `C`) may belong to several register files;
//! the parser takes the first file of the program's profile, else the first of its shader
//! kind, else the first at all (so that a register of another profile still parses and
//! the validator reports it). That choice depends only on the profile, the lower-cased
//! name and whether a number was written, so it is made here once for every short name.

use super::{ProfileInfo, RegisterFileInfo};

/// Names up to this many bytes are resolved in the table (longer ones are not).
pub const MAX_SHORT_NAME: usize = 7;

/// One lower-cased name, numbered or not, with the file it resolves to in each profile.
#[derive(Clone, Debug)]
struct Entry {
    key: u64,
    numbered: bool,
    /// By profile index: an index into the register files, or [`NONE`].
    pick: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// The resolved names, bucketed by their ASCII-lower-cased first byte.
#[derive(Clone, Debug, Default)]
pub struct RegisterNames {
    by_initial: Vec<Vec<Entry>>,
}

/// `name` lower-cased and packed with its length into one integer; `None` when it is
/// empty, longer than [`MAX_SHORT_NAME`] or not ASCII.
#[inline]
pub fn short_key(name: &str) -> Option<u64> {
    let bytes = name.as_bytes();
    if bytes.is_empty() || bytes.len() > MAX_SHORT_NAME {
        return None;
    }
    let mut key = (bytes.len() as u64) << 56;
    let mut all = 0u8;
    for (i, &b) in bytes.iter().enumerate() {
        all |= b;
        key |= u64::from(b.to_ascii_lowercase()) << (8 * i);
    }
    all.is_ascii().then_some(key)
}

impl RegisterNames {
    /// Resolves every short name of `files` for every profile.
    pub fn build(profiles: &[ProfileInfo], files: &[RegisterFileInfo]) -> RegisterNames {
        let mut by_initial: Vec<Vec<Entry>> = vec![Vec::new(); 128];
        for f in files {
            let Some(key) = short_key(&f.name) else {
                continue;
            };
            let numbered = f.fixed_index.is_none();
            let slot = &mut by_initial[usize::from(f.name.as_bytes()[0].to_ascii_lowercase())];
            if slot.iter().any(|e| e.key == key && e.numbered == numbered) {
                continue;
            }
            let pick = profiles
                .iter()
                .map(|p| resolve(p, files, key, numbered).unwrap_or(NONE))
                .collect();
            slot.push(Entry {
                key,
                numbered,
                pick,
            });
        }
        RegisterNames { by_initial }
    }

    /// The index of the file profile `pi` means by the short name with `key` (see
    /// [`short_key`]; `initial` is its lower-cased first byte); `None` when no file has
    /// that name.
    #[inline]
    pub fn lookup(&self, pi: usize, initial: u8, key: u64, numbered: bool) -> Option<usize> {
        let bucket = self.by_initial.get(usize::from(initial))?;
        let e = bucket
            .iter()
            .find(|e| e.key == key && e.numbered == numbered)?;
        match e.pick.get(pi) {
            Some(&i) if i != NONE => Some(i as usize),
            _ => None,
        }
    }
}

/// The first file named like `key` and `numbered` of profile `p`, else the first of its
/// shader kind, else the first.
fn resolve(p: &ProfileInfo, files: &[RegisterFileInfo], key: u64, numbered: bool) -> Option<u32> {
    let mut same_kind = None;
    let mut any = None;
    for (i, f) in files.iter().enumerate() {
        if f.fixed_index.is_none() != numbered || short_key(&f.name) != Some(key) {
            continue;
        }
        if f.profiles.contains_index(p.index) {
            return Some(i as u32);
        }
        if same_kind.is_none() && f.kinds.contains(&p.profile.kind) {
            same_kind = Some(i as u32);
        }
        any.get_or_insert(i as u32);
    }
    same_kind.or(any)
}
