// ---- begin block: k_fibonacci ----
/// The k-Fibonacci game (k-multiple dynamic subtraction): one pile; the
/// first move takes 1 to n - 1 stones, each later move 1 to k times the
/// stones just taken; taking the last stone wins. k = 2 is Fibonacci Nim.
///
/// Why its losing piles are the terms a_0 = 1 < a_1 < ... built here:
/// a_{i+1} = a_i + a_m, m the count of terms with k a_j < a_i. Call a sum
/// of terms, each more than k times the one before, a chain. Then every
/// n >= 1 is exactly one chain (k = 2: Zeckendorf), by induction: the
/// chains topped by a_i are a_i plus a chain of a_0 .. a_{m-1} (or
/// nothing), which by induction are 0 .. a_m - 1, so they fill
/// [a_i, a_{i+1}) exactly. In the game (stones, most the mover may take),
/// the mover wins iff the smallest term s of the stones' chain is at most
/// the most: taking s leaves a chain whose smallest term exceeds k s, the
/// opponent's most. A take t < s leaves the chain of s - t below the rest;
/// were its smallest term above k t, t's chain then s - t's would be a
/// second chain of s: so it is at most k t, and the opponent takes it.
/// So a pile n loses iff n is a term (its most, n - 1, is below n), and
/// otherwise s is the smallest first take that wins.
#[allow(dead_code)]
mod k_fibonacci {
    /// The terms of one k, in order, as far as they were asked for.
    pub struct Terms {
        k: u64,
        terms: Vec<u64>,
        /// How many terms a_j have k a_j below the last term.
        below: usize,
        /// The next term would pass u64::MAX: every term below 2^64 is here.
        complete: bool,
    }

    impl Terms {
        /// k >= 1 (k = 0 stops the game after the first move).
        pub fn new(k: u64) -> Terms {
            assert!(k >= 1, "k = 0 has no chains");
            Terms { k, terms: vec![1], below: 0, complete: false }
        }

        pub fn k(&self) -> u64 {
            self.k
        }

        /// The terms computed so far, ascending.
        pub fn terms(&self) -> &[u64] {
            &self.terms
        }

        /// Computes the terms up to n (and one past it, unless that passes
        /// u64::MAX), keeping at most `most` terms: false when more are needed.
        pub fn reach(&mut self, n: u64, most: usize) -> bool {
            let mut last = self.terms[self.terms.len() - 1];
            while last < n && !self.complete {
                if self.terms.len() >= most {
                    return false;
                }
                // k >= 1, so the last term itself stops the count.
                while self.terms[self.below].saturating_mul(self.k) < last {
                    self.below += 1;
                }
                match last.checked_add(self.terms[self.below]) {
                    Some(next) => {
                        self.terms.push(next);
                        last = next;
                    }
                    None => self.complete = true,
                }
            }
            true
        }

        /// The smallest term of n's chain, n >= 1: n itself iff the pile n
        /// loses, else the smallest first take that wins. `None` when the
        /// terms up to n number more than `most`.
        pub fn smallest_term(&mut self, n: u64, most: usize) -> Option<u64> {
            // 1, 2, .., k + 1 are the first terms: a chain of two needs a
            // term above k.
            if n <= self.k.saturating_add(1) {
                return Some(n);
            }
            if !self.reach(n, most) {
                return None;
            }
            // Greedy from the top: the chains topped by a_i are [a_i, a_{i+1}).
            let (mut rest, mut end, mut smallest) = (n, self.terms.len(), n);
            while rest > 0 {
                end = self.terms[..end].partition_point(|&a| a <= rest);
                smallest = self.terms[end - 1];
                rest -= smallest;
            }
            Some(smallest)
        }
    }
}
// ---- end block: k_fibonacci ----
