//! The process-wide cleanup set of shadercts, and what happens on SIGINT, SIGTERM and SIGHUP.
//!
//! Everything that must not outlive an interrupted command registers itself here when it
//! is created and unregisters (drops its [`Tracked`]) when it is finished: the process
//! groups of backend children ([`track_child`]) and temporary files and folders
//! ([`track_path`]). On the first SIGINT, SIGTERM or SIGHUP, the thread started by
//! [`install`] kills every registered process group (SIGKILL), removes every registered
//! path, waits for a [`critical`] section in progress (a journal line being written) to
//! end, and exits with 128 + the signal number: 130 (SIGINT), 143 (SIGTERM), 129 (SIGHUP).
//! A temporary that becomes permanent (a staging folder renamed into place) does so
//! through [`commit`], which never runs once a signal has arrived.
//! A second signal while that cleanup runs ends the process at once, with the same code.
//!
//! SIGXFSZ (a write past `ulimit -f`) would kill the process outright and leave its
//! temporaries behind: [`install`] catches it, so such a write fails with `EFBIG`
//! instead and the error path removes what it made (see [`io_message`]). Children get the
//! default action back when they exec (a caught signal is reset, an ignored one is not).
//!
//! Registration and spawning happen under the set's lock, and the handler keeps that lock
//! until the process exits: a child is either registered before the cleanup starts (and
//! killed by it) or never started.
//!
//! On Windows the interrupting signals are Ctrl-C (SIGINT, 130), Ctrl-Break (SIGBREAK,
//! 149) and SIGTERM (143, from `raise` only), and a child's "process group" is a job
//! object it is put in when it is spawned ([`kill_group`] ends the job).

mod atomic;
#[cfg(windows)]
mod job;
pub mod lock;
mod message;

pub use atomic::write_file;
pub use message::io_message;

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Child;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, RwLock};
use std::time::Duration;

#[cfg(windows)]
use signal_hook::consts::SIGBREAK;
#[cfg(unix)]
use signal_hook::consts::SIGHUP;
use signal_hook::consts::{SIGINT, SIGTERM};

/// The signals that interrupt a command.
#[cfg(unix)]
pub const SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGHUP];
/// The signals that interrupt a command (Windows has no SIGHUP; Ctrl-Break is SIGBREAK).
#[cfg(windows)]
pub const SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGBREAK];

/// One thing to clean up.
enum Entry {
    /// A process group (its leader's pid).
    #[cfg(unix)]
    Group(i32),
    /// A child's job object (what stands for its process group on Windows).
    #[cfg(windows)]
    Group(job::Group),
    /// A temporary file or folder.
    Path(PathBuf),
}

/// The cleanup set.
struct Set {
    next: u64,
    entries: BTreeMap<u64, Entry>,
}

impl Set {
    fn insert(&mut self, e: Entry) -> Tracked {
        self.next += 1;
        self.entries.insert(self.next, e);
        Tracked(self.next)
    }
}

static SET: Mutex<Set> = Mutex::new(Set {
    next: 0,
    entries: BTreeMap::new(),
});
static CRITICAL: RwLock<()> = RwLock::new(());
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
static INSTALLED: OnceLock<()> = OnceLock::new();
/// Set by the signal handler itself, the moment a signal arrives (before the cleanup
/// thread wakes up).
static SEEN: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The set, even if a thread panicked while holding it (the set stays consistent: every
/// change is one map operation).
fn set() -> MutexGuard<'static, Set> {
    SET.lock().unwrap_or_else(|e| e.into_inner())
}

/// A registration in the cleanup set; dropping it unregisters (it kills or removes
/// nothing: the owner has finished with the child or path by then).
#[must_use = "dropping the registration at once unregisters the child or path"]
#[derive(Debug)]
pub struct Tracked(u64);

impl Drop for Tracked {
    fn drop(&mut self) {
        set().entries.remove(&self.0);
    }
}

/// The error of starting something after an interrupting signal arrived.
fn interrupted_error() -> io::Error {
    io::Error::new(io::ErrorKind::Interrupted, "shadercts is being interrupted")
}

/// True once an interrupting signal has arrived (the process is about to exit).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst) || SEEN.get().is_some_and(|s| s.load(Ordering::SeqCst))
}

