//! Time limits given on the command line (`run --timeout`, `reduce --timeout`).
//!
//! A limit is a number of seconds, `0` meaning "no per-case limit". It is bounded
//! above: `Duration::from_secs_f64` panics past about 1.8e19 s and adding a huge
//! duration to an `Instant` overflows, so an absurd value is refused here with a
//! message instead of ending the process with a backtrace.

use crate::error::CliError;
use std::time::Duration;

/// The largest time limit accepted, in seconds (one day).
pub const MAX_SECONDS: f64 = 86_400.0;

/// Parses the value of `flag` (`--timeout`): `Ok(None)` for 0 (no limit), the duration
/// for a number of seconds in (0, [`MAX_SECONDS`]], and an input error (exit 2) for a
/// negative, non-finite or too large value.
pub fn limit(flag: &str, seconds: f64) -> Result<Option<Duration>, CliError> {
    if !seconds.is_finite() || seconds < 0.0 {
        return Err(CliError::Input(format!(
            "{flag} {seconds}: expected seconds from 0 (no limit) to {MAX_SECONDS} (one day)"
        )));
    }
    if seconds > MAX_SECONDS {
        return Err(CliError::Input(format!(
            "{flag} {seconds}: at most {MAX_SECONDS} seconds (one day) is accepted; use 0 for no per-case limit"
        )));
    }
    if seconds == 0.0 {
        return Ok(None);
    }
    // Finite and in (0, 86400]: `try_from_secs_f64` cannot fail, but a message is
    // cheaper than a proof.
    Duration::try_from_secs_f64(seconds)
        .map(Some)
        .map_err(|e| CliError::Input(format!("{flag} {seconds}: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_is_no_limit_and_a_day_is_the_most() {
        assert_eq!(limit("--timeout", 0.0).ok(), Some(None));
        assert_eq!(
            limit("--timeout", 2.5).ok(),
            Some(Some(Duration::from_millis(2500)))
        );
        assert_eq!(
            limit("--timeout", MAX_SECONDS).ok(),
            Some(Some(Duration::from_secs(86_400)))
        );
    }

    #[test]
    fn huge_negative_and_non_finite_values_are_refused() {
        for s in [1e19, 1e20, 86_400.5, f64::INFINITY, f64::NAN, -1.0] {
            let err = limit("--timeout", s).err().map(|e| e.to_string());
            let msg = err.unwrap_or_default();
            assert!(msg.starts_with("--timeout "), "{s}: {msg}");
            assert!(msg.contains("one day"), "{s}: {msg}");
        }
    }
}
