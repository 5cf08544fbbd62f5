//! Affine maps and integer sets (`affine_map<(d0)[s0] -> (d0 * 4 + s0)>`,
//! `affine_set<(d0) : (d0 - 10 >= 0)>`): parsed, simplified the way MLIR's `AffineExpr`
//! operators simplify while building, and printed in MLIR's canonical spelling (dimensions
//! renamed `d0, d1, ...`, symbols `s0, ...`). The IR keeps the canonical text.

use std::fmt::Write as _;

#[derive(Clone, PartialEq, Eq, Debug)]
enum Expr {
    Dim(u32),
    Sym(u32),
    Const(i64),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum BinOp {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

use Expr::{Bin, Const, Dim, Sym};

fn bin(op: BinOp, l: Expr, r: Expr) -> Expr {
    Bin(op, Box::new(l), Box::new(r))
}

impl Expr {
    fn is_symbolic_or_constant(&self) -> bool {
        match self {
            Dim(_) => false,
            Sym(_) | Const(_) => true,
            Bin(_, l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    fn as_const(&self) -> Option<i64> {
        match self {
            Const(c) => Some(*c),
            _ => None,
        }
    }

    fn largest_known_divisor(&self) -> i64 {
        match self {
            Dim(_) | Sym(_) | Bin(BinOp::FloorDiv | BinOp::CeilDiv, ..) => 1,
            Const(c) => c.saturating_abs(),
            Bin(BinOp::Mul, l, r) => l.largest_known_divisor().saturating_mul(r.largest_known_divisor()),
            Bin(BinOp::Add | BinOp::Mod, l, r) => gcd(l.largest_known_divisor(), r.largest_known_divisor()),
        }
    }
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    a = a.saturating_abs();
    b = b.saturating_abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn modulo(a: i64, b: i64) -> i64 {
    let m = a % b;
    if m < 0 {
        m + b
    } else {
        m
    }
}

/// `l + r` as MLIR's `simplifyAdd` builds it.
fn add(l: Expr, r: Expr) -> Expr {
    if let (Some(a), Some(b)) = (l.as_const(), r.as_const()) {
        return Const(a.wrapping_add(b));
    }
    // Constants, then symbolic terms, go to the right.
    if l.as_const().is_some() || (l.is_symbolic_or_constant() && !r.is_symbolic_or_constant()) {
        return add(r, l);
    }
    if r.as_const() == Some(0) {
        return l;
    }
    // (e + c1) + c2 = e + (c1 + c2).
    if let (Bin(BinOp::Add, ll, lr), Some(c2)) = (&l, r.as_const()) {
        if let Some(c1) = lr.as_const() {
            return add((**ll).clone(), Const(c1.wrapping_add(c2)));
        }
    }
    // c1 * e + c2 * e = (c1 + c2) * e.
    let (c1, e1) = match &l {
        Bin(BinOp::Mul, a, b) if b.as_const().is_some() => (b.as_const().unwrap_or(1), &**a),
        _ => (1, &l),
    };
    let (c2, e2) = match &r {
        Bin(BinOp::Mul, a, b) if b.as_const().is_some() => (b.as_const().unwrap_or(1), &**a),
        _ => (1, &r),
    };
    if e1 == e2 {
        return mul(e1.clone(), Const(c1.wrapping_add(c2)));
    }
    // (e + c) + f = (e + f) + c.
    if let Bin(BinOp::Add, ll, lr) = &l {
        if let Some(c) = lr.as_const() {
            return add(add((**ll).clone(), r), Const(c));
        }
    }
    bin(BinOp::Add, l, r)
}

/// `l * r` as MLIR's `simplifyMul` builds it (one side must be symbolic or constant).
fn mul(l: Expr, r: Expr) -> Expr {
    if let (Some(a), Some(b)) = (l.as_const(), r.as_const()) {
        return Const(a.wrapping_mul(b));
    }
    if !r.is_symbolic_or_constant() || l.as_const().is_some() {
        return mul(r, l);
    }
    match r.as_const() {
        Some(1) => return l,
        Some(0) => return Const(0),
        _ => {}
    }
    if let Bin(BinOp::Mul, ll, lr) = &l {
        if let Some(c1) = lr.as_const() {
            // (e * c1) * c2 = e * (c1 * c2); (e * c) * f = (e * f) * c.
            return match r.as_const() {
                Some(c2) => mul((**ll).clone(), Const(c1.wrapping_mul(c2))),
                None => mul(mul((**ll).clone(), r), Const(c1)),
            };
        }
    }
    bin(BinOp::Mul, l, r)
}

/// What floordiv and ceildiv simplify alike (as MLIR): constants fold, a division by one
/// vanishes, and `(e * c) / d` is `e * (c / d)` when `d` divides `c`. Otherwise gives back
/// the dividend and a constant divisor of at least 1, or the op unsimplified.
fn simplify_div(op: BinOp, l: Expr, r: Expr, fold: fn(i64, i64) -> i64) -> Result<Expr, (Expr, i64)> {
    let Some(d) = r.as_const().filter(|&d| d >= 1) else { return Ok(bin(op, l, r)) };
    if let Some(a) = l.as_const() {
        return Ok(Const(fold(a, d)));
    }
    if d == 1 {
        return Ok(l);
    }
    if let Bin(BinOp::Mul, ll, lr) = &l {
        if let Some(c) = lr.as_const() {
            if c % d == 0 {
                return Ok(mul((**ll).clone(), Const(c / d)));
            }
        }
    }
    Err((l, d))
}

fn floordiv(l: Expr, r: Expr) -> Expr {
    let (l, d) = match simplify_div(BinOp::FloorDiv, l, r, floor_div) {
        Ok(e) => return e,
        Err(rest) => rest,
    };
    if let Bin(BinOp::Add, ll, lr) = &l {
        if ll.largest_known_divisor() % d == 0 || lr.largest_known_divisor() % d == 0 {
            return add(floordiv((**ll).clone(), Const(d)), floordiv((**lr).clone(), Const(d)));
        }
    }
    bin(BinOp::FloorDiv, l, Const(d))
}

fn ceildiv(l: Expr, r: Expr) -> Expr {
    match simplify_div(BinOp::CeilDiv, l, r, ceil_div) {
        Ok(e) => e,
        Err((l, d)) => bin(BinOp::CeilDiv, l, Const(d)),
    }
}

fn rem(l: Expr, r: Expr) -> Expr {
    let Some(d) = r.as_const().filter(|&d| d >= 1) else { return bin(BinOp::Mod, l, r) };
    if let Some(a) = l.as_const() {
        return Const(modulo(a, d));
    }
    if l.largest_known_divisor() % d == 0 {
        return Const(0);
    }
    if let Bin(BinOp::Add, ll, lr) = &l {
        if ll.largest_known_divisor() % d == 0 {
            return rem((**lr).clone(), Const(d));
        }
        if lr.largest_known_divisor() % d == 0 {
            return rem((**ll).clone(), Const(d));
        }
    }
    if let Bin(BinOp::Mod, ll, lr) = &l {
        if let Some(m) = lr.as_const() {
            if m >= 1 && modulo(m, d) == 0 {
                return rem((**ll).clone(), Const(d));
            }
        }
    }
    bin(BinOp::Mod, l, r)
}

fn neg(e: Expr) -> Expr {
    mul(e, Const(-1))
}

// ----------------------------------------------------------------------------------
// Printing (MLIR's `printAffineExprInternal`)
// ----------------------------------------------------------------------------------

#[derive(Copy, Clone, PartialEq)]
enum Strength {
    Weak,
    Strong,
}

fn print_expr(e: &Expr, strength: Strength, out: &mut String) {
    let (op, l, r) = match e {
        Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        Sym(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        Const(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        Bin(op, l, r) => (*op, &**l, &**r),
    };
    let strong = strength == Strength::Strong;
    if strong {
        out.push('(');
    }
    if op != BinOp::Add {
        if op == BinOp::Mul && r.as_const() == Some(-1) {
            out.push('-');
            print_expr(l, Strength::Strong, out);
        } else {
            print_expr(l, Strength::Strong, out);
            out.push_str(match op {
                BinOp::Mul => " * ",
                BinOp::FloorDiv => " floordiv ",
                BinOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            });
            print_expr(r, Strength::Strong, out);
        }
    } else if let Some((rl, c)) = match r {
        Bin(BinOp::Mul, rl, rr) => rr.as_const().filter(|&c| c <= -1).map(|c| (&**rl, c)),
        _ => None,
    } {
        // `a + b * -1` is `a - b`; `a + b * -3` is `a - b * 3`.
        print_expr(l, Strength::Weak, out);
        out.push_str(" - ");
        if c == -1 {
            let s = if matches!(rl, Bin(BinOp::Add, ..)) { Strength::Strong } else { Strength::Weak };
            print_expr(rl, s, out);
        } else {
            print_expr(rl, Strength::Strong, out);
            let _ = write!(out, " * {}", -(c as i128));
        }
    } else if let Some(c) = r.as_const().filter(|&c| c < 0) {
        print_expr(l, Strength::Weak, out);
        let _ = write!(out, " - {}", -(c as i128));
    } else {
        print_expr(l, Strength::Weak, out);
        out.push_str(" + ");
        print_expr(r, Strength::Weak, out);
    }
    if strong {
        out.push(')');
    }
}

/// `(d0, d1)[s0]`: the dimension list, and the symbol list when there are symbols.
fn print_dims(dims: u32, syms: u32, out: &mut String) {
    let list = |out: &mut String, open: char, prefix: char, n: u32, close: char| {
        out.push(open);
        for i in 0..n {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{prefix}{i}");
        }
        out.push(close);
    };
    list(out, '(', 'd', dims, ')');
    if syms > 0 {
        list(out, '[', 's', syms, ']');
    }
}

/// The canonical text of the identity map of `rank` dimensions (what a memref layout
/// that says nothing looks like).
pub(crate) fn identity_map(rank: usize) -> String {
    let mut s = String::from("affine_map<");
    print_dims(rank as u32, 0, &mut s);
    s.push_str(" -> ");
    print_dims(rank as u32, 0, &mut s);
    s.push('>');
    s
}

// ----------------------------------------------------------------------------------
// Parsing (MLIR's `AffineParser`)
// ----------------------------------------------------------------------------------

/// A parse failure: byte offset into the text given, and message.
pub(crate) type AffineError = (usize, String);

struct P<'s> {
    s: &'s [u8],
    pos: usize,
    dims: Vec<&'s str>,
    syms: Vec<&'s str>,
    /// Operators and parentheses in the current expression: bounds the depth of the
    /// expression tree, which parsing, simplifying, printing and dropping recurse over.
    steps: usize,
}

impl<'s> P<'s> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && (self.s[self.pos] as char).is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.skip_ws();
        if self.s[self.pos..].starts_with(tok.as_bytes()) {
            // Keywords must not run into an identifier.
            let end = self.pos + tok.len();
            if tok.as_bytes()[0].is_ascii_alphabetic()
                && self.s.get(end).is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
            {
                return false;
            }
            self.pos = end;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: &str, what: &str) -> Result<(), AffineError> {
        if self.eat(tok) {
            Ok(())
        } else {
            Err(self.err(what))
        }
    }

    /// Counts one operator or parenthesis of the current expression.
    fn step(&mut self) -> Result<(), AffineError> {
        self.steps += 1;
        if self.steps > crate::limits::MAX_VALUE_NESTING {
            let max = crate::limits::MAX_VALUE_NESTING;
            return Err(self.err(&format!("affine expression with more than {max} operators is not supported")));
        }
        Ok(())
    }

    fn err(&mut self, msg: &str) -> AffineError {
        self.skip_ws();
        (self.pos, msg.to_owned())
    }

    fn ident(&mut self) -> Option<&'s str> {
        self.skip_ws();
        let start = self.pos;
        match self.s.get(self.pos) {
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
            _ => return None,
        }
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || b"_$.".contains(&self.s[self.pos]))
        {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).ok()
    }

    fn integer(&mut self) -> Result<Option<i64>, AffineError> {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if start == self.pos {
            return Ok(None);
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).unwrap_or("");
        text.parse::<i64>().map(Some).map_err(|_| (start, "constant too large for index".to_owned()))
    }

    /// `(d0, d1)` then optional `[s0]`.
    fn dim_and_symbol_lists(&mut self) -> Result<(), AffineError> {
        self.expect("(", "expected '(' at start of dimensional identifiers list")?;
        self.dims = self.id_list(")")?;
        if self.eat("[") {
            self.syms = self.id_list("]")?;
        }
        Ok(())
    }

    fn id_list(&mut self, close: &str) -> Result<Vec<&'s str>, AffineError> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            let at = self.pos;
            let Some(id) = self.ident() else { return Err(self.err("expected bare identifier")) };
            if self.dims.contains(&id) || out.contains(&id) {
                return Err((at, "redefinition of identifier '".to_owned() + id + "'"));
            }
            out.push(id);
            if !self.eat(",") {
                break;
            }
        }
        self.expect(close, &format!("expected '{close}'"))?;
        Ok(out)
    }

    fn expr(&mut self) -> Result<Expr, AffineError> {
        let mut lhs = self.high_prec()?;
        loop {
            if self.eat("+") {
                self.step()?;
                let r = self.high_prec()?;
                lhs = add(lhs, r);
            } else if self.peek() == Some(b'-') && self.s.get(self.pos + 1) != Some(&b'>') {
                self.pos += 1;
                self.step()?;
                let r = self.high_prec()?;
                lhs = add(lhs, neg(r));
            } else {
                return Ok(lhs);
            }
        }
    }

    fn high_prec(&mut self) -> Result<Expr, AffineError> {
        let mut lhs = self.operand()?;
        loop {
            let at = {
                self.skip_ws();
                self.pos
            };
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("floordiv") {
                BinOp::FloorDiv
            } else if self.eat("ceildiv") {
                BinOp::CeilDiv
            } else if self.eat("mod") {
                BinOp::Mod
            } else {
                return Ok(lhs);
            };
            self.step()?;
            let rhs = self.operand()?;
            lhs = match op {
                BinOp::Mul => {
                    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                        return Err((
                            at,
                            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                                .to_owned(),
                        ));
                    }
                    mul(lhs, rhs)
                }
                _ => {
                    if !rhs.is_symbolic_or_constant() {
                        return Err((at, "non-affine expression: right operand of floordiv, ceildiv, and mod has to be either a constant or symbolic".to_owned()));
                    }
                    match op {
                        BinOp::FloorDiv => floordiv(lhs, rhs),
                        BinOp::CeilDiv => ceildiv(lhs, rhs),
                        _ => rem(lhs, rhs),
                    }
                }
            };
        }
    }

    fn operand(&mut self) -> Result<Expr, AffineError> {
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                self.step()?;
                if self.eat(")") {
                    return Err(self.err("no expression inside parentheses"));
                }
                let e = self.expr()?;
                self.expect(")", "expected ')'")?;
                Ok(e)
            }
            Some(b'-') => {
                self.pos += 1;
                self.step()?;
                let e = self.operand()?;
                Ok(neg(e))
            }
            Some(c) if c.is_ascii_digit() => Ok(Const(self.integer()?.unwrap_or(0))),
            _ => {
                let at = self.pos;
                match self.ident() {
                    Some(id) => {
                        if let Some(i) = self.dims.iter().position(|&d| d == id) {
                            Ok(Dim(i as u32))
                        } else if let Some(i) = self.syms.iter().position(|&d| d == id) {
                            Ok(Sym(i as u32))
                        } else {
                            Err((at, format!("use of undeclared identifier '{id}'")))
                        }
                    }
                    None => Err(self.err("expected affine expression")),
                }
            }
        }
    }
}

