// ---- begin block: euclid ----
// Euclid's game (POJ 2348, HDU 1525, Luogu P1290): a move takes a positive
// multiple of the smaller number from the larger without going below 0, and
// whoever makes a 0 wins. With a >= b, a < 2b leaves one move, to (b, a - b);
// a >= 2b (or a = b) is won, since the mover can leave the opponent either
// of (b, a mod b) and (b + a mod b, b), and one of the two is lost. So the
// mover wins iff an even number of forced moves come first.
//
//     let wins = euclid::mover_wins(a, b);
#[allow(dead_code)]
mod euclid {
    /// Whether the player to move wins from (a, b), any order, any u64
    /// values; a pair holding a 0 is already lost. Subtractions only, no
    /// division: the forced moves shrink the pair like Fibonacci numbers
    /// backwards: at most 90 of them in u64, from (F93, F92).
    #[inline]
    pub fn mover_wins(a: u64, b: u64) -> bool {
        let (mut large, mut small) = if a >= b { (a, b) } else { (b, a) };
        let mut mover = true;
        if small == 0 {
            return false;
        }
        loop {
            let rest = large - small;
            if rest >= small || rest == 0 {
                return mover;
            }
            (large, small, mover) = (small, rest, !mover);
        }
    }
}
// ---- end block: euclid ----
