//! The model's indexes of short words for the parser's hot path. Each is exact for the
//! words it covers (ASCII, at most [`super::words::MAX_WORD`] bytes) and says `None` for the others,
//! which the caller looks up the general way.

use super::words::{WordKey, WordTable};
use super::{FormInfo, NamedValue, ProfileInfo};

/// Short-word indexes of one model.
#[derive(Clone, Debug, Default)]
pub struct ModelWords {
    /// Mnemonics written in lower case → index into `mnemonic_forms`.
    mnemonics: WordTable,
    mnemonic_forms: Vec<Vec<usize>>,
    /// Opcode names (`breakc`, `ifc`) → index into `name_forms`.
    names: WordTable,
    name_forms: Vec<Vec<usize>>,
    /// Usage names and aliases (any case) → index into the usages; the first wins.
    usages: WordTable,
    /// Sampler-type names and aliases → index into the sampler types.
    sampler_types: WordTable,
    /// Profile names written like `vs_2_0` (lower case, no `.`) → profile index.
    profiles: WordTable,
}

/// The key of `word` when it is exactly its own lower-case spelling.
fn lower_case_key(word: &str) -> Option<WordKey> {
    (word.bytes().all(|b| !b.is_ascii_uppercase())).then(|| WordKey::lower(word.as_bytes()))?
}

/// The table of the lower-case words of `words` (by position), with the positions of
/// each word in order.
fn group<'w>(words: impl Iterator<Item = &'w str>) -> (WordTable, Vec<Vec<usize>>) {
    let mut lists: Vec<Vec<usize>> = Vec::new();
    let mut keys: Vec<WordKey> = Vec::new();
    for (i, w) in words.enumerate() {
        let Some(key) = lower_case_key(w) else {
            continue;
        };
        match keys.iter().position(|k| *k == key) {
            Some(e) => lists[e].push(i),
            None => {
                keys.push(key);
                lists.push(vec![i]);
            }
        }
    }
    let table = WordTable::build(keys.iter().enumerate().map(|(e, k)| (*k, e as u32)));
    (table, lists)
}

fn named_table(list: &[NamedValue]) -> WordTable {
    WordTable::build(list.iter().enumerate().flat_map(|(i, v)| {
        std::iter::once(&v.name)
            .chain(&v.aliases)
            .filter_map(move |n| Some((WordKey::lower(n.as_bytes())?, i as u32)))
    }))
}

impl ModelWords {
    /// Indexes the model's forms, usages, sampler types and profiles.
    pub fn build(
        forms: &[FormInfo],
        usages: &[NamedValue],
        sampler_types: &[NamedValue],
        profiles: &[ProfileInfo],
    ) -> ModelWords {
        // Only words already in lower case can be found by a lower-cased word.
        let (mnemonics, mnemonic_forms) = group(forms.iter().map(|f| f.mnemonic.as_str()));
        let (names, name_forms) = group(forms.iter().map(|f| f.name.as_str()));
        let profiles = WordTable::build(profiles.iter().enumerate().filter_map(|(i, p)| {
            let key = lower_case_key(&p.name).filter(|_| !p.name.contains('.'))?;
            Some((key, i as u32))
        }));
        ModelWords {
            mnemonics,
            mnemonic_forms,
            names,
            name_forms,
            usages: named_table(usages),
            sampler_types: named_table(sampler_types),
            profiles,
        }
    }

    /// The forms written `word` in any case; `None` when `word` is not covered.
    #[inline]
    pub fn mnemonic_forms(&self, word: &str) -> Option<&[usize]> {
        let key = WordKey::lower(word.as_bytes())?;
        Some(match self.mnemonics.get(key) {
            Some(e) => self
                .mnemonic_forms
                .get(e as usize)
                .map_or(&[], Vec::as_slice),
            None => &[],
        })
    }

    /// The forms whose opcode name is `name` (lower case); `None` when `name` is not
    /// covered.
    #[inline]
    pub fn named_forms(&self, name: &str) -> Option<&[usize]> {
        let key = lower_case_key(name)?;
        Some(match self.names.get(key) {
            Some(e) => self.name_forms.get(e as usize).map_or(&[], Vec::as_slice),
            None => &[],
        })
    }

    /// The index of the first usage named or aliased `name` in any case.
    pub fn usage(&self, name: &str) -> Option<Option<usize>> {
        named_index(&self.usages, name)
    }

    /// The index of the first sampler type named or aliased `name` in any case.
    pub fn sampler_type(&self, name: &str) -> Option<Option<usize>> {
        named_index(&self.sampler_types, name)
    }

    /// The index of the profile written `name` (any case, `.` read as `_`).
    pub fn profile(&self, name: &[u8]) -> Option<Option<usize>> {
        let key = WordKey::lower_dotted(name)?;
        Some(self.profiles.get(key).map(|i| i as usize))
    }
}

fn named_index(table: &WordTable, name: &str) -> Option<Option<usize>> {
    let key = WordKey::lower(name.as_bytes())?;
    Some(table.get(key).map(|i| i as usize))
}

#[cfg(test)]
mod tests {
    use crate::model::Model;

    /// Every spelling the tables know, in three cases, plus near misses: the indexes
    /// answer what a search of the lists answers.
    #[test]
    fn the_indexes_agree_with_a_search() {
        let m = Model::embedded();
        let mut words: Vec<String> = Vec::new();
        for v in m.usages.iter().chain(&m.sampler_types) {
            words.push(v.name.clone());
            words.extend(v.aliases.iter().cloned());
        }
        words.extend(m.forms.iter().map(|f| f.mnemonic.clone()));
        words.extend(m.forms.iter().map(|f| f.name.clone()));
        words.extend(m.profiles.iter().map(|p| p.name.clone()));
        words.extend(["", "x", "texcoord99", "vs.2.0", "VS.2.X", "é", "ps_3_0 "].map(String::from));
        words.push("t".repeat(17));
        let all: Vec<String> = words
            .iter()
            .flat_map(|w| [w.clone(), w.to_ascii_uppercase(), w.to_ascii_lowercase()])
            .collect();
        let same_name = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
        for w in &all {
            let usage = m
                .usages
                .iter()
                .find(|u| same_name(&u.name, w) || u.aliases.iter().any(|a| same_name(a, w)));
            assert_eq!(
                m.usage_by_name(w).map(|u| &u.name),
                usage.map(|u| &u.name),
                "{w}"
            );
            let st = m
                .sampler_types
                .iter()
                .find(|u| same_name(&u.name, w) || u.aliases.iter().any(|a| same_name(a, w)));
            let got = m.sampler_type_by_name(w).map(|u| &u.name);
            assert_eq!(got, st.map(|u| &u.name), "{w}");
            let lower = w.to_ascii_lowercase();
            let forms: Vec<usize> = (0..m.forms.len())
                .filter(|&i| w.is_ascii() && m.forms[i].mnemonic == lower)
                .collect();
            assert_eq!(m.forms_by_mnemonic_ignore_case(w), &forms[..], "{w}");
            let named: Vec<usize> = (0..m.forms.len())
                .filter(|&i| m.forms[i].name == *w)
                .collect();
            assert_eq!(m.forms_named(w), named, "{w}");
            let norm = lower.replace('.', "_");
            let profile = m.profiles.iter().find(|p| w.is_ascii() && p.name == norm);
            let got = m.profile_by_name(w).map(|p| p.index);
            assert_eq!(got, profile.map(|p| p.index), "{w}");
        }
    }
}
