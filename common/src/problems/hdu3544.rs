//! HDU 3544, Alice's Game (Cutcake): T cases of 1 <= N <= 100 bars
//! 1 <= X, Y <= 10^9; Alice breaks X, Bob breaks Y, Alice first; who cannot
//! break loses. The limits and T's bound are not known.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3544",
    validate,
    layout: Layout::Counted,
    answers: Answers::Numbered("Case ", ": "),
    small,
    edges,
    shrink: super::whole,
};

/// T (not bounded), then T cases: `N` (1 <= N <= N), N lines `X Y`
/// (1 <= X, Y <= S).
fn validate(input: &mut Input) -> Valid {
    let cases = input.number("T", 0..=u64::MAX)?;
    input.end_line()?;
    for _ in 0..cases {
        let bars = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        for _ in 0..bars {
            input.numbers_line("a side", 2, 1..=PROBLEM.limit("S"))?;
        }
    }
    Ok(())
}

/// Alice wins (the win of the player who moves first, Alice), or Bob.
pub const WORDS: Words = Words { lose: "Bob\n", win: "Alice\n" };

/// A bar X x Y: Alice breaks X, Bob breaks Y.
pub type Bar = (u64, u64);

/// A whole position: the bars both of whose sides are 2 or more (sorted: a
/// multiset), the breaks left in the bars one square wide, Alice's then
/// Bob's, and who moves (`true` for Alice). A bar X x 1 only Alice can
/// break, and each break leaves her one break fewer in it whatever she
/// picks, so such bars together are a pile of X - 1 moves each: counting
/// them is the same game with far fewer positions.
pub type Position = (Vec<Bar>, u64, u64, bool);

/// The position of `bars` with `alice` to move.
pub fn position(bars: &[Bar], alice: bool) -> Position {
    let (mut wide, mut hers, mut his) = (Vec::new(), 0, 0);
    for &(x, y) in bars {
        match (x, y) {
            (_, 1) => hers += x - 1,
            (1, _) => his += y - 1,
            _ => wide.push((x, y)),
        }
    }
    wide.sort_unstable();
    (wide, hers, his, alice)
}

/// Every position one move reaches: the mover breaks one bar along his
/// own side into two (or spends one of his breaks in a thin bar), and the
/// other player moves next.
pub fn breaks(&(ref bars, hers, his, alice): &Position) -> Vec<Position> {
    let mut next = Vec::new();
    let thin = if alice { hers } else { his };
    if thin > 0 {
        let (hers, his) = if alice { (hers - 1, his) } else { (hers, his - 1) };
        next.push((bars.clone(), hers, his, !alice));
    }
    for (i, &(x, y)) in bars.iter().enumerate() {
        let side = if alice { x } else { y };
        // A break at a and at side - a give one multiset: half of them.
        for a in 1..=side / 2 {
            let halves = if alice { [(a, y), (x - a, y)] } else { [(x, a), (x, y - a)] };
            let mut after: Vec<Bar> = bars.clone();
            after.swap_remove(i);
            after.extend(halves);
            let (wide, more_hers, more_his, _) = position(&after, alice);
            next.push((wide, hers + more_hers, his + more_his, !alice));
        }
    }
    next
}

/// The solution's rule for one bar: the breaks Alice has to spare in it
/// over Bob, floor(X / 2^j) - floor(Y / 2^j) with j = min(floor(log2 X),
/// floor(log2 Y)) (both sides >= 1). What the explorer and `play` check
/// against the search.
pub fn bar_value(x: u64, y: u64) -> i64 {
    let j = (63 - x.leading_zeros()).min(63 - y.leading_zeros());
    (x >> j) as i64 - (y >> j) as i64
}

/// A search of both players' breaks over whole positions.
pub fn search() -> WinLose<Position, fn(&Position) -> Vec<Position>> {
    WinLose::normal(breaks as fn(&Position) -> Vec<Position>)
}

/// The case `N` / the bars.
pub fn case(bars: &[Bar]) -> String {
    let mut text = format!("{}\n", bars.len());
    bars.iter().for_each(|(x, y)| text.push_str(&format!("{} {}\n", x, y)));
    text
}

/// The bars turned a quarter: Alice's side becomes Bob's.
pub fn turned(bars: &[Bar]) -> Vec<Bar> {
    bars.iter().map(|&(x, y)| (y, x)).collect()
}

/// Every multiset of `count` bars with sides up to `most`.
pub fn every_multiset(count: usize, most: u64) -> Vec<Vec<Bar>> {
    let bars: Vec<Bar> = (1..=most).flat_map(|x| (1..=most).map(move |y| (x, y))).collect();
    let mut sets: Vec<Vec<usize>> = vec![vec![]];
    for _ in 0..count {
        sets = sets
            .iter()
            .flat_map(|s| {
                let from = s.last().copied().unwrap_or(0);
                (from..bars.len()).map(move |b| [s.as_slice(), &[b]].concat())
            })
            .collect();
    }
    sets.into_iter().map(|s| s.into_iter().map(|b| bars[b]).collect()).collect()
}

