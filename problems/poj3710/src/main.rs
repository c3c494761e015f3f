//! Problem: POJ 3710 Christmas Game, http://poj.org/problem?id=3710
//! Unverified: the statement's pictures (the stored copies lack them), and whether
//!          the data hold loops and parallel edges (taken as polygons of 1 and 2).
//! Input:   cases until end of input: `N`, then N drawings, each `m k` (vertices
//!          1 .. m, the root 1) and its k edges `a b`.
//! Output:  `Sally` if Sally, who moves first, wins, else `Harry`.
//! Game:    Green Hackenbush: a move deletes one edge of a drawing, and whatever
//!          is no longer connected to its root vanishes; who cannot move loses.
//! Rule:    the mover loses iff the drawings' values xor to 0; a drawing's value
//!          is its root's, g(v) = the parity of v's loops xor, over v's children
//!          c, g(c) + 1, once every cycle is fused into one vertex, its edges loops.
//! Why:     fusion: the vertices of a cycle may be merged, its edges becoming
//!          loops, without changing the value; a loop is worth 1, so two cancel;
//!          what is left is a tree, where an edge on top of a value g is worth
//!          g + 1 (the colon principle) and branches at a vertex add as a sum.
//! Beyond:  any graph: parallel edges, loops, cycles sharing vertices or with
//!          trees on them (fused by the bridges: what no bridge separates is one
//!          vertex), parts apart from the root (no value); any N and m, k up to
//!          2^31 - 1 (indexed by u32); an end outside 1 .. m, or more edges, is
//!          rejected.
//! Time:    O(m + k) per drawing: the moves in lists built as the edges are read,
//!          one depth-first search on an explicit stack for the bridges; memory
//!          holds the largest drawing, renumbered by a sort when m exceeds both
//!          4096 and 2k.
//! Status:  every multigraph (loops and parallel edges) on 2 vertices with up to 8
//!          edges, 3 with up to 7, 4 with up to 5, and seeded cacti and graphs of
//!          up to 10 edges, beside a stalk, vs the Grundy values of a search of the
//!          real deletions; sums searched whole; stalks and cycles of 10^5 edges;
//!          vertex numbers to 2^40 (renumbered); malformed; fuzz.
//! Blocks:  fastio

const PROBLEM: &str = "poj3710";

const ANSWERS: fastio::Words = fastio::words(b"Harry\n", b"Sally\n");

/// Up to this many vertices (or twice the edges) a drawing's vertices index
/// its arrays directly; more are renumbered densely first.
const DIRECT: u64 = 4096;

/// Edges and vertices are indexed by u32 (half the memory of usize, and
/// faster); a drawing of more edges than this (8.6 GB of input) is rejected.
const MOST_EDGES: u64 = (1 << 31) - 1;

const UNSEEN: u32 = u32::MAX;
/// No entry: the end of a list of moves, the root's way in.
const NONE: u32 = u32::MAX;

/// One drawing, its vertices numbered from 0 (the root).
#[derive(Default)]
struct Drawing {
    /// The moves at v, a list: `first[v]`, then `next[i]` from entry i; the
    /// entries of edge e are 2e and 2e + 1, and `to[i]` is the other end.
    first: Vec<u32>,
    next: Vec<u32>,
    to: Vec<u32>,
    /// The order in which the search reached v, and the earliest order its
    /// subtree reaches by one edge not of the tree (Tarjan's lowlink).
    order_low: Vec<(u32, u32)>,
    /// The xor of what v's fused vertex holds so far: its loops, and g + 1
    /// for each branch hanging from it by a bridge.
    value: Vec<u32>,
    /// The search's path: a vertex, the entry it was reached by, its next
    /// entry; as long as the largest drawing's vertices (the deepest path).
    path: Vec<(u32, u32, u32)>,
    /// Vertex numbers, for a drawing renumbered densely.
    names: Vec<u64>,
}

impl Drawing {
    fn start(&mut self, vertices: usize) {
        self.first.clear();
        self.first.resize(vertices, NONE);
        self.value.clear();
        self.value.resize(vertices, 0);
        self.next.clear();
        self.to.clear();
    }

    fn add_edge(&mut self, a: u32, b: u32) {
        if a == b {
            // A loop is a cycle of one edge: worth 1 at its vertex.
            self.value[a as usize] ^= 1;
            return;
        }
        for (from, to) in [(a, b), (b, a)] {
            self.next.push(self.first[from as usize]);
            self.first[from as usize] = self.to.len() as u32;
            self.to.push(to);
        }
    }

