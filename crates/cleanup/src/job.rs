//! Windows' stand-in for a process group: a job object per backend child, so that killing
//! it ends whatever the child started too (Windows has no `kill(-pgid)`).
//!
//! The child is put in its job just after it is spawned: a grandchild started in that
//! instant escapes the job (std's `Command` cannot spawn a process suspended).
//!
//! The job is made with `JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`: when the harness is done
//! with a child (its registration is dropped after the child was reaped: after each
//! `cmd:` case, after a worker is replaced or the run ends), or when shadercts itself
//! ends however it ends, closing the job's handle ends whatever the child left running
//! in it, like the supervisor of a contained child on Linux (issue 35, item 3).

use std::os::windows::io::AsRawHandle;
use std::process::Child;
use windows_sys::Win32::Foundation::{CloseHandle, HANDLE};
use windows_sys::Win32::System::JobObjects::{
    AssignProcessToJobObject, CreateJobObjectW, JobObjectExtendedLimitInformation,
    SetInformationJobObject, TerminateJobObject, JOBOBJECT_EXTENDED_LIMIT_INFORMATION,
    JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
};
use windows_sys::Win32::System::Threading::{OpenProcess, TerminateProcess, PROCESS_TERMINATE};

/// The exit code of the processes a kill ends (the 137 of a Unix SIGKILL).
const KILLED: u32 = 137;

/// A child's job object, or only its pid when the job could not be made (Wine and old
/// Windows versions may refuse to nest jobs): then killing ends the child alone.
pub(crate) struct Group {
    pid: u32,
    job: Option<Job>,
}

/// An owned job object handle (closed on drop; closing does not kill the processes in it).
struct Job(HANDLE);

// SAFETY: a job handle is a kernel object handle, usable from any thread.
unsafe impl Send for Job {}

impl Drop for Job {
    fn drop(&mut self) {
        // SAFETY: the handle is owned by this value and closed once.
        unsafe {
            CloseHandle(self.0);
        }
    }
}

/// Makes closing the job's last handle end every process in it (best effort: a job
/// without the limit is still killed explicitly by [`Group::kill`]).
fn kill_on_close(job: &Job) {
    let mut info = JOBOBJECT_EXTENDED_LIMIT_INFORMATION::default();
    info.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    // SAFETY: a valid job handle, and a pointer to a structure of the size given.
    unsafe {
        SetInformationJobObject(
            job.0,
            JobObjectExtendedLimitInformation,
            (&info as *const JOBOBJECT_EXTENDED_LIMIT_INFORMATION).cast(),
            std::mem::size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
        );
    }
}

impl Group {
    /// Makes a job and puts `child` in it.
    pub(crate) fn new(child: &Child) -> Group {
        // SAFETY: no security attributes and no name: a new anonymous job, or null.
        let handle = unsafe { CreateJobObjectW(std::ptr::null(), std::ptr::null()) };
        let job = (!handle.is_null()).then_some(Job(handle)).filter(|job| {
            kill_on_close(job);
            // SAFETY: both handles are valid for the call (the child's is owned by it).
            unsafe { AssignProcessToJobObject(job.0, child.as_raw_handle() as HANDLE) != 0 }
        });
        Group {
            pid: child.id(),
            job,
        }
    }

    /// The child's pid.
    pub(crate) fn pid(&self) -> u32 {
        self.pid
    }

    /// Ends every process in the job (the child alone without a job).
    pub(crate) fn kill(&self) {
        if let Some(job) = &self.job {
            // SAFETY: a valid job handle this value owns.
            unsafe {
                TerminateJobObject(job.0, KILLED);
            }
            return;
        }
        // SAFETY: OpenProcess returns a handle or null; a handle is closed after use.
        unsafe {
            let process = OpenProcess(PROCESS_TERMINATE, 0, self.pid);
            if !process.is_null() {
                TerminateProcess(process, KILLED);
                CloseHandle(process);
            }
        }
    }
}
