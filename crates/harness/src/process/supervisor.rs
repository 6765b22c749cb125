//! Linux: a supervisor process between the harness and each contained backend, which
//! ends everything the backend started, however it escaped its process group.
//!
//! Why: a backend's process group does not hold what it starts with `setsid` or
//! `setpgid`, and such a process, orphaned, is re-parented to init and lives on (issue
//! 35, item 3: 20 cases left 20 processes, each holding the harness's pipes open). A
//! *subreaper* (`prctl(PR_SET_CHILD_SUBREAPER)`, Linux 3.4) inherits every orphan of its
//! subtree instead of init, so a subreaper above the backend sees all of them as its own
//! children and can end them. The harness process itself is not made the subreaper: it
//! would then have to reap children it did not start by `waitpid(-1)`, which steals the
//! exit statuses of the children other threads (and tests) wait for.
//!
//! So `Command::spawn` forks the supervisor S (the `Child` the harness holds, leader of a
//! new process group), and S, from a `pre_exec` closure, becomes a subreaper and forks
//! the backend B, which goes on to `exec` as usual, in S's process group. S then:
//! - leaves that group for the harness's own, so that killing the backend's group (a
//!   timeout, or the interrupt handler of `shadercts_cleanup`) ends B but not S;
//! - closes every descriptor it inherited (B's pipes, std's exec-error pipe: `spawn`
//!   returns once B has `exec`ed);
//! - waits for B; when B has ended, or on SIGTERM (sent by [`super::kill_contained`]), or
//!   when the harness is gone (its parent changed), kills B's group and every child it
//!   has inherited, repeatedly, until it has no child left;
//! - exits as B did: the same exit code, or killed by the same signal (core dumps off),
//!   so that the harness classifies B's end as it would without S.
//!
//! Everything after the first fork runs in a child of a multi-threaded process: only
//! async-signal-safe system calls, no allocation, no locks; the second fork is a raw
//! `clone` so that no `pthread_atfork` handler runs.

use std::io;

/// How often the supervisor checks that the harness is still its parent.
const PARENT_CHECK_NS: libc::c_long = 100_000_000;
/// How many rounds of killing the supervisor makes (1 ms apart) before it gives up.
const MAX_ROUNDS: u32 = 5_000;

/// The `pre_exec` closure: in the forked child, becomes the supervisor and forks the
/// backend (which returns `Ok` and goes on to `exec`). Without subreaper support (a
/// kernel before 3.4) the child execs the backend itself, uncontained.
pub(super) fn split() -> io::Result<()> {
    // SAFETY: only async-signal-safe system calls on this process's own state.
    unsafe {
        let parent = libc::getppid();
        let parent_group = libc::getpgid(parent);
        let mut all: libc::sigset_t = std::mem::zeroed();
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::sigfillset(&mut all);
        libc::sigprocmask(libc::SIG_SETMASK, &all, &mut old);
        if libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0 {
            libc::sigprocmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
            return Ok(());
        }
        // A raw fork: the C library's fork would run atfork handlers, which may take
        // locks another thread of the harness held when it forked.
        let pid = libc::syscall(libc::SYS_clone, libc::SIGCHLD as libc::c_ulong, 0, 0, 0, 0);
        if pid < 0 {
            let e = io::Error::last_os_error();
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
            libc::sigprocmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
            return Err(e);
        }
        if pid == 0 {
            // The backend: the signal mask std set up, then the remaining closures, exec.
            libc::sigprocmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
            return Ok(());
        }
        supervise(pid as libc::pid_t, parent, parent_group)
    }
}

/// The supervisor's life (see the module documentation); never returns.
///
/// # Safety
/// Call only in the forked supervisor, with every signal blocked.
unsafe fn supervise(backend: libc::pid_t, parent: libc::pid_t, parent_group: libc::pid_t) -> ! {
    let me = libc::getpid();
    if parent_group > 0 {
        libc::setpgid(0, parent_group);
    }
    close_all();
    let mut wanted: libc::sigset_t = std::mem::zeroed();
    libc::sigemptyset(&mut wanted);
    libc::sigaddset(&mut wanted, libc::SIGCHLD);
    libc::sigaddset(&mut wanted, libc::SIGTERM);
    let mut status: Option<libc::c_int> = None;
    loop {
        reap(backend, &mut status);
        if let Some(s) = status {
            end_all(me, backend, &mut status);
            exit_as(s);
        }
        if libc::getppid() != parent {
            // The harness is gone (killed outright): end everything, quietly.
            end_all(me, backend, &mut status);
            libc::_exit(137);
        }
        let wait = libc::timespec {
            tv_sec: 0,
            tv_nsec: PARENT_CHECK_NS,
        };
        if libc::sigtimedwait(&wanted, std::ptr::null_mut(), &wait) == libc::SIGTERM {
            // The harness ends the backend: its group first, then what escaped it.
            libc::kill(-me, libc::SIGKILL);
            libc::kill(backend, libc::SIGKILL);
        }
    }
}

