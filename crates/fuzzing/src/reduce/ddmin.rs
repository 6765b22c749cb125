//! Delta debugging (Zeller and Hildebrandt's ddmin): the smallest subsequence of a
//! list that still passes a test, one-minimal with respect to removing chunks.

/// Shrinks `items` to a subsequence for which `test` still holds; `test(items)` is
/// assumed to hold. The result is 1-minimal: removing any single element makes the
/// test fail (or the empty list is returned because it passes).
pub fn ddmin<T: Clone>(items: &[T], test: &mut dyn FnMut(&[T]) -> bool) -> Vec<T> {
    let mut cur = items.to_vec();
    if cur.is_empty() {
        return cur;
    }
    if test(&[]) {
        return Vec::new();
    }
    let mut n = 2usize;
    while cur.len() >= 2 {
        let size = cur.len().div_ceil(n);
        let chunks: Vec<(usize, usize)> = (0..cur.len())
            .step_by(size)
            .map(|s| (s, (s + size).min(cur.len())))
            .collect();
        let mut progressed = false;
        // Reduce to a chunk.
        for &(s, e) in &chunks {
            if e - s < cur.len() && test(&cur[s..e]) {
                cur = cur[s..e].to_vec();
                n = 2;
                progressed = true;
                break;
            }
        }
        // Reduce to a complement.
        if !progressed {
            for &(s, e) in &chunks {
                let complement: Vec<T> = cur[..s].iter().chain(&cur[e..]).cloned().collect();
                if test(&complement) {
                    cur = complement;
                    n = n.saturating_sub(1).max(2);
                    progressed = true;
                    break;
                }
            }
        }
        if !progressed {
            if n >= cur.len() {
                break;
            }
            n = (n * 2).min(cur.len());
        }
    }
    cur
}

#[cfg(test)]
mod tests {
    use super::ddmin;

    #[test]
    fn finds_the_two_needed_elements() {
        let items: Vec<u32> = (0..40).collect();
        let mut calls = 0;
        let out = ddmin(&items, &mut |s: &[u32]| {
            calls += 1;
            s.contains(&7) && s.contains(&31)
        });
        assert_eq!(out, vec![7, 31]);
        assert!(calls < 200, "{calls} tests");
    }

    #[test]
    fn empty_when_nothing_is_needed() {
        assert!(ddmin(&[1, 2, 3], &mut |_: &[i32]| true).is_empty());
    }

    #[test]
    fn keeps_order() {
        let out = ddmin(&[5, 4, 3, 2, 1], &mut |s: &[i32]| {
            let at = |v: i32| s.iter().position(|&x| x == v);
            matches!((at(4), at(2)), (Some(a), Some(b)) if a < b)
        });
        assert_eq!(out, vec![4, 2]);
    }
}
