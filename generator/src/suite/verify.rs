//! `verify-suite`: every file's hash, every path inside the suite (no `..`, no
//! absolute paths, no symlinks, no unlisted files), and the oracle's agreement with
//! every expectation not withdrawn by the suite's `ERRATA.yaml` (which is read and
//! checked too, but is neither listed nor hashed: docs/suite-format.md, "Errata").
//!
//! Files are read through `shadercts-suite-files`, the path policy `run` uses too; a
//! manifest that cannot be trusted as a whole (a bare path, a path leaving the suite,
//! `case_count` missing or wrong, an id twice) is refused like `run` refuses it (`Err`,
//! exit 2), a file that is missing, a link or tampered with is a problem (exit 1).

use super::layout::{MANIFEST, MANIFEST_JSONL};
use super::manifest::{FileEntry, Manifest, ManifestCase};
use crate::case::Expectation;
use crate::exec::check::check_levels;
use crate::oracle::Oracle;
use crate::pipeline::agrees;
use rayon::prelude::*;
use shadercts_errata::{Withdrawal, ERRATA};
use shadercts_shader::{bytecode, text, Model, Program};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The result of verifying a suite that could be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    /// Cases checked.
    pub cases: usize,
    /// Files checked.
    pub files: usize,
    /// Cases withdrawn by `ERRATA.yaml`: hashes and paths checked, the expectation not.
    pub withdrawn: usize,
    /// Everything wrong, one line each, sorted.
    pub problems: Vec<String>,
}

impl VerifyReport {
    /// True when nothing is wrong.
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }
}

pub use shadercts_suite_files::check_path;

/// Reads `rel` under `root` through the suite path policy (no links, regular files).
fn read_inside(root: &Path, rel: &str) -> Result<Vec<u8>, String> {
    shadercts_suite_files::read(root, rel).map_err(|e| e.to_string())
}

/// Every regular file under `dir` (relative, `/`-separated), and every symlink found.
fn walk(
    dir: &Path,
    prefix: &str,
    files: &mut BTreeSet<String>,
    links: &mut Vec<String>,
) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    for e in entries {
        let e = e.map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        let name = e.file_name().to_string_lossy().into_owned();
        let rel = if prefix.is_empty() {
            name
        } else {
            format!("{prefix}/{name}")
        };
        let t = e.file_type().map_err(|err| format!("{rel}: {err}"))?;
        if t.is_symlink() {
            links.push(rel);
        } else if t.is_dir() {
            walk(&e.path(), &rel, files, links)?;
        } else {
            files.insert(rel);
        }
    }
    Ok(())
}

/// Verifies the suite in `dir`. `Err` means it could not be read at all (exit 2).
pub fn verify_suite(
    dir: &Path,
    model: &Model,
    oracle: &dyn Oracle,
) -> Result<VerifyReport, String> {
    let manifest = parse_manifest(dir)?;
    let withdrawn = read_errata(dir, &manifest)?;
    let mut report = verify_manifest(dir, &manifest, &withdrawn, model, oracle)?;
    if let Some(p) = release_problem(dir) {
        report.problems.push(p);
        report.problems.sort();
    }
    Ok(report)
}

/// Why the folder `dir` does not match its entry in the lock of released suites beside
/// it (`../RELEASES.yaml`, docs/suite-format.md "Releases"); none when it matches or is
/// not released.
fn release_problem(dir: &Path) -> Option<String> {
    let name = dir.file_name()?.to_str()?;
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    shadercts_suite_files::releases::check_release(parent, name).err()
}

/// Reads and parses the manifest of `dir` (the error names the file, line and column),
/// refusing a manifest whose `case_count` does not hold or that lists an id twice:
/// `manifest.jsonl` where there is one (format 3 and later), whose human-readable view
/// `manifest.yaml` must be the same manifest; otherwise `manifest.yaml`.
fn parse_manifest(dir: &Path) -> Result<Manifest, String> {
    let m = read_dir_manifest(dir)?;
    integrity(&m).map_err(|e| format!("{}/{}: {e}", dir.display(), manifest_name(&m)))?;
    Ok(m)
}

/// The file a manifest of this format is read from.
fn manifest_name(m: &Manifest) -> &'static str {
    if m.format >= 3 {
        MANIFEST_JSONL
    } else {
        MANIFEST
    }
}

