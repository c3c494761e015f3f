// ---- begin block: digits ----
// Strings of digits whose leading zeros count, read through fastio:
//
//     while let Some((len, first)) = io.next_digits("s")? {}
//
// gives each string's length and the value of its first 19 digits.
#[allow(dead_code)]
mod digits {
    use super::fastio::{quote, InputError, Io};

    impl Io<'_> {
        /// The next token, which must be all ASCII digits; `None` at the end of input.
        #[inline(always)]
        pub fn next_digits(&mut self, what: &str) -> Result<Option<(usize, u64)>, InputError> {
            if let Some((len, value)) = self.next_in_buffer() {
                // Twenty digits the fast path read are exact: keep 19.
                return Ok(Some((len, if len > 19 { value / 10 } else { value })));
            }
            let token = match self.next_token()? {
                Some(token) => token,
                None => return Ok(None),
            };
            if token.digits < token.len {
                return Err(self.reject(format!("expected {}, found {}", what, quote(&token))));
            }
            let first = &token.bytes[..token.len.min(19)];
            Ok(Some((token.len, first.iter().fold(0, |v, &c| v * 10 + u64::from(c - b'0')))))
        }
    }
}
// ---- end block: digits ----
