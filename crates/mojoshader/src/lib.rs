//! MojoShader, loaded at run time from libmojoshader.
//!
//! [`MojoShader::load`] opens the shared library with `dlopen` (through `libloading`),
//! so programs using this crate build and run where libmojoshader is absent: they get
//! [`LoadError::NotFound`] instead of a link error. Only two entry points are bound:
//! the assembler ([`MojoShader::assemble`], `MOJOSHADER_assemble`) and the bytecode
//! parser/validator ([`MojoShader::parse`], `MOJOSHADER_parse` with the `bytecode`
//! profile). Results are copied into owned Rust values and the C data is always freed
//! with `MOJOSHADER_freeParseData`.
//!
//! # Versions
//! The library is accepted only if `MOJOSHADER_version()` and `MOJOSHADER_changeset()`
//! name a build whose struct layouts and signatures were checked against its header
//! (see [`SUPPORTED_BUILDS`]); anything else is [`LoadError::UnsupportedVersion`].
//!
//! # Crashes
//! MojoShader is C. This binding guards against every misuse it can see (it never passes
//! a zero buffer size, which would make MojoShader guess the length; it copies input
//! into aligned, padded buffers), but a bug inside the library — a crash, a hang, an
//! out-of-bounds read — takes the whole process with it and no Rust code can catch
//! that. The harness therefore runs this backend in a worker subprocess so that a
//! crash costs one case, not the run.

mod ffi;
mod result;
mod tokens;

use std::ffi::{c_char, c_uint, CStr, CString, OsStr, OsString};
use std::fmt;
use std::ptr;

pub use result::{
    AssembleResult, ErrorOrigin, ErrorPosition, MojoError, ParseResult, ShaderInfo, ShaderKind,
};
pub use tokens::{
    strip_comments, strip_comments_from_bytes, tokens_from_bytes, tokens_to_bytes, TokenStreamError,
};

/// Environment variable naming a library file to load instead of the system one.
pub const LIBRARY_ENV: &str = "SHADERCTS_MOJOSHADER_LIB";

/// Library names tried, in order, when [`LIBRARY_ENV`] is unset or empty.
pub const DEFAULT_LIBRARY_NAMES: [&str; 2] = ["libmojoshader.so.0", "libmojoshader.so"];

/// A MojoShader build whose layouts this crate has checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SupportedBuild {
    /// What `MOJOSHADER_version()` returns.
    pub version: i32,
    /// What `MOJOSHADER_changeset()` returns.
    pub changeset: &'static str,
}

/// The builds [`MojoShader::load`] accepts: Debian's libmojoshader0 0.0~hg1314+dfsg-1.1.
pub const SUPPORTED_BUILDS: &[SupportedBuild] = &[SupportedBuild {
    version: 1314,
    changeset: "hg-1314:3ddd9fca664f",
}];

