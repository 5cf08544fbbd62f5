//! A large module is printed on several threads (chunks of top-level ops, written in
//! order); the text must be exactly what a single printer produces.

use async_opt_ir::Context;
use async_opt_text::{parse_source, Generation, ParseOptions, PrintOptions, Printer};

fn module_text(functions: usize) -> String {
    let mut s = String::new();
    for i in 0..functions {
        s.push_str(&format!(
            "func @f{i}(%a: i32, %c: i1) -> i32 {{\n  %k = arith.constant {i} : i32\n  %t = arith.constant true\n  %s = arith.addi %a, %k : i32\n  cond_br %c, ^bb1(%s : i32), ^bb2\n^bb1(%x: i32):\n  return %x : i32\n^bb2:\n  %r = call @f{j}(%s, %t) : (i32, i1) -> i32\n  return %r : i32\n}}\n",
            j = (i + 1) % functions
        ));
    }
    s
}

#[test]
fn parallel_print_matches_sequential() {
    let src = module_text(3000);
    let mut ctx = Context::new();
    let syntax = async_opt_dialects::register_all(&mut ctx);
    let opts = ParseOptions { filename: "big.mlir".into(), ..Default::default() };
    let (module, _) = parse_source(&mut ctx, &syntax, &src, opts).expect("parses");
    ctx.verify(module, async_opt_ir::Generation::V22).expect("verifies");
    for generation in [Generation::Seed, Generation::V14, Generation::V22] {
        let popts = PrintOptions { generation, generic: false, debuginfo: false, ..Default::default() };
        let sequential = Printer::print_top(&ctx, &syntax, module, popts);
        let mut streamed = Vec::new();
        Printer::print_top_to(&ctx, &syntax, module, popts, &mut streamed).expect("prints");
        assert_eq!(String::from_utf8(streamed).unwrap(), sequential, "{generation:?}");
        assert!(sequential.contains("%c2999_i32"), "constant names survive");
    }
}
