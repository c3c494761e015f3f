// ---- begin block: next_short ----
// One short number at a time (`io.need_short("m")?`); any other to `next`.
#[allow(dead_code)]
mod next_short {
    use super::fastio::{is_space, InputError, Io};
    use super::short_number::short_at;

    impl Io<'_> {
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
}
// ---- end block: next_short ----
