//! Raw C declarations mirrored from `mojoshader.h` (Debian 0.0~hg1314+dfsg-1.1).
//!
//! Only what this crate calls is declared. The layouts were checked against the
//! installed header with `offsetof` on x86_64 Linux (LP64); the compile-time
//! assertions at the bottom pin those numbers so a change here is noticed.

use std::ffi::{c_char, c_int, c_uint, c_void};

/// `MOJOSHADER_malloc`: `void *(*)(int bytes, void *data)`.
pub(crate) type MallocFn = unsafe extern "C" fn(bytes: c_int, data: *mut c_void) -> *mut c_void;

/// `MOJOSHADER_free`: `void (*)(void *ptr, void *data)`.
pub(crate) type FreeFn = unsafe extern "C" fn(ptr: *mut c_void, data: *mut c_void);

/// `MOJOSHADER_includeOpen` (`inctype` is the `MOJOSHADER_includeType` enum, an int).
pub(crate) type IncludeOpenFn = unsafe extern "C" fn(
    inctype: c_int,
    fname: *const c_char,
    parent: *const c_char,
    outdata: *mut *const c_char,
    outbytes: *mut c_uint,
    m: Option<MallocFn>,
    f: Option<FreeFn>,
    d: *mut c_void,
) -> c_int;

/// `MOJOSHADER_includeClose`.
pub(crate) type IncludeCloseFn = unsafe extern "C" fn(
    data: *const c_char,
    m: Option<MallocFn>,
    f: Option<FreeFn>,
    d: *mut c_void,
);

/// `int MOJOSHADER_version(void)`.
pub(crate) type VersionFn = unsafe extern "C" fn() -> c_int;

/// `const char *MOJOSHADER_changeset(void)`.
pub(crate) type ChangesetFn = unsafe extern "C" fn() -> *const c_char;

/// `MOJOSHADER_parse` as declared in hg1314 (with swizzle and sampler-map arguments).
pub(crate) type ParseFn = unsafe extern "C" fn(
    profile: *const c_char,
    mainfn: *const c_char,
    tokenbuf: *const u8,
    bufsize: c_uint,
    swiz: *const c_void,
    swizcount: c_uint,
    smap: *const c_void,
    smapcount: c_uint,
    m: Option<MallocFn>,
    f: Option<FreeFn>,
    d: *mut c_void,
) -> *const ParseData;

/// `MOJOSHADER_assemble` as declared in hg1314.
pub(crate) type AssembleFn = unsafe extern "C" fn(
    filename: *const c_char,
    source: *const c_char,
    sourcelen: c_uint,
    comments: *const *const c_char,
    comment_count: c_uint,
    symbols: *const c_void,
    symbol_count: c_uint,
    defines: *const c_void,
    define_count: c_uint,
    include_open: Option<IncludeOpenFn>,
    include_close: Option<IncludeCloseFn>,
    m: Option<MallocFn>,
    f: Option<FreeFn>,
    d: *mut c_void,
) -> *const ParseData;

/// `void MOJOSHADER_freeParseData(const MOJOSHADER_parseData *)`.
pub(crate) type FreeParseDataFn = unsafe extern "C" fn(data: *const ParseData);

/// `MOJOSHADER_POSITION_NONE`.
pub(crate) const POSITION_NONE: c_int = -3;
/// `MOJOSHADER_POSITION_BEFORE`.
pub(crate) const POSITION_BEFORE: c_int = -2;
/// `MOJOSHADER_POSITION_AFTER`.
pub(crate) const POSITION_AFTER: c_int = -1;

/// `MOJOSHADER_TYPE_PIXEL`.
pub(crate) const TYPE_PIXEL: c_int = 1;
/// `MOJOSHADER_TYPE_VERTEX`.
pub(crate) const TYPE_VERTEX: c_int = 2;
/// `MOJOSHADER_TYPE_GEOMETRY`.
pub(crate) const TYPE_GEOMETRY: c_int = 4;

/// `MOJOSHADER_PROFILE_BYTECODE`, NUL-terminated.
pub(crate) const PROFILE_BYTECODE: &[u8] = b"bytecode\0";

