//! Message templates: `{field}` is replaced by the offending element's field.

use super::{Compiler, Scope};
use crate::compiled::Piece;
use crate::node::{Node, NodeKind};

impl Compiler<'_> {
    /// Compiles a message template whose fields come from `scope`; `$`-references are
    /// resolved with `checked` as the element `$.` names.
    pub(crate) fn message(
        &mut self,
        at: &Node,
        text: &str,
        scope: &Scope,
        checked: &Scope,
    ) -> Vec<Piece> {
        let mut pieces = Vec::new();
        let mut lit = String::new();
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match c {
                '{' if chars.peek().map(|p| p.1) == Some('{') => {
                    chars.next();
                    lit.push('{');
                }
                '}' if chars.peek().map(|p| p.1) == Some('}') => {
                    chars.next();
                    lit.push('}');
                }
                '{' => {
                    let Some(end) = text[i..].find('}') else {
                        self.err(at, "unclosed `{` in the message (write `{{` for a brace)");
                        return pieces;
                    };
                    let name = text[i + 1..i + end].trim();
                    while chars.peek().is_some_and(|(j, _)| *j <= i + end) {
                        chars.next();
                    }
                    if !lit.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut lit)));
                    }
                    let field_at = Node {
                        kind: NodeKind::Str(name.to_string()),
                        ..at.clone()
                    };
                    if name.starts_with('$') {
                        if let Some((r, _)) = self.reference(checked, &field_at, name) {
                            pieces.push(Piece::Ref(r));
                        }
                    } else if let Some((p, _)) = self.field_in_message(scope, &field_at, name) {
                        pieces.push(Piece::Field(p));
                    }
                }
                _ => lit.push(c),
            }
        }
        if !lit.is_empty() {
            pieces.push(Piece::Text(lit));
        }
        pieces
    }

    fn field_in_message(
        &mut self,
        scope: &Scope,
        at: &Node,
        name: &str,
    ) -> Option<(crate::fields::Path, crate::fields::Ty)> {
        let before = self.diags.len();
        let r = self.field(scope, at, name);
        if self.diags.len() > before {
            if let Some(d) = self.diags.last_mut() {
                d.message = format!("in the message: {}", d.message);
            }
        }
        r
    }
}
