//! Unit tests of the canonical blocks, in process: every buffer size, every
//! error kind, and the Wythoff arithmetic against the independent oracle.

use super::decimal::format_u64;
use super::fastio::{words, InputError, Io, BUFFER, ROOM};
use super::wythoff;
use crate::rng::Rng;
use crate::wythoff as oracle;
use std::io::{self, Write};

/// An error as `run` prints it after the problem's name.
fn shown(error: &InputError) -> String {
    format!("line {}: {}", error.line, error.message)
}

impl std::fmt::Debug for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&shown(self))
    }
}

/// `input` read at most `capacity` bytes at a time, so that tokens
/// straddle the reader's refills.
struct Chunks<'a> {
    rest: &'a [u8],
    capacity: usize,
}

impl io::Read for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let len = self.rest.len().min(self.capacity).min(buf.len());
        buf[..len].copy_from_slice(&self.rest[..len]);
        self.rest = &self.rest[len..];
        Ok(len)
    }
}

/// A reader of `input` whose refills hold at most `capacity` bytes.
fn reader<'a, W: Write + 'a>(input: &'a [u8], output: W, capacity: usize) -> Io<'a> {
    Io::new(Box::new(Chunks { rest: input, capacity }), Box::new(output))
}

/// Reads the tokens of `input` with refills of at most `capacity` bytes:
/// the values read, and the error that stopped the reading, if any. `next`
/// alone, `next_short` alone, and runs of `each_short` with `next` where
/// they stop must give the same.
fn read_all(input: &[u8], capacity: usize) -> (Vec<u64>, Option<String>) {
    let read = |reader_kind: u8| {
        let mut io = reader(input, Vec::new(), capacity);
        let mut values = Vec::new();
        loop {
            if reader_kind == 2 {
                io.each_short(u64::MAX, |v| {
                    values.push(v);
                    true
                });
            }
            let token = if reader_kind == 1 { io.next_short("value") } else { io.next("value") };
            match token {
                Ok(Some(v)) => values.push(v),
                Ok(None) => return (values, None),
                Err(e) => return (values, Some(shown(&e))),
            }
        }
    };
    let long = read(0);
    let input = String::from_utf8_lossy(input);
    for (kind, name) in [(1, "next_short"), (2, "each_short")] {
        assert_eq!(
            long,
            read(kind),
            "next and {} disagree on {:?} (capacity {})",
            name,
            input,
            capacity
        );
    }
    long
}

/// Reads every token of `input`, which must all be numbers.
fn tokens(input: &[u8], capacity: usize) -> Option<Vec<u64>> {
    match read_all(input, capacity) {
        (values, None) => Some(values),
        (_, Some(_)) => None,
    }
}

fn error_of(input: &[u8], capacity: usize) -> String {
    match read_all(input, capacity) {
        (values, None) => {
            panic!("{:?} was accepted as {:?}", String::from_utf8_lossy(input), values)
        }
        (_, Some(e)) => e,
    }
}

#[test]
fn tokens_straddle_every_buffer_boundary() {
    let input =
        b" 0 7\r\n18446744073709551615\t\t42\n\n\x0b\x0c 00000000000000000000000000123 1000000000";
    let expected = vec![0, 7, u64::MAX, 42, 123, 1_000_000_000];
    for capacity in (1..=40).chain([1 << 16]) {
        assert_eq!(tokens(input, capacity), Some(expected.clone()), "capacity {}", capacity);
    }
}

#[test]
fn empty_and_blank_inputs_have_no_tokens() {
    for input in [&b""[..], b"\n", b" \r\n\t \x0b\x0c "] {
        for capacity in [1, 3, 1 << 16] {
            assert_eq!(tokens(input, capacity), Some(vec![]));
        }
    }
}

#[test]
fn malformed_tokens_are_quoted_with_their_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"1 2\n3 -4 5", "line 2: expected value (an unsigned decimal integer), found \"-4\""),
        (b"1\r\n\r\n+4", "line 3: expected value (an unsigned decimal integer), found \"+4\""),
        (b"12x45 6", "line 1: expected value (an unsigned decimal integer), found \"12x45\""),
        (b"0012.5", "found \"0012.5\""),
        (b"\n\nabc", "line 3: expected value"),
        (b"7\x00", "found \"7\\0\""),
        ("5 \u{e9}".as_bytes(), "found \"\u{e9}\""),
        (
            b"18446744073709551616",
            "line 1: expected value, found a number above 18446744073709551615",
        ),
        (b"1\n99999999999999999999999", "line 2: expected value, found a number above"),
        // Twenty digits with whitespace after, inside the buffer: the fast
        // path's last step is where they overflow.
        (
            b"18446744073709551615 18446744073709551616 ",
            "line 1: expected value, found a number above 18446744073709551615",
        ),
        (b"1\n99999999999999999999\n", "line 2: expected value, found a number above"),
        (
            b"10000000000000000000 100000000000000000000\n",
            "line 1: expected value, found a number above",
        ),
    ];
    for (input, message) in cases {
        for capacity in [1, 2, 5, 1 << 16] {
            let error = error_of(input, capacity);
            assert!(error.contains(message), "{:?} (capacity {}): {}", input, capacity, error);
        }
    }
    let long = format!("9{}", "z".repeat(100));
    let error = error_of(long.as_bytes(), 7);
    assert!(error.ends_with(&format!("found \"9{}\"...", "z".repeat(31))), "{}", error);
}

