// ---- begin block: short_tokens ----
// Values of a few digits read a byte at a time, which beats fastio's
// eight-byte steps where token lengths repeat (bench/NOTES.md); the same
// results on any input:
//
//     let m = io.need_short("m")?;
#[allow(dead_code)]
mod short_tokens {
    use super::fastio::{is_space, InputError, Io};

    impl Io<'_> {
        #[inline(always)]
        pub fn next_short(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let mut start = self.pos;
            while is_space(self.buf[start]) {
                start += 1;
            }
            let window = &self.buf[start..start + 25];
            let (mut len, mut value) = (0, 0u64);
            while len < 15 && window[len].wrapping_sub(b'0') <= 9 {
                value = value * 10 + u64::from(window[len] - b'0');
                len += 1;
            }
            if len > 0 && is_space(window[len]) {
                self.pos = start + len + 1;
                return Ok(Some(value));
            }
            self.next_slow(what)
        }

        #[inline(always)]
        pub fn need_short(&mut self, what: &str) -> Result<u64, InputError> {
            let value = self.next_short(what)?;
            value.ok_or_else(|| self.end_of_input(what))
        }
    }
}
// ---- end block: short_tokens ----
