fn main() { eprintln!("async-opt: driver not built yet"); std::process::exit(1); }
