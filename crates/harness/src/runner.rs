//! Running a suite against a backend: selection, parallel workers, streaming results
//! to the journal, resuming.

use crate::backend::{Backend, Failure};
use crate::error::Result;
use crate::filter::Filters;
use crate::journal::{Header, Journal, RunIdentity, JOURNAL_FORMAT};
use crate::request::{self, InputPreference};
use crate::result::{Outcome, Record};
use crate::serve::panic_text;
use crate::suite::{Case, Suite};
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// How to run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Parallel workers; 0 means one per core.
    pub jobs: usize,
    /// Which cases.
    pub filters: Filters,
    /// Text or bytecode for validate cases when the backend takes both.
    pub prefer: InputPreference,
    /// The journal to resume from and append to.
    pub resume: Option<PathBuf>,
    /// The share of selected cases that must be answered for a verdict, in percent.
    pub min_answered_percent: f64,
    /// Stop after this many backend failures in a row (errors, crashes, timeouts,
    /// protocol errors; not "fail" verdicts); 0 never stops.
    pub max_consecutive_failures: usize,
    /// Who the backend is, exactly, and what else changes its records: written into the
    /// journal's header and compared when resuming.
    pub identity: Option<RunIdentity>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            jobs: 0,
            filters: Filters::default(),
            prefer: InputPreference::default(),
            resume: None,
            min_answered_percent: crate::verdict::DEFAULT_MIN_ANSWERED,
            max_consecutive_failures: crate::verdict::DEFAULT_MAX_CONSECUTIVE_FAILURES,
            identity: None,
        }
    }
}

/// Told about the progress of a run.
pub trait Observer {
    /// The run starts: `todo` cases to run, `resumed` taken from the journal.
    fn start(&mut self, _todo: usize, _resumed: usize) {}
    /// Before [`Observer::start`]: `count` selected cases are withdrawn and not run.
    fn withdrawn(&mut self, _count: usize) {}
    /// One case finished.
    fn record(&mut self, _case: &Case, _record: &Record) {}
    /// The run ended.
    fn finish(&mut self) {}
}

/// An observer that does nothing.
pub struct Quiet;

impl Observer for Quiet {}

/// The raw result of a run.
#[derive(Debug)]
pub struct RunOutput<'s> {
    /// The selected cases, in manifest order.
    pub selected: Vec<&'s Case>,
    /// Records by case id (selected cases only; resumed ones included).
    pub records: HashMap<String, Record>,
    /// How many came from the journal.
    pub resumed: usize,
    /// Seconds this invocation took.
    pub seconds: f64,
    /// Selected cases left unrun because the run stopped early.
    pub not_run: usize,
    /// Why the run stopped early (the give-up policy), if it did.
    pub stopped: Option<String>,
}

/// Runs one case: plans the request, loads the files, asks the backend (catching panics).
pub fn run_case(
    suite: &Suite,
    case: &Case,
    backend: &dyn Backend,
    prefer: InputPreference,
) -> Record {
    let started = Instant::now();
    let (op, outcome) = match request::plan(case, backend.capabilities(), prefer) {
        Err(reason) => (None, Outcome::Failure(Failure::Unsupported { reason })),
        Ok(op) => {
            let result = request::build(suite, case, op).and_then(|req| {
                catch_unwind(AssertUnwindSafe(|| backend.run(&req))).unwrap_or_else(|p| {
                    Err(Failure::error(format!(
                        "backend panicked: {}",
                        panic_text(&p)
                    )))
                })
            });
            let outcome = match result {
                Ok(r) => Outcome::Response(r),
                Err(f) => Outcome::Failure(f),
            };
            (Some(op), outcome)
        }
    };
    Record {
        id: case.id.clone(),
        op,
        seconds: started.elapsed().as_secs_f64(),
        outcome,
    }
}

/// At most 200 characters of `s` on one line (a crash's stderr tail can be long).
fn short(s: &str) -> String {
    let line = s.replace(['\n', '\r'], " ");
    match line.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line,
    }
}

/// The number of workers for `jobs` (0 = one per core).
pub fn worker_count(jobs: usize) -> usize {
    if jobs > 0 {
        jobs
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

/// Runs the selected cases not already in the journal, in parallel. Cases the suite's
/// errata withdraw are selected (the reports list them) but never run.
pub fn run<'s>(
    suite: &'s Suite,
    backend: &dyn Backend,
    opts: &RunOptions,
    observer: &mut dyn Observer,
) -> Result<RunOutput<'s>> {
    let started = Instant::now();
    let selected: Vec<&Case> = suite
        .cases
        .iter()
        .filter(|c| opts.filters.selects(c))
        .collect();
    let mut records: HashMap<String, Record> = HashMap::new();
    let mut journal = None;
    if let Some(path) = &opts.resume {
        let header = Header {
            journal: JOURNAL_FORMAT,
            suite: suite.version.clone(),
            rules_sha256: suite.rules_sha256.clone(),
            backend: backend.info().name,
            identity: opts.identity.clone(),
        };
        let (j, old) = Journal::open(path, &header)?;
        journal = Some(j);
        let wanted: std::collections::HashSet<&str> = selected
            .iter()
            .filter(|c| c.withdrawn.is_none())
            .map(|c| c.id.as_str())
            .collect();
        for r in old {
            if wanted.contains(r.id.as_str()) {
                records.insert(r.id.clone(), r);
            }
        }
    }
    let resumed = records.len();
    let todo: Vec<&Case> = selected
        .iter()
        .copied()
        .filter(|c| c.withdrawn.is_none() && !records.contains_key(&c.id))
        .collect();
    observer.withdrawn(selected.len() - todo.len() - resumed);
    observer.start(todo.len(), resumed);
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let workers = worker_count(opts.jobs).min(todo.len().max(1));
    let mut write_error = None;
    let mut ran = 0usize;
    let mut consecutive = 0usize;
    let mut stopped = None;
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, Record)>();
        for _ in 0..workers {
            let tx = tx.clone();
            let (todo, next, stop) = (&todo, &next, &stop);
            scope.spawn(move || loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = todo.get(i) else { break };
                let record = run_case(suite, case, backend, opts.prefer);
                if tx.send((i, record)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (i, record) in rx {
            if let Some(j) = journal.as_mut() {
                if let Err(e) = j.append(&record) {
                    stop.store(true, Ordering::Relaxed);
                    write_error.get_or_insert(e);
                }
            }
            ran += 1;
            // Give up on a backend that keeps failing: a broken backend must not take
            // hours to produce 30,000 error cases. Unsupported cases are neutral.
            match &record.outcome {
                Outcome::Response(_) => consecutive = 0,
                Outcome::Failure(Failure::Unsupported { .. }) => {}
                Outcome::Failure(f) => {
                    consecutive += 1;
                    if opts.max_consecutive_failures > 0
                        && consecutive >= opts.max_consecutive_failures
                        && stopped.is_none()
                    {
                        stop.store(true, Ordering::Relaxed);
                        stopped = Some(format!(
                            "the run stopped after {consecutive} consecutive backend failures (--max-consecutive-failures {}; the last: {})",
                            opts.max_consecutive_failures,
                            short(&f.to_string())
                        ));
                    }
                }
            }
            observer.record(todo[i], &record);
            records.insert(record.id.clone(), record);
        }
    });
    observer.finish();
    if let Some(e) = write_error {
        return Err(e);
    }
    Ok(RunOutput {
        selected,
        records,
        resumed,
        seconds: started.elapsed().as_secs_f64(),
        not_run: todo.len() - ran,
        stopped,
    })
}