/// Waits for the exit the signal handler makes; for a thread that has seen
/// [`interrupted`] and must not go on (the handler exits with 128 + the signal).
pub fn wait_for_exit() -> ! {
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// After an interrupting signal, waits for the handler's exit (see [`wait_for_exit`]);
/// returns at once otherwise. For an error path whose error the interruption caused, so
/// that the command exits with 128 + the signal rather than with that error.
pub fn wait_if_interrupted() {
    if interrupted() {
        wait_for_exit();
    }
}

/// Spawns a child (which must lead its own process group: `Command::process_group(0)`)
/// and registers its group, atomically with respect to the signal handler.
pub fn track_child(spawn: impl FnOnce() -> io::Result<Child>) -> io::Result<(Child, Tracked)> {
    let mut s = set();
    if interrupted() {
        return Err(interrupted_error());
    }
    let child = spawn()?;
    #[cfg(unix)]
    let group = i32::try_from(child.id()).map_err(|_| io::Error::other("pid out of range"))?;
    #[cfg(windows)]
    let group = job::Group::new(&child);
    let t = s.insert(Entry::Group(group));
    Ok((child, t))
}

/// Kills the job of a child registered by [`track_child`] (the child and everything it
/// started since), if it is still registered; the Windows counterpart of killing a
/// process group. The caller still kills and reaps the child itself.
#[cfg(windows)]
pub fn kill_group(pid: u32) {
    for e in set().entries.values() {
        if let Entry::Group(g) = e {
            if g.pid() == pid {
                g.kill();
            }
        }
    }
}

/// Creates a temporary file or folder with `create` and registers the path `path_of`
/// gives for it, atomically with respect to the signal handler.
pub fn track_path<T>(
    create: impl FnOnce() -> io::Result<T>,
    path_of: impl FnOnce(&T) -> PathBuf,
) -> io::Result<(T, Tracked)> {
    let mut s = set();
    if interrupted() {
        return Err(interrupted_error());
    }
    let made = create()?;
    let t = s.insert(Entry::Path(path_of(&made)));
    Ok((made, t))
}

/// Runs `commit`, the step that makes a registered temporary permanent (renaming a
/// staging folder into place), and on success unregisters it, atomically with respect to
/// the signal handler: once an interrupting signal has arrived, `commit` is never run
/// (the handler removes the temporary) and this call waits for the handler's exit.
///
/// Without it a rename racing the handler's removal could leave a half-deleted folder at
/// the target: the removal goes on through the folder it opened, wherever it was moved.
/// On an error `tracked` is dropped (unregistered); the caller removes the temporary.
pub fn commit<T, E>(tracked: Tracked, commit: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    let mut s = set();
    if interrupted() {
        drop(s);
        wait_for_exit();
    }
    let r = commit();
    if r.is_ok() {
        // Unregistered here, under the lock already held (dropping it would lock again).
        s.entries.remove(&tracked.0);
        std::mem::forget(tracked);
    }
    r
}

/// Runs `f` so that an interrupting signal's exit waits for it to finish (for writes
/// that must be whole, such as a journal line). Keep `f` short and free of blocking waits.
pub fn critical<T>(f: impl FnOnce() -> T) -> T {
    let _guard = CRITICAL.read().unwrap_or_else(|e| e.into_inner());
    f()
}

/// Installs the handling of SIGINT, SIGTERM and SIGHUP for the whole process (once;
/// later calls do nothing).
#[cfg(unix)]
pub fn install() -> io::Result<()> {
    if INSTALLED.get().is_some() {
        return Ok(());
    }
    let seen = Arc::clone(SEEN.get_or_init(|| Arc::new(AtomicBool::new(false))));
    for sig in SIGNALS {
        // Registered first, so that it sees `seen` still false at the first signal and
        // ends the process only at the second one.
        signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, Arc::clone(&seen))?;
        signal_hook::flag::register(sig, Arc::clone(&seen))?;
    }
    // Caught, not ignored: a write past the file size limit then fails with EFBIG (and
    // its error path cleans up), while backend children still get the default action.
    signal_hook::flag::register(libc::SIGXFSZ, Arc::new(AtomicBool::new(false)))?;
    let mut signals = signal_hook::iterator::Signals::new(SIGNALS)?;
    std::thread::Builder::new()
        .name("shadercts-signals".into())
        .spawn(move || {
            if let Some(sig) = signals.forever().next() {
                clean_up_and_exit(sig);
            }
        })?;
    let _ = INSTALLED.set(());
    Ok(())
}

