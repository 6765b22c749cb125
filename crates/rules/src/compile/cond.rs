//! Conditions: `field: value`, operator mappings, `all`/`any`/`not`, `exists`, `count`.

use super::{compatible, Compiler, Scope};
use crate::compiled::{Cond, Key, Op, Rhs, OPS};
use crate::fields::{Path, Ty};
use crate::node::{Node, NodeKind};
use crate::value::Value;

impl Compiler<'_> {
    /// Compiles a condition mapping evaluated on elements of `cur`, where `$.` means an
    /// element of `checked`. Mistakes are recorded and compile to `True`.
    pub(crate) fn cond(&mut self, node: &Node, cur: &Scope, checked: &Scope) -> Cond {
        let entries = match &node.kind {
            NodeKind::Map(m) => m,
            NodeKind::Null => return Cond::True,
            _ => {
                self.err(
                    node,
                    format!(
                        "a condition is a mapping such as `{{ file: oC }}`, found {}",
                        node.describe()
                    ),
                );
                return Cond::True;
            }
        };
        let mut parts = Vec::new();
        for (k, v) in entries {
            let Some(key) = k.as_str() else {
                self.err(
                    k,
                    format!("a condition's keys are field names, found {}", k.describe()),
                );
                continue;
            };
            match key {
                "all" | "any" => {
                    let list = self.cond_list(v, cur, checked);
                    parts.push(if key == "all" {
                        Cond::All(list)
                    } else {
                        Cond::Any(list)
                    });
                }
                "not" => parts.push(Cond::Not(Box::new(self.cond(v, cur, checked)))),
                "exists" => {
                    if let Some(c) = self.quantifier(v, checked, false) {
                        parts.push(c);
                    }
                }
                "count" => {
                    if let Some(c) = self.quantifier(v, checked, true) {
                        parts.push(c);
                    }
                }
                _ => {
                    if let Some((path, ty)) = self.field(cur, k, key) {
                        self.tests(path, ty, v, checked, &mut parts);
                    }
                }
            }
        }
        match parts.len() {
            0 => Cond::True,
            1 => parts.pop().unwrap_or(Cond::True),
            _ => Cond::All(parts),
        }
    }

    fn cond_list(&mut self, node: &Node, cur: &Scope, checked: &Scope) -> Vec<Cond> {
        match &node.kind {
            NodeKind::Seq(items) => items.iter().map(|i| self.cond(i, cur, checked)).collect(),
            _ => {
                self.err(
                    node,
                    format!(
                        "`all`/`any` take a list of conditions, found {}",
                        node.describe()
                    ),
                );
                Vec::new()
            }
        }
    }

    /// `exists: { of, where }` or `count: { of, where, is }`.
    fn quantifier(&mut self, node: &Node, checked: &Scope, count: bool) -> Option<Cond> {
        let what = if count { "count" } else { "exists" };
        let Some(entries) = node.as_map() else {
            self.err(
                node,
                format!(
                    "`{what}` takes a mapping with `of` and `where`{}",
                    if count { " and `is`" } else { "" }
                ),
            );
            return None;
        };
        let (mut of, mut filter, mut is) = (None, None, None);
        for (k, v) in entries {
            match k.as_str() {
                Some("of") => of = Some(v),
                Some("where") => filter = Some(v),
                Some("is") if count => is = Some(v),
                _ => self.err(
                    k,
                    format!(
                        "unknown key `{}` in `{what}` (expected of, where{})",
                        k.scalar_text().unwrap_or_default(),
                        if count { ", is" } else { "" }
                    ),
                ),
            }
        }
        let Some(of) = of else {
            self.err(node, format!("`{what}` needs `of: COLLECTION`"));
            return None;
        };
        let src = self.source(of)?;
        let inner = Scope::Coll(src.coll);
        let filter = Box::new(filter.map_or(Cond::True, |f| self.cond(f, &inner, checked)));
        let keys = Key::all_of(&filter);
        if !count {
            let cache = (!filter.uses_checked()).then(|| self.cache_slot());
            return Some(Cond::Exists {
                src,
                filter,
                keys,
                cache,
            });
        }
        let Some(is) = is else {
            self.err(node, "`count` needs `is`, a comparison such as `{ le: 1 }`");
            return None;
        };
        let mut tests = Vec::new();
        match &is.kind {
            NodeKind::Map(ops) => {
                for (o, v) in ops {
                    if let Some(op) = self.operator(o) {
                        if !matches!(op, Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge) {
                            self.err(o, "a count is compared with eq, ne, lt, le, gt or ge");
                            continue;
                        }
                        if let Some(r) = self.rhs(v, Ty::Int, checked) {
                            tests.push((op, r));
                        }
                    }
                }
            }
            _ => {
                if let Some(r) = self.rhs(is, Ty::Int, checked) {
                    tests.push((Op::Eq, r));
                }
            }
        }
        let invariant = !filter.uses_checked() && !tests.iter().any(|(_, r)| r.uses_checked());
        let cache = invariant.then(|| self.cache_slot());
        Some(Cond::Count {
            src,
            filter,
            tests,
            keys,
            cache,
        })
    }

    fn cache_slot(&mut self) -> u32 {
        self.cache_slots += 1;
        self.cache_slots - 1
    }

    fn operator(&mut self, node: &Node) -> Option<Op> {
        let name = node.as_str().unwrap_or("");
        match OPS.iter().find(|(n, _)| *n == name) {
            Some((_, op)) => Some(*op),
            None => {
                let names: Vec<&str> = OPS.iter().map(|o| o.0).collect();
                self.err(
                    node,
                    format!(
                        "unknown operator `{}` (one of {})",
                        node.scalar_text().unwrap_or_default(),
                        names.join(", ")
                    ),
                );
                None
            }
        }
    }

    /// The comparisons of one `field: …` entry.
    fn tests(&mut self, path: Path, ty: Ty, val: &Node, checked: &Scope, out: &mut Vec<Cond>) {
        match &val.kind {
            NodeKind::Map(ops) => {
                for (o, v) in ops {
                    if let Some(op) = self.operator(o) {
                        if let Some(c) = self.test(path, ty, op, o, v, checked) {
                            out.push(c);
                        }
                    }
                }
            }
            NodeKind::Seq(_) if ty.list_of().is_some() => {
                out.extend(self.test(path, ty, Op::In, val, val, checked));
            }
            _ => out.extend(self.test(path, ty, Op::Eq, val, val, checked)),
        }
    }

    /// One comparison `path op val`; `at` is where the operator is written.
    fn test(
        &mut self,
        lhs: Path,
        ty: Ty,
        op: Op,
        at: &Node,
        val: &Node,
        checked: &Scope,
    ) -> Option<Cond> {
        if matches!(val.kind, NodeKind::Null) {
            if matches!(op, Op::Eq | Op::Ne) {
                return Some(Cond::Test {
                    lhs,
                    op,
                    rhs: Rhs::NullLit,
                });
            }
            self.err(val, "only eq and ne compare with null");
            return None;
        }
        let want = match op {
            Op::Eq | Op::Ne if ty != Ty::Record => Some(ty),
            Op::Lt | Op::Le | Op::Gt | Op::Ge if matches!(ty, Ty::Int | Ty::Num) => Some(ty),
            Op::In | Op::NotIn => ty.list_of(),
            Op::Covers | Op::Within | Op::Overlaps if ty == Ty::Mask => Some(Ty::Mask),
            Op::ContiguousFrom if matches!(ty, Ty::IntList | Ty::NumList) => Some(Ty::Int),
            _ => None,
        };
        let Some(want) = want else {
            let name = OPS.iter().find(|(_, o)| *o == op).map_or("?", |o| o.0);
            self.err(at, format!("`{name}` does not apply to {}", ty.describe()));
            return None;
        };
        let rhs = self.rhs(val, want, checked)?;
        Some(Cond::test(lhs, op, rhs))
    }

    /// A right-hand side of type `want`: a literal, a reference, or a list of either.
    pub(crate) fn rhs(&mut self, node: &Node, want: Ty, checked: &Scope) -> Option<Rhs> {
        if let Some(text) = node.as_str().filter(|s| s.starts_with('$')) {
            let (r, got) = self.reference(checked, node, text)?;
            if !compatible(want, got) {
                self.err(
                    node,
                    format!(
                        "`{text}` is {}, but {} is expected here",
                        got.describe(),
                        want.describe()
                    ),
                );
                return None;
            }
            return Some(r);
        }
        if let (NodeKind::Seq(items), Some(el)) = (&node.kind, want.element()) {
            let mut out = Vec::new();
            for it in items {
                out.push(self.rhs(it, el, checked)?);
            }
            if out.iter().all(|r| matches!(r, Rhs::Lit(_))) {
                let vals: Vec<Value> = out
                    .into_iter()
                    .filter_map(|r| match r {
                        Rhs::Lit(v) => Some(v),
                        _ => None,
                    })
                    .collect();
                return Some(Rhs::Lit(Value::List(vals.into())));
            }
            return Some(Rhs::List(out));
        }
        self.literal(node, want).map(Rhs::Lit)
    }
}
