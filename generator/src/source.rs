//! Case sources: where unverified cases come from. The template source expands the
//! bindings; the random program generator and the near-miss mutators plug in as
//! further sources implementing [`CaseSource`].

use crate::binding::{self, Bindings, Job, Shape, Target};
use crate::case::{Body, CaseSpec, Expectation, Polarity};
use crate::catalog::RuleCatalog;
use crate::error::GenError;
use crate::inputs::GeneratorInputs;
use crate::params::{Params, ProfileCtx};
use crate::template::Templates;
use rayon::prelude::*;
use shadercts_shader::Model;

/// What every source may use.
pub struct SourceEnv<'a> {
    /// The shader-model tables.
    pub model: &'a Model,
    /// The rules.
    pub catalog: &'a RuleCatalog,
    /// The suite's seed (sources that draw random numbers must derive them from it).
    pub seed: u64,
    /// The cases of the sources that ran before this one (mutators start from them).
    pub earlier: &'a [CaseSpec],
}

/// A producer of unverified cases. Same environment ⇒ same cases, in the same order.
pub trait CaseSource: Sync {
    /// A short name for reports (`templates`, `random`, `mutate`).
    fn name(&self) -> &str;
    /// The cases; errors name the input that is wrong.
    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>>;
}

/// The cases of the bindings, rendered from the templates.
#[derive(Debug)]
pub struct TemplateSource {
    templates: Templates,
    bindings: Bindings,
}

impl TemplateSource {
    /// Compiles the templates and checks the bindings against the rules and the model.
    pub fn load(
        inputs: &GeneratorInputs,
        catalog: &RuleCatalog,
        model: &Model,
    ) -> Result<TemplateSource, Vec<GenError>> {
        let mut templates = Templates::compile(&inputs.templates)?;
        let bindings = binding::load(&inputs.bindings, catalog, model, &mut templates)?;
        Ok(TemplateSource {
            templates,
            bindings,
        })
    }

    /// The checked bindings.
    pub fn bindings(&self) -> &Bindings {
        &self.bindings
    }

    /// The compiled templates.
    pub fn templates(&self) -> &Templates {
        &self.templates
    }

    fn ctx(model: &Model, name: &str) -> Result<ProfileCtx, GenError> {
        model
            .profile_by_name(name)
            .map(ProfileCtx::of)
            .ok_or_else(|| GenError::new(format!("the model has no profile `{name}`")))
    }

    /// Renders one job; `None` when its `when:` is false.
    fn render(&self, model: &Model, job: &Job<'_>) -> Result<Option<CaseSpec>, GenError> {
        let e = job.entry;
        let (body, first) = match (&e.shape, job.target) {
            (Shape::Single { template }, Target::Profile(p)) => {
                let params = Params {
                    profile: Self::ctx(model, p)?,
                    pair: None,
                    values: job.values.clone(),
                };
                if !self.passes(e, &params)? {
                    return Ok(None);
                }
                let text = self.templates.render(template, &params)?;
                (
                    Body::Single {
                        profile: p.clone(),
                        text,
                    },
                    params,
                )
            }
            (Shape::Link { vs, ps }, Target::Pair(vp, pp)) => {
                let pair = Some((vp.clone(), pp.clone()));
                let vparams = Params {
                    profile: Self::ctx(model, vp)?,
                    pair: pair.clone(),
                    values: job.values.clone(),
                };
                if !self.passes(e, &vparams)? {
                    return Ok(None);
                }
                let pparams = Params {
                    profile: Self::ctx(model, pp)?,
                    pair,
                    values: job.values.clone(),
                };
                let body = Body::Pair {
                    vs_profile: vp.clone(),
                    ps_profile: pp.clone(),
                    vs: self.templates.render(vs, &vparams)?,
                    ps: self.templates.render(ps, &pparams)?,
                };
                (body, vparams)
            }
            _ => {
                return Err(GenError::at(
                    e.at.clone(),
                    "internal: entry shape and target disagree",
                ))
            }
        };
        let template_names = match &e.shape {
            Shape::Single { template } => format!("template {template}"),
            Shape::Link { vs, ps } => format!("templates {vs} + {ps}"),
        };
        let params_slug = first.slug();
        let slug = match (&e.name, params_slug.is_empty()) {
            (Some(n), true) => n.clone(),
            (Some(n), false) => format!("{n}_{params_slug}"),
            (None, false) => params_slug,
            (None, true) => match &e.shape {
                Shape::Single { template } => template.clone(),
                Shape::Link { vs, ps } => format!("{vs}+{ps}"),
            },
        };
        let (expect, covers) = match e.polarity {
            Polarity::Valid => (Expectation::Valid, vec![e.rule.clone()]),
            Polarity::Invalid => (
                Expectation::Invalid(e.expect_rules.clone()),
                e.expect_rules.clone(),
            ),
        };
        Ok(Some(CaseSpec {
            group: e.rule.clone(),
            slug,
            body,
            expect,
            covers,
            origin: format!("{template_names} {}", first.describe_values()),
            stated_at: Some(e.at.to_string()),
        }))
    }

    fn passes(&self, e: &binding::Entry, params: &Params) -> Result<bool, GenError> {
        match &e.when {
            Some(c) => self.templates.test(c, params),
            None => Ok(true),
        }
    }
}

impl CaseSource for TemplateSource {
    fn name(&self) -> &str {
        "templates"
    }

    fn cases(&self, env: &SourceEnv<'_>) -> Result<Vec<CaseSpec>, Vec<GenError>> {
        let jobs = binding::expand(&self.bindings);
        let results: Vec<Result<Option<CaseSpec>, GenError>> =
            jobs.par_iter().map(|j| self.render(env.model, j)).collect();
        let mut cases = Vec::with_capacity(results.len());
        let mut errors = Vec::new();
        for r in results {
            match r {
                Ok(Some(c)) => cases.push(c),
                Ok(None) => {}
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(cases)
        } else {
            errors.sort();
            errors.dedup();
            Err(errors)
        }
    }
}