#[test]
fn end_of_input_inside_a_case_names_the_last_line() {
    for (input, line) in
        [(&b"1 2\n3"[..], 2), (b"1 2\n3\n", 2), (b"1 2\n3\n\n", 3), (b"", 1), (b"\n", 1)]
    {
        for capacity in [1, 1 << 16] {
            let mut io = reader(input, Vec::new(), capacity);
            while io.next("a").unwrap().is_some() {}
            let error = io.need("pile b").expect_err("end of input");
            assert_eq!(
                shown(&error),
                format!("line {}: expected pile b, found end of input", line)
            );
        }
    }
}

#[test]
fn output_is_buffered_and_exact() {
    // Several buffers' worth, so that flushes fall at many offsets within
    // numbers, words and long runs; the prefix shifts where they fall.
    let mut rng = Rng::new(99);
    let values: Vec<u64> =
        (0..40_000).map(|_| rng.any_size()).chain([0, 9, 10, u64::MAX]).collect();
    let long = "x".repeat(3 * ROOM);
    for prefix in [0, 1, 7, ROOM - 1, ROOM, ROOM + 1] {
        let mut expected = "p".repeat(prefix);
        let mut out = Vec::new();
        {
            let mut io = reader(&b""[..], &mut out, 16);
            io.put(expected.as_bytes());
            for (i, &v) in values.iter().enumerate() {
                io.put_u64(v);
                io.put(b" ");
                expected.push_str(&format!("{} ", v));
                if i % 1000 == 0 {
                    io.put(long.as_bytes());
                    expected.push_str(&long);
                }
            }
            io.finish().unwrap();
        }
        assert!(expected.len() > 4 * BUFFER);
        assert!(String::from_utf8(out).unwrap() == expected, "prefix {}", prefix);
    }
}

#[test]
fn format_u64_matches_display_at_every_length() {
    let mut values = vec![0, u64::MAX, u64::MAX - 1];
    let mut power = 1u64;
    for _ in 0..20 {
        values.extend([power - 1, power, power + 1, power.saturating_mul(9)]);
        power = power.saturating_mul(10);
    }
    let mut rng = Rng::new(7);
    values.extend((0..100_000).map(|_| rng.any_size()));
    for v in values {
        let mut out = [b'#'; 24];
        let len = format_u64(&mut out, v);
        assert_eq!(&out[..len], v.to_string().as_bytes(), "{}", v);
    }
}