    /// The value of the drawing of `vertices` vertices and its edges added.
    fn value(&mut self, vertices: usize) -> u64 {
        if vertices == 0 {
            return 0;
        }
        self.order_low.clear();
        self.order_low.resize(vertices, (UNSEEN, 0));
        if self.path.len() < vertices {
            self.path.resize(vertices, (0, 0, 0));
        }
        // Local slices: the search's loop keeps them in registers.
        let (first, next, to) = (&self.first[..], &self.next[..], &self.to[..]);
        let (order_low, value) = (&mut self.order_low[..], &mut self.value[..]);
        let path = &mut self.path[..];
        let mut reached = 0;
        order_low[0] = (0, 0);
        path[0] = (0, NONE, first[0]);
        // path[..=depth] is the search's path from the root.
        let mut depth = 0;
        loop {
            let (v, by, entry) = path[depth];
            if entry != NONE {
                path[depth].2 = next[entry as usize];
                if entry ^ 1 == by {
                    continue;
                }
                let u = to[entry as usize];
                let (order_u, _) = order_low[u as usize];
                if order_u == UNSEEN {
                    reached += 1;
                    order_low[u as usize] = (reached, reached);
                    depth += 1;
                    path[depth] = (u, entry, first[u as usize]);
                } else if order_u < order_low[v as usize].0 {
                    // An edge back up the tree closes a cycle: fused, a loop.
                    let low = &mut order_low[v as usize].1;
                    *low = (*low).min(order_u);
                    value[v as usize] ^= 1;
                }
                continue;
            }
            if depth == 0 {
                break;
            }
            depth -= 1;
            let parent = path[depth].0;
            let low_v = order_low[v as usize].1;
            let (order_p, low_p) = &mut order_low[parent as usize];
            *low_p = (*low_p).min(low_v);
            let g = value[v as usize];
            value[parent as usize] ^= if low_v > *order_p {
                // A bridge: the branch below it is a stalk on top of g.
                g + 1
            } else {
                // On a cycle with the parent: one vertex, the edge a loop.
                g ^ 1
            };
        }
        u64::from(value[0])
    }
}

fn main() {
    let mut drawing = Drawing::default();
    fastio::run(PROBLEM, |io| {
        while let Some(count) = io.next("the drawing count N")? {
            let mut sum = 0;
            for _ in 0..count {
                let m = io.need("a drawing's vertex count m")?;
                let k = io.need("a drawing's edge count k")?;
                if k > MOST_EDGES {
                    return Err(io.reject(format!(
                        "k = {}: a drawing of more than {} edges is not indexed here",
                        k, MOST_EDGES
                    )));
                }
                let direct = m <= DIRECT || m / 2 <= k;
                if direct {
                    drawing.start(m as usize);
                }
                drawing.names.clear();
                for _ in 0..k {
                    let a = io.need("an edge's end a")?;
                    let b = io.need("an edge's end b")?;
                    if a.wrapping_sub(1) >= m || b.wrapping_sub(1) >= m {
                        return Err(
                            io.reject(format!("edge {} {}: the vertices are 1 to {}", a, b, m))
                        );
                    }
                    if direct {
                        drawing.add_edge(a as u32 - 1, b as u32 - 1);
                    } else {
                        drawing.names.push(a);
                        drawing.names.push(b);
                    }
                }
                let vertices = if direct {
                    m as usize
                } else {
                    // Vertex 1 first, so that the root is 0.
                    let ends = std::mem::take(&mut drawing.names);
                    let mut names = ends.clone();
                    names.push(1);
                    names.sort_unstable();
                    names.dedup();
                    drawing.start(names.len());
                    let index = |v: u64| names.binary_search(&v).unwrap_or(0) as u32;
                    for pair in ends.chunks(2) {
                        drawing.add_edge(index(pair[0]), index(pair[1]));
                    }
                    drawing.names = ends;
                    names.len()
                };
                sum ^= drawing.value(vertices);
            }
            io.put_word(&ANSWERS, sum != 0);
        }
        Ok(())
    });
}

// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====
// ---- begin block: fastio ----
// Input and output through fixed buffers, exact on any input, never a panic.
// In `run(PROBLEM, |io| ..)`, `io.need("n")?` is the next unsigned integer (`io.next`:
// or `None` at the end); `io.put_word(&WORDS, wins)` and `io.put` write. Bad input or
// `Err(io.reject(..))`: the answers so far, `<problem>: line <n>: <why>`, exit status 2.
#[allow(dead_code)]
mod fastio {
    use std::io::{self, Read, Write};

    /// Bytes per read and write (16 pages); `room`'s bytes; a padded word's bytes.
    pub const BUFFER: usize = 1 << 16;
    pub const ROOM: usize = 256;
    pub const WORD: usize = 32;
    const POW10: [u64; 9] = [1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000];

    pub struct InputError {
        pub line: u64,
        pub message: String,
    }

