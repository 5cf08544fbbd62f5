//! `-split-input-file`: chunks separated by lines containing `// -----`.

/// One chunk: its text and the number of lines before it in the file.
pub struct Chunk<'a> {
    pub text: &'a str,
    pub line_offset: u32,
}

/// Splits at every line that contains `// -----`; the separator lines belong to no chunk.
pub fn split(src: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut start = 0usize;
    let mut start_line = 0u32;
    let mut line_no = 0u32;
    let mut pos = 0usize;
    for line in src.split_inclusive('\n') {
        if line.contains("// -----") {
            chunks.push(Chunk { text: &src[start..pos], line_offset: start_line });
            start = pos + line.len();
            start_line = line_no + 1;
        }
        pos += line.len();
        line_no += 1;
    }
    chunks.push(Chunk { text: &src[start..], line_offset: start_line });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_keeps_line_offsets() {
        let c = split("a\n// -----\nb\nc\n// -----\n");
        assert_eq!(c.len(), 3);
        assert_eq!((c[0].text, c[0].line_offset), ("a\n", 0));
        assert_eq!((c[1].text, c[1].line_offset), ("b\nc\n", 2));
        assert_eq!((c[2].text, c[2].line_offset), ("", 5));
    }
}