/// Installs the handling of Ctrl-C, Ctrl-Break and SIGTERM for the whole process (once;
/// later calls do nothing).
#[cfg(windows)]
pub fn install() -> io::Result<()> {
    if INSTALLED.get().is_some() {
        return Ok(());
    }
    let seen = Arc::clone(SEEN.get_or_init(|| Arc::new(AtomicBool::new(false))));
    let mut raised = Vec::new();
    for sig in SIGNALS {
        // The same order as on Unix: the second signal ends the process at once.
        signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, Arc::clone(&seen))?;
        signal_hook::flag::register(sig, Arc::clone(&seen))?;
        let flag = Arc::new(AtomicBool::new(false));
        signal_hook::flag::register(sig, Arc::clone(&flag))?;
        raised.push((sig, flag));
    }
    // signal-hook has no signal iterator on Windows: the thread polls one flag per
    // signal instead (the cleanup starts at most 10 ms after the signal).
    std::thread::Builder::new()
        .name("shadercts-signals".into())
        .spawn(move || loop {
            for (sig, flag) in &raised {
                if flag.load(Ordering::SeqCst) {
                    clean_up_and_exit(*sig);
                }
            }
            std::thread::sleep(Duration::from_millis(10));
        })?;
    let _ = INSTALLED.set(());
    Ok(())
}

/// Removes a file, or a folder and everything in it; a folder a dying child was still
/// writing into gets a few more tries.
fn remove(path: &Path) {
    for _ in 0..5 {
        let r = match std::fs::symlink_metadata(path) {
            Ok(m) if m.is_dir() => std::fs::remove_dir_all(path),
            Ok(_) => std::fs::remove_file(path),
            Err(_) => return,
        };
        if r.is_ok() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Writes to standard error without Rust's lock (another thread may hold it).
fn say(msg: &str) {
    // SAFETY: write(2) on fd 2 with a valid buffer and its length.
    #[cfg(unix)]
    unsafe {
        libc::write(2, msg.as_ptr().cast(), msg.len());
    }
    // SAFETY: the C runtime's _write on fd 2 with a valid buffer and its length (the
    // message is far shorter than u32::MAX).
    #[cfg(windows)]
    unsafe {
        libc::write(2, msg.as_ptr().cast(), msg.len() as libc::c_uint);
    }
}

/// The name of an interrupting signal.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        SIGINT => "SIGINT",
        SIGTERM => "SIGTERM",
        #[cfg(unix)]
        SIGHUP => "SIGHUP",
        #[cfg(windows)]
        SIGBREAK => "Ctrl-Break",
        _ => "a signal",
    }
}

/// Kills the registered process groups, removes the registered paths, waits for critical
/// sections, and exits with 128 + `sig`.
fn clean_up_and_exit(sig: i32) -> ! {
    INTERRUPTED.store(true, Ordering::SeqCst);
    // Kept until exit: nothing can be registered (or spawned through track_child) now.
    let s = set();
    let mut groups = 0;
    for e in s.entries.values() {
        if let Entry::Group(group) = e {
            // SAFETY: kill(2) on a process group this process created; no memory involved.
            #[cfg(unix)]
            unsafe {
                libc::kill(-*group, libc::SIGKILL);
            }
            #[cfg(windows)]
            group.kill();
            groups += 1;
        }
    }
    let mut paths = 0;
    for e in s.entries.values() {
        if let Entry::Path(p) = e {
            remove(p);
            paths += 1;
        }
    }
    let _w = CRITICAL.write().unwrap_or_else(|e| e.into_inner());
    say(&format!(
        "shadercts: interrupted by {}: stopped {groups} backend process group(s), removed {paths} temporary file(s) or folder(s)\n",
        signal_name(sig)
    ));
    signal_hook::low_level::exit(128 + sig)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registrations_come_and_go() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("x");
        let (_, t) = track_path(|| std::fs::write(&p, b"x"), |_| p.clone()).expect("track");
        let n = set().entries.len();
        assert!(n >= 1);
        drop(t);
        assert_eq!(set().entries.len(), n - 1);
        // Unregistering does not remove the file: its owner decides.
        assert!(p.exists());
    }

    #[test]
    fn commit_runs_and_unregisters_only_on_success() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("staging");
        let (_, t) = track_path(|| std::fs::create_dir(&p), |_| p.clone()).expect("track");
        let id = t.0;
        let r: Result<(), &str> = commit(t, || Err("no"));
        assert_eq!(r, Err("no"));
        assert!(!set().entries.contains_key(&id), "dropped on an error");
        let (_, t) = track_path(|| Ok(()), |_| p.clone()).expect("track");
        let id = t.0;
        let target = dir.path().join("target");
        commit(t, || std::fs::rename(&p, &target)).expect("renamed");
        assert!(target.is_dir());
        assert!(!set().entries.contains_key(&id), "unregistered on success");
    }
}
