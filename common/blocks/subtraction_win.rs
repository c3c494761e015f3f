// ---- begin block: subtraction_win ----
/// Who wins a subtraction game: one heap, a move removes s stones for some
/// s of a fixed set (at most the heap), and a player with no move loses.
/// Heap h is lost iff every move from it reaches a won heap, so the lost
/// heaps follow from those below, 64 heaps (one word) at a time.
#[allow(dead_code)]
mod subtraction_win {
    use super::fastio::{InputError, Io};

    /// `count` moves from the input, called `what` ("a move x"), keeping
    /// those up to `last` (a longer one is never played); a 0 (a pass) is
    /// rejected. Repeats go whenever the list is full, so it holds at most
    /// twice the distinct moves.
    pub fn read_moves(
        io: &mut Io,
        count: u64,
        last: u64,
        what: &str,
    ) -> Result<Vec<u64>, InputError> {
        let mut moves = Vec::new();
        for _ in 0..count {
            let s = io.need(what)?;
            if s == 0 {
                return Err(io.reject(format!("expected {} >= 1, found 0 (a pass)", what)));
            }
            if s <= last {
                if moves.len() == moves.capacity() {
                    moves.sort_unstable();
                    moves.dedup();
                }
                moves.push(s);
            }
        }
        Ok(moves)
    }

    /// Bit h % 64 of word h / 64 is set iff heap h (0 to `last`) is lost
    /// for the player to move; bits past `last` mean nothing. `moves` in
    /// any order, repeats allowed; a 0 (a pass) is ignored.
    pub fn lost_heaps(moves: &[u64], last: u64) -> Vec<u64> {
        // Moves up to 64 reach the last 64 heaps: a mask of them, tested
        // against `recent` (bit s - 1: heap h - s lost) one heap at a time.
        let small = moves.iter().filter(|&&s| (1..=64).contains(&s));
        let small = small.fold(0u64, |mask, &s| mask | 1 << (s - 1));
        // A longer move reaches only finished words: 64 heaps at once.
        let mut large: Vec<u64> = moves.iter().copied().filter(|&s| s > 64 && s <= last).collect();
        large.sort_unstable();
        large.dedup();
        // Word 0 stands for heaps -64..=-1 (none: no move reaches them).
        let words = last / 64 + 1;
        let mut lost = vec![0u64; words as usize + 1];
        let mut recent = 0u64;
        for word in 1..=words {
            let first_heap = (word - 1) * 64;
            let mut won = 0u64;
            for &s in large.iter().take_while(|&&s| s < first_heap + 64) {
                // Heaps first_heap - s .. + 63, from bit position first_heap + 64 - s.
                let at = first_heap + 64 - s;
                let (index, shift) = ((at / 64) as usize, at % 64);
                won |= lost[index] >> shift;
                if shift > 0 {
                    won |= lost[index + 1] << (64 - shift);
                }
            }
            let mut bits = 0u64;
            for bit in 0..64 {
                let is_lost = (!won >> bit) & u64::from(recent & small == 0);
                bits |= is_lost << bit;
                recent = recent << 1 | is_lost;
            }
            lost[word as usize] = bits;
        }
        lost.remove(0);
        lost
    }

    /// Whether heap `h` is lost, in a table of [`lost_heaps`].
    #[inline(always)]
    pub fn is_lost(lost: &[u64], h: u64) -> bool {
        (lost[(h / 64) as usize] >> (h % 64)) & 1 == 1
    }
}
// ---- end block: subtraction_win ----
