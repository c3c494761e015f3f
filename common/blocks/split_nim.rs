// ---- begin block: split_nim ----
// Nim where a move may instead split a heap into up to k nonempty heaps
// (k = 2: HDU 3032; k = 3: HDU 5795). With PERIOD = 2k, a heap's value is
// h - 1 on the positive multiples of PERIOD, h + 1 just below them, else h;
// T cases of N heaps each are answered by the xor of the values:
//
//     fastio::run(PROBLEM, |io| split_nim::answer::<4>(io, &ANSWERS, "the heap count N"));
#[allow(dead_code)]
mod split_nim {
    use super::fastio::{InputError, Io, Words};

    /// The value of a heap of h: its low 64 bits, and bit 64 (set only for
    /// h = 2^64 - 1, whose value is 2^64).
    #[inline(always)]
    pub fn heap_value<const PERIOD: u64>(h: u64) -> (u64, bool) {
        let down = (h % PERIOD == 0) & (h != 0);
        let up = h % PERIOD == PERIOD - 1;
        (h - u64::from(down)).overflowing_add(u64::from(up))
    }

    /// Reads the case count T, then each case (its heap count, then its
    /// heaps), and writes the win word where the mover wins.
    #[inline(always)]
    pub fn answer<const PERIOD: u64>(
        io: &mut Io,
        answers: &Words,
        heap_count: &str,
    ) -> Result<(), InputError> {
        let cases = io.need("the case count T")?;
        for _ in 0..cases {
            let heaps = io.need(heap_count)?;
            let (mut low, mut high) = (0u64, false);
            for _ in 0..heaps {
                let (value, carry) = heap_value::<PERIOD>(io.need("a heap size")?);
                low ^= value;
                high ^= carry;
            }
            io.put_word(answers, (low != 0) | high);
        }
        Ok(())
    }
}
// ---- end block: split_nim ----
