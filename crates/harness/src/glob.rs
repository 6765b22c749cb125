//! Glob patterns over case and rule ids: `*` matches any run of characters (including
//! `/` and `.`), `?` one character; everything else matches itself.

/// A compiled glob.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glob {
    pattern: Vec<char>,
    text: String,
}

impl Glob {
    /// Compiles a pattern (never fails: every string is a pattern).
    pub fn new(pattern: &str) -> Glob {
        Glob {
            pattern: pattern.chars().collect(),
            text: pattern.to_string(),
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether the whole of `s` matches.
    pub fn matches(&self, s: &str) -> bool {
        let s: Vec<char> = s.chars().collect();
        let p = &self.pattern;
        // Iterative matcher with one backtrack point for the last `*` (linear-ish, no recursion).
        let (mut pi, mut si) = (0, 0);
        let mut star: Option<(usize, usize)> = None;
        while si < s.len() {
            if pi < p.len() && (p[pi] == '?' || (p[pi] != '*' && p[pi] == s[si])) {
                pi += 1;
                si += 1;
            } else if pi < p.len() && p[pi] == '*' {
                star = Some((pi, si));
                pi += 1;
            } else if let Some((sp, ss)) = star {
                pi = sp + 1;
                si = ss + 1;
                star = Some((sp, ss + 1));
            } else {
                return false;
            }
        }
        p[pi..].iter().all(|c| *c == '*')
    }
}

#[cfg(test)]
mod tests {
    use super::Glob;

    #[test]
    fn matching() {
        let g = Glob::new("ps.oC.*/invalid/*");
        assert!(g.matches("ps.oC.mov-only/invalid/ps_2_0/op-add"));
        assert!(!g.matches("ps.oC.mov-only/valid/ps_2_0/op-mov"));
        assert!(Glob::new("*").matches(""));
        assert!(Glob::new("a?c").matches("abc"));
        assert!(!Glob::new("a?c").matches("ac"));
        assert!(Glob::new("exact").matches("exact"));
        assert!(!Glob::new("exact").matches("exactly"));
        assert!(Glob::new("*a*b*").matches("xxaxxbxx"));
        assert!(!Glob::new("*a*b").matches("xxaxxbxxc"));
    }
}
