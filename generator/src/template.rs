//! The shader-text templates (tera 2): compiling them, rendering one with its
//! parameters, and evaluating the `when:` conditions of bindings.
//!
//! Every error names the template file, the line and column in it, and the parameters
//! of the render that failed.

use crate::error::{GenError, Location};
use crate::inputs::{template_name, SourceFile};
use crate::params::Params;
use std::collections::BTreeMap;

/// The compiled templates and conditions.
pub struct Templates {
    tera: tera::Tera,
    /// Template name → file path.
    paths: BTreeMap<String, String>,
    /// Condition name → where it was written.
    conditions: BTreeMap<String, Location>,
}

impl std::fmt::Debug for Templates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Templates")
            .field("paths", &self.paths)
            .field("conditions", &self.conditions.len())
            .finish()
    }
}

/// A handle to a compiled `when:` condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Condition(String);

impl Templates {
    /// Compiles every template; a syntax error names the file, line and column.
    pub fn compile(files: &[SourceFile]) -> Result<Templates, Vec<GenError>> {
        let mut paths = BTreeMap::new();
        let mut errors = Vec::new();
        for f in files {
            let name = template_name(&f.path).to_string();
            if let Some(prev) = paths.insert(name.clone(), f.path.clone()) {
                errors.push(GenError::at(
                    Location::new(&f.path, 0, 0),
                    format!("template `{name}` is also defined by {prev}"),
                ));
            }
            // Syntax errors first, file by file, so that every broken file is named.
            let mut alone = tera::Tera::new();
            if let Err(e) = alone.add_raw_template(&name, &f.text) {
                if matches!(e.kind(), tera::ErrorKind::SyntaxError(_)) {
                    errors.push(tera_error(&e, &paths, "cannot compile the template"));
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        // Then all together, which resolves `extends` and `include` between them.
        let mut tera = tera::Tera::new();
        tera.autoescape_on(Vec::<&str>::new());
        let all = files
            .iter()
            .map(|f| (template_name(&f.path).to_string(), f.text.clone()));
        if let Err(e) = tera.add_raw_templates(all) {
            return Err(vec![tera_error(&e, &paths, "cannot compile the templates")]);
        }
        Ok(Templates {
            tera,
            paths,
            conditions: BTreeMap::new(),
        })
    }

    /// True when a template of this name exists.
    pub fn contains(&self, name: &str) -> bool {
        self.paths.contains_key(name)
    }

    /// Template names, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.paths.keys().map(String::as_str)
    }

    /// The file a template comes from.
    pub fn path(&self, name: &str) -> Option<&str> {
        self.paths.get(name).map(String::as_str)
    }

    /// Compiles a tera expression (a binding's `when:`) written at `at`.
    pub fn add_condition(&mut self, at: &Location, expr: &str) -> Result<Condition, GenError> {
        let name = format!("when@{at}");
        if self.conditions.contains_key(&name) {
            return Ok(Condition(name));
        }
        let body = format!("{{% if {expr} %}}1{{% endif %}}");
        self.tera.add_raw_template(&name, &body).map_err(|e| {
            GenError::at(
                at.clone(),
                format!(
                    "`when: {expr}` is not a valid tera expression: {}",
                    short(&e)
                ),
            )
        })?;
        self.conditions.insert(name.clone(), at.clone());
        Ok(Condition(name))
    }

    /// Renders template `name` with `params`; errors name the template, line and parameters.
    pub fn render(&self, name: &str, params: &Params) -> Result<String, GenError> {
        let path = self.paths.get(name).map(String::as_str).unwrap_or(name);
        self.tera.render(name, &params.to_context()).map_err(|e| {
            tera_error(
                &e,
                &self.paths,
                &format!("cannot render {path} with {params}"),
            )
        })
    }

    /// Evaluates a condition with `params`.
    pub fn test(&self, cond: &Condition, params: &Params) -> Result<bool, GenError> {
        let at = self.conditions.get(&cond.0).cloned().unwrap_or_default();
        match self.tera.render(&cond.0, &params.to_context()) {
            Ok(s) => Ok(s == "1"),
            Err(e) => Err(GenError::at(
                at,
                format!("`when:` failed with {params}: {}", short(&e)),
            )),
        }
    }
}

/// The message of a tera error without its source excerpt, on one line.
fn short(e: &tera::Error) -> String {
    match e.kind() {
        tera::ErrorKind::SyntaxError(r) | tera::ErrorKind::RenderingError(r) => {
            r.message().to_string()
        }
        other => other.to_string(),
    }
}

/// A located error from a tera error; `paths` maps template names to files.
fn tera_error(e: &tera::Error, paths: &BTreeMap<String, String>, what: &str) -> GenError {
    let file_of = |name: &str| {
        paths
            .get(name)
            .cloned()
            .unwrap_or_else(|| format!("templates/{name}.tera"))
    };
    match e.kind() {
        tera::ErrorKind::SyntaxError(r) | tera::ErrorKind::RenderingError(r) => {
            let span = r.span();
            GenError::at(
                Location::new(
                    file_of(r.filename()),
                    span.start_line as u64,
                    span.start_col as u64 + 1,
                ),
                format!("{what}: {}", r.message()),
            )
        }
        tera::ErrorKind::MissingParent { current, parent } => GenError::at(
            Location::new(file_of(current), 0, 0),
            format!("{what}: it extends `{parent}`, which is not a template"),
        ),
        other => GenError::new(format!("{what}: {other}")),
    }
}