/// Every bar to 6 x 6 alone and beside 1 to 3 spare breaks of either
/// player (a bar k + 1 squares long and one wide); every multiset of 2 bars
/// to 4 and of 3 bars to 3: each with Alice first as the statement has it,
/// and with Bob first, asked as the bars turned a quarter with Alice first
/// (Bob's breaks are then hers: Bob wins moving first on B iff Alice wins
/// moving first on B turned). Then seeded positions of up to 4 bars.
pub fn small() -> Vec<Cases> {
    let mut game = search();
    let mut every = PROBLEM.cases(
        "every bar <= 6 x 6 with spare breaks, every 2 bars <= 4 and 3 bars <= 3, both first",
    );
    let mut sets = every_multiset(2, 4);
    sets.extend(every_multiset(3, 3));
    for bar in every_multiset(1, 6) {
        for spare in 1..=4 {
            sets.push(vec![bar[0], (spare, 1)]);
            sets.push(vec![bar[0], (1, spare)]);
        }
    }
    for bars in sets {
        every.push(case(&bars), WORDS.of(game.wins(&position(&bars, true))));
        let bob_wins = game.wins(&position(&bars, false));
        every.push(case(&turned(&bars)), WORDS.of(bob_wins));
    }
    let mut rng = Rng::new(3544);
    let mut seeded =
        PROBLEM.cases("seeded positions of up to 4 bars, long ones to 20 (seed 3544)");
    for _ in 0..300 {
        let count = rng.range(1, 2);
        let most = [4, 3][count as usize - 1];
        let mut bars: Vec<Bar> =
            (0..count).map(|_| (rng.range(1, most), rng.range(1, most))).collect();
        // A long bar 2 or 3 wide, and a thin one of either player.
        let wide = rng.range(2, 3);
        let long = rng.range(1, if wide == 2 { 20 } else { 8 });
        bars.push(if rng.range(0, 1) == 0 { (long, wide) } else { (wide, long) });
        let thin = rng.range(1, 40);
        bars.push(if rng.range(0, 1) == 0 { (thin, 1) } else { (1, thin) });
        rng.shuffle(&mut bars);
        seeded.push(case(&bars), WORDS.of(game.wins(&position(&bars, true))));
    }
    vec![every, seeded]
}

/// The largest bars, powers of two and their neighbours on both sides,
/// 100 bars, and sums that cancel to 0 (Bob) or miss it by one.
fn edges() -> Vec<Cases> {
    let (top, most) = (PROBLEM.limit("S"), PROBLEM.limit("N") as usize);
    let mut rng = Rng::new(3545);
    let mut cases = PROBLEM.cases("the largest bars, powers of two, the most bars");
    let mut sides = vec![1, 2, 3, top, top - 1];
    for bit in 1..30 {
        let power = 1u64 << bit;
        sides.extend([power - 1, power, power + 1]);
    }
    for &x in &sides {
        cases.push(case(&[(x, top)]), "");
        cases.push(case(&[(top, x)]), "");
        cases.push_inside(x < top, case(&[(x, x + 1), (x + 1, x)]), "");
        let y = rng.range(1, top);
        cases.push(case(&[(x, y), (y, x)]), "");
    }
    cases.push(case(&vec![(top, top); most]), "");
    cases.push(case(&vec![(top, 1); most]), "");
    cases.push(case(&vec![(1, top); most]), "");
    let mut mirrored: Vec<Bar> =
        (0..most / 2).map(|_| (rng.range(1, top), rng.range(1, top))).collect();
    mirrored.extend(turned(&mirrored));
    cases.push(case(&mirrored), "");
    // A bar 2 x 1 is worth 1 to Alice: beside a mirrored set, Alice wins.
    mirrored[0] = (2, 1);
    cases.push(case(&mirrored), "");
    for bits in 1..=30 {
        let bars: Vec<Bar> = (0..most)
            .map(|_| (rng.range(1, (1u64 << bits).min(top)), rng.range(1, (1u64 << bits).min(top))))
            .collect();
        cases.push(case(&bars), "");
    }
    // A bar of each bit length to 64 (beyond the statement from 31), long for either player, and
    // beside its turned copy.
    let mut beyond = PROBLEM.cases("bars of every bit length to 64");
    for bits in 1..=65u32 {
        // All ones, or the power of two, by turns; u64::MAX last.
        let side = match bits {
            65 => u64::MAX,
            _ if bits % 2 == 1 => (1u64 << bits) - 1,
            _ => 1 << (bits - 1),
        };
        for bars in [vec![(side, 1)], vec![(1, side)], vec![(side, 3), (3, side)]] {
            beyond.push_inside(side <= top, case(&bars), "");
        }
    }
    vec![cases, beyond]
}
