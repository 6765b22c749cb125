//! The `cmd:` backend: one process per case. Verdict from the exit code, assembled
//! tokens from the `{output}` file, diagnostics from standard error and output.

use crate::backend::{
    Backend, BackendInfo, Capabilities, Capability, Diagnostic, Failure, Request, Response,
};
use crate::error::{Error, Result};
use crate::process::{self, Limits};
use crate::template::Template;
use std::collections::BTreeMap;
use std::fs::File;
#[cfg(unix)]
use std::os::unix::fs::MetadataExt;
#[cfg(unix)]
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

/// At most this many bytes of each output stream are kept as diagnostics.
const MAX_CAPTURE: usize = 16 * 1024;
/// At most this many diagnostic lines are kept.
const MAX_LINES: usize = 50;
/// The name of a case's temporary folder starts with this, then the harness's pid.
const CASE_DIR_PREFIX: &str = "shadercts-cmd-";

/// A program run once per case.
#[derive(Debug)]
pub struct CommandBackend {
    template: Template,
    capabilities: Capabilities,
    limits: Limits,
}

impl CommandBackend {
    /// A backend running `template` per case. Without explicit `capabilities` they are
    /// inferred from the placeholders: `validate-text` always, `assemble` when the
    /// template has `{output}`, `link` when it has `{vs}` and `{ps}`, `execute` when it
    /// has `{inputs}`, `draw` when it has `{scene}`.
    pub fn new(template: &str, capabilities: Option<Capabilities>, limits: Limits) -> Result<Self> {
        let template = Template::parse(template)?;
        let capabilities = match capabilities {
            Some(c) => c,
            None => {
                let mut c = Capabilities::of(&[Capability::ValidateText]);
                if template.uses("output") {
                    c = c.with(Capability::Assemble);
                }
                if template.uses("vs") && template.uses("ps") {
                    c = c.with(Capability::Link);
                }
                if template.uses("inputs") {
                    c = c.with(Capability::Execute);
                }
                if template.uses("scene") {
                    c = c.with(Capability::Draw);
                }
                c
            }
        };
        if capabilities.has(Capability::Assemble) && !template.uses("output") {
            return Err(Error::new(format!(
                "command `{}` declares `assemble` but has no {{output}} placeholder",
                template.display()
            )));
        }
        sweep_stale_case_dirs();
        Ok(CommandBackend {
            template,
            capabilities,
            limits,
        })
    }