/// `MOJOSHADER_error`.
#[repr(C)]
pub(crate) struct Error {
    /// Human-readable message (UTF-8, may be NULL).
    pub error: *const c_char,
    /// Filename, may be NULL.
    pub filename: *const c_char,
    /// Line (assembler), byte offset (parser) or a `MOJOSHADER_POSITION_*` value.
    pub error_position: c_int,
}

/// `MOJOSHADER_parseData`. Fields this crate does not read are opaque pointers.
// Every field is mirrored (not only those read) so the layout pins below describe
// the whole C struct.
#[allow(dead_code)]
#[repr(C)]
pub(crate) struct ParseData {
    /// Number of entries in `errors`.
    pub error_count: c_int,
    /// Array of `error_count` errors, may be NULL.
    pub errors: *const Error,
    /// Profile name, NULL on error.
    pub profile: *const c_char,
    /// Output bytes, NULL on error.
    pub output: *const c_char,
    /// Byte length of `output`.
    pub output_len: c_int,
    /// Rough instruction-slot count.
    pub instruction_count: c_int,
    /// `MOJOSHADER_shaderType`.
    pub shader_type: c_int,
    /// Major shader-model version.
    pub major_ver: c_int,
    /// Minor shader-model version (1 for 2_x, 255 for *_sw).
    pub minor_ver: c_int,
    /// Main function name.
    pub mainfn: *const c_char,
    /// Uniform count.
    pub uniform_count: c_int,
    /// Uniforms.
    pub uniforms: *const c_void,
    /// Constant count.
    pub constant_count: c_int,
    /// Constants.
    pub constants: *const c_void,
    /// Sampler count.
    pub sampler_count: c_int,
    /// Samplers.
    pub samplers: *const c_void,
    /// Attribute count.
    pub attribute_count: c_int,
    /// Attributes.
    pub attributes: *const c_void,
    /// Output count.
    pub output_count: c_int,
    /// Outputs.
    pub outputs: *const c_void,
    /// Swizzle count.
    pub swizzle_count: c_int,
    /// Swizzles.
    pub swizzles: *const c_void,
    /// Symbol count.
    pub symbol_count: c_int,
    /// Symbols.
    pub symbols: *const c_void,
    /// Preshader.
    pub preshader: *const c_void,
    /// Allocator that was used.
    pub malloc: Option<MallocFn>,
    /// Deallocator that was used.
    pub free: Option<FreeFn>,
    /// Allocator data.
    pub malloc_data: *mut c_void,
}

// Layout pins, measured with offsetof() against /usr/include/mojoshader/mojoshader.h
// (hg-1314:3ddd9fca664f) on x86_64 Linux. Other LP64 targets share them.
#[cfg(target_pointer_width = "64")]
const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(size_of::<Error>() == 24);
    assert!(offset_of!(Error, error) == 0);
    assert!(offset_of!(Error, filename) == 8);
    assert!(offset_of!(Error, error_position) == 16);
    assert!(size_of::<ParseData>() == 208);
    assert!(offset_of!(ParseData, error_count) == 0);
    assert!(offset_of!(ParseData, errors) == 8);
    assert!(offset_of!(ParseData, profile) == 16);
    assert!(offset_of!(ParseData, output) == 24);
    assert!(offset_of!(ParseData, output_len) == 32);
    assert!(offset_of!(ParseData, instruction_count) == 36);
    assert!(offset_of!(ParseData, shader_type) == 40);
    assert!(offset_of!(ParseData, major_ver) == 44);
    assert!(offset_of!(ParseData, minor_ver) == 48);
    assert!(offset_of!(ParseData, mainfn) == 56);
    assert!(offset_of!(ParseData, uniform_count) == 64);
    assert!(offset_of!(ParseData, symbols) == 168);
    assert!(offset_of!(ParseData, preshader) == 176);
    assert!(offset_of!(ParseData, malloc) == 184);
    assert!(offset_of!(ParseData, free) == 192);
    assert!(offset_of!(ParseData, malloc_data) == 200);
};
