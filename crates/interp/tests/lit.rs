//! async-runner's lit tests (`crates/interp/tests/lit/*.mlir`), run by testkit's lit
//! (see `crates/testkit/src/lit.rs` for what a RUN line may say). Their RUN lines name
//! `async-runner` (the binary under test), `FileCheck`, `mlir-opt-14` and `mlir-opt-22`
//! (`$FILECHECK`, `$MLIR_OPT_14`, `$MLIR_OPT_22` override the reference tools).

use testkit::{lit, peers};

#[test]
fn lit() {
    let tools: lit::Tools = vec![
        ("async-runner", env!("CARGO_BIN_EXE_async-runner").to_string()),
        ("FileCheck", peers::filecheck()),
        ("mlir-opt-14", peers::mlir_opt_14()),
        ("mlir-opt-22", peers::mlir_opt_22()),
    ];
    assert!(
        std::path::Path::new(&tools[1].1).is_file(),
        "FileCheck not found at {} (scripts/install-peers.sh)",
        tools[1].1
    );
    let files = testkit::mlir_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lit"));
    assert!(!files.is_empty(), "no lit tests in tests/lit");
    lit::run("async-runner-lit", lit::suite(files, tools));
}