    /// The placeholder values of one request.
    fn values(&self, request: &Request, output: &Path) -> BTreeMap<&'static str, String> {
        let path = |role: &str| {
            request
                .files
                .get(role)
                .map(|f| f.path.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        let input = match request.op {
            Capability::ValidateBytecode => path("bytecode"),
            Capability::Link => path("vs"),
            _ => path("text"),
        };
        let kind = match request.op {
            Capability::Assemble => "assemble",
            Capability::ValidateText | Capability::ValidateBytecode => "validate",
            Capability::Link => "link",
            Capability::Execute => "execute",
            Capability::Draw => "draw",
        };
        let mut v = BTreeMap::new();
        v.insert("input", input);
        v.insert("output", output.to_string_lossy().into_owned());
        v.insert("kind", kind.to_string());
        v.insert("op", request.op.name().to_string());
        v.insert("profile", request.profile.clone());
        v.insert("vs", path("vs"));
        v.insert("ps", path("ps"));
        v.insert("case", request.case_id.clone());
        v.insert("inputs", path("inputs"));
        v.insert("scene", path("scene"));
        v
    }
}

/// Reads up to `MAX_CAPTURE` bytes from the end of a capture file (by seeking: the
/// file may be as long as [`process::MAX_FILE`]).
fn read_capture(path: &Path) -> Vec<u8> {
    process::read_tail(path, MAX_CAPTURE)
}

/// The case's temporary folder, registered in the cleanup set while it exists (removed
/// by an interrupting signal too). The folder is removed before it is unregistered.
struct CaseDir {
    dir: tempfile::TempDir,
    _tracked: process::Tracked,
}

impl CaseDir {
    fn new() -> std::result::Result<CaseDir, Failure> {
        let prefix = format!("{CASE_DIR_PREFIX}{}-", std::process::id());
        let (dir, tracked) = shadercts_cleanup::track_path(
            || tempfile::Builder::new().prefix(&prefix).tempdir(),
            |d| d.path().to_path_buf(),
        )
        .map_err(|e| Failure::error(format!("cannot create a temporary directory: {e}")))?;
        Ok(CaseDir {
            dir,
            _tracked: tracked,
        })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

/// True when the child was killed for writing past `RLIMIT_FSIZE` (SIGXFSZ).
#[cfg(unix)]
fn file_size_signal(status: &std::process::ExitStatus) -> bool {
    status.signal() == Some(libc::SIGXFSZ)
}

/// Never on Windows, which has no file size limit (the sizes are checked instead).
#[cfg(windows)]
fn file_size_signal(_status: &std::process::ExitStatus) -> bool {
    false
}

/// Removes the case folders that earlier runs left in the temporary directory when they
/// were killed outright (SIGKILL, a crash): only folders of this user whose process no
/// longer exists.
#[cfg(unix)]
fn sweep_stale_case_dirs() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    // SAFETY: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(CASE_DIR_PREFIX)) else {
            continue;
        };
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<i32>().ok()) else {
            continue;
        };
        let Ok(meta) = e.path().symlink_metadata() else {
            continue;
        };
        if !meta.is_dir() || meta.uid() != me || pid <= 0 {
            continue;
        }
        // SAFETY: kill with signal 0 only checks whether the process exists.
        let gone = unsafe { libc::kill(pid, 0) } != 0
            && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
        if gone {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// Does nothing on Windows: folders left by killed runs stay in the temporary directory
/// (there is no owner and live-pid check as cheap as on Unix).
#[cfg(windows)]
fn sweep_stale_case_dirs() {}

/// Non-empty lines of captured output as diagnostics.
fn diagnostics(stderr: &[u8], stdout: &[u8]) -> Vec<Diagnostic> {
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(stderr),
        String::from_utf8_lossy(stdout)
    );
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .take(MAX_LINES)
        .map(Diagnostic::message)
        .collect()
}

/// The response of an execute command that exited with 0: the outputs JSON from the
/// `{output}` file when the template names one, else from standard output.
fn execute_response(
    output: &Path,
    from_file: bool,
    out_path: &Path,
    err_path: &Path,
) -> std::result::Result<Response, Failure> {
    let mut response = Response::accept();
    let stderr = read_capture(err_path);
    let (source, path) = if from_file {
        ("the {output} file", output)
    } else {
        ("standard output", out_path)
    };
    response.diagnostics = diagnostics(&stderr, &[]);
    let data = match process::read_capped(path, process::MAX_PARSED) {
        Ok(d) => d,
        Err(e) => {
            return Err(Failure::error(format!(
                "shadercts: {source} of the backend is not read: {e}"
            )))
        }
    };
    match data.map(|d| serde_json::from_slice::<serde_json::Value>(&d)) {
        Some(Ok(v)) => response.outputs = Some(v),
        Some(Err(e)) => response.diagnostics.push(Diagnostic::message(format!(
            "shadercts: {source} is not JSON: {e}"
        ))),
        None => response.diagnostics.push(Diagnostic::message(format!(
            "shadercts: exit code 0 but nothing in {source}"
        ))),
    }
    Ok(response)
}

impl Backend for CommandBackend {
    fn info(&self) -> BackendInfo {
        let program = std::path::Path::new(self.template.program())
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.template.program().to_string());
        BackendInfo {
            name: program,
            version: None,
            detail: Some(format!("cmd: {}", self.template.display())),
            device: None,
        }
    }

