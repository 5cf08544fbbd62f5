//! The MLIR lexer: turns source bytes into tokens that borrow from the source.

/// What a token is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    /// The end of the input (returned again on every later call).
    Eof,
    /// A character the lexer does not understand; the parser reports it.
    Error,
    /// `foo`, `foo.bar`, `i32`, `x$y`.
    BareIdent,
    /// `%name`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `@name` or `@"quoted name"`.
    AtIdent,
    /// `#name` (attribute alias or dialect attribute).
    HashIdent,
    /// `!name` (type alias or dialect type).
    ExclaimIdent,
    /// `42`, `0x2A`: an integer literal, without its sign.
    Integer,
    /// `1.5`, `1.`, `2.0e-3`: a float literal, without its sign.
    Float,
    /// `"text"` with its quotes and escapes, as written.
    String,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `,`.
    Comma,
    /// `:`.
    Colon,
    /// `::`, as in `@outer::@inner`.
    ColonColon,
    /// `=`.
    Equal,
    /// `->`.
    Arrow,
    /// `?`, a dynamic dimension.
    Question,
    /// `*`, as in `memref<*xf32>`.
    Star,
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `...`.
    Ellipsis,
    /// `{-#` opens a file-level metadata section (`{-# dialect_resources ... #-}`).
    FileMetadataBegin,
    /// `#-}` closes it.
    FileMetadataEnd,
    /// `|`.
    Vertical,
}

/// A token: its kind and byte span in the source.
#[derive(Copy, Clone, Debug)]
pub struct Token {
    /// What the token is.
    pub kind: Tok,
    /// Byte offset of its first byte.
    pub start: u32,
    /// Byte offset just past its last byte.
    pub end: u32,
}

/// Produces tokens on demand; cheap to copy for backtracking.
#[derive(Clone)]
pub struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
}

// Character classes, one table lookup each (the lexer's loops run on every byte).
const IDENT_START: u8 = 1;
const IDENT: u8 = 2;
const SUFFIX: u8 = 4;
const SPACE: u8 = 8;

const CLASSES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphabetic() || b == b'_' {
            t[c] |= IDENT_START;
        }
        if b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.') {
            t[c] |= IDENT | SUFFIX;
        }
        if b == b'-' {
            t[c] |= SUFFIX;
        }
        // mlir-opt's lexer skips a NUL byte like a space.
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0) {
            t[c] |= SPACE;
        }
        c += 1;
    }
    t
};

#[inline]
fn is_ident_start(c: u8) -> bool {
    CLASSES[c as usize] & IDENT_START != 0
}

/// The end of the bare identifier (`foo.bar`, `x$y`) that starts at `pos`, or `None` if
/// none does: for scans that read a few kinds of token out of text the lexer skips.
pub fn bare_ident_end(s: &[u8], pos: usize) -> Option<usize> {
    s.get(pos).is_some_and(|&c| is_ident_start(c)).then(|| run_end(s, pos, IDENT))
}

