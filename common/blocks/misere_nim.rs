// ---- begin block: misere_nim ----
// Misère Nim, where whoever takes the last object loses (HDU 1907, 2509):
// while some heap holds 2 or more, the mover wins exactly as in Nim (xor
// not 0); when none does, exactly when an even number of heaps hold 1.
//
//     let mut heaps = misere_nim::Heaps::default();
//     heaps.add(size);
//     let wins = heaps.mover_wins();
#[allow(dead_code)]
mod misere_nim {
    #[derive(Default)]
    pub struct Heaps {
        xor: u64,
        ones: u64,
        big: bool,
    }

    impl Heaps {
        #[inline(always)]
        pub fn add(&mut self, size: u64) {
            self.xor ^= size;
            self.ones += u64::from(size == 1);
            self.big |= size >= 2;
        }

        /// Whether the player to move wins on the heaps added.
        #[inline(always)]
        pub fn mover_wins(&self) -> bool {
            if self.big {
                self.xor != 0
            } else {
                self.ones % 2 == 0
            }
        }
    }
}
// ---- end block: misere_nim ----
