//! Splits the input into lines while holding at most one line (of bounded
//! length) in memory, and notices binary input on the way: control bytes that
//! no text holds, or bytes that are not UTF-8. `BufRead::lines` would do neither
//! bound nor check, and it turns bad UTF-8 into an I/O error that hides which
//! line it was on. The puzzle reader and the trace reader both read through it,
//! each with its own limit.
//!
//! A line ends at `\n`, at `\r\n` (Windows) or at a lone `\r` (files from the
//! classic Mac OS, which some puzzle collections still are).

use std::io::{self, BufRead};

/// The longest line of a puzzle file, in bytes. A 729-character pencil-mark
/// line with a long comment fits many times over; anything longer is not a
/// puzzle.
pub const MAX_LINE: usize = 64 * 1024;

/// Why a line could not be handed out as text.
#[derive(Debug)]
pub enum LineFault {
    /// Longer than the source's limit; the rest of it was skipped.
    TooLong,
    /// Not text; only this line is lost.
    NotText {
        /// What was found, worded for the message (`a NUL byte`).
        reason: &'static str,
        /// The 1-based byte of the line where it is.
        column: usize,
    },
    /// Binary data: control bytes on the first line, or on a line right after
    /// one that was not text, or past the limit with no line ending
    /// (`/dev/zero`). Nothing more is read.
    Binary(&'static str),
    /// The reader failed.
    Io(io::Error),
}

/// The lines of a [`BufRead`], numbered from 1, none longer than its limit.
pub struct LineSource<R> {
    reader: R,
    limit: usize,
    buf: Vec<u8>,
    number: usize,
    /// Set once binary data was met: nothing more is read.
    ended: bool,
    /// The last line ended at a `\r`: a `\n` right after it belongs to that
    /// line ending, not to an empty line.
    after_cr: bool,
    /// The last line was not text.
    after_fault: bool,
}

impl<R: BufRead> LineSource<R> {
    /// The lines of a puzzle file: at most [`MAX_LINE`] bytes each.
    pub fn new(reader: R) -> Self {
        Self::with_limit(reader, MAX_LINE)
    }

    /// Lines of at most `limit` bytes; a longer one is skipped, in memory
    /// bounded by the limit.
    pub fn with_limit(reader: R, limit: usize) -> Self {
        LineSource {
            reader,
            limit,
            buf: Vec::new(),
            number: 0,
            ended: false,
            after_cr: false,
            after_fault: false,
        }
    }

    /// The next line with its 1-based number, without its line ending; `None` at
    /// the end of the input.
    pub fn next_line(&mut self) -> Option<(usize, Result<&str, LineFault>)> {
        if self.ended {
            return None;
        }
        self.buf.clear();
        let mut read_any = false;
        let mut seen = Seen::default();
        loop {
            let (used, at_end) = {
                let chunk = match self.reader.fill_buf() {
                    Ok(chunk) => chunk,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        self.number += 1;
                        return Some((self.number, Err(LineFault::Io(e))));
                    }
                };
                if chunk.is_empty() {
                    break;
                }
                if std::mem::take(&mut self.after_cr) && chunk[0] == b'\n' {
                    // The second half of a `\r\n` that came in two reads.
                    (1, false)
                } else {
                    read_any = true;
                    let (used, end) = take_part(&mut self.buf, &mut seen, chunk, self.limit);
                    self.after_cr = end == Some(LineEnd::Cr);
                    (used, end.is_some())
                }
            };
            self.reader.consume(used);
            if at_end {
                break;
            }
            if seen.too_long && seen.control.is_some() {
                // Binary data with no line ending in sight: stop here.
                self.ended = true;
                break;
            }
        }
        if !read_any {
            return None;
        }
        self.number += 1;
        let after_fault = std::mem::replace(&mut self.after_fault, true);
        if let Some((at, byte)) = seen.control {
            // Text never holds these. On the first line, or on two lines in a
            // row, they are binary data (a compressed file, an image), and
            // nothing sensible follows; one damaged line of a text file costs
            // only itself.
            if self.ended || self.number == 1 || after_fault {
                self.ended = true;
                let reason = if byte == 0 {
                    "contains a NUL byte"
                } else {
                    "contains control characters"
                };
                return Some((self.number, Err(LineFault::Binary(reason))));
            }
            let reason = if byte == 0 {
                "a NUL byte"
            } else {
                "a control character"
            };
            let fault = LineFault::NotText {
                reason,
                column: at + 1,
            };
            return Some((self.number, Err(fault)));
        }
        if seen.too_long {
            return Some((self.number, Err(LineFault::TooLong)));
        }
        let bytes = &self.buf[..];
        // Windows editors like to start UTF-8 files with a byte-order mark.
        const BOM: &[u8] = "\u{feff}".as_bytes();
        let bom = if self.number == 1 && bytes.starts_with(BOM) {
            BOM.len()
        } else {
            0
        };
        match std::str::from_utf8(&bytes[bom..]) {
            Ok(text) => {
                self.after_fault = false;
                Some((self.number, Ok(text)))
            }
            Err(e) => {
                // Columns count bytes of the line as the file holds it.
                let fault = LineFault::NotText {
                    reason: "bytes that are not UTF-8",
                    column: bom + e.valid_up_to() + 1,
                };
                Some((self.number, Err(fault)))
            }
        }
    }
}

