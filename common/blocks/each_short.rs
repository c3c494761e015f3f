// ---- begin block: each_short ----
// A run of short numbers, the position in a register; `need` reads the one that
// stops it: `left -= io.each_short(left, &mut add); if left > 0 { need .. }`.
#[allow(dead_code)]
mod each_short {
    use super::fastio::Io;
    use super::short_number::short_at;

    impl Io<'_> {
        /// Hands up to `most` numbers of 1 to 4 digits, each ended by one whitespace
        /// byte, to `each` and returns how many it took; it stops before anything
        /// else and before a number `each` refuses (false), which `next` then reads.
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
    }
}
// ---- end block: each_short ----
