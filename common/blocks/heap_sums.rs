// ---- begin block: heap_sums ----
// A sum of games on heaps, test by test (CSES 1730, 1098 and 1099, Luogu
// P2197): the test count, then each test's heap count and heaps; the player
// to move wins iff the heaps' Sprague-Grundy values, given by each heap's
// position (from 1) and size, xor to nonzero:
//
//     fastio::run(PROBLEM, |io| heap_sums::answer(io, &ANSWERS, |_, heap| heap % 4));
#[allow(dead_code)]
mod heap_sums {
    use super::fastio::{InputError, Io, Words};

    #[inline(always)]
    pub fn answer(
        io: &mut Io,
        answers: &Words,
        value: impl Fn(u64, u64) -> u64,
    ) -> Result<(), InputError> {
        let tests = io.need("the test count")?;
        for _ in 0..tests {
            let heaps = io.need("the heap count")?;
            let mut sum = 0;
            for position in 1..=heaps {
                sum ^= value(position, io.need("a heap size")?);
            }
            io.put_word(answers, sum != 0);
        }
        Ok(())
    }
}
// ---- end block: heap_sums ----