/// Reaps every child that has ended, keeping the backend's status.
unsafe fn reap(backend: libc::pid_t, status: &mut Option<libc::c_int>) -> bool {
    loop {
        let mut s: libc::c_int = 0;
        let r = libc::waitpid(-1, &mut s, libc::WNOHANG);
        if r == backend {
            *status = Some(s);
        }
        if r == 0 {
            return true; // children left, none ended
        }
        if r < 0 {
            return false; // no child left (ECHILD)
        }
    }
}

/// Kills the backend's group and every child of the supervisor (orphans it inherited
/// are its children), reaping, until no child is left or [`MAX_ROUNDS`] have passed.
unsafe fn end_all(me: libc::pid_t, backend: libc::pid_t, status: &mut Option<libc::c_int>) {
    for _ in 0..MAX_ROUNDS {
        // The backend's group keeps the supervisor's pid as its id.
        libc::kill(-me, libc::SIGKILL);
        kill_children(me);
        if !reap(backend, status) {
            return;
        }
        let nap = libc::timespec {
            tv_sec: 0,
            tv_nsec: 1_000_000,
        };
        libc::nanosleep(&nap, std::ptr::null_mut());
    }
}

/// SIGKILLs every pid listed in `/proc/self/task/ME/children` (and its group, for a
/// child that leads one: what it started in its group goes at once).
unsafe fn kill_children(me: libc::pid_t) {
    let mut path = [0u8; 64];
    let head = b"/proc/self/task/";
    path[..head.len()].copy_from_slice(head);
    let mut n = head.len();
    n += write_decimal(&mut path[n..], me as u64);
    let tail = b"/children\0";
    path[n..n + tail.len()].copy_from_slice(tail);
    let fd = libc::open(path.as_ptr().cast(), libc::O_RDONLY | libc::O_CLOEXEC);
    if fd < 0 {
        return;
    }
    let mut buf = [0u8; 512];
    let mut pid: i64 = 0;
    let mut digits = false;
    loop {
        let r = libc::read(fd, buf.as_mut_ptr().cast(), buf.len());
        if r <= 0 {
            break;
        }
        for &b in &buf[..r as usize] {
            if b.is_ascii_digit() {
                pid = pid.saturating_mul(10).saturating_add(i64::from(b - b'0'));
                digits = true;
            } else if digits {
                kill_one(pid);
                pid = 0;
                digits = false;
            }
        }
    }
    if digits {
        kill_one(pid);
    }
    libc::close(fd);
}

/// SIGKILLs one process and the group it leads.
unsafe fn kill_one(pid: i64) {
    if let Ok(pid) = libc::pid_t::try_from(pid) {
        if pid > 1 {
            libc::kill(pid, libc::SIGKILL);
            if libc::getpgid(pid) == pid {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
    }
}

/// Writes `v` in decimal at the start of `out`; returns the number of digits.
fn write_decimal(out: &mut [u8], mut v: u64) -> usize {
    let mut digits = [0u8; 20];
    let mut n = 0;
    loop {
        digits[n] = b'0' + (v % 10) as u8;
        n += 1;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for i in 0..n {
        out[i] = digits[n - 1 - i];
    }
    n
}

/// Closes every descriptor of the supervisor.
unsafe fn close_all() {
    if libc::syscall(libc::SYS_close_range, 0u32, u32::MAX, 0u32) == 0 {
        return;
    }
    let mut lim: libc::rlimit = std::mem::zeroed();
    let max = if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) == 0 {
        lim.rlim_cur.min(65_536) as libc::c_int
    } else {
        1024
    };
    for fd in 0..max {
        libc::close(fd);
    }
}

/// Ends the supervisor as the backend ended: its exit code, or its signal (with core
/// dumps off, so that a crashing backend gives one core file, not two).
unsafe fn exit_as(status: libc::c_int) -> ! {
    if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0);
        let none = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        libc::setrlimit(libc::RLIMIT_CORE, &none);
        libc::signal(sig, libc::SIG_DFL);
        let mut only: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut only);
        libc::sigaddset(&mut only, sig);
        libc::kill(libc::getpid(), sig);
        libc::sigprocmask(libc::SIG_UNBLOCK, &only, std::ptr::null_mut());
        libc::_exit(128 + sig);
    }
    libc::_exit(libc::WEXITSTATUS(status))
}

#[cfg(test)]
mod tests {
    use super::write_decimal;

    #[test]
    fn decimals() {
        let mut b = [0u8; 20];
        let n = write_decimal(&mut b, 0);
        assert_eq!(&b[..n], b"0");
        let n = write_decimal(&mut b, 4_194_304);
        assert_eq!(&b[..n], b"4194304");
    }
}
