// ---- begin block: octal ----
/// Sprague-Grundy values of an octal game: heaps of beans; the code
/// 0.d1 d2 d3 .. says what a move that removes j beans from one heap may
/// leave of it: nothing if d_j has bit 1, one heap if bit 2, two heaps
/// (the beans on either side of the j removed) if bit 4. A heap's value
/// is the mex of its options' values, a two heap option's being the xor of
/// the two (Sprague-Grundy). Built on demand, as far as the largest heap
/// asked for; no formula stands in for the table.
#[allow(dead_code)]
mod octal {
    pub struct Values {
        /// d_1, d_2, ..: each 0 to 7.
        digits: Vec<u8>,
        values: Vec<u32>,
        /// For the mex: `seen[v] == heap` while v is an option's value.
        seen: Vec<usize>,
    }

    impl Values {
        /// The game 0.d1 d2 ..; `digits` = [d1, d2, ..].
        pub fn new(digits: &[u8]) -> Values {
            Values { digits: digits.to_vec(), values: Vec::new(), seen: Vec::new() }
        }

        /// The value of `heap`, the table extended to it.
        pub fn value(&mut self, heap: usize) -> u32 {
            while self.values.len() <= heap {
                let h = self.values.len();
                // Each digit gives at most 1 + 1 + h / 2 options: the mex
                // is at most their count, and larger values need no slot.
                self.seen.resize(self.digits.len() * (h / 2 + 2) + 1, usize::MAX);
                for j in 1..=self.digits.len().min(h) {
                    let (digit, rest) = (self.digits[j - 1], h - j);
                    if (digit & 1 != 0 && rest == 0) || (digit & 2 != 0 && rest > 0) {
                        let value = self.values[rest];
                        self.mark(value, h);
                    }
                    if digit & 4 != 0 {
                        // The two heaps a and rest - a, both non-empty.
                        for a in 1..=rest / 2 {
                            let value = self.values[a] ^ self.values[rest - a];
                            self.mark(value, h);
                        }
                    }
                }
                let mex = self.seen.iter().position(|&stamp| stamp != h);
                self.values.push(mex.unwrap_or(self.seen.len()) as u32);
            }
            self.values[heap]
        }

        fn mark(&mut self, value: u32, heap: usize) {
            if let Some(stamp) = self.seen.get_mut(value as usize) {
                *stamp = heap;
            }
        }

        /// The values computed so far, heaps 0, 1, ...
        pub fn values(&self) -> &[u32] {
            &self.values
        }
    }
}
// ---- end block: octal ----
