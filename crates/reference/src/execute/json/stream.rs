//! Reading an inputs file without a JSON tree of the whole of it: the top level
//! without its batch entries, then the entries one at a time (two passes over the
//! text). A JSON value tree takes 10–20 times the bytes of its text; a 14 MB batch
//! read whole took 1.46 GB (issue 35).

use super::unknown_key;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::fmt;

/// The top level of an inputs file: its keys other than `batch`, and whether there is
/// a batch.
pub(super) struct Top {
    /// The keys other than `batch`, with their values.
    pub base: Map<String, Value>,
    /// `batch` is there (and is an array).
    pub batch: bool,
}

/// Reads the top level of `text`, skipping the batch entries; `keys` are the keys
/// allowed there.
pub(super) fn top_level(text: &str, keys: &[&str]) -> Result<Top, String> {
    let note = RefCell::new(None);
    run_pass(text, TopSeed { note: &note, keys }, &note)
}

/// Hands each batch entry of `text` to `visit` (index, value) as soon as it is read;
/// an error of `visit` stops the reading and is returned.
pub(super) fn each_entry(
    text: &str,
    visit: &mut dyn FnMut(usize, Value) -> Result<(), String>,
) -> Result<(), String> {
    let note = RefCell::new(None);
    let seed = BatchSeed { visit, note: &note };
    run_pass(text, seed, &note)
}

/// Deserializes the whole text with `seed`; an error a visitor noted wins over the
/// parser's message (which would add a line and column to it).
fn run_pass<'de, S: DeserializeSeed<'de>>(
    text: &'de str,
    seed: S,
    note: &RefCell<Option<String>>,
) -> Result<S::Value, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let out = seed.deserialize(&mut de).and_then(|v| de.end().map(|()| v));
    out.map_err(|e| {
        note.borrow_mut()
            .take()
            .unwrap_or_else(|| format!("invalid JSON: {e}"))
    })
}

/// Records `msg` as the error of the pass and returns an error that stops the parser.
fn fail<E: de::Error>(note: &RefCell<Option<String>>, msg: String) -> E {
    let err = E::custom(&msg);
    note.borrow_mut().get_or_insert(msg);
    err
}

/// First pass: the top-level object without its batch entries.
struct TopSeed<'n> {
    note: &'n RefCell<Option<String>>,
    keys: &'n [&'n str],
}

impl<'de> DeserializeSeed<'de> for TopSeed<'_> {
    type Value = Top;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Top, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for TopSeed<'_> {
    type Value = Top;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Top, A::Error> {
        let mut top = Top {
            base: Map::new(),
            batch: false,
        };
        while let Some(key) = map.next_key::<String>()? {
            if !self.keys.contains(&key.as_str()) {
                return Err(fail(self.note, unknown_key(&key, "")));
            }
            if key == "batch" {
                if top.batch {
                    return Err(fail(self.note, "`batch` is given twice".into()));
                }
                if !map.next_value_seed(BatchProbe)? {
                    return Err(fail(
                        self.note,
                        "`batch` must be an array of objects".into(),
                    ));
                }
                top.batch = true;
            } else {
                let v: Value = map.next_value()?;
                top.base.insert(key, v);
            }
        }
        Ok(top)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Top, A::Error> {
        Err(self.not_object())
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Top, E> {
        Err(self.not_object())
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Top, E> {
        Err(self.not_object())
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Top, E> {
        Err(self.not_object())
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Top, E> {
        Err(self.not_object())
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Top, E> {
        Err(self.not_object())
    }
    fn visit_unit<E: de::Error>(self) -> Result<Top, E> {
        Err(self.not_object())
    }
}

impl TopSeed<'_> {
    fn not_object<E: de::Error>(&self) -> E {
        fail(self.note, "the inputs must be a JSON object".into())
    }
}

/// Skips the value of `batch`, telling whether it is an array.
struct BatchProbe;

impl<'de> DeserializeSeed<'de> for BatchProbe {
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for BatchProbe {
    type Value = bool;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<bool, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(true)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(false)
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<bool, E> {
        Ok(false)
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<bool, E> {
        Ok(false)
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<bool, E> {
        Ok(false)
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<bool, E> {
        Ok(false)
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<bool, E> {
        Ok(false)
    }
    fn visit_unit<E: de::Error>(self) -> Result<bool, E> {
        Ok(false)
    }
}

/// Second pass: the top-level object again, of which only `batch` is read, each
/// entry handed on as soon as it is read.
struct BatchSeed<'v, 'n> {
    visit: &'v mut dyn FnMut(usize, Value) -> Result<(), String>,
    note: &'n RefCell<Option<String>>,
}

impl<'de> DeserializeSeed<'de> for BatchSeed<'_, '_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for BatchSeed<'_, '_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == "batch" {
                map.next_value_seed(EntrySeq {
                    visit: &mut *self.visit,
                    note: self.note,
                })?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// The array of batch entries.
struct EntrySeq<'v, 'n> {
    visit: &'v mut dyn FnMut(usize, Value) -> Result<(), String>,
    note: &'n RefCell<Option<String>>,
}

impl<'de> DeserializeSeed<'de> for EntrySeq<'_, '_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for EntrySeq<'_, '_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array of objects")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut i = 0;
        while let Some(item) = seq.next_element::<Value>()? {
            if let Err(msg) = (self.visit)(i, item) {
                return Err(fail(self.note, msg));
            }
            i += 1;
        }
        Ok(())
    }
}
