//! Expanding entries into jobs: one per target (profile or pair) and combination of
//! parameter values (the cartesian product, first parameter outermost).

use super::{Bindings, Entry, Target};
use crate::params::Alt;

/// One render to do: an entry, a target and one value per parameter.
#[derive(Clone, Debug)]
pub struct Job<'a> {
    /// The entry.
    pub entry: &'a Entry,
    /// The profile or pair.
    pub target: &'a Target,
    /// One value per parameter, sorted by name.
    pub values: Vec<(String, Alt)>,
}

/// Every job of every entry, in a deterministic order (entries in file order, then
/// targets in model order, then combinations).
pub fn expand(bindings: &Bindings) -> Vec<Job<'_>> {
    let mut out = Vec::new();
    for entry in &bindings.entries {
        let combos = product(&entry.params);
        for target in &entry.targets {
            for values in &combos {
                out.push(Job {
                    entry,
                    target,
                    values: values.clone(),
                });
            }
        }
    }
    out
}

/// The cartesian product of the parameter lists (one empty combination when there are none).
pub fn product(params: &[(String, Vec<Alt>)]) -> Vec<Vec<(String, Alt)>> {
    let mut acc: Vec<Vec<(String, Alt)>> = vec![Vec::new()];
    for (name, values) in params {
        let mut next = Vec::with_capacity(acc.len() * values.len());
        for prefix in &acc {
            for v in values {
                let mut c = prefix.clone();
                c.push((name.clone(), v.clone()));
                next.push(c);
            }
        }
        acc = next;
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Scalar;

    fn alt(v: Scalar) -> Alt {
        Alt {
            label: None,
            value: v,
        }
    }

    #[test]
    fn product_is_ordered_and_complete() {
        let p = vec![
            (
                "a".to_string(),
                vec![alt(Scalar::Int(1)), alt(Scalar::Int(2))],
            ),
            (
                "b".to_string(),
                vec![alt(Scalar::Str("x".into())), alt(Scalar::Str("y".into()))],
            ),
        ];
        let got: Vec<String> = product(&p)
            .iter()
            .map(|c| {
                c.iter()
                    .map(|(_, v)| v.value.to_string())
                    .collect::<Vec<_>>()
                    .join("")
            })
            .collect();
        assert_eq!(got, ["1x", "1y", "2x", "2y"]);
        assert_eq!(product(&[]), vec![Vec::new()]);
    }
}