/// The manifest of a suite directory, as [`parse_manifest`] reads it, without the
/// integrity check (the previous version, for a changelog, is read this way too).
pub fn read_dir_manifest(dir: &Path) -> Result<Manifest, String> {
    let jsonl = dir.join(MANIFEST_JSONL);
    if std::fs::symlink_metadata(&jsonl).is_ok() {
        let text = read_manifest(dir, MANIFEST_JSONL)?;
        // Format 3 and later, which the reader checks.
        let m = Manifest::parse_jsonl(&text).map_err(|e| e.in_file(&jsonl))?;
        let view = read_manifest(dir, MANIFEST)?;
        let v = Manifest::parse(&view).map_err(|e| e.in_file(&dir.join(MANIFEST)))?;
        if v != m {
            return Err(format!(
                "{}/{MANIFEST} (the human-readable view) is not the same manifest as {MANIFEST_JSONL}",
                dir.display()
            ));
        }
        return Ok(m);
    }
    // Without manifest.jsonl (formats 1–2, or a hand-made suite) manifest.yaml is the
    // manifest, as `run` reads it too.
    let text = read_manifest(dir, MANIFEST)?;
    Manifest::parse(&text).map_err(|e| e.in_file(&dir.join(MANIFEST)))
}

/// Why a manifest cannot be trusted as a whole (`case_count` differs from the cases
/// listed, an id is listed twice, a case has the wrong shape, …): the one check `run`
/// applies too ([`Manifest::problem`]).
pub fn integrity(m: &Manifest) -> Result<(), String> {
    match m.problem() {
        Some(p) => Err(p.message),
        None => Ok(()),
    }
}

/// Verifies only the files of the suite in `dir` (hashes, paths, errata), asking the
/// oracle about no case: for frozen suites whose expectations later rules may contradict.
pub fn verify_suite_files(
    dir: &Path,
    model: &Model,
    oracle: &dyn Oracle,
) -> Result<VerifyReport, String> {
    let manifest = parse_manifest(dir)?;
    read_errata(dir, &manifest)?;
    let all: BTreeMap<String, Withdrawal> = manifest
        .cases
        .iter()
        .map(|c| {
            let w = Withdrawal {
                reason: "files only".into(),
                rules: Vec::new(),
                fixed_in: None,
            };
            (c.id.clone(), w)
        })
        .collect();
    let mut report = verify_manifest(dir, &manifest, &all, model, oracle)?;
    report.withdrawn = 0;
    Ok(report)
}

/// The suite's errata, when it has an `ERRATA.yaml`: the withdrawals by case id. A
/// broken errata file is an error (`DIR/ERRATA.yaml:LINE:COLUMN: message`).
pub fn read_errata(
    dir: &Path,
    manifest: &Manifest,
) -> Result<BTreeMap<String, Withdrawal>, String> {
    let path = dir.join(ERRATA);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(BTreeMap::new());
    }
    let bytes = read_inside(dir, ERRATA).map_err(|e| format!("{}: {e}", dir.display()))?;
    let text = shadercts_suite_files::into_text(bytes)
        .map_err(|_| format!("{} is not UTF-8", path.display()))?;
    let ids: BTreeSet<&str> = manifest.cases.iter().map(|c| c.id.as_str()).collect();
    shadercts_errata::parse(&text, &manifest.suite, &|id| ids.contains(id))
        .map_err(|p| p.in_file(&path))
}