/// Why the library could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// No candidate file could be opened.
    NotFound {
        /// Each name or path tried, with the loader's error message.
        attempts: Vec<(String, String)>,
    },
    /// The library opened but lacks a required symbol.
    MissingSymbol {
        /// The file that was opened.
        library: String,
        /// The missing symbol.
        symbol: &'static str,
        /// The loader's error message.
        message: String,
    },
    /// The library is a MojoShader build whose layouts have not been checked.
    UnsupportedVersion {
        /// The file that was opened.
        library: String,
        /// `MOJOSHADER_version()`.
        version: i32,
        /// `MOJOSHADER_changeset()`.
        changeset: String,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotFound { attempts } => {
                f.write_str("libmojoshader not available: ")?;
                if attempts.is_empty() {
                    f.write_str("nothing to try")?;
                }
                for (n, (name, message)) in attempts.iter().enumerate() {
                    if n > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{name}: {message}")?;
                }
                write!(
                    f,
                    " (install Debian's libmojoshader0, or set {LIBRARY_ENV} to the library file)"
                )
            }
            LoadError::MissingSymbol {
                library,
                symbol,
                message,
            } => write!(
                f,
                "libmojoshader not usable: {library} has no symbol {symbol}: {message}"
            ),
            LoadError::UnsupportedVersion {
                library,
                version,
                changeset,
            } => {
                write!(
                    f,
                    "libmojoshader not usable: {library} is version {version} ({changeset}); \
                     supported:"
                )?;
                for b in SUPPORTED_BUILDS {
                    write!(f, " {} ({})", b.version, b.changeset)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// The resolved entry points. Plain function pointers: valid while the `Library` that
/// produced them stays loaded, which [`MojoShader`] guarantees by owning both.
#[derive(Clone, Copy)]
struct Functions {
    parse: ffi::ParseFn,
    assemble: ffi::AssembleFn,
    free_parse_data: ffi::FreeParseDataFn,
}

/// A loaded, version-checked libmojoshader.
///
/// `Send + Sync`: MojoShader documents `MOJOSHADER_parse` and `MOJOSHADER_assemble` as
/// thread safe when the allocator and callbacks are (we pass none, so it uses its
/// internal malloc/free). See the crate docs about crashes inside the C code.
pub struct MojoShader {
    functions: Functions,
    version: i32,
    changeset: String,
    library_name: String,
    // Keeps the code behind `functions` mapped for as long as `self` exists; the
    // pointers are never used after `self` is dropped, so field order does not matter.
    _library: libloading::Library,
}

impl fmt::Debug for MojoShader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MojoShader")
            .field("library", &self.library_name)
            .field("version", &self.version)
            .field("changeset", &self.changeset)
            .finish_non_exhaustive()
    }
}

/// Which files to try: the override alone when set and non-empty, otherwise the sonames.
fn candidates(override_path: Option<OsString>) -> Vec<OsString> {
    match override_path {
        Some(p) if !p.is_empty() => vec![p],
        _ => DEFAULT_LIBRARY_NAMES.iter().map(OsString::from).collect(),
    }
}

/// An error and its sources, joined with ": " (libloading puts dlerror() in the source).
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

/// Reads a symbol as a plain function pointer.
///
/// # Safety
/// `T` must be the exact C signature of `name` in the loaded library.
unsafe fn symbol<T: Copy>(
    library: &libloading::Library,
    library_name: &str,
    name: &'static str,
) -> Result<T, LoadError> {
    // SAFETY: the caller guarantees `T` matches the symbol's C type; the value is copied
    // out of the `Symbol` and is only used while `library` stays loaded (MojoShader owns
    // both).
    match unsafe { library.get::<T>(name.as_bytes()) } {
        Ok(sym) => Ok(*sym),
        Err(e) => Err(LoadError::MissingSymbol {
            library: library_name.to_owned(),
            symbol: name,
            message: error_chain(&e),
        }),
    }
}

impl MojoShader {
    /// Loads libmojoshader: the file named by `SHADERCTS_MOJOSHADER_LIB` if that is set
    /// and non-empty (and only it), otherwise `libmojoshader.so.0` then `libmojoshader.so`
    /// from the dynamic loader's search path. Refuses unchecked versions.
    pub fn load() -> Result<MojoShader, LoadError> {
        Self::load_candidates(candidates(std::env::var_os(LIBRARY_ENV)))
    }

    /// Loads libmojoshader from one given file name or path (no fallback).
    pub fn load_from(path: impl AsRef<OsStr>) -> Result<MojoShader, LoadError> {
        Self::load_candidates(vec![path.as_ref().to_owned()])
    }

    /// Tries each candidate in order; the first that opens is used (and checked).
    fn load_candidates(names: Vec<OsString>) -> Result<MojoShader, LoadError> {
        let mut attempts = Vec::new();
        for name in names {
            // SAFETY: opening a shared library runs its initialisers. The candidates are
            // the system's libmojoshader or a file the user explicitly named through
            // SHADERCTS_MOJOSHADER_LIB / `load_from`; that file is trusted like any
            // other code the user chooses to run.
            match unsafe { libloading::Library::new(&name) } {
                Ok(library) => return Self::from_library(library, name.to_string_lossy().into()),
                Err(e) => attempts.push((name.to_string_lossy().into_owned(), error_chain(&e))),
            }
        }
        Err(LoadError::NotFound { attempts })
    }

    /// Resolves the symbols and checks the version of an opened library.
    fn from_library(library: libloading::Library, library_name: String) -> Result<Self, LoadError> {
        // SAFETY: each type alias in `ffi` was written from the prototype in mojoshader.h
        // of the supported build. Only the two version functions (whose prototypes are
        // the same in every MojoShader) are called before the version check below; a
        // build that fails the check is dropped without calling the other three.
        let (version_fn, changeset_fn, functions) = unsafe {
            let version_fn: ffi::VersionFn = symbol(&library, &library_name, "MOJOSHADER_version")?;
            let changeset_fn: ffi::ChangesetFn =
                symbol(&library, &library_name, "MOJOSHADER_changeset")?;
            let functions = Functions {
                parse: symbol(&library, &library_name, "MOJOSHADER_parse")?,
                assemble: symbol(&library, &library_name, "MOJOSHADER_assemble")?,
                free_parse_data: symbol(&library, &library_name, "MOJOSHADER_freeParseData")?,
            };
            (version_fn, changeset_fn, functions)
        };

        // SAFETY: `int MOJOSHADER_version(void)` has no preconditions.
        let version = unsafe { version_fn() };
        // SAFETY: `const char *MOJOSHADER_changeset(void)` has no preconditions and
        // returns a static string (or, defensively, NULL).
        let changeset_ptr = unsafe { changeset_fn() };
        let changeset = if changeset_ptr.is_null() {
            String::from("(null)")
        } else {
            // SAFETY: non-NULL, NUL-terminated and statically allocated per the header.
            unsafe { CStr::from_ptr(changeset_ptr) }
                .to_string_lossy()
                .into_owned()
        };

        if !SUPPORTED_BUILDS
            .iter()
            .any(|b| b.version == version && b.changeset == changeset)
        {
            return Err(LoadError::UnsupportedVersion {
                library: library_name,
                version,
                changeset,
            });
        }
        Ok(MojoShader {
            functions,
            version,
            changeset,
            library_name,
            _library: library,
        })
    }

    /// `MOJOSHADER_version()` of the loaded library.
    pub fn version(&self) -> i32 {
        self.version
    }

    /// `MOJOSHADER_changeset()` of the loaded library.
    pub fn changeset(&self) -> &str {
        &self.changeset
    }

    /// The name or path the library was opened by.
    pub fn library_name(&self) -> &str {
        &self.library_name
    }

    /// Assembles shader text with `MOJOSHADER_assemble` (no file name).
    ///
    /// Equivalent to [`assemble_named`](Self::assemble_named) with `None`.
    pub fn assemble(&self, source: &str) -> AssembleResult {
        self.assemble_named(None, source)
    }

    /// Assembles shader text; `filename` is only used in diagnostics.
    ///
    /// No comments, symbols or defines are passed, and MojoShader's default allocator is
    /// used. `#include` is refused ("Include callback failed"): with no callbacks
    /// MojoShader would read the named file from the file system, so the binding passes
    /// callbacks that refuse every include and keep assembly hermetic. On success `output` holds the token bytes (with the
    /// creator comment; see [`strip_comments`]). Diagnostic positions are 1-based source
    /// lines ([`ErrorPosition::Line`]), or [`ErrorPosition::UnmappedLine`] where MojoShader
    /// reports line 0 (validation errors from its reparse; an empty source).
    pub fn assemble_named(&self, filename: Option<&str>, source: &str) -> AssembleResult {
        let c_filename = match filename.map(CString::new).transpose() {
            Ok(name) => name,
            Err(_) => {
                return AssembleResult::refused(MojoError::binding(
                    "file name contains a NUL byte; not passed to MojoShader",
                    ErrorPosition::Before,
                ))
            }
        };
        let Ok(source_len) = c_uint::try_from(source.len()) else {
            return AssembleResult::refused(MojoError::binding(
                "source larger than 4 GiB; not passed to MojoShader",
                ErrorPosition::Before,
            ));
        };
        // A private NUL-terminated copy: MojoShader is told the length, but a terminator
        // costs nothing and stops any over-read at the end of the text.
        let mut text = Vec::with_capacity(source.len() + 1);
        text.extend_from_slice(source.as_bytes());
        text.push(0);

        // SAFETY: `assemble` has the hg1314 prototype (checked at load). `filename` is
        // NULL or a NUL-terminated string, `text` holds `source_len` bytes plus a NUL, all
        // outliving the call; comment/symbol/define arrays are NULL with count 0; both
        // include callbacks are given (the header requires both or neither) and match
        // the C typedefs; the allocator is NULL/NULL (MojoShader uses its own). MojoShader
        // never returns NULL, and the guard frees the result exactly once.
        let data = unsafe {
            ParseDataGuard::new(
                (self.functions.assemble)(
                    c_filename.as_ref().map_or(ptr::null(), |n| n.as_ptr()),
                    text.as_ptr().cast::<c_char>(),
                    source_len,
                    ptr::null(),
                    0,
                    ptr::null(),
                    0,
                    ptr::null(),
                    0,
                    Some(refuse_include),
                    Some(ignore_include_close),
                    None,
                    None,
                    ptr::null_mut(),
                ),
                self.functions.free_parse_data,
            )
        };
        let Some(raw) = data.get() else {
            return AssembleResult::refused(MojoError::binding(
                "MOJOSHADER_assemble returned NULL",
                ErrorPosition::None,
            ));
        };
        let errors = data.errors(ErrorPosition::from_assembler);
        let ok = errors.is_empty();
        AssembleResult {
            output: if ok { data.output() } else { Vec::new() },
            shader: if ok {
                ShaderInfo::from_raw(raw.shader_type, raw.major_ver, raw.minor_ver)
            } else {
                None
            },
            instruction_count: u32::try_from(raw.instruction_count).unwrap_or(0),
            errors,
        }
    }

    /// Parses (and so validates) bytecode with `MOJOSHADER_parse`, profile `bytecode`.
    ///
    /// No swizzles or sampler maps, default allocator. Diagnostic positions are 0-based
    /// **byte** offsets into `bytecode` ([`ErrorPosition::ByteOffset`]; token index × 4).
    /// Empty input is refused by the binding (MojoShader treats a size of 0 as "guess
    /// the size", which would read out of bounds) with an [`ErrorOrigin::Binding`] error.
    /// Note that hg1314 accepts a stream that ends without the end token.
    pub fn parse(&self, bytecode: &[u8]) -> ParseResult {
        if bytecode.is_empty() {
            return ParseResult::refused(MojoError::binding(
                "empty bytecode: no version token (not passed to MojoShader)",
                ErrorPosition::ByteOffset(0),
            ));
        }
        let Ok(size) = c_uint::try_from(bytecode.len()) else {
            return ParseResult::refused(MojoError::binding(
                "bytecode larger than 4 GiB; not passed to MojoShader",
                ErrorPosition::Before,
            ));
        };
        // An aligned copy (MojoShader reads the buffer as uint32 tokens), zero-padded to
        // a whole token plus one spare token so a read of the last partial token stays
        // inside our allocation.
        let words = bytecode.len().div_ceil(4) + 1;
        let mut aligned = vec![0u32; words];
        for (word, chunk) in aligned.iter_mut().zip(bytecode.chunks(4)) {
            let mut b = [0u8; 4];
            b[..chunk.len()].copy_from_slice(chunk);
            *word = u32::from_ne_bytes(b);
        }

        // SAFETY: `parse` has the hg1314 prototype (checked at load). The profile is a
        // static NUL-terminated string; mainfn NULL picks a default; `aligned` holds at
        // least `size` (> 0) readable bytes and outlives the call; swizzle and sampler-map
        // arrays are NULL with count 0; allocator NULL/NULL. MojoShader never returns NULL,
        // and the guard frees the result exactly once.
        let data = unsafe {
            ParseDataGuard::new(
                (self.functions.parse)(
                    ffi::PROFILE_BYTECODE.as_ptr().cast::<c_char>(),
                    ptr::null(),
                    aligned.as_ptr().cast::<u8>(),
                    size,
                    ptr::null(),
                    0,
                    ptr::null(),
                    0,
                    None,
                    None,
                    ptr::null_mut(),
                ),
                self.functions.free_parse_data,
            )
        };
        let Some(raw) = data.get() else {
            return ParseResult::refused(MojoError::binding(
                "MOJOSHADER_parse returned NULL",
                ErrorPosition::None,
            ));
        };
        let errors = data.errors(ErrorPosition::from_parser);
        ParseResult {
            shader: if errors.is_empty() {
                ShaderInfo::from_raw(raw.shader_type, raw.major_ver, raw.minor_ver)
            } else {
                None
            },
            instruction_count: u32::try_from(raw.instruction_count).unwrap_or(0),
            errors,
        }
    }
}

/// `MOJOSHADER_includeOpen` that refuses every `#include` (returns 0, "error").
unsafe extern "C" fn refuse_include(
    _inctype: std::ffi::c_int,
    _fname: *const c_char,
    _parent: *const c_char,
    _outdata: *mut *const c_char,
    _outbytes: *mut c_uint,
    _m: Option<ffi::MallocFn>,
    _f: Option<ffi::FreeFn>,
    _d: *mut std::ffi::c_void,
) -> std::ffi::c_int {
    0
}

/// `MOJOSHADER_includeClose` counterpart of [`refuse_include`]: nothing was opened.
unsafe extern "C" fn ignore_include_close(
    _data: *const c_char,
    _m: Option<ffi::MallocFn>,
    _f: Option<ffi::FreeFn>,
    _d: *mut std::ffi::c_void,
) {
}

/// Owns a `MOJOSHADER_parseData *` and frees it on drop.
struct ParseDataGuard {
    ptr: *const ffi::ParseData,
    free: ffi::FreeParseDataFn,
}

impl ParseDataGuard {
    /// Takes ownership of `ptr`.
    ///
    /// # Safety
    /// `ptr` must be NULL or a result of `MOJOSHADER_parse`/`MOJOSHADER_assemble` of the
    /// library `free` belongs to, not freed elsewhere, and that library must stay loaded
    /// for the guard's lifetime.
    unsafe fn new(ptr: *const ffi::ParseData, free: ffi::FreeParseDataFn) -> Self {
        ParseDataGuard { ptr, free }
    }

    /// The parse data, if the pointer is not NULL.
    fn get(&self) -> Option<&ffi::ParseData> {
        // SAFETY: per `new`, a non-NULL pointer is a live parseData owned by this guard.
        unsafe { self.ptr.as_ref() }
    }

    /// Copies the errors out, decoding positions with `position`.
    fn errors(&self, position: fn(i32) -> ErrorPosition) -> Vec<MojoError> {
        let Some(raw) = self.get() else {
            return Vec::new();
        };
        let count = usize::try_from(raw.error_count).unwrap_or(0);
        if count == 0 || raw.errors.is_null() {
            return Vec::new();
        }
        // SAFETY: MojoShader sets `errors` to an array of `error_count` elements, alive
        // until the parse data is freed (by this guard, later).
        let errors = unsafe { std::slice::from_raw_parts(raw.errors, count) };
        errors
            .iter()
            .map(|e| MojoError {
                // SAFETY: each string is NULL or NUL-terminated and owned by the parse data.
                message: unsafe { c_string(e.error) }
                    .unwrap_or_else(|| String::from("(no message)")),
                // SAFETY: as above.
                filename: unsafe { c_string(e.filename) },
                position: position(e.error_position),
                origin: ErrorOrigin::Library,
            })
            .collect()
    }

    /// Copies `output`/`output_len` out (empty if NULL or non-positive).
    fn output(&self) -> Vec<u8> {
        let Some(raw) = self.get() else {
            return Vec::new();
        };
        let len = usize::try_from(raw.output_len).unwrap_or(0);
        if len == 0 || raw.output.is_null() {
            return Vec::new();
        }
        // SAFETY: MojoShader's `output` holds `output_len` bytes, alive until the parse
        // data is freed (by this guard, later).
        unsafe { std::slice::from_raw_parts(raw.output.cast::<u8>(), len) }.to_vec()
    }
}

impl Drop for ParseDataGuard {
    fn drop(&mut self) {
        // SAFETY: per `new`, `ptr` came from this library and is freed only here;
        // `MOJOSHADER_freeParseData(NULL)` is a documented no-op, and the static
        // out-of-memory result is documented as safe to pass as well.
        unsafe { (self.free)(self.ptr) }
    }
}

/// Copies a C string (lossy UTF-8); `None` for NULL.
///
/// # Safety
/// `p` must be NULL or point to a NUL-terminated string valid for the call.
unsafe fn c_string(p: *const c_char) -> Option<String> {
    if p.is_null() {
        None
    } else {
        // SAFETY: guaranteed by the caller.
        Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_prefer_a_non_empty_override() {
        assert_eq!(
            candidates(Some(OsString::from("/opt/mojo/libmojoshader.so"))),
            vec![OsString::from("/opt/mojo/libmojoshader.so")]
        );
        let defaults: Vec<OsString> = DEFAULT_LIBRARY_NAMES.iter().map(OsString::from).collect();
        assert_eq!(candidates(None), defaults);
        assert_eq!(candidates(Some(OsString::new())), defaults);
    }

    #[test]
    fn bogus_override_is_not_found() {
        let bogus = "/nonexistent/shadercts/libmojoshader-bogus.so";
        let err = MojoShader::load_candidates(candidates(Some(bogus.into())))
            .expect_err("a bogus path cannot load");
        match &err {
            LoadError::NotFound { attempts } => {
                assert_eq!(attempts.len(), 1);
                assert_eq!(attempts[0].0, bogus);
                assert!(!attempts[0].1.is_empty());
            }
            other => panic!("expected NotFound, got {other:?}"),
        }
        let text = err.to_string();
        assert!(text.starts_with("libmojoshader not available: "), "{text}");
        assert!(text.contains(bogus), "{text}");
        assert!(text.contains(LIBRARY_ENV), "{text}");
        assert!(matches!(
            MojoShader::load_from(bogus),
            Err(LoadError::NotFound { .. })
        ));
    }

    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn a_library_without_the_symbols_is_missing_symbol() {
        // libc is always loadable and has no MojoShader symbols.
        match MojoShader::load_from("libc.so.6") {
            Err(LoadError::MissingSymbol { symbol, .. }) => {
                assert_eq!(symbol, "MOJOSHADER_version")
            }
            other => panic!("expected MissingSymbol, got {other:?}"),
        }
    }

    #[test]
    fn unsupported_version_message_names_the_numbers() {
        let e = LoadError::UnsupportedVersion {
            library: "libmojoshader.so.0".into(),
            version: 1400,
            changeset: "hg-1400:abc".into(),
        };
        let text = e.to_string();
        assert!(text.contains("1400 (hg-1400:abc)"), "{text}");
        assert!(text.contains("1314 (hg-1314:3ddd9fca664f)"), "{text}");
    }

    #[test]
    fn handle_is_send_and_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<MojoShader>();
    }
}
