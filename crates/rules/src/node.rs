//! A YAML value of any shape that remembers where each part of it stands.
//!
//! Conditions in rule files are free-form mappings (their keys are field names), so
//! they are read as [`Node`] trees and compiled by hand, which lets the loader report
//! every mistake in a check with its own line and column.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Serialize, Serializer};
use std::fmt;

/// A YAML value with the 1-based line and column where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The value.
    pub kind: NodeKind,
    /// 1-based line of the value's first character.
    pub line: u32,
    /// 1-based column of the value's first character.
    pub column: u32,
}

/// The shape of a [`Node`].
// Serialized (by variant index) only into the binary snapshot of the embedded rules;
// `KindRepr` reads it back and must list the variants in this order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum NodeKind {
    /// `null`, `~` or nothing.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
    /// Any other scalar.
    Str(String),
    /// A sequence.
    Seq(Vec<Node>),
    /// A mapping, in file order.
    Map(Vec<(Node, Node)>),
}

impl Node {
    /// The string, if this node is a string scalar.
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            NodeKind::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The entries, if this node is a mapping.
    pub fn as_map(&self) -> Option<&[(Node, Node)]> {
        match &self.kind {
            NodeKind::Map(m) => Some(m),
            _ => None,
        }
    }

    /// A short description of the node's shape, for messages (`a mapping`, `a string`).
    pub fn describe(&self) -> &'static str {
        match &self.kind {
            NodeKind::Null => "null",
            NodeKind::Bool(_) => "a boolean",
            NodeKind::Int(_) => "an integer",
            NodeKind::Float(_) => "a number",
            NodeKind::Str(_) => "a string",
            NodeKind::Seq(_) => "a list",
            NodeKind::Map(_) => "a mapping",
        }
    }

    /// The scalar as text (for keys and messages); lists and mappings give `None`.
    pub fn scalar_text(&self) -> Option<String> {
        match &self.kind {
            NodeKind::Null => Some("null".into()),
            NodeKind::Bool(b) => Some(b.to_string()),
            NodeKind::Int(i) => Some(i.to_string()),
            NodeKind::Float(f) => Some(f.to_string()),
            NodeKind::Str(s) => Some(s.clone()),
            NodeKind::Seq(_) | NodeKind::Map(_) => None,
        }
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // The binary snapshot of the embedded rules stores `(kind, line, column)`; YAML
        // carries the position in its events.
        if !d.is_human_readable() {
            let (kind, line, column) = <(KindRepr, u32, u32)>::deserialize(d)?;
            return Ok(Node {
                kind: kind.into(),
                line,
                column,
            });
        }
        let s = serde_saphyr::Spanned::<NodeKind>::deserialize(d)?;
        Ok(Node {
            kind: s.value,
            line: s.referenced.line() as u32,
            column: s.referenced.column() as u32,
        })
    }
}

/// Written as `(kind, line, column)`, into the binary snapshot only.
impl Serialize for Node {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (&self.kind, self.line, self.column).serialize(s)
    }
}

impl<'de> Deserialize<'de> for NodeKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if !d.is_human_readable() {
            return KindRepr::deserialize(d).map(Into::into);
        }
        d.deserialize_any(KindVisitor)
    }
}

/// [`NodeKind`] as the binary snapshot stores it (same variants, same order).
#[derive(serde::Deserialize)]
enum KindRepr {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

impl From<KindRepr> for NodeKind {
    fn from(k: KindRepr) -> NodeKind {
        match k {
            KindRepr::Null => NodeKind::Null,
            KindRepr::Bool(b) => NodeKind::Bool(b),
            KindRepr::Int(i) => NodeKind::Int(i),
            KindRepr::Float(f) => NodeKind::Float(f),
            KindRepr::Str(s) => NodeKind::Str(s),
            KindRepr::Seq(v) => NodeKind::Seq(v),
            KindRepr::Map(m) => NodeKind::Map(m),
        }
    }
}

struct KindVisitor;

impl<'de> Visitor<'de> for KindVisitor {
    type Value = NodeKind;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<NodeKind, E> {
        Ok(NodeKind::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<NodeKind, E> {
        Ok(NodeKind::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<NodeKind, E> {
        match i64::try_from(v) {
            Ok(i) => Ok(NodeKind::Int(i)),
            Err(_) => Ok(NodeKind::Float(v as f64)),
        }
    }
    fn visit_i128<E: de::Error>(self, v: i128) -> Result<NodeKind, E> {
        match i64::try_from(v) {
            Ok(i) => Ok(NodeKind::Int(i)),
            Err(_) => Ok(NodeKind::Float(v as f64)),
        }
    }
    fn visit_u128<E: de::Error>(self, v: u128) -> Result<NodeKind, E> {
        match i64::try_from(v) {
            Ok(i) => Ok(NodeKind::Int(i)),
            Err(_) => Ok(NodeKind::Float(v as f64)),
        }
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<NodeKind, E> {
        Ok(NodeKind::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<NodeKind, E> {
        Ok(NodeKind::Str(v.to_string()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<NodeKind, E> {
        Ok(NodeKind::Str(v))
    }
    fn visit_unit<E: de::Error>(self) -> Result<NodeKind, E> {
        Ok(NodeKind::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<NodeKind, E> {
        Ok(NodeKind::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<NodeKind, D::Error> {
        NodeKind::deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<NodeKind, A::Error> {
        let mut items = Vec::new();
        while let Some(n) = seq.next_element::<Node>()? {
            items.push(n);
        }
        Ok(NodeKind::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<NodeKind, A::Error> {
        let mut entries = Vec::new();
        while let Some((k, v)) = map.next_entry::<Node, Node>()? {
            entries.push((k, v));
        }
        Ok(NodeKind::Map(entries))
    }
}
