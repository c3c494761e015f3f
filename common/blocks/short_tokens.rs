// ---- begin block: short_tokens ----
// Numbers of a few digits read a byte at a time, which beats fastio's
// eight-byte steps where a judge's tokens are short (bench/NOTES.md); the
// same results as `next` on any input. One at a time, or a run of them
// handed over with the position in a register (`add` returns whether it
// took the number; one it refuses is read again by `need`):
//
//     let m = io.need_short("m")?;
//     while left > 0 {
//         left -= io.each_short(left, &mut add);
//         if left > 0 { .. add(io.need("a pile")?) ..; left -= 1; }
//     }
#[allow(dead_code)]
mod short_tokens {
    use super::fastio::{is_space, InputError, Io};

    impl Io<'_> {
        /// Hands up to `most` numbers of 1 to 4 digits, each ended by one
        /// whitespace byte, to `each`, and returns how many it took. It stops
        /// before anything else (a longer number, a second whitespace byte, a
        /// bad byte, the end of the buffer) and before a number `each`
        /// refuses (false), which `next` then reads.
        #[inline(always)]
        pub fn each_short(&mut self, most: u64, mut each: impl FnMut(u64) -> bool) -> u64 {
            let (buf, mut pos, mut got) = (&self.buf[..], self.pos, 0);
            while got < most {
                match short_at(&buf[pos..pos + 5]) {
                    Some((len, number)) if each(number) => (pos, got) = (pos + len + 1, got + 1),
                    _ => break,
                }
            }
            self.pos = pos;
            got
        }

        /// The next number, as `next` gives it; a short one a byte at a time.
        #[inline(always)]
        pub fn next_short(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let mut start = self.pos;
            while is_space(self.buf[start]) {
                start += 1;
            }
            if let Some((len, value)) = short_at(&self.buf[start..start + 5]) {
                self.pos = start + len + 1;
                return Ok(Some(value));
            }
            self.next(what)
        }

        #[inline(always)]
        pub fn need_short(&mut self, what: &str) -> Result<u64, InputError> {
            let value = self.next_short(what)?;
            value.ok_or_else(|| self.end_of_input(what))
        }
    }

    /// The 1 to 4 digits that start `window` and the whitespace byte after
    /// them: their count and value.
    #[inline(always)]
    fn short_at(window: &[u8]) -> Option<(usize, u64)> {
        let first = window[0].wrapping_sub(b'0');
        if first > 9 {
            return None;
        }
        let (mut len, mut number) = (1, u64::from(first));
        while len < 4 && window[len].wrapping_sub(b'0') <= 9 {
            number = number * 10 + u64::from(window[len] - b'0');
            len += 1;
        }
        // One branch for the space and the five other whitespace bytes.
        let end = window[len];
        match (end == b' ') | (end.wrapping_sub(b'\t') < 5) {
            true => Some((len, number)),
            false => None,
        }
    }
}
// ---- end block: short_tokens ----
