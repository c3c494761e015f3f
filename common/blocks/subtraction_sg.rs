// ---- begin block: subtraction_sg ----
/// Sprague-Grundy values of a subtraction game: one heap, a move removes s
/// stones for some s of a fixed set. The value of heap h is the mex (least
/// value not taken) of the values of h - s; a sum of heaps is lost for the
/// player to move iff the values XOR to 0. Built on demand, as far as the
/// largest heap asked for.
#[allow(dead_code)]
mod subtraction_sg {
    pub struct Table {
        /// The set, ascending, without repeats (and without 0, which would
        /// let a player pass).
        moves: Vec<u64>,
        values: Vec<u32>,
        /// For the mex: `seen[v] == round` while v is a successor's value.
        seen: Vec<u32>,
        round: u32,
    }

    impl Table {
        /// The table of the set `moves` (in any order, repeats allowed; 0 is
        /// dropped).
        pub fn new(mut moves: Vec<u64>) -> Table {
            moves.sort_unstable();
            moves.dedup();
            moves.retain(|&s| s > 0);
            // A heap has at most |moves| successors, so its value is at most that.
            let seen = vec![0; moves.len() + 1];
            Table { moves, values: Vec::new(), seen, round: 0 }
        }

        /// How many heaps (0, 1, ...) have their value computed.
        pub fn len(&self) -> usize {
            self.values.len()
        }

        /// Computes the values of every heap up to `heap`.
        pub fn extend_to(&mut self, heap: usize) {
            while self.values.len() <= heap {
                let h = self.values.len() as u64;
                self.round = self.round.wrapping_add(1);
                if self.round == 0 {
                    // After 2^32 rounds a stale stamp could match: start afresh.
                    self.seen.iter_mut().for_each(|stamp| *stamp = 0);
                    self.round = 1;
                }
                for &s in self.moves.iter().take_while(|&&s| s <= h) {
                    self.seen[self.values[(h - s) as usize] as usize] = self.round;
                }
                let mex = self.seen.iter().position(|&stamp| stamp != self.round);
                // |moves| + 1 slots, at most |moves| successors: a gap exists.
                self.values.push(mex.unwrap_or(self.seen.len()) as u32);
            }
        }

        /// The value of `heap`, which `extend_to` has reached.
        #[inline(always)]
        pub fn value(&self, heap: usize) -> u32 {
            self.values[heap]
        }

        pub fn values(&self) -> &[u32] {
            &self.values
        }
    }
}
// ---- end block: subtraction_sg ----
