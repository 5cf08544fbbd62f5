//! The `interp` fuzz target's checks (fuzz/src/interp.rs) as a plain test: every seed of
//! fuzz/seeds-interp and fuzz/seeds, then deterministic mutations of them (byte edits,
//! dictionary tokens, splices), each run under the target's budget. The fuzzer explores
//! far more (docs/testing.md, "Fuzzing"); this keeps the harness compiling and holding.

#[path = "../../../fuzz/src/interp.rs"]
mod interp;

use testkit::fuzz::{self, Rng};

/// Mutated inputs per run (`FUZZ_HARNESS_MUTATIONS` overrides).
const MUTATIONS: usize = 600;

fn check(data: &[u8], what: &str) {
    fuzz::check("interp", interp::interp, data, what);
}

#[test]
fn interp_seeds_and_mutations() {
    let mut seeds = fuzz::corpus("fuzz/seeds-interp");
    assert!(seeds.len() >= 20, "fuzz/seeds-interp holds only {} programs (fuzz/make-interp-seeds.py)", seeds.len());
    for (i, s) in seeds.iter().enumerate() {
        check(s, &format!("interp seed #{i}"));
    }
    seeds.extend(fuzz::corpus("fuzz/seeds"));
    let dict = fuzz::dictionary();
    let n = fuzz::mutations(MUTATIONS);
    let mut rng = Rng::new(0x1e7e_09e4_2026);
    let interp_seeds = 32.min(seeds.len());
    for i in 0..n {
        // Mostly runnable programs: mutations of lit chunks rarely have an entry point.
        let base = if rng.below(4) == 0 { &seeds[rng.below(seeds.len())] } else { &seeds[rng.below(interp_seeds)] };
        let input = fuzz::mutate(&mut rng, base, &seeds, &dict);
        check(&input, &format!("mutation #{i}"));
    }
}