/// The end of the run of bytes from `pos` whose class has `class`.
#[inline]
fn run_end(s: &[u8], mut pos: usize, class: u8) -> usize {
    while let Some(&c) = s.get(pos) {
        if CLASSES[c as usize] & class == 0 {
            break;
        }
        pos += 1;
    }
    pos
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        Lexer { src: src.as_bytes(), pos: 0 }
    }

    /// The byte offset the next token is read from (after the last token returned).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Goes back (or forward) to byte offset `pos`, to re-lex from there.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32 }
    }

    fn skip_trivia(&mut self) {
        let s = self.src;
        loop {
            self.pos = run_end(s, self.pos, SPACE);
            if s.get(self.pos) == Some(&b'/') && s.get(self.pos + 1) == Some(&b'/') {
                // A comment ends at a carriage return too, as in mlir-opt.
                self.pos = memchr::memchr2(b'\n', b'\r', &s[self.pos..]).map_or(s.len(), |n| self.pos + n);
                continue;
            }
            return;
        }
    }

    /// After a token's first character: `long` when `rest` follows (and is consumed),
    /// else `short`.
    #[inline]
    fn two_or_one(&mut self, rest: &[u8], long: Tok, short: Tok) -> Tok {
        if self.src[self.pos..].starts_with(rest) {
            self.pos += rest.len();
            long
        } else {
            short
        }
    }

    /// The next token.
    pub fn next(&mut self) -> Token {
        self.skip_trivia();
        let s = self.src;
        let start = self.pos;
        let Some(&c) = s.get(self.pos) else { return self.tok(Tok::Eof, start) };
        self.pos += 1;
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'{' => self.two_or_one(b"-#", Tok::FileMetadataBegin, Tok::LBrace),
            b'}' => Tok::RBrace,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'*' => Tok::Star,
            b'+' => Tok::Plus,
            b'|' => Tok::Vertical,
            b':' => self.two_or_one(b":", Tok::ColonColon, Tok::Colon),
            b'-' => self.two_or_one(b">", Tok::Arrow, Tok::Minus),
            b'.' => self.two_or_one(b"..", Tok::Ellipsis, Tok::Error),
            b'"' => self.lex_string_body(),
            b'%' => self.lex_suffix_id(Tok::PercentIdent),
            b'^' => self.lex_suffix_id(Tok::CaretIdent),
            b'#' => {
                if s.get(self.pos) == Some(&b'-') && s.get(self.pos + 1) == Some(&b'}') {
                    self.pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    self.lex_prefixed_ident(Tok::HashIdent)
                }
            }
            b'!' => self.lex_prefixed_ident(Tok::ExclaimIdent),
            b'@' => {
                if s.get(self.pos) == Some(&b'"') {
                    self.pos += 1;
                    match self.lex_string_body() {
                        Tok::String => Tok::AtIdent,
                        other => other,
                    }
                } else if s.get(self.pos).is_some_and(|&c| is_ident_start(c)) {
                    self.pos = run_end(s, self.pos, IDENT);
                    Tok::AtIdent
                } else {
                    Tok::Error
                }
            }
            b'0'..=b'9' => self.lex_number(c),
            c if is_ident_start(c) => {
                self.pos = run_end(s, self.pos, IDENT);
                Tok::BareIdent
            }
            _ => {
                // A stray non-ASCII character: the token covers all of it, so slicing the
                // source at token bounds never splits a character.
                while self.pos < s.len() && (s[self.pos] & 0xC0) == 0x80 {
                    self.pos += 1;
                }
                Tok::Error
            }
        };
        self.tok(kind, start)
    }

    /// `%`/`^` names: a suffix of digits, or letters with `$._-`.
    fn lex_suffix_id(&mut self, kind: Tok) -> Tok {
        let s = self.src;
        let begin = self.pos;
        if s.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            while self.pos < s.len() && s[self.pos].is_ascii_digit() {
                self.pos += 1;
            }
        } else {
            self.pos = run_end(s, self.pos, SUFFIX);
        }
        if self.pos == begin {
            Tok::Error
        } else {
            kind
        }
    }

    /// `#name` / `!name`: an alias or a dialect symbol (`!async.token`), or a quoted form.
    fn lex_prefixed_ident(&mut self, kind: Tok) -> Tok {
        let s = self.src;
        if s.get(self.pos) == Some(&b'"') {
            self.pos += 1;
            return match self.lex_string_body() {
                Tok::String => kind,
                other => other,
            };
        }
        let begin = self.pos;
        self.pos = run_end(s, self.pos, SUFFIX);
        if self.pos == begin {
            Tok::Error
        } else {
            kind
        }
    }

    fn lex_string_body(&mut self) -> Tok {
        let s = self.src;
        while self.pos < s.len() {
            match s[self.pos] {
                b'"' => {
                    self.pos += 1;
                    return Tok::String;
                }
                b'\\' => self.pos += 2,
                b'\n' | b'\x0b' | b'\x0c' => return Tok::Error,
                _ => self.pos += 1,
            }
        }
        self.pos = s.len();
        Tok::Error
    }

    fn lex_number(&mut self, first: u8) -> Tok {
        let s = self.src;
        if first == b'0' && s.get(self.pos) == Some(&b'x') && s.get(self.pos + 1).is_some_and(|c| c.is_ascii_hexdigit())
        {
            self.pos += 1;
            while self.pos < s.len() && s[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Tok::Integer;
        }
        while self.pos < s.len() && s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        // A float needs a digit-free '.' followed by optional digits; `1.` is a float too.
        if s.get(self.pos) != Some(&b'.') {
            return Tok::Integer;
        }
        self.pos += 1;
        while self.pos < s.len() && s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(s.get(self.pos), Some(b'e' | b'E')) {
            let save = self.pos;
            self.pos += 1;
            if matches!(s.get(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if s.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                while self.pos < s.len() && s[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        Tok::Float
    }

    /// Scans a balanced `<...>` body starting right after the `<` (already consumed),
    /// honouring nested brackets and strings. Returns the end offset of the body (the
    /// position of the closing `>`), leaving the lexer after it.
    pub fn scan_pretty_body(&mut self) -> Option<usize> {
        let s = self.src;
        let mut stack: Vec<u8> = vec![b'>'];
        while self.pos < s.len() {
            let c = s[self.pos];
            self.pos += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(match c {
                    b'<' => b'>',
                    b'(' => b')',
                    b'[' => b']',
                    _ => b'}',
                }),
                b'-' if s.get(self.pos) == Some(&b'>') => {
                    // `->` inside a body is an arrow, not a closing angle bracket.
                    self.pos += 1;
                }
                b'>' | b')' | b']' | b'}' => {
                    if stack.pop() != Some(c) {
                        return None;
                    }
                    if stack.is_empty() {
                        return Some(self.pos - 1);
                    }
                }
                b'"' => {
                    if self.lex_string_body() != Tok::String {
                        return None;
                    }
                }
                _ => {}
            }
        }
        None
    }
}

/// Maps byte offsets to 1-based line and column numbers.
pub struct LineIndex {
    starts: Vec<u32>,
    /// The line of the last lookup: the parser asks in source order, so the next one is
    /// nearly always on that line or a few after it.
    hint: usize,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> Self {
        let mut starts = Vec::with_capacity(src.len() / 32);
        starts.push(0);
        starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { starts, hint: 0 }
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&mut self, offset: u32) -> (u32, u32) {
        let s = &self.starts;
        let on = |l: usize| s[l] <= offset && s.get(l + 1).is_none_or(|&next| offset < next);
        let line = match (self.hint..s.len().min(self.hint + 3)).find(|&l| on(l)) {
            Some(l) => l,
            None => s.partition_point(|&start| start <= offset) - 1,
        };
        self.hint = line;
        (line as u32 + 1, offset - s[line] + 1)
    }
}

/// Decodes the body of a string literal (without quotes): `\n`, `\t`, `\"`, `\\`, `\XX`.
/// Escapes may build bytes that are not UTF-8; an error says where its escape starts.
pub fn unescape_bytes(b: &[u8]) -> Result<Vec<u8>, (usize, &'static str)> {
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        match (b.get(i + 1), b.get(i + 2)) {
            (Some(b'n'), _) => out.push(b'\n'),
            (Some(b't'), _) => out.push(b'\t'),
            (Some(b'"'), _) => out.push(b'"'),
            (Some(b'\\'), _) => out.push(b'\\'),
            (Some(&h), Some(&l)) if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => {
                out.push((hex_val(h) << 4) | hex_val(l));
                i += 3;
                continue;
            }
            _ => return Err((i, "unknown escape in string literal")),
        }
        i += 2;
    }
    Ok(out)
}

/// [`unescape_bytes`] for text that must decode to UTF-8.
pub fn unescape(body: &str) -> Result<String, (usize, &'static str)> {
    String::from_utf8(unescape_bytes(body.as_bytes())?).map_err(|_| (0, NOT_UTF8))
}

/// Why a string that is not UTF-8 was refused: names, locations and other text are kept
/// as Rust strings; only string attribute values may hold any bytes.
pub const NOT_UTF8: &str = "a string that is not UTF-8 is supported only as an attribute value";

/// What mlir-opt's lexer reports for the error token `t`, and where.
pub fn error_message(src: &[u8], t: Token) -> (u32, &'static str) {
    const UNTERMINATED: &str = "expected '\"' in string literal";
    let next = src.get(t.start as usize + 1).copied();
    match src.get(t.start as usize) {
        Some(b'"') => (t.end, UNTERMINATED),
        Some(b'@' | b'#' | b'!') if next == Some(b'"') => (t.end, UNTERMINATED),
        Some(b'%') => (t.start, "invalid SSA name"),
        Some(b'^') => (t.start, "invalid block name"),
        Some(b'#') => (t.start, "invalid attribute name"),
        Some(b'!') => (t.start, "invalid type identifier"),
        Some(b'@') => (t.start + 1, "@ identifier expected to start with letter or '_'"),
        Some(b'.') => (t.start + 1, "expected three consecutive dots for an ellipsis"),
        _ => (t.start, "unexpected character"),
    }
}

fn hex_val(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

/// What stands for a byte that is not UTF-8 in the text the parser reads (ASCII SUB).
pub const STRAY_BYTE: u8 = 0x1A;

/// The text the parser reads for `bytes`: themselves when they are UTF-8, else a copy with
/// every byte that is not replaced by [`STRAY_BYTE`] (same length, so offsets and
/// columns stay); give the bytes to the parser too ([`crate::ParseOptions::raw`]).
pub fn text_of_bytes(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let mut rest = match std::str::from_utf8(bytes) {
        Ok(s) => return std::borrow::Cow::Borrowed(s),
        Err(_) => bytes,
    };
    let mut out = String::with_capacity(bytes.len());
    loop {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                out.push_str(s);
                return std::borrow::Cow::Owned(out);
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).expect("valid up to here"));
                let n = e.error_len().unwrap_or(bad.len());
                out.extend(std::iter::repeat_n(STRAY_BYTE as char, n));
                rest = &bad[n..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let mut l = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = l.next();
            out.push(t.kind);
            if t.kind == Tok::Eof {
                return out;
            }
        }
    }

    #[test]
    fn lexes_op_line() {
        use Tok::*;
        assert_eq!(
            kinds("%0:2 = \"foo.bar\"(%a#1) {x = 1.5e+00 : f32} : (i32) -> !async.value<f32> // c"),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                LBrace,
                BareIdent,
                Equal,
                Float,
                Colon,
                BareIdent,
                RBrace,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                ExclaimIdent,
                Less,
                BareIdent,
                Greater,
                Eof
            ]
        );
    }

    #[test]
    fn percent_hash_suffix_is_separate() {
        let mut l = Lexer::new("%x#12");
        let t = l.next();
        assert_eq!((t.kind, t.end), (Tok::PercentIdent, 2));
        assert_eq!(l.next().kind, Tok::HashIdent);
    }

    #[test]
    fn pretty_body_balances() {
        let src = "<ptr<i8>, \"a>b\", (i32) -> i64> tail";
        let mut l = Lexer::new(src);
        assert_eq!(l.next().kind, Tok::Less);
        let end = l.scan_pretty_body().unwrap();
        assert_eq!(&src[1..end], "ptr<i8>, \"a>b\", (i32) -> i64");
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape(r#"a\n\"b\\\0A"#).unwrap(), "a\n\"b\\\n");
        assert_eq!(unescape(r"ab\q"), Err((2, "unknown escape in string literal")));
        assert_eq!(unescape_bytes(br"\FF\00").unwrap(), [0xFF, 0]);
        assert!(unescape(r"\FF").is_err());
    }

    #[test]
    fn line_index() {
        let mut li = LineIndex::new("ab\ncd\n");
        assert_eq!(li.line_col(4), (2, 2));
        assert_eq!(li.line_col(0), (1, 1));
        assert_eq!(li.line_col(6), (3, 1));
        // Every offset, in and out of order, against a count of the newlines before it.
        let src = "a\n\nbcdefghijk\n\x0b\n0123456789abcdef\nxyz\n\n";
        let mut li = LineIndex::new(src);
        let expect = |o: usize| {
            let line = src[..o].matches('\n').count() as u32 + 1;
            (line, (o - src[..o].rfind('\n').map_or(0, |i| i + 1)) as u32 + 1)
        };
        for o in (0..=src.len()).chain((0..=src.len()).rev()).chain([3, 30, 1, 17, 2]) {
            assert_eq!(li.line_col(o as u32), expect(o), "offset {o}");
        }
    }
}
