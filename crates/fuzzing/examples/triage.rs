//! Groups the artifacts of a campaign by finding signature, with one example each.
//!
//! ```sh
//! cargo run -p shadercts-fuzzing --example triage -- TARGET DIR
//! ```

use shadercts_fuzzing::targets;
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(name), Some(dir)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: triage TARGET DIR");
        std::process::exit(2);
    };
    let Some(target) = targets::by_name(name) else {
        eprintln!("unknown target {name}");
        std::process::exit(2);
    };
    let mut groups: BTreeMap<String, (usize, String, String)> = BTreeMap::new();
    let mut passing = 0;
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.sort();
    for path in paths {
        let Ok(data) = std::fs::read(&path) else {
            continue;
        };
        match (target.check)(&data) {
            Ok(()) => passing += 1,
            Err(f) => {
                let e = groups
                    .entry(f.signature.clone())
                    .or_insert_with(|| (0, path.display().to_string(), f.to_string()));
                e.0 += 1;
            }
        }
    }
    for (sig, (n, example, finding)) in &groups {
        println!("=== {n} x {sig}\n{example}\n{finding}\n");
    }
    println!("{} signatures, {passing} inputs pass", groups.len());
}
