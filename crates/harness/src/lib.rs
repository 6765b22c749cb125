//! The conformance harness: suite format, backends, runner and reports.