    fn capabilities(&self) -> Capabilities {
        self.capabilities
    }

    fn run(&self, request: &Request) -> std::result::Result<Response, Failure> {
        if !self.capabilities.has(request.op) {
            return Err(Failure::unsupported(format!(
                "command backend does not {}",
                request.op
            )));
        }
        let dir = CaseDir::new()?;
        let output = dir.path().join("output.bin");
        let (out_path, err_path) = (dir.path().join("stdout"), dir.path().join("stderr"));
        let words = self.template.expand(&self.values(request, &output));
        let open = |p: &Path| {
            File::create(p)
                .map_err(|e| Failure::error(format!("cannot create {}: {e}", p.display())))
        };
        let mut cmd = Command::new(&words[0]);
        cmd.args(&words[1..])
            .stdin(Stdio::null())
            .stdout(open(&out_path)?)
            .stderr(open(&err_path)?);
        // Contained: when the program ends, so does everything it started (a `cmd &`
        // left running, a `setsid` daemon), before the case's result is taken.
        process::configure_contained(&mut cmd, &self.limits);
        process::limit_file_size(&mut cmd, process::MAX_FILE);
        let (mut child, group) = process::spawn_tracked(&mut cmd)
            .map_err(|e| Failure::error(format!("cannot run `{}`: {e}", words[0])))?;
        let limit = self.limits.case_timeout();
        let status = match process::wait_timeout(&mut child, Some(limit)) {
            Ok(Some(s)) => s,
            Ok(None) => {
                process::kill_contained(&mut child);
                return Err(Failure::Timeout {
                    seconds: limit.as_secs_f64(),
                });
            }
            Err(e) => {
                process::kill_contained(&mut child);
                return Err(Failure::error(format!("waiting for `{}`: {e}", words[0])));
            }
        };
        // The child is reaped: its group may not be killed on a signal any more.
        drop(group);
        let too_big = [&out_path, &err_path, &output]
            .iter()
            .any(|p| std::fs::metadata(p).is_ok_and(|m| m.len() >= process::MAX_FILE));
        if file_size_signal(&status) || too_big {
            return Err(Failure::error(format!(
                "the backend wrote {} MiB or more to one file (its standard output or error, \
                 or {{output}}) and was stopped there (the limit)",
                process::MAX_FILE / (1024 * 1024)
            )));
        }
        // A draw answers like an execute: the frame's JSON (`shadercts draw --format json`).
        let answers_json = matches!(request.op, Capability::Execute | Capability::Draw);
        if answers_json && status.success() {
            return execute_response(&output, self.template.uses("output"), &out_path, &err_path);
        }
        let (stdout, stderr) = (read_capture(&out_path), read_capture(&err_path));
        if let Some(crash) = process::crash_of(&status, &process::tail(&stderr, 2000)) {
            return Err(crash);
        }
        let diags = diagnostics(&stderr, &stdout);
        if !status.success() {
            return Ok(Response::reject(None, diags));
        }
        let mut response = Response::accept();
        response.diagnostics = diags;
        if request.op == Capability::Assemble {
            match process::read_capped(&output, process::MAX_PARSED) {
                Err(e) => {
                    return Err(Failure::error(format!(
                        "shadercts: the {{output}} file of the backend is not read: {e}"
                    )))
                }
                Ok(Some(bytes)) => match shadercts_shader::bytecode::from_bytes(&bytes) {
                    Ok(t) => response.tokens = Some(t),
                    Err(_) => response.diagnostics.push(Diagnostic::message(format!(
                        "shadercts: the output file has {} bytes, not a whole number of tokens",
                        bytes.len()
                    ))),
                },
                Ok(None) => response.diagnostics.push(Diagnostic::message(
                    "shadercts: exit code 0 but no output file was written",
                )),
            }
        }
        Ok(response)
    }
}
