//! Which register file a written name means in a program's profile.

use crate::model::{pick_file, Model, RegisterFileInfo, MAX_SHORT_REGISTER_NAME};

/// The register file named `name` (any case), `numbered` (written with a number) or not,
/// for a program of the profile with model index `pidx`: the first such file of the
/// profile, else of its shader kind, else the first.
#[inline]
pub fn find_file<'m>(
    model: &'m Model,
    pidx: usize,
    name: &str,
    numbered: bool,
) -> Option<&'m RegisterFileInfo> {
    // Short ASCII names (every real one) are resolved in the model's table: when it
    // has no file for one, there is none.
    if let Some(f) = model.register_file_named(pidx, name, numbered) {
        return Some(f);
    }
    if !name.is_empty() && name.len() <= MAX_SHORT_REGISTER_NAME && name.is_ascii() {
        return None;
    }
    search(model, pidx, name, numbered)
}

/// [`find_file`] by a search of the files (for the names the table leaves out).
#[cold]
#[inline(never)]
fn search<'m>(
    model: &'m Model,
    pidx: usize,
    name: &str,
    numbered: bool,
) -> Option<&'m RegisterFileInfo> {
    let kind = model.profiles.get(pidx).map(|p| p.profile.kind);
    // Only the files whose name starts like `name` can match (a name that does not
    // start with an ASCII byte is looked up among all of them).
    let all = &model.register_files;
    let starting = name
        .bytes()
        .next()
        .and_then(|b| model.register_files_starting(b));
    let named = |f: &RegisterFileInfo| f.name.eq_ignore_ascii_case(name);
    let i = match starting {
        Some(idx) => pick_file(
            idx.iter().filter_map(|&i| all.get(i).map(|f| (i, f))),
            pidx,
            kind,
            numbered,
            named,
        ),
        None => pick_file(all.iter().enumerate(), pidx, kind, numbered, named),
    }?;
    all.get(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every spelling of every file name, in every profile, numbered or not: the model's
    /// table says what a search of the files says.
    #[test]
    fn the_table_agrees_with_a_search() {
        let model = Model::embedded();
        let mut names: Vec<String> = Vec::new();
        for f in &model.register_files {
            names.push(f.name.clone());
            names.push(f.name.to_ascii_uppercase());
            names.push(f.name.to_ascii_lowercase());
        }
        names.extend(["x", "oq", "vpo", "rr", "o0"].map(String::from));
        // Every one-byte name (looked up by direct index).
        names.extend((0u8..128).map(|b| char::from(b).to_string()));
        let mut found = 0;
        for pidx in 0..model.profiles.len() {
            for name in &names {
                for numbered in [false, true] {
                    let table = find_file(model, pidx, name, numbered).map(|f| f as *const _);
                    let searched = search(model, pidx, name, numbered).map(|f| f as *const _);
                    assert_eq!(table, searched, "{name} numbered={numbered} profile {pidx}");
                    found += usize::from(table.is_some());
                }
            }
        }
        assert!(found > model.profiles.len() * model.register_files.len());
    }

    #[test]
    fn long_and_foreign_names_are_searched() {
        let model = Model::embedded();
        assert!(find_file(model, 0, "registers", true).is_none());
        assert!(find_file(model, 0, "é", true).is_none());
        assert!(find_file(model, 0, "", false).is_none());
        let r = find_file(model, 0, "R", true).map(|f| f.name.as_str());
        assert_eq!(r, Some("r"));
    }
}
