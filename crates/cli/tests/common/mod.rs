//! What the command-line tests share: running the built binary and reading its output.
#![allow(dead_code)] // each test file uses some of these

use std::path::Path;
use std::process::{Command, Output};

/// Runs `shadercts ARGS` in `dir` and waits for it.
pub fn shadercts(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shadercts"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

/// Its standard output, as text.
pub fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Its standard error, as text.
pub fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Standard output then standard error, as text.
pub fn text(o: &Output) -> String {
    format!("{}{}", out(o), err(o))
}

/// Its exit code (the tests never expect death by a signal here).
pub fn code(o: &Output) -> i32 {
    o.status.code().expect("exit code")
}
