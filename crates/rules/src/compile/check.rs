//! Checks: `for_each` (with `require`, `unique` or `disjoint`), `exists`, `aggregate`.

use super::{Compiler, Scope};
use crate::compiled::{AggFn, Body, Check, Cond, Key, Source};
use crate::fields::{Coll, Path, Ty};
use crate::node::{Node, NodeKind};

const CHECK_KEYS: &str =
    "for_each, exists, aggregate, where, require, unique, disjoint, group_by, value, join";

/// The entries of a check mapping, by key.
#[derive(Default)]
struct Parts<'n> {
    for_each: Option<&'n Node>,
    exists: Option<&'n Node>,
    aggregate: Option<&'n Node>,
    filter: Option<&'n Node>,
    require: Option<(&'n Node, &'n Node)>,
    unique: Option<(&'n Node, &'n Node)>,
    disjoint: Option<(&'n Node, &'n Node)>,
    group_by: Option<(&'n Node, &'n Node)>,
    value: Option<(&'n Node, &'n Node)>,
    join: Option<(&'n Node, &'n Node)>,
}

impl Compiler<'_> {
    /// Compiles a rule's `check` mapping with the scope its message's fields come from;
    /// `None` when it has mistakes (recorded).
    pub(crate) fn check(&mut self, node: &Node) -> Option<(Check, Scope)> {
        let before = self.diags.len();
        let Some(entries) = node.as_map() else {
            self.err(
                node,
                format!(
                    "a check is a mapping ({CHECK_KEYS}), found {}",
                    node.describe()
                ),
            );
            return None;
        };
        let mut p = Parts::default();
        for (k, v) in entries {
            match k.as_str() {
                Some("for_each") => p.for_each = Some(v),
                Some("exists") => p.exists = Some(v),
                Some("aggregate") => p.aggregate = Some(v),
                Some("where") => p.filter = Some(v),
                Some("require") => p.require = Some((k, v)),
                Some("unique") => p.unique = Some((k, v)),
                Some("disjoint") => p.disjoint = Some((k, v)),
                Some("group_by") => p.group_by = Some((k, v)),
                Some("value") => p.value = Some((k, v)),
                Some("join") => p.join = Some((k, v)),
                _ => self.err(
                    k,
                    format!(
                        "unknown key `{}` in a check (one of {CHECK_KEYS})",
                        k.scalar_text().unwrap_or_default()
                    ),
                ),
            }
        }
        let heads = [p.for_each, p.exists, p.aggregate].iter().flatten().count();
        if heads != 1 {
            self.err(
                node,
                "a check starts with exactly one of for_each, exists, aggregate",
            );
            return None;
        }
        let check = if let Some(c) = p.for_each {
            self.for_each(node, c, &p)
        } else if let Some(c) = p.exists {
            self.exists_check(c, &p)
        } else {
            self.aggregate(node, p.aggregate?, &p)
        };
        check.filter(|_| self.diags.len() == before)
    }

    fn misplaced(&mut self, entry: Option<(&Node, &Node)>, head: &str) {
        if let Some((k, _)) = entry {
            self.err(
                k,
                format!(
                    "`{}` does not go with `{head}`",
                    k.scalar_text().unwrap_or_default()
                ),
            );
        }
    }

    fn for_each(&mut self, node: &Node, coll: &Node, p: &Parts) -> Option<(Check, Scope)> {
        let src = self.source(coll)?;
        self.misplaced(p.group_by, "for_each");
        self.misplaced(p.value, "for_each");
        self.misplaced(p.join, "for_each");
        let scope = Scope::Coll(src.coll);
        let filter = p
            .filter
            .map_or(Cond::True, |f| self.cond(f, &scope, &scope));
        let bodies = [p.require, p.unique, p.disjoint].iter().flatten().count();
        if bodies != 1 {
            self.err(
                node,
                "a for_each check needs exactly one of require, unique, disjoint",
            );
            return None;
        }
        let body = if let Some((_, r)) = p.require {
            Body::Require(self.cond(r, &scope, &scope))
        } else if let Some((_, u)) = p.unique {
            Body::Unique(self.field_list(&scope, u)?)
        } else {
            let (_, d) = p.disjoint?;
            self.disjoint(&scope, d)?
        };
        let keys = Key::all_of(&filter);
        let require_first = matches!(&body, Body::Require(r) if r.cost() < filter.cost());
        Some((
            Check::ForEach {
                src,
                filter,
                body,
                keys,
                require_first,
            },
            scope,
        ))
    }

    fn exists_check(&mut self, coll: &Node, p: &Parts) -> Option<(Check, Scope)> {
        let src = self.source(coll)?;
        for (e, name) in [
            (p.require, "exists"),
            (p.unique, "exists"),
            (p.disjoint, "exists"),
            (p.group_by, "exists"),
            (p.value, "exists"),
            (p.join, "exists"),
        ] {
            self.misplaced(e, name);
        }
        let scope = Scope::Coll(src.coll);
        let checked = Scope::Coll(Coll::Program);
        let filter = p
            .filter
            .map_or(Cond::True, |f| self.cond(f, &scope, &checked));
        Some((Check::Exists { src, filter }, checked))
    }

    fn aggregate(&mut self, node: &Node, coll: &Node, p: &Parts) -> Option<(Check, Scope)> {
        let src: Source = self.source(coll)?;
        self.misplaced(p.unique, "aggregate");
        self.misplaced(p.disjoint, "aggregate");
        let scope = Scope::Coll(src.coll);
        let program = Scope::Coll(Coll::Program);
        let filter = p
            .filter
            .map_or(Cond::True, |f| self.cond(f, &scope, &program));
        // With `join`, the value is computed over the paired elements (join.rs).
        let joined = match p.join {
            Some((_, j)) => Some(self.join(j, &scope)?),
            None => None,
        };
        let value_scope = joined
            .as_ref()
            .map_or(scope.clone(), |(j, _)| Scope::Coll(j.coll));
        let mut group_fields = Vec::new();
        let mut group_by = Vec::new();
        if let Some((_, g)) = p.group_by {
            for item in self.list_items(g)? {
                let name = item.as_str().unwrap_or("");
                let (path, ty) = self.field(&scope, item, name)?;
                group_by.push(path);
                group_fields.push((name.to_string(), ty));
            }
        }
        let Some((_, v)) = p.value else {
            self.err(
                node,
                "an aggregate needs `value: count | sum:FIELD | max:FIELD | min:FIELD | set:FIELD | distinct:FIELD`",
            );
            return None;
        };
        let (value, value_ty) = self.agg_fn(&value_scope, v)?;
        let Some((_, r)) = p.require else {
            self.err(node, "an aggregate needs `require`, a condition on `value` such as `{ value: { le: 4 } }`");
            return None;
        };
        let group = Scope::Group(group_fields, value_ty);
        let require = self.cond(r, &group, &program);
        if let Some((join, on)) = joined {
            return Some((
                Check::Join {
                    src,
                    filter,
                    join,
                    on,
                    group_by,
                    value,
                    require,
                },
                group,
            ));
        }
        Some((
            Check::Aggregate {
                src,
                filter,
                group_by,
                value,
                require,
            },
            group,
        ))
    }

    fn agg_fn(&mut self, scope: &Scope, v: &Node) -> Option<(AggFn, Ty)> {
        let (func, arg, at) = match &v.kind {
            NodeKind::Str(s) => match s.split_once(':') {
                Some((f, a)) => (f.trim().to_string(), Some(a.trim().to_string()), v),
                None => (s.trim().to_string(), None, v),
            },
            NodeKind::Map(m) if m.len() == 1 => {
                let (k, a) = &m[0];
                (
                    k.scalar_text().unwrap_or_default(),
                    a.as_str().map(str::to_string),
                    a,
                )
            }
            _ => (String::new(), None, v),
        };
        let field = |c: &mut Self, want_int: bool| -> Option<(Path, Ty)> {
            let Some(name) = arg.as_deref() else {
                c.err(v, format!("`{func}` needs a field, as in `{func}:slots`"));
                return None;
            };
            let (p, t) = c.field(scope, at, name)?;
            if want_int && t != Ty::Int {
                c.err(
                    at,
                    format!(
                        "`{func}` needs an integer field; `{name}` is {}",
                        t.describe()
                    ),
                );
                return None;
            }
            Some((p, t))
        };
        match (func.as_str(), &arg) {
            ("count", None) => Some((AggFn::Count, Ty::Int)),
            ("sum", _) => field(self, true).map(|(p, _)| (AggFn::Sum(p), Ty::Int)),
            ("max", _) => field(self, true).map(|(p, _)| (AggFn::Max(p), Ty::Int)),
            ("min", _) => field(self, true).map(|(p, _)| (AggFn::Min(p), Ty::Int)),
            ("distinct", _) => field(self, false).map(|(p, _)| (AggFn::Distinct(p), Ty::Int)),
            ("set", _) => {
                let (p, t) = field(self, false)?;
                match t.list_of() {
                    Some(lt) => Some((AggFn::Set(p), lt)),
                    None => {
                        self.err(
                            at,
                            format!(
                                "`set` collects integers, strings or masks, not {}",
                                t.describe()
                            ),
                        );
                        None
                    }
                }
            }
            _ => {
                self.err(
                    v,
                    "`value` is one of count, sum:FIELD, max:FIELD, min:FIELD, set:FIELD, distinct:FIELD",
                );
                None
            }
        }
    }

    fn list_items<'n>(&mut self, node: &'n Node) -> Option<&'n [Node]> {
        match &node.kind {
            NodeKind::Seq(items) => Some(items),
            _ => {
                self.err(
                    node,
                    format!("expected a list of field names, found {}", node.describe()),
                );
                None
            }
        }
    }

    fn field_list(&mut self, scope: &Scope, node: &Node) -> Option<Vec<Path>> {
        let mut out = Vec::new();
        for item in self.list_items(node)? {
            let Some(name) = item.as_str() else {
                self.err(
                    item,
                    format!("expected a field name, found {}", item.describe()),
                );
                return None;
            };
            out.push(self.field(scope, item, name)?.0);
        }
        Some(out)
    }

    fn disjoint(&mut self, scope: &Scope, node: &Node) -> Option<Body> {
        let Some(entries) = node.as_map() else {
            self.err(node, "`disjoint` takes `{ field: mask, by: [index] }`");
            return None;
        };
        let (mut field, mut by) = (None, Vec::new());
        for (k, v) in entries {
            match k.as_str() {
                Some("field") => {
                    let name = v.as_str().unwrap_or("");
                    let (p, t) = self.field(scope, v, name)?;
                    if t != Ty::Mask {
                        self.err(
                            v,
                            format!("`disjoint` compares masks; `{name}` is {}", t.describe()),
                        );
                        return None;
                    }
                    field = Some(p);
                }
                Some("by") => by = self.field_list(scope, v)?,
                _ => self.err(k, "unknown key in `disjoint` (field, by)"),
            }
        }
        let Some(field) = field else {
            self.err(node, "`disjoint` needs `field: mask`");
            return None;
        };
        Some(Body::Disjoint { field, by })
    }
}

impl Compiler<'_> {
    /// `join: { of: COLLECTION, where: cond }` of an aggregate over `left`: the paired
    /// collection and the condition on its elements, where `$.` is the left element.
    fn join(&mut self, node: &Node, left: &Scope) -> Option<(Source, Cond)> {
        let Some(entries) = node.as_map() else {
            self.err(
                node,
                "`join` takes a mapping `{ of: COLLECTION, where: condition }`",
            );
            return None;
        };
        let (mut of, mut on) = (None, None);
        for (k, v) in entries {
            match k.as_str() {
                Some("of") => of = Some(v),
                Some("where") => on = Some(v),
                _ => self.err(
                    k,
                    format!(
                        "unknown key `{}` in `join` (expected of, where)",
                        k.scalar_text().unwrap_or_default()
                    ),
                ),
            }
        }
        let Some(of) = of else {
            self.err(node, "`join` needs `of: COLLECTION`");
            return None;
        };
        let src = self.source(of)?;
        let inner = Scope::Coll(src.coll);
        let on = on.map_or(Cond::True, |w| self.cond(w, &inner, left));
        Some((src, on))
    }
}