/// The text of the manifest file `name` (the suite directory may be reached through a
/// link, as `run` allows; nothing below it is followed).
fn read_manifest(dir: &Path, name: &str) -> Result<String, String> {
    let meta = std::fs::metadata(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    if !meta.is_dir() {
        return Err(format!("{} is not a directory", dir.display()));
    }
    let text = read_inside(dir, name).map_err(|e| format!("{}: {e}", dir.display()))?;
    shadercts_suite_files::into_text(text)
        .map_err(|_| format!("{}/{name} is not UTF-8", dir.display()))
}

/// Verifies the files under `dir` against an already-read manifest; the oracle is
/// not asked about the `withdrawn` cases (their files are still checked).
pub fn verify_manifest<'a>(
    dir: &Path,
    manifest: &'a Manifest,
    withdrawn: &BTreeMap<String, Withdrawal>,
    model: &Model,
    oracle: &dyn Oracle,
) -> Result<VerifyReport, String> {
    let mut report = VerifyReport {
        cases: manifest.cases.len(),
        withdrawn: withdrawn.len(),
        ..VerifyReport::default()
    };
    let problems = &mut report.problems;
    if manifest.format == 0 || manifest.format > super::manifest::FORMAT {
        problems.push(format!(
            "manifest format {} is not 1 to {}",
            manifest.format,
            super::manifest::FORMAT
        ));
    }
    if manifest.format >= 2 {
        problems.extend(level_problems(manifest));
    }
    // A manifest read by verify_suite has passed `integrity`; one handed in directly
    // is checked here too.
    if let Err(e) = integrity(manifest) {
        problems.push(e);
    }
    // Hashes and paths: every listed file once.
    let mut listed: BTreeMap<&str, &str> = BTreeMap::new();
    let mut owners: BTreeMap<&str, String> = BTreeMap::new();
    let mut note = |f: &'a FileEntry, owner: String, problems: &mut Vec<String>| {
        match listed.insert(f.path.as_str(), f.sha256.as_str()) {
            Some(prev) if prev != f.sha256 => problems.push(format!(
                "{owner}: `{}` is listed with two different hashes",
                f.path
            )),
            _ => {}
        }
        owners.entry(f.path.as_str()).or_insert(owner);
    };
    for d in &manifest.documents {
        note(d, "documents".into(), problems);
    }
    for c in &manifest.cases {
        for (_, f) in c.files.all() {
            note(f, c.id.clone(), problems);
        }
        if let Some(t) = &c.expect.tokens {
            note(t, c.id.clone(), problems);
        }
        if let Some(o) = &c.expect.outputs {
            note(o, c.id.clone(), problems);
        }
        // Format 4: the expected pixels of a draw case, and the documented-level files.
        if let Some(p) = &c.expect.pixels {
            note(p, c.id.clone(), problems);
        }
        if let Some(d) = &c.expect.documented {
            for (_, f) in d.all() {
                note(f, c.id.clone(), problems);
            }
        }
    }
    // Read and hash-checked by the one policy `run` uses: tampered bytes are not kept.
    let contents: Vec<(&str, Result<Vec<u8>, String>)> = listed
        .par_iter()
        .map(|(p, sha)| {
            let f = FileEntry {
                path: (*p).to_string(),
                sha256: (*sha).to_string(),
            };
            let r = shadercts_suite_files::read_checked(dir, &f).map_err(|e| e.to_string());
            (*p, r)
        })
        .collect();
    let mut bytes: BTreeMap<&str, Vec<u8>> = BTreeMap::new();
    for (p, r) in contents {
        let owner = owners.get(p).cloned().unwrap_or_default();
        match r {
            Ok(b) => {
                bytes.insert(p, b);
            }
            Err(e) => problems.push(format!("{owner}: {e}")),
        }
    }
    report.files = listed.len();
    let mut present = BTreeSet::new();
    let mut links = Vec::new();
    walk(dir, "", &mut present, &mut links)?;
    for l in links {
        problems.push(format!(
            "`{l}` is a symbolic link; suites contain regular files only"
        ));
    }
    for p in present {
        if p != MANIFEST && p != MANIFEST_JSONL && p != ERRATA && !listed.contains_key(p.as_str()) {
            problems.push(format!("`{p}` is not listed in the manifest"));
        }
    }
    // The oracle, on every case whose files are intact and that is not withdrawn.
    let found: Vec<Vec<String>> = manifest
        .cases
        .par_iter()
        .filter(|c| !withdrawn.contains_key(&c.id))
        .map(|c| check_case(c, &bytes, model, oracle))
        .collect();
    problems.extend(found.into_iter().flatten());
    if manifest.format >= 3 {
        problems.extend(evidence_problems(manifest, &bytes, model));
    }
    problems.sort();
    Ok(report)
}

/// Format 3: the evidence recorded for each assemble case is what the checked-in Wine
/// table gives now (docs/wine-differences.md). A text the table no longer holds (an
/// older suite's, after a refresh) is not judged.
fn evidence_problems(
    manifest: &Manifest,
    bytes: &BTreeMap<&str, Vec<u8>>,
    model: &Model,
) -> Vec<String> {
    use crate::wine_gate::{classify, Recorded, Unclassified, WineTable, TABLE_PATH};
    let table = match WineTable::embedded() {
        Ok(t) => t,
        Err(e) => return vec![e],
    };
    manifest
        .cases
        .par_iter()
        .filter(|c| c.kind == "assemble")
        .filter_map(|c| {
            let text = c.files.text.as_ref().and_then(|f| bytes.get(f.path.as_str()))?;
            let text = std::str::from_utf8(text).ok()?;
            let bin = c.expect.tokens.as_ref().and_then(|f| bytes.get(f.path.as_str()))?;
            let tokens = shadercts_shader::bytecode::from_bytes(bin).ok()?;
            let recorded = Recorded {
                confirmed_by: c.expect.confirmed_by.clone(),
                confirmed_through: c.expect.confirmed_through.clone(),
                deviation: c.expect.deviation.clone(),
            };
            let now = match classify(table, model, &c.id, &c.profile, text, &tokens) {
                Ok(ev) => ev.record(&table.evidence),
                Err(Unclassified::NoAnswer(_)) => return None,
                Err(Unclassified::Unexplained(e)) => return Some(e),
            };
            (now != recorded).then(|| {
                format!(
                    "{}: the manifest records {recorded:?} as its Wine evidence, {TABLE_PATH} gives {now:?}",
                    c.id
                )
            })
        })
        .collect()
}