    pub fn run(problem: &str, solve: impl FnOnce(&mut Io) -> Result<(), InputError>) {
        // Safety: fd 1 is stdout, written only here (`io::stdout()` splits at newlines).
        #[cfg(unix)]
        let stdout = unsafe { <std::fs::File as std::os::unix::io::FromRawFd>::from_raw_fd(1) };
        #[cfg(not(unix))]
        let stdout = io::stdout().lock();
        let mut io = Io::new(Box::new(io::stdin().lock()), Box::new(stdout));
        let (status, message) = match (solve(&mut io), io.finish()) {
            (_, Err(e)) => (1, format!("cannot write output: {}", e)),
            (Err(e), Ok(())) => (2, format!("line {}: {}", e.line, e.message)),
            (Ok(()), Ok(())) => return,
        };
        eprintln!("{}: {}", problem, message);
        std::process::exit(status);
    }

    /// `buf` holds the last read, then zeros: a sentinel where every scan
    /// stops. `line` is the line of `buf[0]`, `last_byte` the byte before it.
    pub struct Io<'a> {
        pub buf: Box<[u8; BUFFER + 25]>,
        pub pos: usize,
        len: usize,
        line: u64,
        last_byte: u8,
        source: Box<dyn Read + 'a>,
        out: Box<[u8; BUFFER + ROOM]>,
        out_len: usize,
        sink: Box<dyn Write + 'a>,
        error: Option<io::Error>,
    }

    pub struct Token {
        pub len: usize,
        pub bytes: [u8; WORD],
        pub digits: usize,
        pub value: Option<u64>,
    }

    impl<'a> Io<'a> {
        pub fn new(source: Box<dyn Read + 'a>, sink: Box<dyn Write + 'a>) -> Self {
            let (buf, out) = (Box::new([0; BUFFER + 25]), Box::new([0; BUFFER + ROOM]));
            let (pos, len, line, last_byte, out_len, error) = (0, 0, 1, 0, 0, None);
            Io { buf, pos, len, line, last_byte, source, out, out_len, sink, error }
        }
        #[inline(always)]
        pub fn next(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            self.next_in_buffer().map_or_else(|| self.next_slow(what), |(_, v)| Ok(Some(v)))
        }
        #[inline(always)]
        pub fn need(&mut self, what: &str) -> Result<u64, InputError> {
            self.next(what)?.ok_or_else(|| self.end_of_input(what))
        }
        /// 1 to 20 digits and a space, all in the buffer, or `None` and nothing read.
        #[inline(always)]
        pub fn next_in_buffer(&mut self) -> Option<(usize, u64)> {
            // Usually the last token's whitespace is consumed: digits first.
            let mut start = self.pos;
            let (mut len, mut value) = leading_digits(&self.buf[start..start + 8]);
            if len == 0 {
                while is_space(self.buf[start]) {
                    start += 1;
                }
                (len, value) = leading_digits(&self.buf[start..start + 8]);
            }
            let window = &self.buf[start..start + 25];
            if len == 8 {
                let (count, digits) = leading_digits(&window[8..16]);
                (value, len) = (value * POW10[count] + digits, len + count);
                if count == 8 {
                    // Past 16 digits, only this step can overflow.
                    let (count, digits) = leading_digits(&window[16..24]);
                    value = value.checked_mul(POW10[count])?.checked_add(digits)?;
                    len += count;
                }
            }
            if len == 0 || len > 20 || !is_space(window[len]) {
                return None;
            }
            self.pos = start + len + 1;
            Some((len, value))
        }
        pub fn reject(&self, message: String) -> InputError {
            // The last token ends at pos - 1, or pos - 2 before its separator.
            let line = self.line + newlines(&self.buf[..self.pos.saturating_sub(1)]);
            InputError { line, message }
        }
        /// On the last line that is not empty.
        #[cold]
        pub fn end_of_input(&self, what: &str) -> InputError {
            let line = self.line - u64::from(self.last_byte == b'\n');
            InputError { line, message: format!("expected {}, found end of input", what) }
        }
        #[cold]
        #[inline(never)]
        pub fn next_slow(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let message = match self.next_token()? {
                None => return Ok(None),
                Some(t) if t.digits < t.len => {
                    format!("{} (an unsigned decimal integer), found {}", what, quote(&t))
                }
                Some(Token { value: Some(value), .. }) => return Ok(Some(value)),
                Some(_) => format!("{}, found a number above {}", what, u64::MAX),
            };
            Err(self.reject(format!("expected {}", message)))
        }
        pub fn next_token(&mut self) -> Result<Option<Token>, InputError> {
            let mut t = Token { len: 0, bytes: [0; WORD], digits: 0, value: Some(0) };
            while self.pos < self.len || self.fill()? {
                let c = self.buf[self.pos];
                if !is_space(c) {
                    if t.digits == t.len && c.is_ascii_digit() {
                        let digit = u64::from(c - b'0');
                        t.value = t.value.and_then(|v| v.checked_mul(10)?.checked_add(digit));
                        t.digits += 1;
                    }
                    if let Some(byte) = t.bytes.get_mut(t.len) {
                        *byte = c;
                    }
                    t.len += 1;
                } else if t.len > 0 {
                    break;
                }
                self.pos += 1;
            }
            Ok(Some(t).filter(|t| t.len > 0))
        }
        fn fill(&mut self) -> Result<bool, InputError> {
            self.line += newlines(&self.buf[..self.len]);
            self.last_byte = self.buf[..self.len].last().map_or(self.last_byte, |&c| c);
            (self.pos, self.len, self.buf[0]) = (0, 0, 0);
            let len = loop {
                match self.source.read(&mut self.buf[..BUFFER]) {
                    Ok(len) => break len,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(self.reject(format!("cannot read input: {}", e))),
                }
            };
            (self.len, self.buf[len]) = (len, 0);
            Ok(len > 0)
        }
        #[inline(always)]
        pub fn put(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(ROOM) {
                self.room()[..chunk.len()].copy_from_slice(chunk);
                self.commit(chunk.len());
            }
        }
        #[inline(always)]
        pub fn put_word(&mut self, words: &Words, win: bool) {
            let word = &words[usize::from(win)];
            self.room()[..WORD].copy_from_slice(word);
            self.commit(usize::from(word[WORD - 1]));
        }
        /// `ROOM` bytes to write in place, then `commit` the ones written.
        #[inline(always)]
        pub fn room(&mut self) -> &mut [u8] {
            if self.out_len > BUFFER {
                self.write(BUFFER);
            }
            let at = self.out_len.min(BUFFER);
            &mut self.out[at..at + ROOM]
        }
        #[inline(always)]
        pub fn commit(&mut self, len: usize) {
            self.out_len += len;
        }
        /// Whole pages, `BUFFER` at a time, until the last; after an error, none.
        #[cold]
        #[inline(never)]
        fn write(&mut self, end: usize) {
            if self.error.is_none() {
                self.error = self.sink.write_all(&self.out[..end]).err();
            }
            self.out.copy_within(end..self.out_len, 0);
            self.out_len -= end;
        }
        pub fn finish(&mut self) -> io::Result<()> {
            self.write(self.out_len);
            self.error.take().map_or_else(|| self.sink.flush(), Err)
        }
    }

    pub fn quote(token: &Token) -> String {
        let shown = String::from_utf8_lossy(&token.bytes[..token.len.min(WORD)]);
        format!("{:?}{}", shown, if token.len > WORD { "..." } else { "" })
    }
    /// Two answer words, lose then win, padded for one fixed-size copy; the
    /// last byte holds the length (under `WORD`, checked at compile time).
    pub type Words = [[u8; WORD]; 2];
    pub const fn words(lose: &[u8], win: &[u8]) -> Words {
        [pad(lose), pad(win)]
    }
    const fn pad(word: &[u8]) -> [u8; WORD] {
        assert!(word.len() < WORD, "an answer word is too long");
        let (mut bytes, mut i) = ([0; WORD], 0);
        while i < word.len() {
            bytes[i] = word[i];
            i += 1;
        }
        bytes[WORD - 1] = word.len() as u8;
        bytes
    }
    pub fn is_space(c: u8) -> bool {
        c == b' ' || (b'\t'..=b'\r').contains(&c)
    }

    /// The count and value of the digits that start `bytes[..8]`, all at once.
    #[inline(always)]
    fn leading_digits(bytes: &[u8]) -> (usize, u64) {
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[..8]);
        let t = u64::from_le_bytes(word).wrapping_sub(0x3030_3030_3030_3030);
        let not_digit = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
        let count = (not_digit.trailing_zeros() / 8) as usize;
        if count == 0 {
            return (0, 0);
        }
        let v = t << (64 - 8 * count);
        let v = (v.wrapping_mul((10 << 8) | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
        let v = (v.wrapping_mul((100 << 16) | 1) >> 16) & 0x0000_ffff_0000_ffff;
        (count, v.wrapping_mul((10_000 << 32) | 1) >> 32)
    }

    /// Counted in runs of 255 bytes, which a u8 holds: wide vector compares.
    fn newlines(bytes: &[u8]) -> u64 {
        let run = |chunk: &[u8]| chunk.iter().fold(0u8, |n, &c| n + u8::from(c == b'\n'));
        bytes.chunks(255).map(|chunk| u64::from(run(chunk))).sum()
    }
}
// ---- end block: fastio ----
