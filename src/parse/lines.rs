//! Splits the input into lines while holding at most one line (of bounded
//! length) in memory, and notices binary input on the way: a NUL byte or bytes
//! that are not UTF-8. `BufRead::lines` would do neither bound nor NUL check, and
//! it turns bad UTF-8 into an I/O error that hides which line it was on.

use std::io::{self, BufRead};

/// The longest line kept, in bytes. A 729-character pencil-mark line with a
/// long comment fits many times over; anything longer is not a puzzle.
pub(super) const MAX_LINE: usize = 64 * 1024;

/// Why a line could not be handed out as text.
#[derive(Debug)]
pub(super) enum LineFault {
    /// Longer than [`MAX_LINE`]; the rest of it was skipped.
    TooLong,
    /// Not text; the reason is worded for the message.
    Binary(&'static str),
    /// The reader failed.
    Io(io::Error),
}

/// The lines of a [`BufRead`], numbered from 1.
pub(super) struct LineSource<R> {
    reader: R,
    buf: Vec<u8>,
    number: usize,
}

impl<R: BufRead> LineSource<R> {
    pub fn new(reader: R) -> Self {
        LineSource {
            reader,
            buf: Vec::new(),
            number: 0,
        }
    }

    /// The next line with its 1-based number, without its line ending; `None` at
    /// the end of the input.
    pub fn next_line(&mut self) -> Option<(usize, Result<&str, LineFault>)> {
        self.buf.clear();
        let mut read_any = false;
        let mut too_long = false;
        let mut nul = false;
        loop {
            let (used, at_newline) = {
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
                read_any = true;
                let (part, used, at_newline) = match chunk.iter().position(|&b| b == b'\n') {
                    Some(i) => (&chunk[..i], i + 1, true),
                    None => (chunk, chunk.len(), false),
                };
                nul |= part.contains(&0);
                if !too_long {
                    if self.buf.len() + part.len() > MAX_LINE {
                        // Keep reading to the newline so the next line starts clean,
                        // but stop storing: memory stays bounded.
                        too_long = true;
                        self.buf.clear();
                    } else {
                        self.buf.extend_from_slice(part);
                    }
                }
                (used, at_newline)
            };
            self.reader.consume(used);
            if at_newline {
                break;
            }
        }
        if !read_any {
            return None;
        }
        self.number += 1;
        if nul {
            return Some((self.number, Err(LineFault::Binary("contains a NUL byte"))));
        }
        if too_long {
            return Some((self.number, Err(LineFault::TooLong)));
        }
        let mut bytes = &self.buf[..];
        if let Some(rest) = bytes.strip_suffix(b"\r") {
            bytes = rest;
        }
        // Windows editors like to start UTF-8 files with a byte-order mark.
        if self.number == 1
            && let Some(rest) = bytes.strip_prefix("\u{feff}".as_bytes())
        {
            bytes = rest;
        }
        match std::str::from_utf8(bytes) {
            Ok(text) => Some((self.number, Ok(text))),
            Err(_) => Some((self.number, Err(LineFault::Binary("not valid UTF-8")))),
        }
    }
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

    #[test]
    fn splits_lines_and_strips_endings_and_bom() {
        let lines = collect("\u{feff}one\r\ntwo\n\nthree".as_bytes());
        let texts: Vec<_> = lines
            .iter()
            .map(|(n, l)| (*n, l.clone().unwrap()))
            .collect();
        assert_eq!(
            texts,
            vec![
                (1, "one".to_owned()),
                (2, "two".to_owned()),
                (3, String::new()),
                (4, "three".to_owned())
            ]
        );
    }

    #[test]
    fn empty_input_has_no_line() {
        assert!(collect(b"").is_empty());
        assert_eq!(collect(b"\n").len(), 1);
    }

    #[test]
    fn reports_binary_lines() {
        let lines = collect(b"ok\nnul\0here\n\xff\xfe\n");
        assert_eq!(lines[0].1, Ok("ok".to_owned()));
        assert_eq!(
            lines[1].1,
            Err("Binary(\"contains a NUL byte\")".to_owned())
        );
        assert_eq!(lines[2].1, Err("Binary(\"not valid UTF-8\")".to_owned()));
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
