//! testgen: writes generated programs and mutated inputs.
//!
//!   testgen program --seed S --index I          one program on stdout
//!   testgen programs --seed S --count N --out DIR   DIR/prog-S-I.mlir and .expected
//!   testgen mutants --seed S --count N --out DIR [INPUT.mlir ...]
//!       N mutants of the inputs' chunks and of generated programs, with DIR/manifest.tsv
//!   testgen agree --out DIR [--jobs J]
//!       runs async-opt ($ASYNC_OPT) and mlir-opt-14 ($MLIR_OPT_14) on the corpus in DIR,
//!       writes DIR/results.tsv and prints a markdown summary

use std::path::PathBuf;
use std::process::exit;

use testgen::program::generate_nth;

fn usage() -> ! {
    eprintln!("usage: testgen program --seed S --index I");
    eprintln!("       testgen programs --seed S --count N --out DIR");
    eprintln!("       testgen mutants --seed S --count N --out DIR [INPUT.mlir ...]");
    eprintln!("       testgen agree --out DIR [--jobs J]");
    exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else { usage() };
    let (mut seed, mut index, mut count, mut out, mut inputs) = (0u64, 0u64, 1u64, None, Vec::new());
    let mut jobs = 2u64;
    let mut i = 1;
    while i < args.len() {
        let value = |i: usize| args.get(i + 1).cloned().unwrap_or_else(|| usage());
        let num = |i: usize| value(i).parse::<u64>().unwrap_or_else(|_| usage());
        match args[i].as_str() {
            "--seed" => seed = num(i),
            "--index" => index = num(i),
            "--count" => count = num(i),
            "--jobs" => jobs = num(i),
            "--out" => out = Some(PathBuf::from(value(i))),
            a if a.starts_with('-') => usage(),
            a => {
                inputs.push(PathBuf::from(a));
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    match cmd.as_str() {
        "program" => print!("{}", generate_nth(seed, index).to_mlir()),
        "programs" => {
            let out = out.unwrap_or_else(|| usage());
            std::fs::create_dir_all(&out).unwrap();
            for i in 0..count {
                let p = generate_nth(seed, i);
                std::fs::write(out.join(format!("prog-{seed}-{i}.mlir")), p.to_mlir()).unwrap();
                std::fs::write(out.join(format!("prog-{seed}-{i}.expected")), p.expected_output()).unwrap();
            }
        }
        "mutants" => {
            let out = out.unwrap_or_else(|| usage());
            if let Err(e) = testgen::mutate::write_corpus(seed, count as usize, &inputs, &out) {
                eprintln!("testgen: {e}");
                exit(1);
            }
        }
        "agree" => {
            let out = out.unwrap_or_else(|| usage());
            let ours = std::env::var("ASYNC_OPT").unwrap_or_else(|_| "target/release/async-opt".into());
            let theirs = std::env::var("MLIR_OPT_14").unwrap_or_else(|_| "/usr/lib/llvm-14/bin/mlir-opt".into());
            print!("{}", testgen::agree::run(&out, &ours, &theirs, jobs as usize));
        }
        _ => usage(),
    }
}
