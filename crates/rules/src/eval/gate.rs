//! Presence keys compiled into bit tests: what a check needs to occur in a program,
//! tested before anything else (see [`crate::compiled::Key`]).

use crate::compiled::Key;
use crate::facts::Presence;

/// A presence key with its names as bit words (see [`Presence::words_of`]).
#[derive(Clone, Debug)]
pub(crate) enum KeyTest {
    /// One of the names, all in one word of the set, occurs.
    Word(u32, u64),
    /// One of the names occurs.
    Words(Box<[(u32, u64)]>),
    /// Some statement is co-issued.
    Coissue,
    /// Some statement is predicated.
    Predicated,
    /// Some operand is relatively addressed.
    Relative,
}

impl KeyTest {
    /// The test of `k`.
    fn new(k: &Key) -> KeyTest {
        match k {
            Key::Names(_, names) => match Presence::words_of(names)[..] {
                [(w, bits)] => KeyTest::Word(w, bits),
                ref words => KeyTest::Words(words.into()),
            },
            Key::Coissue => KeyTest::Coissue,
            Key::Predicated => KeyTest::Predicated,
            Key::Relative => KeyTest::Relative,
        }
    }

    /// What [`Key::absent`] returns for the key.
    #[inline]
    fn absent(&self, p: &Presence) -> bool {
        match self {
            KeyTest::Word(w, bits) => p.word(*w) & bits == 0,
            KeyTest::Words(w) => !p.any_of(w),
            KeyTest::Coissue => !p.coissue,
            KeyTest::Predicated => !p.predicated,
            KeyTest::Relative => !p.relative,
        }
    }
}

/// The presence keys of a check, in the cheapest form they allow (most checks have
/// one or two keys of names that share a word of the presence set).
#[derive(Clone, Debug)]
pub(crate) enum Gate {
    /// No key.
    Open,
    /// One key, one word.
    One(u32, u64),
    /// Two keys, one word each.
    Two([(u32, u64); 2]),
    /// Any other keys.
    Keys(Box<[KeyTest]>),
}

impl Gate {
    /// The gate of `keys`.
    pub fn new(keys: &[Key]) -> Gate {
        let tests: Box<[KeyTest]> = keys.iter().map(KeyTest::new).collect();
        let word = |t: &KeyTest| match t {
            KeyTest::Word(w, bits) => Some((*w, *bits)),
            _ => None,
        };
        match &tests[..] {
            [] => Gate::Open,
            [a] => word(a).map_or(Gate::Keys(tests.clone()), |(w, b)| Gate::One(w, b)),
            [a, b] => match (word(a), word(b)) {
                (Some(a), Some(b)) => Gate::Two([a, b]),
                _ => Gate::Keys(tests),
            },
            _ => Gate::Keys(tests),
        }
    }

    /// True when a key is absent from `present` (what [`Key::absent`] says of one).
    #[inline]
    pub fn lacks(&self, present: &Presence) -> bool {
        match self {
            Gate::Open => false,
            Gate::One(w, bits) => present.word(*w) & bits == 0,
            Gate::Two(words) => words.iter().any(|(w, bits)| present.word(*w) & bits == 0),
            Gate::Keys(tests) => tests.iter().any(|k| k.absent(present)),
        }
    }
}
