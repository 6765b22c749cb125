//! The allocator: mimalloc, asked the way the system allocator is asked.
//!
//! Validation allocates and frees many small buffers per file, from every worker
//! thread; mimalloc's thread-local pages make that several times cheaper than glibc's
//! malloc (measured in `benches/validate_cli.rs`, README "Benchmarks"). The `mimalloc`
//! crate passes every request to `mi_malloc_aligned`, whose fast path covers only
//! blocks up to 1 KiB: a larger one of a size that is not a power of two (a file's
//! text, a program's instruction list, an output buffer) is over-allocated and aligned
//! by hand, the slow path, even for an alignment of 1 (measured: 9 such requests a file
//! over the small validate texts, 1.8% of the instructions). Every mimalloc block is
//! aligned to a machine word, so requests for no more than that go to plain `mi_malloc`
//! and `mi_realloc`, as Rust's system allocator does with `malloc`; larger alignments
//! still go to the aligned calls.

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment every mimalloc block has (`MI_INTPTR_SIZE`: a pointer's size).
const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc, with plain calls for word-aligned requests (see the module's documentation).
pub struct Mimalloc;

// SAFETY: every call is one of mimalloc's, which meet GlobalAlloc's contract (a block
// of at least `size` bytes, aligned as asked, or null): the plain ones only where the
// alignment asked for is at most the word alignment all their blocks have.
unsafe impl GlobalAlloc for Mimalloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            // SAFETY: any size is valid for mi_malloc.
            unsafe { mi::mi_malloc(layout.size()).cast() }
        } else {
            // SAFETY: the alignment is a power of two (Layout's invariant).
            unsafe { mi::mi_malloc_aligned(layout.size(), layout.align()).cast() }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD {
            // SAFETY: as in `alloc`.
            unsafe { mi::mi_zalloc(layout.size()).cast() }
        } else {
            // SAFETY: as in `alloc`.
            unsafe { mi::mi_zalloc_aligned(layout.size(), layout.align()).cast() }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the caller's contract), so from mimalloc.
        unsafe { mi::mi_free(ptr.cast::<c_void>()) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD {
            // SAFETY: `ptr` came from mimalloc; the new block keeps word alignment.
            unsafe { mi::mi_realloc(ptr.cast::<c_void>(), new_size).cast() }
        } else {
            // SAFETY: as above, with the alignment of `layout` kept.
            unsafe { mi::mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast() }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_have_the_alignment_asked_for_and_keep_their_bytes() {
        let a = Mimalloc;
        for align in [1, 2, 4, 8, 16, 32, 64, 4096] {
            for size in [1, 7, 8, 15, 16, 24, 100, 1025, 5000, 70_000, 3 << 20] {
                let Ok(layout) = Layout::from_size_align(size, align) else {
                    continue;
                };
                // SAFETY: a non-zero size; the block is written within its size and
                // freed once, with its layout.
                unsafe {
                    let p = if size % 2 == 0 {
                        a.alloc(layout)
                    } else {
                        a.alloc_zeroed(layout)
                    };
                    assert!(!p.is_null(), "{size} bytes");
                    assert_eq!(p as usize % align, 0, "{size} bytes aligned {align}");
                    if size % 2 == 1 {
                        assert!((0..size).all(|i| *p.add(i) == 0), "zeroed");
                    }
                    for i in 0..size {
                        *p.add(i) = (i % 251) as u8;
                    }
                    let q = a.realloc(p, layout, size * 3);
                    assert!(!q.is_null());
                    assert_eq!(q as usize % align, 0, "grown {size} bytes aligned {align}");
                    assert!((0..size).all(|i| *q.add(i) == (i % 251) as u8), "kept");
                    a.dealloc(q, Layout::from_size_align_unchecked(size * 3, align));
                }
            }
        }
    }
}
