//! Rules of the shader-model documents as data, and the one engine that evaluates them.
//!
//! [`RuleSet`] loads `spec-rules/rules/*.yaml` (embedded at build time, or from a
//! directory), checks every rule against the model and compiles its `check`;
//! [`RuleSet::check`] evaluates the static rules of a program's profile and
//! [`RuleSet::check_link`] the link rules of a vertex/pixel pair. The language is
//! described in `docs/rule-language.md`.

pub mod compile;
pub mod compiled;
mod eval;
pub mod facts;
pub mod fields;
mod load;
pub mod node;
pub mod profile_table;
mod rule;
pub mod schema;
pub mod snapshot;
pub mod value;
pub mod vocab;

pub use load::RuleError;
pub use rule::{Conformance, Rule, RuleKind, RuleSource, Stage, Violation};

use crate::compiled::{PS, VS};
use crate::eval::{At, Env};
use crate::facts::{Elem, Facts, ModelIndex};
use crate::profile_table::ProfileTable;
use crate::vocab::Vocab;
use shadercts_shader::ir::ShaderKind;
use shadercts_shader::{Model, Program};
use std::cell::{Cell, RefCell};
use std::path::Path;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/embedded_rules.rs"));

/// A loaded, checked and compiled set of rules, bound to the model it was checked against.
#[derive(Clone, Debug)]
pub struct RuleSet {
    rules: Vec<Rule>,
    /// Index into `rules` by id ([`RuleSet::get`]: once per violation a report prints).
    by_id: rustc_hash::FxHashMap<String, u32>,
    vocab: Vocab,
    table: ProfileTable,
    model: Model,
    index: ModelIndex,
    /// Per model profile: its static rules with a check, each folded for the profile
    /// (`eval::Fixed`), leaving out those that can never report anything there; folded
    /// when the profile is first checked ([`RuleSet::folded`]).
    by_profile: Vec<OnceLock<Vec<Folded>>>,
    /// Indices of link rules with a check.
    link_rules: Vec<u32>,
    /// Number of per-program cache slots the compiled checks use.
    cache_slots: u32,
    /// Per rule: which parts of its check the summaries may decide (`eval::plan`).
    prune: Vec<u8>,
    /// The conformance level checked: rules above it are not evaluated.
    conformance: Conformance,
}

/// A static rule's check folded for one profile.
#[derive(Debug)]
struct Folded {
    /// Index of the rule.
    rule: u32,
    /// The folded check.
    check: compiled::Check,
    /// Its summary tests, compiled (`eval::plan` of the folded check decides which).
    pruner: eval::Pruner,
    /// Its conditions, compiled.
    compiled: eval::Compiled,
}

impl Folded {
    /// The folded `check` of rule number `rule`, with its tests and conditions compiled.
    fn new(rule: u32, check: compiled::Check) -> Folded {
        Folded {
            rule,
            pruner: eval::Pruner::new(&check, eval::plan(&check)),
            compiled: eval::Compiled::new(&check),
            check,
        }
    }
}

impl Clone for Folded {
    /// The compiled closures are not shared: the copy compiles its own.
    fn clone(&self) -> Folded {
        Folded::new(self.rule, self.check.clone())
    }
}

static EMBEDDED: OnceLock<RuleSet> = OnceLock::new();
static EMBEDDED_DOCUMENTED: OnceLock<RuleSet> = OnceLock::new();

/// Operand capacity above which [`RuleSet::check`] frees its reused facts buffers.
const SCRATCH_KEEP: usize = 1 << 14;

thread_local! {
    /// Reused facts buffers of [`RuleSet::check`].
    static SCRATCH: RefCell<Facts> = RefCell::new(Facts::default());
}

impl RuleSet {
    /// Loads every `*.yaml` file of `dir` (sorted by name).
    pub fn load_dir(dir: &Path, model: &Model) -> Result<RuleSet, RuleError> {
        load::load_dir(dir, model)
    }

    /// Loads rule files given as `(path, text)` pairs, in that order.
    pub fn from_sources(sources: &[(&str, &str)], model: &Model) -> Result<RuleSet, RuleError> {
        load::from_sources(sources, model)
    }

    /// The rule files embedded at build time, checked against `model`.
    pub fn embedded(model: &Model) -> Result<RuleSet, RuleError> {
        load::from_sources(&load::embedded_sources(), model)
    }

