// ---- begin block: decimal ----
// Numbers written in decimal, eight digits at a time (no loop dividing by
// ten), through the fastio writer:
//
//     io.put_u64(n);                            // a number in decimal
//     let len = decimal::format_u64(out, n);    // into at least 24 bytes
#[allow(dead_code)]
mod decimal {
    use super::fastio::Io;

    impl Io<'_> {
        #[inline(always)]
        pub fn put_u64(&mut self, value: u64) {
            let len = format_u64(self.room(), value);
            self.commit(len);
        }
    }

    /// Writes the decimal digits of `value` at the start of `out` (at least
    /// 24 bytes, of which the bytes after the digits are scratch) and
    /// returns how many there are.
    #[inline(always)]
    pub fn format_u64(out: &mut [u8], value: u64) -> usize {
        let out = &mut out[..24];
        if value < 100_000_000 {
            return format_leading(out, value);
        }
        // Up to three chunks of eight digits; only the first drops zeros.
        let (high, low) = (value / 100_000_000, value % 100_000_000);
        let len = if high < 100_000_000 {
            format_leading(out, high)
        } else {
            let len = format_leading(out, high / 100_000_000);
            out[len..len + 8].copy_from_slice(&ascii_digits(high % 100_000_000));
            len + 8
        };
        out[len..len + 8].copy_from_slice(&ascii_digits(low));
        len + 8
    }

    /// The eight decimal digits of `value` < 10^8 as the bytes of a
    /// little-endian word, most significant first, each 0..=9: the value is
    /// split in halves, quarters and eighths in parallel lanes, dividing by
    /// multiplication (x / 100 = x * 5243 >> 19 below 43699; y / 10 =
    /// y * 103 >> 10 below 179), the lanes too narrow to disturb each other.
    #[inline(always)]
    fn eight_digits(value: u64) -> u64 {
        let x = (value / 10_000) | ((value % 10_000) << 32);
        let hundreds = ((x * 5243) >> 19) & 0x0000_007f_0000_007f;
        let y = hundreds | ((x - hundreds * 100) << 16);
        let tens = ((y * 103) >> 10) & 0x000f_000f_000f_000f;
        tens | ((y - tens * 10) << 8)
    }

    /// The eight ASCII digits of `value` < 10^8, with leading zeros.
    #[inline(always)]
    fn ascii_digits(value: u64) -> [u8; 8] {
        (eight_digits(value) + 0x3030_3030_3030_3030).to_le_bytes()
    }

    /// Writes `value` < 10^8 without leading zeros into `out[..8]`, then
    /// returns its length.
    #[inline(always)]
    fn format_leading(out: &mut [u8], value: u64) -> usize {
        let (text, len) = text_below_1e8(value);
        out[..8].copy_from_slice(&text.to_le_bytes());
        len
    }

    /// The decimal text of `value` < 10^8 as a little-endian word, first
    /// digit lowest, zero bytes after the last, and its length: for callers
    /// that go on computing with the text in a register.
    #[inline(always)]
    pub fn text_below_1e8(value: u64) -> (u64, usize) {
        let digits = eight_digits(value);
        // Leading zeros are the low zero bytes; keep at least one digit.
        let zeros = (digits.trailing_zeros() / 8).min(7) as usize;
        ((digits + 0x3030_3030_3030_3030) >> (8 * zeros), 8 - zeros)
    }
}
// ---- end block: decimal ----
