//! For a Windows target, compiles the Direct3D 9 worker (tools/wine-d3d9-worker) with
//! mingw-w64 so that the `d3d9` backend can embed it (src/backends/d3d9_native.rs). The
//! compiler: `SHADERCTS_D3D9_WORKER_CC` when set (`none` to skip), else
//! `<arch>-w64-mingw32-gcc`, else (on a Windows host) `gcc`. Without one the build
//! goes on with a warning and the `d3d9` backend needs `SHADERCTS_D3D9_WORKER` at run
//! time. Other targets: nothing is done.

use std::path::PathBuf;
use std::process::Command;

const SOURCE: &str = "../../tools/wine-d3d9-worker/wine-d3d9-worker.c";

fn main() {
    println!("cargo::rustc-check-cfg=cfg(shadercts_d3d9_worker)");
    println!("cargo::rerun-if-changed={SOURCE}");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=SHADERCTS_D3D9_WORKER_CC");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let Some(out_dir) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        println!("cargo::warning=OUT_DIR is not set: the d3d9 worker is not embedded");
        return;
    };
    let arch = match std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() {
        Ok("x86") => "i686".to_string(),
        Ok(a) => a.to_string(),
        Err(_) => "x86_64".to_string(),
    };
    let compilers: Vec<String> = match std::env::var("SHADERCTS_D3D9_WORKER_CC") {
        Ok(cc) if cc == "none" => return,
        Ok(cc) if !cc.is_empty() => vec![cc],
        _ => {
            let mut v = vec![format!("{arch}-w64-mingw32-gcc")];
            if cfg!(windows) {
                v.push("gcc".into());
            }
            v
        }
    };
    let exe = out_dir.join("wine-d3d9-worker.exe");
    let mut tried = Vec::new();
    for cc in &compilers {
        let result = Command::new(cc)
            .args(["-O2", "-o"])
            .arg(&exe)
            .arg(SOURCE)
            .args(["-ld3d9", "-lgdi32", "-luser32"])
            .output();
        match result {
            Ok(o) if o.status.success() && exe.is_file() => {
                println!("cargo::rustc-cfg=shadercts_d3d9_worker");
                println!(
                    "cargo::rustc-env=SHADERCTS_D3D9_WORKER_EXE={}",
                    exe.display()
                );
                return;
            }
            Ok(o) => tried.push(format!(
                "{cc} failed ({}): {}",
                o.status,
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" | ")
            )),
            Err(e) => tried.push(format!("{cc}: {e}")),
        }
    }
    println!(
        "cargo::warning=the d3d9 worker is not embedded (the `d3d9` backend will need \
         SHADERCTS_D3D9_WORKER at run time): {}",
        tried.join("; ")
    );
}