    /// The embedded rules checked against the embedded model, loaded once.
    ///
    /// The test suite loads them, so a failure is a build defect, not a user error;
    /// the message names the file and line.
    // The rule files are compiled in and loaded by the test suite: no input of a user
    // reaches this panic, only a broken build.
    #[allow(clippy::panic)]
    pub fn embedded_default() -> &'static RuleSet {
        EMBEDDED.get_or_init(|| match RuleSet::embedded(Model::embedded()) {
            Ok(r) => r,
            Err(e) => panic!("the embedded rule files are broken:\n{e}"),
        })
    }

    /// [`RuleSet::embedded_default`] checking at `level` (loaded once per level).
    pub fn embedded_at(level: Conformance) -> &'static RuleSet {
        match level {
            Conformance::Native => RuleSet::embedded_default(),
            Conformance::Documented => EMBEDDED_DOCUMENTED.get_or_init(|| {
                RuleSet::embedded_default().at_conformance(Conformance::Documented)
            }),
        }
    }

    /// The same rules, checking at `level`: [`RuleSet::check`] and
    /// [`RuleSet::check_link`] evaluate the rules at that level or below.
    pub fn at_conformance(&self, level: Conformance) -> RuleSet {
        self.clone().with_conformance(level)
    }

    /// These rules, checking at `level` (see [`RuleSet::at_conformance`]).
    pub fn with_conformance(mut self, level: Conformance) -> RuleSet {
        self.conformance = level;
        self
    }

    /// The conformance level checked (native unless [`RuleSet::at_conformance`] said otherwise).
    pub fn conformance(&self) -> Conformance {
        self.conformance
    }

    /// The level of the rule with this id; ids that are not rules (`syntax`,
    /// `bytecode`) are native: a native validator rejects what it cannot read.
    pub fn conformance_of(&self, id: &str) -> Conformance {
        self.get(id).map_or(Conformance::Native, |r| r.level)
    }

    pub(crate) fn assemble(
        rules: Vec<Rule>,
        vocab: Vocab,
        table: ProfileTable,
        model: Model,
        cache_slots: u32,
    ) -> RuleSet {
        let link_rules = rules
            .iter()
            .enumerate()
            .filter(|(_, r)| r.kind == RuleKind::Link && r.has_check())
            .map(|(i, _)| i as u32)
            .collect();
        let by_profile = (0..model.profiles.len()).map(|_| OnceLock::new()).collect();
        // The first rule of an id wins, as a search from the start found it.
        let mut by_id = rustc_hash::FxHashMap::default();
        for (i, r) in rules.iter().enumerate() {
            by_id.entry(r.id.clone()).or_insert(i as u32);
        }
        let index = ModelIndex::new(&model);
        let prune = rules
            .iter()
            .map(|r| r.check.as_ref().map_or(0, eval::plan))
            .collect();
        RuleSet {
            rules,
            by_id,
            vocab,
            table,
            model,
            index,
            by_profile,
            link_rules,
            cache_slots,
            prune,
            conformance: Conformance::Native,
        }
    }

    /// The folded checks of the model profile with index `p` (none for an index the
    /// model lacks), folded on first use: a command that checks one profile folds that
    /// one, not all fifteen, and over many files each profile is folded by the worker
    /// thread that meets it first, not before the first file (a third of start-up).
    fn folded(&self, p: usize) -> &[Folded] {
        match self.by_profile.get(p) {
            Some(cell) => cell.get_or_init(|| self.fold(p)),
            None => &[],
        }
    }

    /// Profile `p`'s static rules with a check, folded for it.
    fn fold(&self, p: usize) -> Vec<Folded> {
        let kind = self.model.profiles[p].profile.kind;
        let fixed = eval::Fixed {
            values: self.table.values(p),
            profile: self.vocab.profiles.get(p).copied(),
            kind: Some(self.vocab.kinds[usize::from(kind == ShaderKind::Pixel)]),
        };
        // Profile by profile, so that the folded checks of one profile are allocated
        // together (they are read together, once per program: fewer cache misses).
        self.rules
            .iter()
            .enumerate()
            .filter(|(_, r)| r.kind == RuleKind::Static && r.profiles.contains_index(p))
            .filter_map(|(i, r)| {
                let check = fixed.check(r.check.as_ref()?)?;
                Some(Folded::new(i as u32, check))
            })
            .collect()
    }

    /// Every rule, in file order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The rule with this id.
    pub fn get(&self, id: &str) -> Option<&Rule> {
        self.by_id.get(id).and_then(|&i| self.rules.get(i as usize))
    }

    /// The model the rules were checked against.
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// The names used by facts and rules.
    pub fn vocab(&self) -> &Vocab {
        &self.vocab
    }

    /// The facts of a program (`text` gives line numbers).
    pub fn facts(&self, program: &Program, text: Option<&str>) -> Facts {
        facts::build(program, &self.model, &self.vocab, &self.index, text)
    }

    /// The static rules that apply to `program`'s profile, evaluated; violations are
    /// sorted by position. `text` is the source the program was parsed from, if any.
    pub fn check(&self, program: &Program, text: Option<&str>) -> Vec<Violation> {
        // The facts are built into a per-thread buffer that is reused from one program
        // to the next (allocating and freeing them was a tenth of validation time).
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut facts) => {
                facts::build_into(
                    &mut facts,
                    program,
                    &self.model,
                    &self.vocab,
                    &self.index,
                    text,
                );
                let out = self.check_facts(&facts);
                if facts.operands.capacity() > SCRATCH_KEEP {
                    // A very large program: do not keep its buffers for the thread's life.
                    *facts = Facts::default();
                }
                out
            }
            // Re-entered on this thread (not done today): build afresh.
            Err(_) => self.check_facts(&self.facts(program, text)),
        })
    }

    /// Like [`RuleSet::check`], over facts computed beforehand.
    pub fn check_facts(&self, facts: &Facts) -> Vec<Violation> {
        let mut out = Vec::new();
        let Some(p) = facts.profile_index else {
            return out;
        };
        let values = self.table.values(p);
        // The quantifier cache lives on the stack when it is small (it always is today);
        // zeroed as bytes (a few wide stores), then seen as cells.
        let mut stack = [0u8; 64];
        let mut heap;
        let slots = self.cache_slots as usize;
        let bytes: &mut [u8] = match stack.get_mut(..slots) {
            Some(s) => s,
            None => {
                heap = vec![0u8; slots];
                &mut heap
            }
        };
        let cache: &[Cell<u8>] = Cell::from_mut(bytes).as_slice_of_cells();
        let mut env = Env {
            facts: [facts, facts],
            profile: [values, values],
            checked: At {
                stage: VS,
                elem: Elem::Program,
            },
            group: None,
            vocab: &self.vocab,
            cache,
        };
        for f in self.folded(p) {
            if self.rules[f.rule as usize].level > self.conformance {
                continue;
            }
            // The presence keys are a few bit tests: cheaper than the summaries, so first.
            if f.compiled.lacks(&env) || !f.pruner.can_fire(&env) {
                continue;
            }
            eval::scan(
                &self.rules[f.rule as usize],
                &f.check,
                Some(&f.compiled),
                &mut env,
                false,
                &mut out,
            );
        }
        sort(&mut out);
        out
    }

    /// The link rules that apply to the pair (a rule applies when its profiles contain
    /// either program's profile), evaluated; each violation says which program it is in.
    pub fn check_link(
        &self,
        vs: &Program,
        vs_text: Option<&str>,
        ps: &Program,
        ps_text: Option<&str>,
    ) -> Vec<Violation> {
        let vf = self.facts(vs, vs_text);
        let pf = self.facts(ps, ps_text);
        let mut out = Vec::new();
        let cache = vec![Cell::new(0u8); self.cache_slots as usize];
        let mut env = Env {
            facts: [&vf, &pf],
            profile: [
                vf.profile_index.map_or(&[][..], |i| self.table.values(i)),
                pf.profile_index.map_or(&[][..], |i| self.table.values(i)),
            ],
            checked: At {
                stage: PS,
                elem: Elem::Program,
            },
            group: None,
            vocab: &self.vocab,
            cache: &cache,
        };
        for &i in &self.link_rules {
            let rule = &self.rules[i as usize];
            if rule.level > self.conformance {
                continue;
            }
            let applies = [vf.profile_index, pf.profile_index]
                .iter()
                .flatten()
                .any(|p| rule.profiles.contains_index(*p));
            if let (true, Some(check)) = (applies, &rule.check) {
                eval::run(
                    rule,
                    check,
                    self.prune[i as usize],
                    &mut env,
                    true,
                    &mut out,
                );
            }
        }
        sort(&mut out);
        out
    }
}

fn sort(v: &mut [Violation]) {
    v.sort_by(|a, b| {
        (a.stage, a.span.start, a.span.end, &a.rule).cmp(&(
            b.stage,
            b.span.start,
            b.span.end,
            &b.rule,
        ))
    });
}
