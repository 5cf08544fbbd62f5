//! The fuzz targets' checks (fuzz/src/harness.rs) as a plain test, without libFuzzer:
//! every seed of fuzz/seeds, then a few thousand deterministic mutations of them (byte
//! edits, dictionary tokens from fuzz/mlir.dict, splices). The real fuzzers explore far
//! more; this keeps the harness compiling and its properties holding in every test run.
//! See docs/testing.md, "Fuzzing".

#[path = "../../../fuzz/src/harness.rs"]
#[allow(dead_code)]
mod harness;

use testkit::fuzz::{self, Rng};

/// Mutated inputs per run (`FUZZ_HARNESS_MUTATIONS` overrides).
const MUTATIONS: usize = 3000;

fn seeds() -> Vec<Vec<u8>> {
    let seeds = fuzz::corpus("fuzz/seeds");
    assert!(seeds.len() >= 20, "fuzz/seeds holds only {} inputs", seeds.len());
    seeds
}

/// Runs every target on one input.
fn check(data: &[u8], what: &str) {
    fuzz::check("parse", harness::parse, data, what);
    fuzz::check("parse_verify", harness::parse_verify, data, what);
    fuzz::check("pass", harness::pass, data, what);
    fuzz::check("sharded", harness::sharded, data, what);
    fuzz::check("ref_counting", harness::ref_counting, data, what);
    fuzz::check("parallel_for", harness::parallel_for, data, what);
}

#[test]
fn seeds_pass_every_target() {
    for (i, seed) in seeds().iter().enumerate() {
        check(seed, &format!("seed #{i}"));
    }
}

#[test]
fn deterministic_mutations_pass_every_target() {
    let seeds = seeds();
    let dict = fuzz::dictionary();
    let n = fuzz::mutations(MUTATIONS);
    // The mutations are a function of this seed, the same in every run.
    let mut rng = Rng::new(0x5eed_a57c_0f00_2026);
    for i in 0..n {
        let base = &seeds[rng.below(seeds.len())];
        let input = fuzz::mutate(&mut rng, base, &seeds, &dict);
        check(&input, &format!("mutation #{i}"));
    }
}