#[test]
fn room_and_commit_write_only_what_is_committed() {
    let mut out = Vec::new();
    {
        let mut io = reader(&b""[..], &mut out, 16);
        for i in 0..100_000u64 {
            let room = io.room();
            assert_eq!(room.len(), ROOM);
            let len = format_u64(room, i);
            room[len] = b'\n';
            room[len + 1..len + 9].copy_from_slice(b"scratch!");
            io.commit(len + 1);
        }
        io.finish().unwrap();
    }
    let expected: String = (0..100_000).map(|i| format!("{}\n", i)).collect();
    assert_eq!(String::from_utf8(out).unwrap(), expected);
}

/// Random tokens of 1 to 24 digits (leading zeros included) between random
/// runs of whitespace, read back at several buffer sizes: every length on
/// both sides of the 8- and 16-byte fast paths, and every straddle.
#[test]
fn random_token_streams_read_back_exactly() {
    let mut rng = Rng::new(2024);
    let spaces = [" ", "\n", "\r\n", "\t", "  ", "\x0b", "\x0c", " \n\n "];
    let mut input = String::new();
    let mut expected = Vec::new();
    for _ in 0..20_000 {
        let value = rng.any_size();
        let digits = value.to_string();
        let zeros = if rng.range(0, 3) == 0 { rng.range(0, 24 - digits.len() as u64) } else { 0 };
        input.push_str(&"0".repeat(zeros as usize));
        input.push_str(&digits);
        input.push_str(spaces[rng.range(0, spaces.len() as u64 - 1) as usize]);
        expected.push(value);
    }
    for capacity in [1, 7, 8, 9, 15, 16, 17, 100, 4096, 1 << 16] {
        assert_eq!(
            tokens(input.as_bytes(), capacity),
            Some(expected.clone()),
            "capacity {}",
            capacity
        );
    }
}

/// A sink that accepts `room` bytes, then fails like a closed pipe.
struct ClosedAfter {
    room: usize,
    writes: usize,
}

