//! The toy backend as a worker process:
//! `shadercts run --suite DIR --backend worker:target/debug/toy-worker`.

fn main() {
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    if let Err(e) =
        shadercts_backend_api::serve::serve(&shadercts_example_backend::ToyAssembler, stdin, stdout)
    {
        eprintln!("toy-worker: {e}");
        std::process::exit(1);
    }
}
