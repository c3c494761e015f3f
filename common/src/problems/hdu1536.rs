//! HDU 1536, S-Nim: blocks of a set S (k <= 100, elements <= 10^4) and m <= 100 positions of l <= 100 heaps <= 10^4, until `0`.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::{mex, Grundy, WinLose};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1536",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || {
        vec![
            every_set_within_1_to_8_and_heaps_up_to_80_against_a_grundy_search(),
            small_positions_against_a_search_of_the_whole_position(),
        ]
    },
    edges,
    shrink: one_position_a_block,
};

/// Blocks until a line `0`: `k s1..sk` (1 <= k <= K, 1 <= s <= S; repeats
/// allowed, as nothing forbids them), `m` (1 <= m <= M), then m lines
/// `l h1..hl` (1 <= l <= L, 0 <= h <= H).
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let k = input.number("k", 1..=PROBLEM.limit("K"))?;
        input.numbers_line("s", k, 1..=PROBLEM.limit("S"))?;
        let m = input.number("m", 1..=PROBLEM.limit("M"))?;
        input.end_line()?;
        for _ in 0..m {
            let l = input.number("l", 1..=PROBLEM.limit("L"))?;
            input.numbers_line("h", l, 0..=PROBLEM.limit("H"))?;
        }
    }
    Ok(())
}

/// A block: `k s...`, `m`, then the positions, each `l h...`.
pub fn block(set: &[u64], positions: &[Vec<u64>]) -> String {
    let line = |values: &[u64]| {
        let words: Vec<String> = values.iter().map(u64::to_string).collect();
        format!("{} {}\n", values.len(), words.join(" "))
    };
    let mut text = line(set) + &format!("{}\n", positions.len());
    for heaps in positions {
        text.push_str(&line(heaps));
    }
    text
}

/// The set as the input may give it: shuffled, some elements repeated.
pub fn scrambled(set: &[u64], rng: &mut Rng) -> Vec<u64> {
    let mut out: Vec<u64> = set.to_vec();
    for &s in set {
        if rng.range(0, 2) == 0 {
            out.push(s);
        }
    }
    rng.shuffle(&mut out);
    out
}

pub fn one_heap(set: &[u64]) -> impl FnMut(&u64) -> Vec<u64> + '_ {
    move |&h| set.iter().filter(|&&s| s <= h).map(|&s| h - s).collect()
}

pub fn every_set_within_1_to_8_and_heaps_up_to_80_against_a_grundy_search() -> Cases {
    // Two heaps are lost iff their values agree: this pins down sg(0..=80).
    let mut rng = Rng::new(8);
    let mut cases = PROBLEM.cases("every S within {1..8}, heaps <= 80");
    for mask in 1u32..256 {
        let set: Vec<u64> = (1..=8).filter(|&s| mask & (1 << (s - 1)) != 0).collect();
        let mut grundy = Grundy::new(one_heap(&set));
        let values: Vec<u64> = (0..=80).map(|h| grundy.value(&h)).collect();
        // A block per first heap: m = 81 stays within the statement's 100.
        for a in 0..=80u64 {
            let positions: Vec<Vec<u64>> = (0..=80u64).map(|b| vec![a, b]).collect();
            let row: String = (0..=80usize)
                .map(|b| if values[a as usize] == values[b] { 'L' } else { 'W' })
                .collect();
            cases.push(block(&scrambled(&set, &mut rng), &positions), row + "\n");
        }
    }
    cases
}

pub fn small_positions_against_a_search_of_the_whole_position() -> Cases {
    let mut rng = Rng::new(1536);
    let mut cases = PROBLEM.cases("positions of up to 4 heaps <= 12 (seed 1536)");
    for _ in 0..60 {
        let set: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 6)).collect();
        let moves = set.clone();
        let mut game = WinLose::normal(move |heaps: &Vec<u64>| {
            let mut next = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for &s in moves.iter().filter(|&&s| s <= h) {
                    let mut after = heaps.clone();
                    after[i] = h - s;
                    after.sort_unstable();
                    next.push(after);
                }
            }
            next
        });
        let mut positions = Vec::new();
        let mut row = String::new();
        for _ in 0..100 {
            let mut heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 12)).collect();
            positions.push(heaps.clone());
            heaps.sort_unstable();
            row.push(if game.wins(&heaps) { 'W' } else { 'L' });
        }
        cases.push(block(&set, &positions), row + "\n");
    }
    assert!(cases.expected().iter().any(|r| r.contains('L') && r.contains('W')));
    cases
}

