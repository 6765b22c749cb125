//! A progress bar on standard error, shown only when it is a terminal.

use crate::result::Record;
use crate::runner::Observer;
use crate::suite::Case;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// An observer drawing a progress bar (a no-op when stderr is not a terminal).
pub struct Progress {
    bar: Option<ProgressBar>,
    withdrawn: usize,
}

impl Progress {
    /// A bar if standard error is a terminal, otherwise nothing.
    pub fn on_terminal() -> Progress {
        Progress {
            bar: std::io::stderr().is_terminal().then(ProgressBar::hidden),
            withdrawn: 0,
        }
    }
}

/// The bar's message: cases taken from the journal and cases withdrawn, if any.
fn message(resumed: usize, withdrawn: usize) -> String {
    let mut parts = Vec::new();
    if resumed > 0 {
        parts.push(format!("{resumed} resumed"));
    }
    if withdrawn > 0 {
        parts.push(format!("{withdrawn} withdrawn"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("({})", parts.join(", "))
    }
}

impl Observer for Progress {
    fn withdrawn(&mut self, count: usize) {
        self.withdrawn = count;
    }

    fn start(&mut self, todo: usize, resumed: usize) {
        if let Some(bar) = &self.bar {
            bar.set_length(todo as u64);
            bar.set_draw_target(ProgressDrawTarget::stderr());
            if let Ok(style) =
                ProgressStyle::with_template("{bar:40} {pos}/{len} cases {per_sec} eta {eta} {msg}")
            {
                bar.set_style(style);
            }
            let m = message(resumed, self.withdrawn);
            if !m.is_empty() {
                bar.set_message(m);
            }
        }
    }

    fn record(&mut self, _case: &Case, _record: &Record) {
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
    }

    fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::message;

    #[test]
    fn the_message_names_resumed_and_withdrawn_cases() {
        assert_eq!(message(0, 0), "");
        assert_eq!(message(3, 0), "(3 resumed)");
        assert_eq!(message(0, 2), "(2 withdrawn)");
        assert_eq!(message(3, 2), "(3 resumed, 2 withdrawn)");
    }
}
