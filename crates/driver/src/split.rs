//! `-split-input-file`: chunks separated by `// -----`, cut as mlir-opt's
//! `splitAndProcessBuffer` cuts them (the same in LLVM 14 and 22).
//!
//! The input is split at every `// ---`; a piece that then starts with `--`, is longer than
//! that and does not go on with `0` closes the chunk before it, and the next chunk starts
//! right after the `// -----`: code before a marker on its line stays in the chunk
//! (`} // -----`), and what follows it on the line begins the next one (`// ------` leaves a
//! `-` there, which does not parse). Any other piece is a near miss, reported with a
//! warning, and stays in the chunk. An empty chunk before a marker is not closed by it (so
//! a file that starts with the marker keeps its `--`), and an empty last chunk is dropped.

/// One chunk: its text and where it starts in the file.
pub struct Chunk<'a> {
    /// The chunk's text, without the marker.
    pub text: &'a str,
    /// Lines before the chunk's first line.
    pub line_offset: u32,
    /// Columns before the chunk's start on its first line.
    pub col_offset: u32,
}

/// The chunks of `src`, and the byte offsets of near misses with the marker.
pub fn split(src: &str) -> (Vec<Chunk<'_>>, Vec<usize>) {
    const PREFIX: &str = "// ---";
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut near_misses = Vec::new();
    let mut pieces = src.split(PREFIX).map(|p| {
        let start = p.as_ptr() as usize - src.as_ptr() as usize;
        (start, start + p.len())
    });
    let mut prev = pieces.next().expect("split yields a piece");
    for (start, end) in pieces {
        let piece = &src.as_bytes()[start..end];
        if prev.0 == prev.1 {
            prev = (start, end);
        } else if piece.starts_with(b"--") && piece.len() > 2 && piece[2] != b'0' {
            ranges.push(prev);
            prev = (start + 2, end);
        } else {
            near_misses.push(start);
            prev.1 = end;
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }
    let mut chunks = Vec::with_capacity(ranges.len());
    let (mut counted, mut line) = (0usize, 0u32);
    for (start, end) in ranges {
        line += memchr::memchr_iter(b'\n', &src.as_bytes()[counted..start]).count() as u32;
        counted = start;
        let line_start = memchr::memrchr(b'\n', &src.as_bytes()[..start]).map_or(0, |i| i + 1);
        chunks.push(Chunk { text: &src[start..end], line_offset: line, col_offset: (start - line_start) as u32 });
    }
    (chunks, near_misses)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<&str> {
        split(src).0.iter().map(|c| c.text).collect()
    }

    #[test]
    fn splits_and_keeps_line_offsets() {
        let (c, misses) = split("a\n// -----\nb\nc\n// -----\n");
        assert!(misses.is_empty());
        assert_eq!(c.len(), 3);
        assert_eq!((c[0].text, c[0].line_offset, c[0].col_offset), ("a\n", 0, 0));
        assert_eq!((c[1].text, c[1].line_offset, c[1].col_offset), ("\nb\nc\n", 1, 8));
        // The newline after the last marker is a chunk (an empty module).
        assert_eq!((c[2].text, c[2].line_offset, c[2].col_offset), ("\n", 4, 8));
    }

    #[test]
    fn the_rest_of_the_marker_line_starts_the_next_chunk() {
        assert_eq!(texts("a } // -----\nb\n"), ["a } ", "\nb\n"]);
        assert_eq!(texts("a\n// ------\nb\n"), ["a\n", "-\nb\n"]);
        assert_eq!(texts("a\n// ----- words\nb\n"), ["a\n", " words\nb\n"]);
    }

    #[test]
    fn near_misses_stay_in_the_chunk() {
        for src in ["a\n// ----\nb\n", "a\n// ----0\nb\n", "a\n// -----"] {
            let (c, misses) = split(src);
            assert_eq!((c.len(), c[0].text, misses), (1, src, vec![8]), "{src:?}");
        }
    }

    #[test]
    fn empty_chunks() {
        // An empty first chunk is not closed: the text after `// ---` starts the file's.
        assert_eq!(texts("// -----\na\n"), ["--\na\n"]);
        assert_eq!(texts("a\n// -----\n// -----\nb\n"), ["a\n", "\n", "\nb\n"]);
        // Markers with nothing between them: the first is a near miss.
        let (c, misses) = split("a\n// -----// -----\nb\n");
        assert_eq!((c.len(), misses), (2, vec![8]));
    }
}
