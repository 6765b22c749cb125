//! A progress bar on standard error, shown only when it is a terminal.

use crate::result::Record;
use crate::runner::Observer;
use crate::suite::Case;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// An observer drawing a progress bar (a no-op when stderr is not a terminal).
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar if standard error is a terminal, otherwise nothing.
    pub fn on_terminal() -> Progress {
        Progress {
            bar: std::io::stderr().is_terminal().then(ProgressBar::hidden),
        }
    }
}

impl Observer for Progress {
    fn start(&mut self, todo: usize, resumed: usize) {
        if let Some(bar) = &self.bar {
            bar.set_length(todo as u64);
            bar.set_draw_target(ProgressDrawTarget::stderr());
            if let Ok(style) =
                ProgressStyle::with_template("{bar:40} {pos}/{len} cases {per_sec} eta {eta} {msg}")
            {
                bar.set_style(style);
            }
            if resumed > 0 {
                bar.set_message(format!("({resumed} resumed)"));
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