impl Write for ClosedAfter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writes += 1;
        if self.room == 0 {
            return Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_failed_write_is_tried_once_and_reported() {
    let input = "1 ".repeat(100_000);
    let mut sink = ClosedAfter { room: 10, writes: 0 };
    let mut io = reader(input.as_bytes(), &mut sink, 64);
    while io.next("n").unwrap().is_some() {
        io.put(b"answer\n");
    }
    assert_eq!(io.finish().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    drop(io);
    assert!(sink.writes < 10, "kept writing after the pipe closed: {} writes", sink.writes);
}

#[test]
fn reject_points_at_the_last_token() {
    let mut io = reader(&b"1\n\n2 \n"[..], Vec::new(), 4);
    io.need("a").unwrap();
    io.need("b").unwrap();
    assert_eq!(shown(&io.reject("b is too big".to_string())), "line 3: b is too big");
}

/// Values where a fixed-point or floating-point slip would show: small ones,
/// both sides of every Fibonacci number, the top of u64, random sizes.
fn hard_values() -> Vec<u64> {
    let mut values: Vec<u64> = (0..20_000).collect();
    for f in oracle::fibonacci_u64() {
        values.extend(f.saturating_sub(40)..=f.saturating_add(40));
    }
    values.extend(u64::MAX - 2000..=u64::MAX);
    let mut rng = Rng::new(0xfeed_beef);
    values.extend((0..20_000).map(|_| rng.any_size()));
    values
}

#[test]
fn wythoff_block_matches_the_zeckendorf_oracle() {
    for k in hard_values() {
        assert_eq!(wythoff::lower(k), oracle::lower(k), "lower({})", k);
        let a = oracle::lower(k);
        if let Some(a) = a {
            assert_eq!(wythoff::floor_div_phi(k), a - k, "floor_div_phi({})", k);
        }
    }
}

#[test]
fn wythoff_partner_and_losing_match_the_oracle() {
    for n in hard_values().into_iter().step_by(7) {
        let partner = oracle::partner(n);
        assert_eq!(wythoff::partner(n), partner, "partner({})", n);
        if let Some(p) = partner {
            assert!(wythoff::is_losing(n, p) && wythoff::is_losing(p, n));
            for q in [p.wrapping_sub(1), p.wrapping_add(1)] {
                assert_eq!(wythoff::is_losing(n, q), oracle::is_losing(n, q), "({}, {})", n, q);
            }
        }
    }
}

/// The tokens of `input` (runs of bytes other than ASCII whitespace), each
/// with the line it is on.
fn reference_tokens(input: &[u8]) -> Vec<(u64, &[u8])> {
    let space = |c: u8| c == b' ' || (9..=13).contains(&c);
    let (mut tokens, mut line, mut i) = (Vec::new(), 1, 0);
    loop {
        while i < input.len() && space(input[i]) {
            line += u64::from(input[i] == b'\n');
            i += 1;
        }
        if i == input.len() {
            return tokens;
        }
        let start = i;
        while i < input.len() && !space(input[i]) {
            i += 1;
        }
        tokens.push((line, &input[start..i]));
    }
}

/// How an error quotes a bad token: its first 32 bytes, then "..." if it
/// has more.
fn reference_quote(token: &[u8]) -> String {
    let quoted = String::from_utf8_lossy(&token[..token.len().min(32)]).into_owned();
    let more = if token.len() > 32 { "..." } else { "" };
    format!("{:?}{}", quoted, more)
}

/// What reading `input` token by token must give: the values before the
/// first bad token, then that token's error line, written from the rules
/// (a token is a number when it is all ASCII digits and at most u64::MAX).
fn reference_read(input: &[u8]) -> (Vec<u64>, Option<String>) {
    let mut values = Vec::new();
    for (line, token) in reference_tokens(input) {
        let digits = token.iter().take_while(|c| c.is_ascii_digit()).count();
        let prefix = std::str::from_utf8(&token[..digits]).unwrap();
        let fits = prefix
            .bytes()
            .try_fold(0u64, |v, c| v.checked_mul(10)?.checked_add(u64::from(c - b'0')));
        let error = match fits {
            _ if digits < token.len() => format!(
                "expected value (an unsigned decimal integer), found {}",
                reference_quote(token)
            ),
            None => "expected value, found a number above 18446744073709551615".to_string(),
            Some(value) => {
                values.push(value);
                continue;
            }
        };
        return (values, Some(format!("line {}: {}", line, error)));
    }
    (values, None)
}

/// Random inputs over digits, every kind of whitespace and the bytes just
/// outside it (\x08, \x0e, \x1f, '!'), signs, letters, NUL and non-ASCII
/// bytes, long runs included: the reader never panics and
/// agrees with the reference on every value and on the error, at buffer
/// sizes that put every token across a refill somewhere.
#[test]
fn random_bytes_read_like_the_reference() {
    let alphabet: &[u8] = b"0123456789000999 \n\r\t\x0b\x0c  \n+-.xe!\x08\x0e\x1f\x00\xc3\xa9\xff";
    let mut rng = Rng::new(0xbad_b17e);
    for case in 0..3000 {
        let len = rng.range(0, 120) as usize;
        let mut input: Vec<u8> =
            (0..len).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize]).collect();
        if case % 5 == 0 {
            // Long digit runs: overflow, long quotes and the general path.
            let at = rng.range(0, input.len() as u64) as usize;
            let digit = if case % 10 == 0 { "9" } else { "0" };
            let run = digit.repeat(rng.range(15, 45) as usize);
            input.splice(at..at, run.bytes());
        }
        let (values, error) = reference_read(&input);
        for capacity in [1, 2, 3, 5, 8, 13, 17, 64, 1 << 16] {
            let (got, got_error) = read_all(&input, capacity);
            assert_eq!(
                (&got, &got_error),
                (&values, &error),
                "input {:?}, capacity {}",
                String::from_utf8_lossy(&input),
                capacity
            );
        }
    }
}

