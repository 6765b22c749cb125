//! The YAML shape of a rule file (`spec-rules/rules/*.yaml`) and its JSON Schema.
//!
//! A rule file is a list of [`RuleEntry`] records. `check` and `cases` are read as
//! [`Node`] trees (their keys are field names and template parameters) and compiled by
//! [`crate::compile`]; their schema is written out by hand below so that editors can
//! still complete and check them.

use crate::node::Node;
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Serialize};
use shadercts_shader::model::schema::Located;
use std::borrow::Cow;

/// One rule.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleEntry {
    /// Stable id (`ps.oC.mov-only`): ASCII letters, digits, `.`, `-`, `_`; never reused
    /// with another meaning.
    pub id: Located<String>,
    /// One line saying what the rule demands.
    pub title: String,
    /// Where the rule comes from.
    pub source: SourceEntry,
    /// Profile or group names (`spec-rules/models/profiles.yaml`) the rule applies to.
    pub profiles: Located<Vec<Located<String>>>,
    /// `static`, `link`, `runtime`, `undefined` or `informative`.
    #[schemars(with = "KindName")]
    pub kind: Located<String>,
    /// `native` (the native validator rejects a violation) or `documented` (a document
    /// states it; native accepts a violation).
    #[schemars(with = "LevelName")]
    pub level: Located<String>,
    /// The predicate (static and link rules only).
    #[serde(default)]
    #[schemars(with = "Option<CheckSchema>")]
    pub check: Option<Node>,
    /// Violation message; `{field}` is replaced by the offending element's field.
    #[serde(default)]
    pub message: Option<Located<String>>,
    /// Which reading the rule takes where the documents are ambiguous, and why.
    #[serde(default)]
    pub note: Option<String>,
    /// Case templates for the generator (their shape is the generator's).
    #[serde(default)]
    #[schemars(with = "Option<CasesSchema>")]
    pub cases: Option<Node>,
}

/// The document a rule comes from.
#[derive(Clone, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SourceEntry {
    /// A seed file name (`000_6f76380c5b115b33.txt`) or a public document's name.
    pub doc: String,
    /// The sentence the rule comes from, as written in the document.
    #[serde(default)]
    pub quote: Option<String>,
    /// The public address of the document, when it is not a seed.
    #[serde(default)]
    pub url: Option<String>,
}

/// The kinds of rule (for the schema).
#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum KindName {
    /// Checked by the validator on one program.
    Static,
    /// Checked by the linker on a vs_3_0/ps_3_0 pair.
    Link,
    /// Behaviour checked by execution.
    Runtime,
    /// Documented but not enforced.
    Undefined,
    /// Background, nothing to check.
    Informative,
}

/// The conformance levels (for the schema).
#[derive(JsonSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
enum LevelName {
    /// The native validator (D3DX9's assembler) rejects a violation.
    Native,
    /// A document states it; the native validator accepts a violation.
    Documented,
}

/// The schema of a `check` mapping.
struct CheckSchema;

impl JsonSchema for CheckSchema {
    fn schema_name() -> Cow<'static, str> {
        "Check".into()
    }

    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let cond = g.subschema_for::<ConditionSchema>();
        let names = json_schema!({ "type": "array", "items": { "type": "string" } });
        json_schema!({
            "description": "What a rule demands of a program (see docs/rule-language.md).",
            "type": "object",
            "properties": {
                "for_each": { "type": "string", "description": "Collection whose selected elements must each satisfy require/unique/disjoint." },
                "exists": { "type": "string", "description": "Collection in which at least one element must satisfy where." },
                "aggregate": { "type": "string", "description": "Collection to count or collect over." },
                "where": cond,
                "require": cond,
                "unique": names,
                "disjoint": {
                    "type": "object",
                    "properties": { "field": { "type": "string" }, "by": names },
                    "required": ["field"],
                    "additionalProperties": false
                },
                "group_by": names,
                "join": {
                    "description": "aggregate only: pair each selected element with the elements of another collection that satisfy where ($. is the selected element); value is computed over the paired elements.",
                    "type": "object",
                    "properties": { "of": { "type": "string" }, "where": cond },
                    "required": ["of"],
                    "additionalProperties": false
                },
                "value": {
                    "description": "count, sum:FIELD, max:FIELD, min:FIELD, set:FIELD or distinct:FIELD",
                    "anyOf": [
                        { "type": "string", "pattern": "^(count|(sum|max|min|set|distinct): *[A-Za-z_.0-9]+)$" },
                        { "type": "object", "maxProperties": 1 }
                    ]
                }
            },
            "additionalProperties": false,
            "oneOf": [
                { "required": ["for_each"] },
                { "required": ["exists"] },
                { "required": ["aggregate", "value", "require"] }
            ]
        })
    }
}

/// The schema of a condition mapping.
struct ConditionSchema;

impl JsonSchema for ConditionSchema {
    fn schema_name() -> Cow<'static, str> {
        "Condition".into()
    }

    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let cond = g.subschema_for::<ConditionSchema>();
        let test = g.subschema_for::<TestSchema>();
        json_schema!({
            "description": "Every entry must hold. Keys are field paths (file, dst.mask, src.0.modifier) or all/any/not/exists/count.",
            "type": ["object", "null"],
            "properties": {
                "all": { "type": "array", "items": cond },
                "any": { "type": "array", "items": cond },
                "not": cond,
                "exists": {
                    "type": "object",
                    "properties": { "of": { "type": "string" }, "where": cond },
                    "required": ["of"],
                    "additionalProperties": false
                },
                "count": {
                    "type": "object",
                    "properties": { "of": { "type": "string" }, "where": cond, "is": test },
                    "required": ["of", "is"],
                    "additionalProperties": false
                }
            },
            "additionalProperties": test
        })
    }
}

/// The schema of the value side of `field: …`.
struct TestSchema;

impl JsonSchema for TestSchema {
    fn schema_name() -> Cow<'static, str> {
        "Test".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let value = json_schema!({
            "description": "A literal (mov, 3, true, xyzw, null), a reference ($.field, $profile.limits.NAME), or a list of these.",
            "type": ["string", "integer", "number", "boolean", "null", "array"]
        });
        json_schema!({
            "anyOf": [
                value,
                {
                    "type": "object",
                    "properties": {
                        "eq": value, "ne": value, "lt": value, "le": value, "gt": value, "ge": value,
                        "in": value, "not_in": value, "covers": value, "within": value,
                        "overlaps": value, "contiguous_from": value
                    },
                    "additionalProperties": false
                }
            ]
        })
    }
}

/// The schema of `cases` (kept loose: the generator defines the shape).
struct CasesSchema;

impl JsonSchema for CasesSchema {
    fn schema_name() -> Cow<'static, str> {
        "Cases".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "Case templates and parameters for the generator.",
            "type": "object",
            "properties": {
                "valid": { "type": "array", "items": { "type": "object" } },
                "invalid": { "type": "array", "items": { "type": "object" } }
            }
        })
    }
}

/// The JSON Schema of a rule file, as checked in at `spec-rules/schema/rules.schema.json`.
pub fn rules_json_schema() -> String {
    let mut schema = schemars::schema_for!(Vec<RuleEntry>);
    schema.insert("title".into(), "shadercts rule file".into());
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}