/// Format 2: every invalid case states the lowest level at which it is invalid, and that
/// level follows from `documented_rules` (documented exactly when every rule it must
/// report is a documented-level rule).
fn level_problems(manifest: &Manifest) -> Vec<String> {
    let documented: BTreeSet<&str> = manifest
        .documented_rules
        .iter()
        .map(String::as_str)
        .collect();
    let mut out = Vec::new();
    for c in &manifest.cases {
        let rules = match (&c.expect.verdict, &c.expect.rules) {
            (Some(v), Some(r)) if v == "invalid" => r,
            _ => {
                if c.expect.level.is_some() {
                    out.push(format!(
                        "{}: `expect.level` on a case that is not invalid",
                        c.id
                    ));
                }
                continue;
            }
        };
        let want = if !rules.is_empty() && rules.iter().all(|r| documented.contains(r.as_str())) {
            "documented"
        } else {
            "native"
        };
        match c.expect.level.as_deref() {
            Some(l) if l == want => {}
            Some(l) => out.push(format!(
                "{}: `expect.level` is {l}, but its rules make it invalid at the {want} level",
                c.id
            )),
            None => out.push(format!(
                "{}: an invalid case needs `expect.level` (format 2)",
                c.id
            )),
        }
    }
    out
}

fn expectation(c: &ManifestCase) -> Result<Expectation, String> {
    match (c.expect.verdict.as_deref(), &c.expect.rules) {
        (Some("valid"), None) => Ok(Expectation::Valid),
        (Some("invalid"), Some(r)) if !r.is_empty() => {
            let mut r = r.clone();
            r.sort();
            r.dedup();
            Ok(Expectation::Invalid(r))
        }
        _ => Err(format!(
            "{}: `expect` is not `valid` or `invalid` with rules",
            c.id
        )),
    }
}