/// What has gone by of the line being read.
#[derive(Default)]
struct Seen {
    /// Where the first control byte is, 0-based in the line, and which it is.
    control: Option<(usize, u8)>,
    /// How many bytes of the line have gone by.
    length: usize,
    /// The line is longer than the limit; it is no longer stored.
    too_long: bool,
}

/// A byte no text file holds: NUL and the other C0 controls, but for tab,
/// vertical tab, form feed and escape (terminal colours in piped output).
fn is_control(b: u8) -> bool {
    b < 0x20 && !matches!(b, b'\t' | 0x0b | 0x0c | 0x1b)
}

/// How a line ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LineEnd {
    /// `\n` or `\r\n`.
    Newline,
    /// A `\r` with no `\n` after it in this chunk: the next read may start
    /// with one that belongs to it.
    Cr,
}

/// Takes the part of `chunk` up to its first line ending into `buf` (unless
/// the line is already longer than `limit`). Returns how many bytes of `chunk`
/// were used, the line ending included, and how the line ended, if it did.
fn take_part(
    buf: &mut Vec<u8>,
    seen: &mut Seen,
    chunk: &[u8],
    limit: usize,
) -> (usize, Option<LineEnd>) {
    let (part, used, end) = match chunk.iter().position(|&b| b == b'\n' || b == b'\r') {
        Some(i) if chunk[i] == b'\n' => (&chunk[..i], i + 1, Some(LineEnd::Newline)),
        Some(i) if chunk.get(i + 1) == Some(&b'\n') => (&chunk[..i], i + 2, Some(LineEnd::Newline)),
        Some(i) => (&chunk[..i], i + 1, Some(LineEnd::Cr)),
        None => (chunk, chunk.len(), None),
    };
    if seen.control.is_none() {
        seen.control = part
            .iter()
            .position(|&b| is_control(b))
            .map(|i| (seen.length + i, part[i]));
    }
    seen.length += part.len();
    if !seen.too_long {
        if buf.len() + part.len() > limit {
            // Keep reading to the line end so the next line starts clean, but
            // stop storing: memory stays bounded.
            seen.too_long = true;
            buf.clear();
        } else {
            buf.extend_from_slice(part);
        }
    }
    (used, end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Read};

    fn collect(input: &[u8]) -> Vec<(usize, Result<String, String>)> {
        let mut source = LineSource::new(input);
        let mut out = Vec::new();
        while let Some((n, line)) = source.next_line() {
            out.push((n, line.map(str::to_owned).map_err(|f| format!("{f:?}"))));
        }
        out
    }

    /// The lines of `source` as text, numbered; every one must be text.
    fn texts(source: impl BufRead) -> Vec<(usize, String)> {
        let mut source = LineSource::new(source);
        let mut out = Vec::new();
        while let Some((n, line)) = source.next_line() {
            out.push((n, line.unwrap().to_owned()));
        }
        out
    }

    /// `(1, "one"), (2, "two"), (3, ""), (4, "three")`.
    fn numbered(lines: &[&str]) -> Vec<(usize, String)> {
        (1..).zip(lines.iter().map(|l| l.to_string())).collect()
    }

    #[test]
    fn splits_lines_and_strips_endings_and_bom() {
        assert_eq!(
            texts("\u{feff}one\r\ntwo\n\nthree".as_bytes()),
            numbered(&["one", "two", "", "three"])
        );
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line() {
        let expected = numbered(&["one", "two", "", "three"]);
        // Classic Mac OS endings, and every ending mixed in one input.
        assert_eq!(texts(&b"one\rtwo\r\rthree\r"[..]), expected);
        assert_eq!(texts(&b"one\rtwo\n\r\nthree"[..]), expected);
        assert_eq!(
            texts(&b"one\r\ntwo\r\nthree"[..]),
            numbered(&["one", "two", "three"])
        );
    }

    #[test]
    fn a_crlf_split_between_reads_is_one_line_end() {
        // Small buffers put the `\r` and the `\n` in different reads.
        let input = b"ab\r\ncd\r\r\nef";
        for capacity in 1..=5 {
            assert_eq!(
                texts(BufReader::with_capacity(capacity, &input[..])),
                numbered(&["ab", "cd", "", "ef"]),
                "buffer of {capacity} bytes"
            );
        }
    }

    #[test]
    fn empty_input_has_no_line() {
        assert!(collect(b"").is_empty());
        assert_eq!(collect(b"\n").len(), 1);
    }

    #[test]
    fn reports_lines_that_are_not_text() {
        let lines = collect(b"ok\nnul\0here\nok\nab\xff\xfe\nok\nbell\x07\nafter\n");
        let faults: Vec<(usize, &Result<String, String>)> = lines
            .iter()
            .filter(|(_, l)| l.is_err())
            .map(|(n, l)| (*n, l))
            .collect();
        assert_eq!(lines.len(), 7);
        assert_eq!(
            faults,
            vec![
                (
                    2,
                    &Err("NotText { reason: \"a NUL byte\", column: 4 }".to_owned())
                ),
                (
                    4,
                    &Err("NotText { reason: \"bytes that are not UTF-8\", column: 3 }".to_owned())
                ),
                (
                    6,
                    &Err("NotText { reason: \"a control character\", column: 5 }".to_owned())
                ),
            ]
        );
        assert_eq!(lines[6].1, Ok("after".to_owned()));
    }

    #[test]
    fn binary_data_with_line_ends_is_reported_once() {
        // A gzip header: control bytes on the first line.
        let gzip = b"\x1f\x8b\x08\x08\x00\x00\x00\x00\x00\x03a.txt\x00\x8b\nrest\nmore\n";
        let lines = collect(gzip);
        assert_eq!(
            lines,
            vec![(1, Err("Binary(\"contains control characters\")".to_owned()))]
        );
        // Text, then binary data: two lines in a row with control bytes.
        let lines = collect(b"ok\n\x01\x02\x03\x04data\n\x05\nnever read\n");
        assert_eq!(lines.len(), 3);
        assert!(matches!(lines[1].1, Err(ref e) if e.starts_with("NotText")));
        assert_eq!(
            lines[2].1,
            Err("Binary(\"contains control characters\")".to_owned())
        );
        // Tabs, form feeds and terminal colours are text.
        let lines = collect(b"a\tb\x0c\n\x1b[31mred\x1b[0m\n");
        assert!(lines.iter().all(|(_, l)| l.is_ok()), "{lines:?}");
    }

    #[test]
    fn each_source_keeps_its_own_limit() {
        let input = [&[b'x'; 100][..], b"\nshort\n"].concat();
        let mut source = LineSource::with_limit(&input[..], 10);
        assert!(matches!(
            source.next_line(),
            Some((1, Err(LineFault::TooLong)))
        ));
        assert!(matches!(source.next_line(), Some((2, Ok("short")))));
        let mut source = LineSource::with_limit(&input[..], 100);
        assert!(matches!(source.next_line(), Some((1, Ok(line))) if line.len() == 100));
    }

    #[test]
    fn endless_binary_data_ends_the_input() {
        // /dev/zero: NUL bytes and never a newline.
        let zeros = std::io::repeat(0).take(u64::MAX);
        let mut source = LineSource::new(BufReader::new(zeros));
        let (n, first) = source.next_line().unwrap();
        assert_eq!(n, 1);
        assert!(matches!(first, Err(LineFault::Binary(_))));
        assert!(source.next_line().is_none());
    }

    #[test]
    fn long_lines_are_skipped_in_bounded_memory() {
        // A tiny buffer makes the line arrive in many chunks.
        let long = vec![b'1'; MAX_LINE * 3];
        let input = [&long[..], b"\nnext\n"].concat();
        let mut source = LineSource::new(BufReader::with_capacity(7, &input[..]));
        let (n, first) = source.next_line().unwrap();
        assert_eq!(n, 1);
        assert!(matches!(first, Err(LineFault::TooLong)));
        assert!(source.buf.capacity() <= MAX_LINE * 2);
        let (n, second) = source.next_line().unwrap();
        assert_eq!((n, second.unwrap()), (2, "next"));
        assert!(source.next_line().is_none());
    }

    #[test]
    fn io_errors_are_reported() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        let mut source = LineSource::new(BufReader::new(Broken));
        let (n, line) = source.next_line().unwrap();
        assert_eq!(n, 1);
        assert!(matches!(line, Err(LineFault::Io(e)) if e.to_string() == "disk on fire"));
    }
}
