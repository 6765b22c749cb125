//! What a manifest's cases may name, and how much of it: the Direct3D 9 profiles, a
//! bound on the rule ids of one case and on the length of one manifest line. A case
//! that names a profile no backend has, or a rule no rule set has, would otherwise be
//! run and certified (a made-up rule listed as passing); a line of a million rule ids
//! would cost gigabytes in every report.

/// The shader profiles of Direct3D 9 (`spec-rules/models/profiles.yaml`).
pub const PROFILES: [&str; 15] = [
    "vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw", "ps_1_1", "ps_1_2", "ps_1_3",
    "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw",
];

/// The most rule ids one case may name in `rules`, and in `expect.rules` (published
/// suites name at most 2).
pub const MAX_RULES_PER_CASE: usize = 64;

/// The longest line a manifest may have, in bytes (published suites: under 1,300).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Rule ids the reference reports for front-end errors; not in any rule set.
pub const FRONT_END_RULES: [&str; 2] = ["syntax", "bytecode"];

/// Why `profile` is not a profile a case of `kind` may name, if it is not: one of
/// [`PROFILES`], for a link case also `VS+PS` (a vertex then a pixel profile). An
/// empty profile is allowed (a hand-made manifest may leave it out).
pub fn profile_problem(kind: &str, profile: &str) -> Option<String> {
    if kind == "draw" && profile.starts_with("vs_") && PROFILES.contains(&profile) {
        return Some(format!(
            "a draw case's profile is its pixel shader's (`{profile}` is a vertex-shader profile; the vertex shader's goes in `vs_profile`)"
        ));
    }
    if profile.is_empty() || PROFILES.contains(&profile) {
        return None;
    }
    if kind == "link" {
        if let Some((vs, ps)) = profile.split_once('+') {
            if vs.starts_with("vs_")
                && PROFILES.contains(&vs)
                && ps.starts_with("ps_")
                && PROFILES.contains(&ps)
            {
                return None;
            }
        }
    }
    let pair = if kind == "link" {
        ", or VS+PS such as vs_3_0+ps_3_0"
    } else {
        ""
    };
    Some(format!(
        "unknown profile `{}` (expected one of {}{pair})",
        clip(profile),
        PROFILES.join(", ")
    ))
}

/// Why a case's `vs_profile` does not fit its kind, if it does not: only a draw case
/// names one, and it is a vertex-shader profile of [`PROFILES`] (a draw case may leave it
/// out, like `profile`).
pub fn vs_profile_problem(kind: &str, vs_profile: Option<&str>) -> Option<String> {
    let vs = vs_profile?;
    if kind != "draw" {
        return Some(format!(
            "`vs_profile` belongs to draw cases, not to a {kind} case"
        ));
    }
    if vs.starts_with("vs_") && PROFILES.contains(&vs) {
        return None;
    }
    Some(format!(
        "unknown vs_profile `{}` (expected a vertex-shader profile: vs_1_1, vs_2_0, vs_2_x, vs_2_sw, vs_3_0 or vs_3_sw)",
        clip(vs)
    ))
}

/// Why a case's list of `what` (`rules` or `expect.rules`) is too long, if it is.
pub fn count_problem(what: &str, rules: &[String]) -> Option<String> {
    (rules.len() > MAX_RULES_PER_CASE).then(|| {
        format!(
            "{what} names {} rule ids; a case names at most {MAX_RULES_PER_CASE}",
            rules.len()
        )
    })
}

/// The first line of `text` longer than [`MAX_LINE_BYTES`]: its 1-based number and
/// length. Checked before a manifest is parsed, so that one absurd line costs a scan,
/// not a parse.
pub fn long_line(text: &str) -> Option<(usize, usize)> {
    text.split('\n')
        .enumerate()
        .find(|(_, l)| l.len() > MAX_LINE_BYTES)
        .map(|(n, l)| (n + 1, l.len()))
}

/// The message for a line [`long_line`] found.
pub fn long_line_message(len: usize) -> String {
    format!(
        "this line is {len} bytes long; a manifest line is at most {MAX_LINE_BYTES} bytes (too many rule ids in one case?)"
    )
}

/// `s` cut to 80 characters for a message (a made-up name can be long).
pub fn clip(s: &str) -> String {
    match s.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_and_link_pairs() {
        assert_eq!(profile_problem("validate", "ps_2_0"), None);
        assert_eq!(profile_problem("validate", ""), None);
        assert_eq!(profile_problem("link", "vs_1_1+ps_3_sw"), None);
        assert_eq!(profile_problem("link", "ps_3_0"), None);
        assert!(profile_problem("validate", "ps_9_9").is_some());
        assert!(profile_problem("validate", "vs_3_0+ps_3_0").is_some());
        assert!(profile_problem("link", "ps_3_0+vs_3_0").is_some());
        assert!(profile_problem("link", "vs_3_0+ps_9_9").is_some());
    }

    #[test]
    fn counts_and_lines_are_bounded() {
        let few = vec!["a".to_string(); MAX_RULES_PER_CASE];
        assert_eq!(count_problem("rules", &few), None);
        let many = vec!["a".to_string(); MAX_RULES_PER_CASE + 1];
        assert!(count_problem("rules", &many).is_some());
        let text = format!("a\nb\n{}\n", "x".repeat(MAX_LINE_BYTES + 1));
        assert_eq!(long_line(&text), Some((3, MAX_LINE_BYTES + 1)));
        assert_eq!(long_line("a\nb\n"), None);
    }
}
