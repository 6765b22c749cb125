//! Values of fields, references and literals, and the comparisons between them.

use crate::vocab::{Sym, Vocab};
use std::cmp::Ordering;
use std::sync::Arc;

/// A value the evaluator works with.
#[derive(Clone, Debug)]
pub enum Value {
    /// No value (a missing operand, a limit the profile does not have).
    Null,
    /// true / false.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A floating-point number (`def` values).
    Num(f64),
    /// An interned string.
    Sym(Sym),
    /// A component mask (bit 0 = x … bit 3 = w).
    Mask(u8),
    /// A list.
    List(Arc<[Value]>),
}

impl PartialEq for Value {
    fn eq(&self, other: &Value) -> bool {
        use Value::*;
        match (self, other) {
            (Null, Null) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Num(a), Num(b)) => a.to_bits() == b.to_bits() || a == b,
            (Int(a), Num(b)) | (Num(b), Int(a)) => (*a as f64) == *b,
            (Sym(a), Sym(b)) => a == b,
            (Mask(a), Mask(b)) => a == b,
            (List(a), List(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Value {}

impl std::hash::Hash for Value {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match self {
            Value::Null => 0u8.hash(h),
            Value::Bool(b) => b.hash(h),
            // Integers and integral numbers compare equal, so they hash alike.
            Value::Int(i) => i.hash(h),
            Value::Num(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => (*f as i64).hash(h),
            Value::Num(f) => f.to_bits().hash(h),
            Value::Sym(s) => s.hash(h),
            Value::Mask(m) => m.hash(h),
            Value::List(l) => l.hash(h),
        }
    }
}

impl Value {
    /// True for [`Value::Null`].
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// The ordering of two numbers (`None` when either is not a number).
    pub fn order(&self, other: &Value) -> Option<Ordering> {
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => Some(a.cmp(b)),
            (Value::Int(a), Value::Num(b)) => (*a as f64).partial_cmp(b),
            (Value::Num(a), Value::Int(b)) => a.partial_cmp(&(*b as f64)),
            (Value::Num(a), Value::Num(b)) => a.partial_cmp(b),
            _ => None,
        }
    }

    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The mask, if this is one.
    pub fn as_mask(&self) -> Option<u8> {
        match self {
            Value::Mask(m) => Some(*m),
            _ => None,
        }
    }

    /// Text for messages: names for symbols, letters for masks, `a, b` for lists.
    pub fn display(&self, vocab: &Vocab) -> String {
        match self {
            Value::Null => "none".into(),
            Value::Bool(b) => b.to_string(),
            Value::Int(i) => i.to_string(),
            Value::Num(f) => f.to_string(),
            Value::Sym(s) => vocab.name(*s).to_string(),
            Value::Mask(m) => mask_text(*m),
            Value::List(l) => l
                .iter()
                .map(|v| v.display(vocab))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// The letters of a mask (`xyz`); `none` for the empty mask.
pub fn mask_text(m: u8) -> String {
    let s: String = (0..4)
        .filter(|i| m & (1 << i) != 0)
        .map(|i| ['x', 'y', 'z', 'w'][i])
        .collect();
    if s.is_empty() {
        "none".into()
    } else {
        s
    }
}

/// Parses mask letters (`xyz`, `w`, `rgba`); each letter at most once, in any order.
pub fn parse_mask(s: &str) -> Option<u8> {
    if s.is_empty() {
        return None;
    }
    let mut bits = 0u8;
    for c in s.chars() {
        let i = match c {
            'x' | 'r' => 0,
            'y' | 'g' => 1,
            'z' | 'b' => 2,
            'w' | 'a' => 3,
            _ => return None,
        };
        if bits & (1 << i) != 0 {
            return None;
        }
        bits |= 1 << i;
    }
    Some(bits)
}

/// Normalises swizzle letters to four `xyzw` letters (`rgba` accepted; one letter
/// replicates, as in assembly).
pub fn normalize_swizzle(s: &str) -> Option<String> {
    let letters: Option<Vec<char>> = s
        .chars()
        .map(|c| match c {
            'x' | 'r' => Some('x'),
            'y' | 'g' => Some('y'),
            'z' | 'b' => Some('z'),
            'w' | 'a' => Some('w'),
            _ => None,
        })
        .collect();
    let mut l = letters?;
    if l.is_empty() || l.len() > 4 {
        return None;
    }
    while l.len() < 4 {
        let last = *l.last()?;
        l.push(last);
    }
    Some(l.into_iter().collect())
}

/// True when the sorted distinct integers of `list` are `from, from+1, …` with no gap
/// and no repeat (an empty list holds).
pub fn contiguous_from(list: &[Value], from: i64) -> bool {
    let mut ints: Vec<i64> = Vec::with_capacity(list.len());
    for v in list {
        match v {
            Value::Int(i) => ints.push(*i),
            _ => return false,
        }
    }
    ints.sort_unstable();
    ints.iter().enumerate().all(|(k, v)| *v == from + k as i64)
}
