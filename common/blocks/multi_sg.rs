// ---- begin block: multi_sg ----
/// Multi-SG: games whose move turns one game into several. By the
/// Sprague-Grundy theorem a move's value is the xor of the games it leaves,
/// so each game's value is the mex of those xors.
#[allow(dead_code)]
mod multi_sg {
    /// HNOI 2014 江南乐: a pile of x >= `least` stones splits into m piles,
    /// 2 <= m <= x, of sizes differing by at most 1 (x % m of x / m + 1, the
    /// rest of x / m). For m from one run sharing q = x / m, the parities of
    /// both counts repeat with period 2 in m, so two m per run are enough:
    /// O(sqrt x) per pile. Built on demand, as far as the largest pile asked.
    pub struct EvenSplits {
        least: u64,
        values: Vec<u32>,
        /// For the mex: `seen[v] == round` while v is a split's value.
        seen: Vec<u32>,
        round: u32,
    }

    impl EvenSplits {
        pub fn new(least: u64) -> EvenSplits {
            EvenSplits { least, values: Vec::new(), seen: Vec::new(), round: 0 }
        }

        /// Computes the values of every pile up to `pile`.
        pub fn extend_to(&mut self, pile: usize) {
            while self.values.len() <= pile {
                let x = self.values.len();
                if (x as u64) < self.least || x < 2 {
                    self.values.push(0);
                    continue;
                }
                // One round and 4 bytes per pile: a table that fits in memory
                // ends below 2^32, so u32 (the fast division, the loop's
                // cost) holds every pile and round.
                self.round += 1;
                let x = x as u32;
                // Small m: each has a quotient above m, of its own.
                let mut m = 2;
                while m <= x && x / m > m {
                    let q = x / m;
                    self.reach(q, x - q * m, m - (x - q * m));
                    m += 1;
                }
                // The rest: by quotient, descending; the m of quotient q run
                // to x / q, and a q with none there is skipped.
                let mut q = if m <= x { x / m } else { 0 };
                while q >= 1 {
                    let run_end = x / q;
                    if run_end >= m {
                        let larger = x - q * m;
                        self.reach(q, larger, m - larger);
                        if m < run_end {
                            // m + 1: x % m drops by q, m - x % m grows by q + 1.
                            self.reach(q, larger - q, m + 1 - (larger - q));
                        }
                        m = run_end + 1;
                    }
                    q -= 1;
                }
                let mex = self.seen.iter().position(|&stamp| stamp != self.round);
                self.values.push(mex.unwrap_or(self.seen.len()) as u32);
            }
        }

        /// Marks the value of `larger` piles of q + 1 and `smaller` of q.
        #[inline(always)]
        fn reach(&mut self, q: u32, larger: u32, smaller: u32) {
            let q = q as usize;
            let mut value = 0;
            if larger % 2 == 1 {
                value ^= self.values[q + 1];
            }
            if smaller % 2 == 1 {
                value ^= self.values[q];
            }
            let slot = value as usize;
            if slot >= self.seen.len() {
                self.seen.resize(slot + 1, 0);
            }
            self.seen[slot] = self.round;
        }

        /// Whether `value(pile)` is known: below `least`, or tabled.
        #[inline(always)]
        pub fn knows(&self, pile: u64) -> bool {
            pile < self.least || pile < self.values.len() as u64
        }

        /// The value of `pile`: 0 below `least`, else the table's, which
        /// `extend_to` has reached.
        #[inline(always)]
        pub fn value(&self, pile: u64) -> u32 {
            if pile < self.least {
                0
            } else {
                self.values[pile as usize]
            }
        }
    }

    /// SDOI 2009 E&D: a pair of piles (a, b), both >= 1; a move drops one and
    /// splits the other into two non-empty piles. Its value is the count of
    /// trailing ones of (a - 1) | (b - 1).
    #[inline(always)]
    pub fn pair_value(a: u64, b: u64) -> u32 {
        ((a - 1) | (b - 1)).trailing_ones()
    }

    /// HNOI 2007 分裂游戏: a bean in bottle i of `bottles` becomes two beans in
    /// bottles j and k, i < j <= k. The value of a bean in each bottle, from
    /// the last (value 0) back: the mex of the xors of two later beans.
    pub fn bean_values(bottles: usize) -> Vec<u64> {
        let mut values = vec![0u64; bottles];
        let mut reached: Vec<bool> = Vec::new();
        for i in (0..bottles).rev() {
            let mex = reached.iter().position(|&r| !r).unwrap_or(reached.len());
            values[i] = mex as u64;
            // Two values below 2^b xor below 2^b: room for every pair.
            let room = (mex as u64 + 1).next_power_of_two() as usize;
            if reached.len() < room {
                reached.resize(room, false);
            }
            for &later in &values[i..] {
                reached[(values[i] ^ later) as usize] = true;
            }
        }
        values
    }

    /// For bean values `values`, the bottles holding a bean (`filled`) and
    /// the xor of the position (`sum`): the least winning move (i, j, k) and
    /// how many there are (`None` past u64, which takes n above 4.7 * 10^6).
    /// A move from bottle i to j and k wins iff it makes the xor 0:
    /// values[j] ^ values[k] = sum ^ values[i].
    pub fn winning_moves(
        values: &[u64],
        filled: &[bool],
        sum: u64,
    ) -> (Option<(usize, usize, usize)>, Option<u64>) {
        let room = values.iter().fold(sum, |a, &v| a | v) as usize + 1;
        let mut pairs = vec![0u64; room.next_power_of_two()];
        let (mut first, mut count) = (None, Some(0u64));
        for i in (0..values.len()).rev() {
            let target = (sum ^ values[i]) as usize;
            if filled[i] && pairs[target] > 0 {
                count = count.and_then(|c| c.checked_add(pairs[target]));
                first = Some(i);
            }
            for &later in &values[i..] {
                pairs[(values[i] ^ later) as usize] += 1;
            }
        }
        let least = first.and_then(|i| {
            let target = sum ^ values[i];
            (i + 1..values.len())
                .flat_map(|j| (j..values.len()).map(move |k| (j, k)))
                .find(|&(j, k)| values[j] ^ values[k] == target)
                .map(|(j, k)| (i, j, k))
        });
        (least, count)
    }
}
// ---- end block: multi_sg ----