#[test]
fn put_word_writes_exactly_one_word() {
    // Words on both sides of 8 and 16 bytes, and the longest, 31 bytes.
    let pairs: [(&[u8], &[u8]); 6] = [
        (b"No\n", b"Yes\n"),
        (b"1234567\n", b"\n"),
        (b"123456789\n", b"Grass\n"),
        (b"123456789012345\n", b"Rabbit Win!\n"),
        (b"12345678901234567\n", b"x\n"),
        (b"second\n", b"The first one will win, surely\n"),
    ];
    for (lose, win) in pairs {
        let words = words(lose, win);
        let mut out = Vec::new();
        let mut expected = Vec::new();
        {
            let mut io = reader(&b""[..], &mut out, 16);
            for i in 0..20_000u64 {
                let wins = i % 3 == 0;
                io.put_word(&words, wins);
                expected.extend_from_slice(if wins { win } else { lose });
            }
            io.finish().unwrap();
        }
        assert!(
            out == expected,
            "{:?} / {:?}",
            String::from_utf8_lossy(lose),
            String::from_utf8_lossy(win)
        );
    }
}

#[test]
fn subtraction_sg_matches_the_grundy_search() {
    use crate::search::Grundy;
    let mut rng = Rng::new(1536);
    for round in 0..200 {
        // Unsorted, with repeats and sometimes 0, as S-Nim's input may be.
        let set: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(0, 12)).collect();
        let mut table = super::subtraction_sg::Table::new(set.clone());
        table.extend_to(150);
        let moves: Vec<u64> = set.iter().copied().filter(|&s| s > 0).collect();
        let mut oracle =
            Grundy::new(|&h: &u64| moves.iter().filter(|&&s| s <= h).map(|&s| h - s).collect());
        for heap in 0..=150u64 {
            assert_eq!(
                u64::from(table.value(heap as usize)),
                oracle.value(&heap),
                "round {}, set {:?}, heap {}",
                round,
                set,
                heap
            );
        }
        assert_eq!(table.len(), 151);
    }
}

/// The fast paths do not record where a token starts; `reject` works it
/// out. So after every token, read by any reader, through every kind of
/// whitespace and every buffer size, the line `reject` names must be the
/// line the token is on.
#[test]
fn reject_names_the_line_of_every_token_on_every_path() {
    let spaces = [" ", "\n", "\r\n", "\t", "  \n ", "\x0b", "\n\n\n", " \x0c"];
    let mut rng = Rng::new(0x11e5);
    for round in 0..300 {
        let mut input = String::new();
        let mut lines = Vec::new();
        let mut line = 1;
        for _ in 0..rng.range(1, 40) {
            let space = spaces[rng.range(0, spaces.len() as u64 - 1) as usize];
            input.push_str(space);
            line += space.matches('\n').count() as u64;
            // 1 to 19 digits: both sides of every fast path's limit.
            let digits = rng.range(1, 19) as usize;
            let token: String =
                (0..digits).map(|_| char::from(b'0' + rng.range(0, 9) as u8)).collect();
            input.push_str(&token);
            lines.push(line);
        }
        if round % 2 == 0 {
            input.push('\n');
        }
        for capacity in [1, 2, 3, 7, 8, 9, 16, 17, 33, 1 << 16] {
            let mut io = reader(input.as_bytes(), Vec::new(), capacity);
            let mut readers = Rng::new(round);
            for (index, &line) in lines.iter().enumerate() {
                let read = match readers.range(0, 5) {
                    0 => io.next("a").map(|v| v.is_some()),
                    1 => io.next_token().map(|t| t.is_some()),
                    2 => io.next_digits("a").map(|v| v.is_some()),
                    3 => io.next_short("a").map(|v| v.is_some()),
                    4 if io.each_short(1, |_| true) == 1 => Ok(true),
                    _ => io.need("a").map(|_| true),
                };
                assert_eq!(read.ok(), Some(true), "token {} of {:?}", index, input);
                assert_eq!(
                    io.reject(String::new()).line,
                    line,
                    "token {} of {:?}, capacity {}",
                    index,
                    input,
                    capacity
                );
            }
            assert!(io.next("a").unwrap().is_none());
        }
    }
}