/// The statement's largest block (100 elements, 100 positions of 100
/// heaps), the largest element and heap, and sets that include 1 or not.
fn edges() -> Vec<Cases> {
    let (most, top, top_heap) = (PROBLEM.limit("K"), PROBLEM.limit("S"), PROBLEM.limit("H"));
    let (blocks, heaps) = (PROBLEM.limit("M") as usize, PROBLEM.limit("L") as usize);
    let mut cases = PROBLEM.cases("the largest blocks and values");
    let mut rng = Rng::new(1536);
    let sets: Vec<Vec<u64>> = vec![
        (1..=most).collect(),
        (top - most + 1..=top).collect(),
        vec![top],
        vec![1],
        vec![2],
        vec![1, top],
        (1..=most).map(|i| i * (top / most)).collect(),
    ];
    for set in &sets {
        let mut positions: Vec<Vec<u64>> =
            (0..blocks - 2).map(|_| (0..heaps).map(|_| rng.range(0, top_heap)).collect()).collect();
        positions.push(vec![top_heap; heaps]);
        positions.push(vec![0]);
        cases.push(block(set, &positions), "");
        cases.push(block(set, &[vec![top_heap], vec![top_heap - 1, top_heap], vec![0, 0]]), "");
    }
    vec![cases, copied_heaps_at_every_scale()]
}

/// Heaps `v`, `w` and a third of their scale whose value (by a mex table
/// of `set`'s moves) cancels theirs, then one whose value does not.
fn cancelling(set: &[u64], v: u64, w: u64, rng: &mut Rng) -> Vec<Vec<u64>> {
    let top = v.max(w);
    let mut values = vec![0u64; top as usize + 1];
    for h in 1..=top as usize {
        let reached: Vec<u64> =
            set.iter().filter(|&&s| s as usize <= h).map(|&s| values[h - s as usize]).collect();
        values[h] = mex(&reached);
    }
    let rest = values[v as usize] ^ values[w as usize];
    let low = every_scale::low_of_scale(top);
    let start = rng.range(low, top);
    let mut thirds = Vec::new();
    for cancels in [true, false] {
        let found =
            (start..=top).chain(low..start).find(|&c| (values[c as usize] == rest) == cancels);
        thirds.extend(found.map(|c| vec![v, c, w]));
    }
    thirds
}

/// Blocks of [`every_scale::twin_sums`] of heaps of every scale up to the
/// largest, each under a set drawn at the same scale and one of small moves.
fn copied_heaps_at_every_scale() -> Cases {
    let top_heap = PROBLEM.limit("H");
    let mut cases = PROBLEM.cases("copied heaps at every scale");
    let mut rng = Rng::new(15360);
    for (v, w) in every_scale::pairs_of_every_scale(1536, top_heap) {
        if v.max(w) > top_heap {
            continue;
        }
        let drawn: Vec<u64> = (0..5).map(|_| rng.range(1, v.max(w))).collect();
        for set in [drawn, vec![1, 3, 4]] {
            let mut positions = every_scale::twin_sums(&v, &w).to_vec();
            positions.extend(cancelling(&set, v, w, &mut rng));
            cases.push(block(&set, &positions), "");
        }
    }
    cases
}

/// Each position of a block, and each heap of it, in a block of its own
/// with the same set.
fn one_position_a_block(case: &str) -> Vec<String> {
    let mut lines = case.lines();
    let set = lines.next().unwrap_or("");
    lines.next(); // the count of positions
    let mut parts = Vec::new();
    for position in lines.filter(|line| !line.trim().is_empty()) {
        for heap in position.split_whitespace().skip(1) {
            parts.push(format!("1 {}", heap));
        }
        parts.push(position.to_string());
    }
    parts.sort();
    parts.dedup();
    parts.into_iter().map(|position| format!("{}\n1\n{}\n", set, position)).collect()
}
