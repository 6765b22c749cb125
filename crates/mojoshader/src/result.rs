//! Owned, safe results of MojoShader calls (copied out before the C data is freed).

use std::fmt;

/// Where a diagnostic points.
///
/// MojoShader reports one `int error_position`; its meaning depends on the call
/// (see `MOJOSHADER_error` in `mojoshader.h`), so this enum keeps the meanings apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorPosition {
    /// `MOJOSHADER_POSITION_NONE`: no position.
    None,
    /// `MOJOSHADER_POSITION_BEFORE`: the error happened before processing started.
    Before,
    /// `MOJOSHADER_POSITION_AFTER`: the error happened during final processing.
    After,
    /// [`MojoShader::assemble`](crate::MojoShader::assemble): a 1-based line of the source.
    Line(u32),
    /// [`MojoShader::assemble`](crate::MojoShader::assemble) reported line 0: no source
    /// line is known. Observed with hg1314 for errors found when MojoShader re-parses its
    /// own output (e.g. "Temp register r1 used uninitialized") and for an empty source.
    UnmappedLine,
    /// [`MojoShader::parse`](crate::MojoShader::parse): a 0-based **byte** offset into the
    /// bytecode that was passed in (so token index × 4; the version token is at 0).
    ByteOffset(u32),
    /// Any other negative value (not defined by the header).
    Unknown(i32),
}

impl ErrorPosition {
    /// Decodes a raw `error_position` from the assembler (line numbers).
    pub(crate) fn from_assembler(raw: i32) -> Self {
        match Self::special(raw) {
            Some(p) => p,
            None if raw == 0 => ErrorPosition::UnmappedLine,
            None => ErrorPosition::Line(raw.unsigned_abs()),
        }
    }

    /// Decodes a raw `error_position` from the bytecode parser (byte offsets).
    pub(crate) fn from_parser(raw: i32) -> Self {
        Self::special(raw).unwrap_or(ErrorPosition::ByteOffset(raw.unsigned_abs()))
    }

    /// The negative special values; `None` for a non-negative (real) position.
    fn special(raw: i32) -> Option<Self> {
        match raw {
            crate::ffi::POSITION_NONE => Some(ErrorPosition::None),
            crate::ffi::POSITION_BEFORE => Some(ErrorPosition::Before),
            crate::ffi::POSITION_AFTER => Some(ErrorPosition::After),
            r if r < 0 => Some(ErrorPosition::Unknown(r)),
            _ => None,
        }
    }

    /// The source line, if this is a real line number.
    pub fn line(&self) -> Option<u32> {
        match self {
            ErrorPosition::Line(l) => Some(*l),
            _ => None,
        }
    }

    /// The byte offset into the bytecode, if this is one.
    pub fn byte_offset(&self) -> Option<u32> {
        match self {
            ErrorPosition::ByteOffset(o) => Some(*o),
            _ => None,
        }
    }
}

impl fmt::Display for ErrorPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorPosition::None => f.write_str("no position"),
            ErrorPosition::Before => f.write_str("before processing"),
            ErrorPosition::After => f.write_str("after processing"),
            ErrorPosition::Line(l) => write!(f, "line {l}"),
            ErrorPosition::UnmappedLine => f.write_str("unknown line"),
            ErrorPosition::ByteOffset(o) => write!(f, "byte {o}"),
            ErrorPosition::Unknown(r) => write!(f, "position {r}"),
        }
    }
}

/// Who produced a diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorOrigin {
    /// MojoShader itself reported it.
    Library,
    /// This binding refused the input before calling MojoShader (empty bytecode, input
    /// larger than 4 GiB, a filename containing NUL).
    Binding,
}

/// One diagnostic, owned.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MojoError {
    /// The message (MojoShader's English text, decoded lossily as UTF-8).
    pub message: String,
    /// The file name MojoShader attached, if any.
    pub filename: Option<String>,
    /// Where it points; see [`ErrorPosition`] for the unit.
    pub position: ErrorPosition,
    /// Whether MojoShader or this binding produced it.
    pub origin: ErrorOrigin,
}

impl MojoError {
    /// A diagnostic produced by the binding itself.
    pub(crate) fn binding(message: impl Into<String>, position: ErrorPosition) -> Self {
        MojoError {
            message: message.into(),
            filename: None,
            position,
            origin: ErrorOrigin::Binding,
        }
    }
}

impl fmt::Display for MojoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = &self.filename {
            write!(f, "{name}: ")?;
        }
        write!(f, "{}: {}", self.position, self.message)
    }
}

/// Shader kind as reported by MojoShader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShaderKind {
    /// `MOJOSHADER_TYPE_VERTEX`.
    Vertex,
    /// `MOJOSHADER_TYPE_PIXEL`.
    Pixel,
    /// `MOJOSHADER_TYPE_GEOMETRY` (not produced by hg1314).
    Geometry,
}

/// Shader kind and version, from a successful MojoShader call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShaderInfo {
    /// Vertex or pixel.
    pub kind: ShaderKind,
    /// Major version (3 for vs_3_0).
    pub major: u8,
    /// Minor version (1 for 2_x, 255 for *_sw).
    pub minor: u8,
}

