//! Formula syntax: `cmp := sum (('<'|'<='|'>'|'>='|'=='|'!=') sum)?`,
//! `sum := product (('+'|'-') product)*`, `product := unary (('*'|'/') unary)*`,
//! `unary := '-' unary | postfix`, `postfix := primary ('.' swizzle)*`,
//! `primary := number | name | name '(' args ')' | '(' cmp ')'`.

use super::lexer::{lex, Tok};
use super::ExprError;

/// A parsed formula.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A literal.
    Num(f64),
    /// A variable (an input register or a frame source) at an offset.
    Var(String, usize),
    /// Negation.
    Neg(Box<Expr>),
    /// A binary operator (`+`, `-`, `*`, `/`, or a comparison) at an offset.
    Bin(&'static str, Box<Expr>, Box<Expr>, usize),
    /// A function call at an offset.
    Call(String, Vec<Expr>, usize),
    /// A swizzle (component indices, 1 to 4) at an offset.
    Swizzle(Box<Expr>, Vec<u8>, usize),
}

/// Functions and their argument counts.
pub(super) const FUNCTIONS: [(&str, usize); 35] = [
    ("abs", 1),
    ("floor", 1),
    ("ceil", 1),
    ("frac", 1),
    ("sqrt", 1),
    ("rsq", 1),
    ("rcp", 1),
    ("exp2", 1),
    ("log2", 1),
    ("sin", 1),
    ("cos", 1),
    ("saturate", 1),
    ("sign", 1),
    ("fp16", 1),
    ("fp24", 1),
    ("min", 2),
    ("max", 2),
    ("pow", 2),
    ("dot2", 2),
    ("dot3", 2),
    ("dot4", 2),
    ("cross", 2),
    ("lt", 2),
    ("le", 2),
    ("gt", 2),
    ("ge", 2),
    ("eq", 2),
    ("ne", 2),
    ("clamp", 3),
    ("select", 3),
    ("vec4", 4),
    ("lerp", 3),
    ("mod", 2),
    ("mirror", 2),
    ("unorm8", 1),
];

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(t, _)| t)
    }

    fn offset(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |(_, o)| *o)
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), ExprError> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(ExprError::new(
                self.offset(),
                format!("expected `{p}`, found {}", self.describe()),
            ))
        }
    }

    fn describe(&self) -> String {
        match self.peek() {
            None => "the end of the formula".into(),
            Some(Tok::Num(n)) => format!("`{n}`"),
            Some(Tok::Ident(s)) => format!("`{s}`"),
            Some(Tok::Punct(p)) => format!("`{p}`"),
        }
    }

    fn cmp(&mut self) -> Result<Expr, ExprError> {
        let left = self.sum()?;
        for op in ["<=", ">=", "==", "!=", "<", ">"] {
            let at = self.offset();
            if self.eat(op) {
                let right = self.sum()?;
                return Ok(Expr::Bin(op, Box::new(left), Box::new(right), at));
            }
        }
        Ok(left)
    }

    fn sum(&mut self) -> Result<Expr, ExprError> {
        let mut e = self.product()?;
        loop {
            let at = self.offset();
            let op = if self.eat("+") {
                "+"
            } else if self.eat("-") {
                "-"
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.product()?), at);
        }
    }

    fn product(&mut self) -> Result<Expr, ExprError> {
        let mut e = self.unary()?;
        loop {
            let at = self.offset();
            let op = if self.eat("*") {
                "*"
            } else if self.eat("/") {
                "/"
            } else {
                return Ok(e);
            };
            e = Expr::Bin(op, Box::new(e), Box::new(self.unary()?), at);
        }
    }

    fn unary(&mut self) -> Result<Expr, ExprError> {
        if self.eat("-") {
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        let mut e = self.primary()?;
        while self.eat(".") {
            let at = self.offset();
            let Some(Tok::Ident(s)) = self.peek().cloned() else {
                return Err(ExprError::new(
                    at,
                    format!("expected a swizzle after `.`, found {}", self.describe()),
                ));
            };
            self.pos += 1;
            e = Expr::Swizzle(Box::new(e), swizzle(&s, at)?, at);
        }
        Ok(e)
    }

    fn primary(&mut self) -> Result<Expr, ExprError> {
        let at = self.offset();
        match self.peek().cloned() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(Expr::Num(n))
            }
            Some(Tok::Ident(name)) => {
                self.pos += 1;
                if !self.eat("(") {
                    return Ok(Expr::Var(name, at));
                }
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        args.push(self.cmp()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                let Some((_, n)) = FUNCTIONS.iter().find(|(f, _)| *f == name) else {
                    return Err(ExprError::new(at, format!("unknown function `{name}`")));
                };
                if args.len() != *n {
                    return Err(ExprError::new(
                        at,
                        format!("`{name}` takes {n} argument(s), not {}", args.len()),
                    ));
                }
                Ok(Expr::Call(name, args, at))
            }
            Some(Tok::Punct("(")) => {
                self.pos += 1;
                let e = self.cmp()?;
                self.expect(")")?;
                Ok(e)
            }
            _ => Err(ExprError::new(
                at,
                format!(
                    "expected a number, a name or `(`, found {}",
                    self.describe()
                ),
            )),
        }
    }
}

/// Component indices of a swizzle (`xyzw` or `rgba`, 1 to 4 letters).
fn swizzle(s: &str, at: usize) -> Result<Vec<u8>, ExprError> {
    if s.is_empty() || s.len() > 4 {
        return Err(ExprError::new(at, format!("`{s}` is not a swizzle")));
    }
    s.chars()
        .map(|c| match c {
            'x' | 'r' => Ok(0),
            'y' | 'g' => Ok(1),
            'z' | 'b' => Ok(2),
            'w' | 'a' => Ok(3),
            _ => Err(ExprError::new(
                at,
                format!("`{s}` is not a swizzle (letters xyzw or rgba)"),
            )),
        })
        .collect()
}

/// Parses a formula.
pub fn parse(src: &str) -> Result<Expr, ExprError> {
    let mut p = Parser {
        toks: lex(src)?,
        pos: 0,
        end: src.len(),
    };
    let e = p.cmp()?;
    if p.pos < p.toks.len() {
        return Err(ExprError::new(
            p.offset(),
            format!("unexpected {} after the formula", p.describe()),
        ));
    }
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_swizzles() {
        let e = parse("a + b * c.x").unwrap();
        let Expr::Bin("+", _, r, 2) = e else {
            panic!("{e:?}")
        };
        assert!(matches!(*r, Expr::Bin("*", _, _, 6)));
        assert!(matches!(parse("-c0.wzyx").unwrap(), Expr::Neg(_)));
    }

    #[test]
    fn errors_point_at_the_problem() {
        let e = parse("min(a)").unwrap_err();
        assert_eq!((e.offset, e.message.contains("takes 2")), (0, true));
        let e = parse("a + foo(b)").unwrap_err();
        assert_eq!(e.offset, 4);
        assert!(e.message.contains("unknown function `foo`"));
        let e = parse("a.q").unwrap_err();
        assert_eq!(e.offset, 2);
        let e = parse("(a + b").unwrap_err();
        assert_eq!(e.offset, 6);
        assert!(e.message.contains("end of the formula"));
        let e = parse("a b").unwrap_err();
        assert_eq!(e.offset, 2);
    }
}
