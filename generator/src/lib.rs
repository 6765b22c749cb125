//! Turns rules into cases with expected verdicts.