/// What `next_digits` must give for `input`, from the rules: for each
/// token of ASCII digits, its length and the value of its first 19 digits;
/// for the first other token, its error line.
fn reference_digits(input: &[u8]) -> (Vec<(usize, u64)>, Option<String>) {
    let mut strings = Vec::new();
    for (line, token) in reference_tokens(input) {
        if !token.iter().all(|c| c.is_ascii_digit()) {
            let error = format!("line {}: expected s, found {}", line, reference_quote(token));
            return (strings, Some(error));
        }
        let first = std::str::from_utf8(&token[..token.len().min(19)]).unwrap();
        strings.push((token.len(), first.parse().unwrap()));
    }
    (strings, None)
}

#[test]
fn next_digits_reads_like_the_reference() {
    let alphabet: &[u8] = b"0123456789000000 \n\r\t\x0b  \n+x\x00\xff";
    let mut rng = Rng::new(1404);
    for case in 0..3000 {
        let len = rng.range(0, 100) as usize;
        let mut input: Vec<u8> =
            (0..len).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize]).collect();
        if case % 3 == 0 {
            // Strings past 19 digits, and past the 32 bytes a quote holds.
            let at = rng.range(0, input.len() as u64) as usize;
            let run: Vec<u8> =
                (0..rng.range(6, 45)).map(|_| b'0' + rng.range(0, 9) as u8).collect();
            input.splice(at..at, run);
        }
        let expected = reference_digits(&input);
        for capacity in [1, 2, 3, 5, 8, 13, 17, 64, 1 << 16] {
            let mut io = reader(&input[..], Vec::new(), capacity);
            let mut strings = Vec::new();
            let error = loop {
                match io.next_digits("s") {
                    Ok(Some(string)) => strings.push(string),
                    Ok(None) => break None,
                    Err(e) => break Some(shown(&e)),
                }
            };
            assert_eq!(
                (strings, error),
                expected,
                "input {:?}, capacity {}",
                String::from_utf8_lossy(&input),
                capacity
            );
        }
    }
}

/// A token for a date's field: mostly a number of `widths` digits (leading
/// zeros allowed), sometimes one of other lengths, a bad token or nothing.
fn date_field(rng: &mut Rng, widths: (u64, u64)) -> String {
    match rng.range(0, 19) {
        0 => ["x", "-1", "1a", "+5", "\u{e9}", "18446744073709551616"][rng.range(0, 5) as usize]
            .to_string(),
        1 => rng.any_size().to_string(),
        2 => "0".repeat(rng.range(1, 3) as usize) + &rng.range(0, 99).to_string(),
        _ => {
            let width = rng.range(widths.0, widths.1) as usize;
            (0..width).map(|_| char::from(b'0' + rng.range(0, 9) as u8)).collect()
        }
    }
}

fn three_needs(io: &mut Io) -> Result<(u64, u64, u64), InputError> {
    Ok((io.need("the year")?, io.need("the month")?, io.need("the day")?))
}

