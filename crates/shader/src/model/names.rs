//! The register-file names of the text parser, resolved per profile at load time.
//!
//! A name written in assembly (`r`, `oPos`, `C`) may belong to several register files;
//! the parser takes the first file of the program's profile, else the first of its shader
//! kind, else the first at all (so that a register of another profile still parses and
//! the validator reports it). That choice depends only on the profile, the lower-cased
//! name and whether a number was written, so it is made here once for every short name.

use super::words::{WordKey, WordTable, MAX_WORD};
use super::{ProfileInfo, RegisterFileInfo};
use crate::ir::ShaderKind;

/// Names up to this many bytes are resolved in the table (longer ones are not).
pub const MAX_SHORT_NAME: usize = MAX_WORD;

const NONE: u32 = u32::MAX;

/// The resolved names: a table each for names written with a number and without,
/// giving an entry whose picks (one per profile) start at `entry * profiles`.
#[derive(Clone, Debug, Default)]
pub struct RegisterNames {
    numbered: WordTable,
    fixed: WordTable,
    /// By entry, then profile index: an index into the register files, or [`NONE`].
    picks: Vec<u32>,
    /// One-letter names (`r`, `c`, `v`: most of them) by numbered, profile and ASCII
    /// byte lower-cased: an index into the register files, or [`NONE`].
    letters: Vec<u32>,
    profiles: usize,
}

/// `name` lower-cased as one key; `None` when it is empty, longer than
/// [`MAX_SHORT_NAME`] or not ASCII.
#[inline]
pub fn short_key(name: &str) -> Option<WordKey> {
    WordKey::lower(name.as_bytes())
}

/// The lower-cased byte of a one-letter name's key.
fn keys_letter(key: WordKey) -> Option<u8> {
    (0u8..128)
        .find(|&b| short_key(char::from(b).encode_utf8(&mut [0; 4])) == Some(key))
        .map(|b| b.to_ascii_lowercase())
}

impl RegisterNames {
    /// Resolves every short name of `files` for every profile.
    pub fn build(profiles: &[ProfileInfo], files: &[RegisterFileInfo]) -> RegisterNames {
        let mut keys: Vec<(WordKey, bool)> = Vec::new();
        for f in files {
            let Some(key) = short_key(&f.name) else {
                continue;
            };
            let numbered = f.fixed_index.is_none();
            if !keys.contains(&(key, numbered)) {
                keys.push((key, numbered));
            }
        }
        let mut picks = Vec::with_capacity(keys.len() * profiles.len());
        for &(key, numbered) in &keys {
            picks.extend(
                profiles
                    .iter()
                    .map(|p| resolve(p, files, key, numbered).unwrap_or(NONE)),
            );
        }
        let table = |numbered: bool| {
            WordTable::build(
                keys.iter()
                    .enumerate()
                    .filter(|(_, k)| k.1 == numbered)
                    .map(|(e, k)| (k.0, e as u32)),
            )
        };
        let mut letters = vec![NONE; 2 * profiles.len() * 128];
        for &(key, numbered) in &keys {
            // One-letter names only (their keys are a byte and the length mark).
            let Some(b) = keys_letter(key) else {
                continue;
            };
            for (pi, p) in profiles.iter().enumerate() {
                let at = (usize::from(numbered) * profiles.len() + pi) * 128;
                if let (Some(slot), Some(i)) = (
                    letters.get_mut(at + usize::from(b)),
                    resolve(p, files, key, numbered),
                ) {
                    *slot = i;
                }
            }
        }
        RegisterNames {
            numbered: table(true),
            fixed: table(false),
            picks,
            letters,
            profiles: profiles.len(),
        }
    }

    /// The index of the file profile `pi` means by the name `name` (any case); `None`
    /// when no file has that name, or it is not a short ASCII name. One-letter names
    /// are looked up by direct index.
    #[inline]
    pub fn lookup_name(&self, pi: usize, name: &[u8], numbered: bool) -> Option<usize> {
        if let [b] = name {
            if *b < 128 && pi < self.profiles {
                let at = (usize::from(numbered) * self.profiles + pi) * 128;
                return match self.letters.get(at + usize::from(b.to_ascii_lowercase())) {
                    Some(&i) if i != NONE => Some(i as usize),
                    _ => None,
                };
            }
        }
        self.lookup_key(pi, WordKey::lower(name)?, numbered)
    }

    /// [`RegisterNames::lookup_name`] by the name's key (see [`short_key`]).
    fn lookup_key(&self, pi: usize, key: WordKey, numbered: bool) -> Option<usize> {
        let table = if numbered {
            &self.numbered
        } else {
            &self.fixed
        };
        let e = table.get(key)? as usize;
        if pi >= self.profiles {
            return None;
        }
        match self.picks.get(e * self.profiles + pi) {
            Some(&i) if i != NONE => Some(i as usize),
            _ => None,
        }
    }
}

/// The first file named like `key` and `numbered` of profile `p`, else the first of its
/// shader kind, else the first.
fn resolve(
    p: &ProfileInfo,
    files: &[RegisterFileInfo],
    key: WordKey,
    numbered: bool,
) -> Option<u32> {
    let named = |f: &RegisterFileInfo| short_key(&f.name) == Some(key);
    pick_file(
        files.iter().enumerate(),
        p.index,
        Some(p.profile.kind),
        numbered,
        named,
    )
    .map(|i| i as u32)
}

/// Of `files` (in model order, with their indices), those `named` and `numbered` or
/// not: the index of the first of profile `pidx`, else of the first of shader kind
/// `kind`, else of the first (the parser's choice, for the table here and for the
/// names it leaves out alike).
pub(crate) fn pick_file<'f>(
    files: impl Iterator<Item = (usize, &'f RegisterFileInfo)>,
    pidx: usize,
    kind: Option<ShaderKind>,
    numbered: bool,
    named: impl Fn(&RegisterFileInfo) -> bool,
) -> Option<usize> {
    let mut same_kind = None;
    let mut any = None;
    for (i, f) in files {
        if f.fixed_index.is_none() != numbered || !named(f) {
            continue;
        }
        if f.profiles.contains_index(pidx) {
            return Some(i);
        }
        if same_kind.is_none() && kind.is_some_and(|k| f.kinds.contains(&k)) {
            same_kind = Some(i);
        }
        any.get_or_insert(i);
    }
    same_kind.or(any)
}