impl ShaderInfo {
    /// Builds the info from raw parse-data fields; `None` for `MOJOSHADER_TYPE_UNKNOWN`
    /// (which MojoShader reports on any error) or out-of-range versions.
    pub(crate) fn from_raw(shader_type: i32, major: i32, minor: i32) -> Option<Self> {
        let kind = match shader_type {
            crate::ffi::TYPE_VERTEX => ShaderKind::Vertex,
            crate::ffi::TYPE_PIXEL => ShaderKind::Pixel,
            crate::ffi::TYPE_GEOMETRY => ShaderKind::Geometry,
            _ => return None,
        };
        Some(ShaderInfo {
            kind,
            major: u8::try_from(major).ok()?,
            minor: u8::try_from(minor).ok()?,
        })
    }
}

impl fmt::Display for ShaderInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.kind {
            ShaderKind::Vertex => "vs",
            ShaderKind::Pixel => "ps",
            ShaderKind::Geometry => "gs",
        };
        match self.minor {
            1 if self.major == 2 => write!(f, "{prefix}_2_x"),
            255 => write!(f, "{prefix}_{}_sw", self.major),
            m => write!(f, "{prefix}_{}_{m}", self.major),
        }
    }
}

/// Result of [`MojoShader::assemble`](crate::MojoShader::assemble).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssembleResult {
    /// The assembled token stream as little-endian bytes, including MojoShader's
    /// creator comment block; empty when there are errors.
    pub output: Vec<u8>,
    /// Diagnostics; empty on success. Positions are [`ErrorPosition::Line`] (1-based) or
    /// [`ErrorPosition::UnmappedLine`] or one of the special values.
    pub errors: Vec<MojoError>,
    /// Shader kind and version, when assembly succeeded.
    pub shader: Option<ShaderInfo>,
    /// MojoShader's rough instruction-slot estimate (0 on error).
    pub instruction_count: u32,
}

impl AssembleResult {
    /// True when MojoShader reported no error.
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    /// The output as 32-bit tokens; `None` if the byte length is not a multiple of 4.
    pub fn tokens(&self) -> Option<Vec<u32>> {
        crate::tokens::tokens_from_bytes(&self.output)
    }

    /// A result carrying one binding-side error and nothing else.
    pub(crate) fn refused(error: MojoError) -> Self {
        AssembleResult {
            output: Vec::new(),
            errors: vec![error],
            shader: None,
            instruction_count: 0,
        }
    }
}

/// Result of [`MojoShader::parse`](crate::MojoShader::parse).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseResult {
    /// Diagnostics; empty when MojoShader accepted the bytecode. Positions are
    /// [`ErrorPosition::ByteOffset`] (0-based byte offsets) or special values.
    pub errors: Vec<MojoError>,
    /// Shader kind and version. MojoShader reports these only on success
    /// (`MOJOSHADER_TYPE_UNKNOWN` and 0.0 on any error), so this is `None` on error.
    pub shader: Option<ShaderInfo>,
    /// MojoShader's rough instruction-slot estimate (0 on error).
    pub instruction_count: u32,
}

impl ParseResult {
    /// True when MojoShader reported no error.
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    /// A result carrying one binding-side error and nothing else.
    pub(crate) fn refused(error: MojoError) -> Self {
        ParseResult {
            errors: vec![error],
            shader: None,
            instruction_count: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_decode_by_call() {
        assert_eq!(ErrorPosition::from_assembler(2), ErrorPosition::Line(2));
        assert_eq!(
            ErrorPosition::from_assembler(0),
            ErrorPosition::UnmappedLine
        );
        assert_eq!(ErrorPosition::from_parser(0), ErrorPosition::ByteOffset(0));
        assert_eq!(
            ErrorPosition::from_parser(16),
            ErrorPosition::ByteOffset(16)
        );
        assert_eq!(ErrorPosition::from_parser(-1), ErrorPosition::After);
        assert_eq!(ErrorPosition::from_assembler(-2), ErrorPosition::Before);
        assert_eq!(ErrorPosition::from_parser(-3), ErrorPosition::None);
        assert_eq!(ErrorPosition::from_parser(-9), ErrorPosition::Unknown(-9));
        assert_eq!(ErrorPosition::Line(4).line(), Some(4));
        assert_eq!(ErrorPosition::ByteOffset(8).byte_offset(), Some(8));
        assert_eq!(ErrorPosition::ByteOffset(8).line(), None);
    }

    #[test]
    fn shader_info_from_raw() {
        let vs = ShaderInfo::from_raw(2, 1, 1).expect("vertex");
        assert_eq!(vs.to_string(), "vs_1_1");
        assert_eq!(
            ShaderInfo::from_raw(1, 2, 1).expect("pixel").to_string(),
            "ps_2_x"
        );
        assert_eq!(
            ShaderInfo::from_raw(2, 3, 255).expect("sw").to_string(),
            "vs_3_sw"
        );
        assert_eq!(ShaderInfo::from_raw(0, 0, 0), None);
        assert_eq!(ShaderInfo::from_raw(2, -1, 0), None);
        assert_eq!(ShaderInfo::from_raw(2, 3, 256), None);
    }

    #[test]
    fn error_display() {
        let e = MojoError {
            message: "Unknown instruction 'foo'".into(),
            filename: Some("a.asm".into()),
            position: ErrorPosition::Line(2),
            origin: ErrorOrigin::Library,
        };
        assert_eq!(e.to_string(), "a.asm: line 2: Unknown instruction 'foo'");
    }
}
