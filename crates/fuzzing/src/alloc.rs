//! A global allocator that records the largest single allocation, so that an oracle can
//! check that a decoder never allocates by a length read from its input unchecked.
//!
//! A binary opts in with `#[global_allocator] static A: TrackingAlloc = TrackingAlloc;`
//! (the `decode_bytecode` fuzz target and the replay test do); [`measure`] then reports
//! the largest request made by the current thread inside a closure. Without the
//! allocator installed [`measure`] reports `None` and the check is skipped.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

/// The system allocator plus a per-thread record of the largest request.
pub struct TrackingAlloc;

static INSTALLED: AtomicBool = AtomicBool::new(false);

thread_local! {
    static TRACKING: Cell<bool> = const { Cell::new(false) };
    static LARGEST: Cell<usize> = const { Cell::new(0) };
}

fn note(size: usize) {
    if !INSTALLED.load(Ordering::Relaxed) {
        INSTALLED.store(true, Ordering::Relaxed);
    }
    // `try_with`: the thread-locals may already be gone while a thread shuts down.
    if TRACKING.try_with(Cell::get).unwrap_or(false) {
        let _ = LARGEST.try_with(|l| l.set(l.get().max(size)));
    }
}

// SAFETY: every call is forwarded unchanged to `System`; the bookkeeping touches only
// const-initialised thread-locals without destructors, which never allocate.
unsafe impl GlobalAlloc for TrackingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        // SAFETY: same contract as ours.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        // SAFETY: same contract as ours.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as ours.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size);
        // SAFETY: same contract as ours.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Whether [`TrackingAlloc`] is this process's global allocator (known after its first
/// allocation, which happens long before any test or fuzz input runs).
pub fn installed() -> bool {
    INSTALLED.load(Ordering::Relaxed)
}

/// Runs `f` and returns its result with the largest single allocation it made on this
/// thread, or `None` when the tracking allocator is not installed.
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, Option<usize>) {
    let was = TRACKING.with(|t| t.replace(true));
    let before = LARGEST.with(|l| l.replace(0));
    let out = f();
    let largest = LARGEST.with(|l| l.replace(before.max(l.get())));
    TRACKING.with(|t| t.set(was));
    (out, installed().then_some(largest))
}