fn check_case(
    c: &ManifestCase,
    bytes: &BTreeMap<&str, Vec<u8>>,
    model: &Model,
    oracle: &dyn Oracle,
) -> Vec<String> {
    let get = |f: &Option<FileEntry>| f.as_ref().and_then(|f| bytes.get(f.path.as_str()));
    let parse = |b: &Vec<u8>| -> Result<(String, Program), String> {
        let t = String::from_utf8(b.clone()).map_err(|_| "the text is not UTF-8".to_string())?;
        let p = text::parse(&t, model).map_err(|d| {
            d.first()
                .map(|d| format!("line {}: {}", d.line(&t), d.message))
                .unwrap_or_default()
        })?;
        Ok((t, p))
    };
    let disagree = |what: &str, e: &Expectation, o: &crate::oracle::Observed| {
        format!(
            "{}: {what}: the manifest expects {e}, the reference says {}",
            c.id,
            o.verdict()
        )
    };
    let mut out = Vec::new();
    match c.kind.as_str() {
        "validate" => {
            let e = match expectation(c) {
                Ok(e) => e,
                Err(m) => return vec![m],
            };
            if c.files.text.is_none() {
                out.push(format!("{}: a validate case needs a `text` file", c.id));
            }
            if let Some(b) = get(&c.files.text) {
                match parse(b) {
                    Ok((t, p)) => {
                        let o = oracle.validate(&p, Some(&t));
                        if !agrees(&e, &o) {
                            out.push(disagree("text", &e, &o));
                        }
                    }
                    Err(m) => out.push(format!("{}: text: {m}", c.id)),
                }
            }
            if let Some(b) = get(&c.files.bytecode) {
                match bytecode::decode(b, model) {
                    Ok(p) => {
                        let o = oracle.validate(&p, None);
                        if !agrees(&e, &o) {
                            out.push(disagree("bytecode", &e, &o));
                        }
                    }
                    Err(d) => {
                        out.push(format!("{}: bytecode does not decode: {}", c.id, d.message))
                    }
                }
            }
        }
        "assemble" => {
            let (Some(b), Some(t)) = (get(&c.files.text), get(&c.expect.tokens)) else {
                if c.files.text.is_none() || c.expect.tokens.is_none() {
                    out.push(format!(
                        "{}: an assemble case needs `text` and `expect.tokens`",
                        c.id
                    ));
                }
                return out;
            };
            match parse(b).and_then(|(_, p)| bytecode::encode(&p).map_err(|d| d.message)) {
                Ok(tokens) if &bytecode::to_bytes(&tokens) == t => {}
                Ok(_) => out.push(format!(
                    "{}: the reference assembles other tokens than expected",
                    c.id
                )),
                Err(m) => out.push(format!(
                    "{}: the reference cannot assemble the text: {m}",
                    c.id
                )),
            }
        }
        "link" => {
            let e = match expectation(c) {
                Ok(e) => e,
                Err(m) => return vec![m],
            };
            let (Some(vb), Some(pb)) = (get(&c.files.vs), get(&c.files.ps)) else {
                if c.files.vs.is_none() || c.files.ps.is_none() {
                    out.push(format!("{}: a link case needs `vs` and `ps` files", c.id));
                }
                return out;
            };
            match (parse(vb), parse(pb)) {
                (Ok((vt, vp)), Ok((pt, pp))) => {
                    let o = oracle.link(&vp, &vt, &pp, &pt);
                    if !agrees(&e, &o) {
                        out.push(disagree("link", &e, &o));
                    }
                }
                (Err(m), _) | (_, Err(m)) => out.push(format!("{}: {m}", c.id)),
            }
        }
        "execute" => {
            let (Some(b), Some(i), Some(o)) = (
                get(&c.files.text),
                get(&c.files.inputs),
                get(&c.expect.outputs),
            ) else {
                if c.files.text.is_none() || c.files.inputs.is_none() || c.expect.outputs.is_none()
                {
                    out.push(format!(
                        "{}: an execute case needs `text`, `inputs` and `expect.outputs`",
                        c.id
                    ));
                }
                return out;
            };
            // Both execution levels: expect.outputs is the native level, and
            // expect.documented.outputs (format 4) the documented one when they differ.
            let documented = c.expect.documented.as_ref().and_then(|d| get(&d.outputs));
            let tol = c.expect.tolerance.unwrap_or(0.0);
            let levels = |p: &Program| -> Result<(), String> {
                let inputs = std::str::from_utf8(i).map_err(|_| "inputs are not UTF-8")?;
                let json = |b: &[u8]| {
                    serde_json::from_slice::<serde_json::Value>(b)
                        .map_err(|e| format!("the expected outputs are not JSON: {e}"))
                };
                let want = json(o)?;
                let doc = documented.map(|d| json(d)).transpose()?;
                check_levels(p, inputs, model, &want, doc.as_ref(), tol)
                    .map_err(|why| format!("the reference interpreter disagrees at the {why}"))
            };
            let checked = parse(b).and_then(|(t, p)| {
                let o2 = oracle.validate(&p, Some(&t));
                if !o2.is_valid() {
                    return Err(format!("the program is {}", o2.verdict()));
                }
                levels(&p)
            });
            if let Err(m) = checked {
                out.push(format!("{}: {m}", c.id));
            }
            if let Some(bin) = get(&c.files.bytecode) {
                let checked = bytecode::decode(bin, model)
                    .map_err(|d| format!("bytecode does not decode: {}", d.message))
                    .and_then(|p| levels(&p).map_err(|m| format!("bytecode: {m}")));
                if let Err(m) = checked {
                    out.push(format!("{}: {m}", c.id));
                }
            }
        }
        "draw" => out.extend(crate::draw::check::verify_case(c, bytes, model, oracle)),
        other => out.push(format!("{}: unknown kind `{other}`", c.id)),
    }
    out
}

/// The path of the manifest of a suite directory: `manifest.jsonl` where there is one
/// (format 3 and later), else `manifest.yaml`.
pub fn manifest_path(dir: &Path) -> PathBuf {
    let jsonl = dir.join(MANIFEST_JSONL);
    if std::fs::symlink_metadata(&jsonl).is_ok() {
        jsonl
    } else {
        dir.join(MANIFEST)
    }
}
