//! The reference implementation: validator, linker and executor.