/// Parses the body of `affine_map<...>` or `affine_set<...>` starting right after the
/// keyword (at the `<`). Returns the canonical text of the whole attribute and the number
/// of bytes consumed (through the closing `>`).
pub(crate) fn parse(keyword: &str, text: &str) -> Result<(String, usize), AffineError> {
    let mut p = P { s: text.as_bytes(), pos: 0, dims: Vec::new(), syms: Vec::new(), steps: 0 };
    p.expect("<", "expected '<'")?;
    p.dim_and_symbol_lists()?;
    let mut out = String::with_capacity(32);
    out.push_str(keyword);
    out.push('<');
    print_dims(p.dims.len() as u32, p.syms.len() as u32, &mut out);
    if keyword == "affine_map" {
        p.expect("->", "expected '->' or '['")?;
        p.expect("(", "expected '(' at start of affine map range")?;
        out.push_str(" -> (");
        if !p.eat(")") {
            let mut first = true;
            loop {
                p.steps = 0;
                let e = p.expr()?;
                if !first {
                    out.push_str(", ");
                }
                first = false;
                print_expr(&e, Strength::Weak, &mut out);
                if !p.eat(",") {
                    break;
                }
            }
            p.expect(")", "expected ')' at end of affine map range")?;
        }
    } else {
        p.expect(":", "expected ':' or '['")?;
        p.expect("(", "expected '(' at start of integer set constraint list")?;
        out.push_str(" : (");
        let mut first = true;
        loop {
            p.steps = 0;
            let l = p.expr()?;
            let (e, eq) = if p.eat(">=") {
                let r = p.expr()?;
                (add(l, neg(r)), false)
            } else if p.eat("<=") {
                let r = p.expr()?;
                (add(r, neg(l)), false)
            } else if p.eat("==") {
                let r = p.expr()?;
                (add(l, neg(r)), true)
            } else {
                return Err(p.err("expected '== 0' or '>= 0' at end of affine constraint"));
            };
            if !first {
                out.push_str(", ");
            }
            first = false;
            print_expr(&e, Strength::Weak, &mut out);
            out.push_str(if eq { " == 0" } else { " >= 0" });
            if !p.eat(",") {
                break;
            }
        }
        p.expect(")", "expected ')' at end of integer set constraint list")?;
    }
    out.push(')');
    p.expect(">", "expected '>'")?;
    out.push('>');
    Ok((out, p.pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(s: &str) -> String {
        parse("affine_map", s).map(|r| r.0).unwrap_or_else(|e| format!("error at {}: {}", e.0, e.1))
    }

    #[test]
    fn canonical_maps() {
        assert_eq!(map("<(i, j) -> (j, i)>"), "affine_map<(d0, d1) -> (d1, d0)>");
        assert_eq!(
            map("<(i, j) -> (j + 2 + 3, 2 * i, i - j, -i, i * -3 + j, (i + j) floordiv 1, i mod 4 * 2, 3 + 4)>"),
            "affine_map<(d0, d1) -> (d1 + 5, d0 * 2, d0 - d1, -d0, d0 * -3 + d1, d0 + d1, (d0 mod 4) * 2, 7)>"
        );
        assert_eq!(
            map("<(d0)[s0] -> (s0 + d0, s0 * 2 + d0 ceildiv 4)>"),
            "affine_map<(d0)[s0] -> (d0 + s0, d0 ceildiv 4 + s0 * 2)>"
        );
        assert_eq!(map("<() -> (0)>"), "affine_map<() -> (0)>");
        assert_eq!(map("<(d0) -> ()>"), "affine_map<(d0) -> ()>");
    }

    #[test]
    fn canonical_sets() {
        let s = parse("affine_set", "<(d0, d1)[s0] : (d0 - s0 >= 0, d0 + d1 == 0, d1 <= 3, 5 >= d0)> rest").unwrap();
        assert_eq!(s.0, "affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d0 + d1 == 0, -d1 + 3 >= 0, -d0 + 5 >= 0)>");
        assert_eq!(&"<(d0, d1)[s0] : (d0 - s0 >= 0, d0 + d1 == 0, d1 <= 3, 5 >= d0)> rest"[s.1..], " rest");
    }

    #[test]
    fn errors() {
        assert!(map("<(i) -> (i * i)>").starts_with("error"));
        assert!(map("<(i) -> (k)>").contains("undeclared identifier 'k'"));
    }
}
