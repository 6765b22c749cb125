//! What an oracle reports ([`Finding`]) and how panics become findings ([`catch`]).

use std::cell::RefCell;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// An input that breaks a target's oracle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The target whose oracle failed.
    pub target: &'static str,
    /// How it fails, short and free of positions: what a reduction must keep
    /// (`panic at crates/shader/src/print.rs:40`, `mutant oc-not-mov: expected …`).
    pub signature: String,
    /// Everything a person needs to understand it.
    pub detail: String,
    /// The shader text that shows it, when the input is (or makes) a program.
    pub shader: Option<String>,
}

impl Finding {
    /// A finding with no shader attached.
    pub fn new(
        target: &'static str,
        signature: impl Into<String>,
        detail: impl Into<String>,
    ) -> Finding {
        Finding {
            target,
            signature: signature.into(),
            detail: detail.into(),
            shader: None,
        }
    }

    /// Attaches the shader text that shows the finding.
    pub fn with_shader(mut self, text: impl Into<String>) -> Finding {
        self.shader = Some(text.into());
        self
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}", self.target, self.signature)?;
        if !self.detail.is_empty() {
            write!(f, "\n{}", self.detail)?;
        }
        if let Some(text) = &self.shader {
            write!(f, "\n--- shader ---\n{}", text.trim_end())?;
        }
        Ok(())
    }
}

impl std::error::Error for Finding {}

thread_local! {
    /// Set while [`catch`] runs: panics are recorded here instead of printed.
    static QUIET: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
    static CATCHING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

static HOOK: Once = Once::new();

/// Installs (once) a panic hook that is silent for panics inside [`catch`] on this
/// thread and defers to the previous hook everywhere else.
fn install_hook() {
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if CATCHING.with(|c| c.get()) {
                let location = info
                    .location()
                    .map(|l| format!("{}:{}", l.file(), l.line()))
                    .unwrap_or_else(|| "an unknown place".into());
                let message = info
                    .payload()
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| info.payload().downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                QUIET.with(|q| *q.borrow_mut() = Some((location, message)));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f`; a panic inside becomes a finding of `target` with the signature
/// `panic at FILE:LINE` (the message goes to the detail).
pub fn catch(target: &'static str, f: impl FnOnce() -> Result<(), Finding>) -> Result<(), Finding> {
    install_hook();
    let was = CATCHING.with(|c| c.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CATCHING.with(|c| c.set(was));
    match result {
        Ok(r) => r,
        Err(_) => {
            let (location, message) = QUIET
                .with(|q| q.borrow_mut().take())
                .unwrap_or_else(|| ("an unknown place".into(), String::new()));
            Err(Finding::new(
                target,
                format!("panic at {location}"),
                message,
            ))
        }
    }
}

/// The libFuzzer side of a target: panics with the finding so that libFuzzer records
/// the input as a crash.
// Panicking is this function's job: it is how a fuzz target tells libFuzzer "crash".
#[allow(clippy::panic)]
pub fn report(result: Result<(), Finding>) {
    if let Err(f) = result {
        panic!("{f}");
    }
}