#[test]
fn a_date_reads_like_three_needs() {
    let spaces = [" ", " ", " ", "\n", "\r\n", "\t", "  ", "\x0b", "\x0c", "\n\n"];
    let mut rng = Rng::new(0xda7e);
    for round in 0..400 {
        let mut input = String::new();
        for _ in 0..rng.range(1, 30) {
            for widths in [(4, 4), (1, 2), (1, 2)] {
                input.push_str(&date_field(&mut rng, widths));
                // Mostly the one space or newline a judge writes.
                let space = if rng.range(0, 3) > 0 { 0 } else { rng.range(0, 9) as usize };
                input.push_str(spaces[space]);
            }
            input.pop();
            input.push('\n');
        }
        if round % 3 == 0 {
            let mut cut = rng.range(0, input.len() as u64) as usize;
            while !input.is_char_boundary(cut) {
                cut -= 1;
            }
            input.truncate(cut);
        }
        for capacity in [1, 2, 5, 8, 11, 12, 17, 64, 1 << 16] {
            let dates = |by_date: bool| {
                let mut io = reader(input.as_bytes(), Vec::new(), capacity);
                let mut read = Vec::new();
                loop {
                    // As `calendar::answer` reads a date.
                    let date = match by_date {
                        true => match super::calendar::date_in_buffer(&mut io) {
                            Some(date) => Ok(date),
                            None => three_needs(&mut io),
                        },
                        false => three_needs(&mut io),
                    };
                    match date {
                        Ok(date) => read.push(Ok((date, io.reject(String::new()).line))),
                        Err(e) => {
                            read.push(Err(shown(&e)));
                            return read;
                        }
                    }
                }
            };
            assert_eq!(
                dates(true),
                dates(false),
                "round {}: {:?}, capacity {}",
                round,
                input,
                capacity
            );
        }
    }
}

#[test]
fn euclid_block_matches_the_searches_of_the_moves() {
    use crate::problems::euclid::{full_search, pruned_search, small_quotient_pair, sorted};
    let mut full = full_search();
    for a in 0..=120u64 {
        for b in 0..=120u64 {
            let wins = full.wins(&sorted(a, b));
            assert_eq!(super::euclid::mover_wins(a, b), wins, "({}, {})", a, b);
        }
    }
    let (mut rng, mut pruned) = (Rng::new(1525), pruned_search());
    for _ in 0..5000 {
        let (a, b) = (rng.any_size(), rng.any_size());
        assert_eq!(super::euclid::mover_wins(a, b), pruned.wins(&sorted(a, b)), "({}, {})", a, b);
        let pair = small_quotient_pair(&mut rng, u64::MAX);
        assert_eq!(super::euclid::mover_wins(pair.0, pair.1), full.wins(&pair), "{:?}", pair);
    }
}

/// The smallest period p <= 200 of the octal game `code` (with its start
/// n0) that the periodicity theorem certifies from its first `heaps`
/// values: g(n + p) = g(n) for n0 <= n < 2 n0 + p + (digits of the code).
fn certified_period(code: &[u8], heaps: usize) -> Option<(usize, usize)> {
    let mut values = super::octal::Values::new(code);
    values.value(heaps - 1);
    let g = values.values();
    (1..=200).find_map(|p| {
        let mut n0 = heaps - p;
        while n0 > 0 && g[n0 - 1 + p] == g[n0 - 1] {
            n0 -= 1;
        }
        Some((p, n0)).filter(|_| 2 * n0 + p + code.len() <= heaps - p)
    })
}

#[test]
fn octal_periods_as_docs_games_octal_states() {
    // Dawson's Kayles (0.07) and Kayles (0.77).
    assert_eq!(certified_period(&[0, 7], 1000), Some((34, 53)));
    assert_eq!(certified_period(&[7, 7], 1000), Some((12, 71)));
    // Treblecross (0.007): none within 20000 heaps.
    assert_eq!(certified_period(&[0, 0, 7], 20_000), None);
}

#[test]
fn octal_values_are_the_mex_of_the_moves() {
    // Nim (0.333..): a heap's value is its size.
    let mut nim = super::octal::Values::new(&[3; 40]);
    assert!((0..40).all(|h| nim.value(h) == h as u32));
    // Dawson's Kayles' first values, by hand from the moves.
    let mut dawson = super::octal::Values::new(&[0, 7]);
    let first: Vec<u32> = (0..12).map(|h| dawson.value(h)).collect();
    assert_eq!(first, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
}
