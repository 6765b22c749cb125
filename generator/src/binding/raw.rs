//! The binding files as written (`generator/bindings/<topic>.yaml`), with the location
//! of every value, before any check.

use crate::params::Scalar;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::fmt;

/// One binding: a rule and the templates that witness and break it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBinding {
    /// The rule id.
    pub rule: Spanned<String>,
    /// Entries whose cases must be valid.
    #[serde(default)]
    pub valid: Vec<Spanned<RawEntry>>,
    /// Entries whose cases must be invalid.
    #[serde(default)]
    pub invalid: Vec<Spanned<RawEntry>>,
    /// Profiles in which no program can break the rule alone, with the reason.
    #[serde(default)]
    pub unbreakable: Vec<Spanned<RawUnbreakable>>,
    /// Free text for readers (not used by the generator).
    #[serde(default)]
    #[allow(dead_code)]
    pub note: Option<String>,
}

/// A statement that the rule cannot be broken (alone) in some profiles.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnbreakable {
    /// Profiles or groups.
    pub profiles: Vec<Spanned<String>>,
    /// Why no program of these profiles breaks the rule alone.
    pub reason: Spanned<String>,
}

/// One template (or vs/ps pair of templates) with its parameter matrix.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEntry {
    /// The template of a single-shader case.
    #[serde(default)]
    pub template: Option<Spanned<String>>,
    /// The vertex-shader template of a link case.
    #[serde(default)]
    pub vs: Option<Spanned<String>>,
    /// The pixel-shader template of a link case.
    #[serde(default)]
    pub ps: Option<Spanned<String>>,
    /// A name that prefixes the parameter slug of the case ids.
    #[serde(default)]
    pub name: Option<Spanned<String>>,
    /// Profiles or profile groups (default: the rule's profiles).
    #[serde(default)]
    pub profiles: Option<Vec<Spanned<String>>>,
    /// Link cases: `vs_3_0+ps_3_0` pairs (default: the rule's vs × ps profiles).
    #[serde(default)]
    pub pairs: Option<Vec<Spanned<String>>>,
    /// Parameter name → one value or a list of values (lists expand to a product).
    #[serde(default)]
    pub params: BTreeMap<String, Spanned<RawValue>>,
    /// A tera expression; combinations for which it is false are skipped.
    #[serde(default)]
    pub when: Option<Spanned<String>>,
    /// Invalid entries: the rule ids the validator must report (default: the rule).
    #[serde(default)]
    pub rules: Option<Vec<Spanned<String>>>,
}

/// A parameter's value or values.
#[derive(Debug, Clone, PartialEq)]
pub enum RawValue {
    /// One value.
    One(Scalar),
    /// Alternatives: one case per element.
    Many(Vec<Scalar>),
    /// Labelled alternatives (`{add: "add r0, c0, c1", …}`): the label names the case.
    Keyed(Vec<(String, Scalar)>),
    /// Something else (a mapping, a nested list); rejected by the checker.
    Bad(&'static str),
}

impl<'de> Deserialize<'de> for RawValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ValueVisitor { nested: false })
    }
}

struct ValueVisitor {
    nested: bool,
}

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = RawValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a scalar or a list of scalars")
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<RawValue, E> {
        Ok(RawValue::One(Scalar::Bool(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawValue, E> {
        Ok(RawValue::One(Scalar::Int(v)))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawValue, E> {
        Ok(match i64::try_from(v) {
            Ok(i) => RawValue::One(Scalar::Int(i)),
            Err(_) => RawValue::Bad("an integer too large for 64 bits"),
        })
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<RawValue, E> {
        Ok(RawValue::One(Scalar::Float(v)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<RawValue, E> {
        Ok(RawValue::One(Scalar::Str(v.to_string())))
    }
    fn visit_unit<E: de::Error>(self) -> Result<RawValue, E> {
        Ok(RawValue::Bad("null"))
    }
    fn visit_none<E: de::Error>(self) -> Result<RawValue, E> {
        Ok(RawValue::Bad("null"))
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<RawValue, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<RawValue, A::Error> {
        if self.nested {
            while seq.next_element::<de::IgnoredAny>()?.is_some() {}
            return Ok(RawValue::Bad("a nested list"));
        }
        let mut items = Vec::new();
        let mut bad = None;
        while let Some(v) = seq.next_element_seed(Nested)? {
            match v {
                RawValue::One(s) => items.push(s),
                RawValue::Bad(what) => bad = bad.or(Some(what)),
                RawValue::Many(_) | RawValue::Keyed(_) => {
                    bad = bad.or(Some("a nested list or mapping"))
                }
            }
        }
        Ok(match bad {
            Some(what) => RawValue::Bad(what),
            None => RawValue::Many(items),
        })
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<RawValue, A::Error> {
        let mut items = Vec::new();
        let mut bad = self.nested.then_some("a mapping inside a list");
        while let Some(key) = map.next_key::<String>()? {
            match map.next_value_seed(Nested)? {
                RawValue::One(s) => items.push((key, s)),
                _ => bad = bad.or(Some("a mapping whose values are not all scalars")),
            }
        }
        Ok(match bad {
            Some(what) => RawValue::Bad(what),
            None => RawValue::Keyed(items),
        })
    }
}

struct Nested;

impl<'de> de::DeserializeSeed<'de> for Nested {
    type Value = RawValue;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<RawValue, D::Error> {
        d.deserialize_any(ValueVisitor { nested: true })
    }
}
