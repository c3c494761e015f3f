//! Nim with splits (HDU 3032: take, or split a heap in two; HDU 5795: take,
//! or split a heap in three): counted cases, `N` then N heaps.

use super::{every_scale, Problem};
use crate::cases::Cases;
use crate::search::{mex, WinLose};
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

/// T (1 <= T <= CASES), then T cases: `N` (1 <= N <= the limit N), then a
/// line of N heaps 1 <= s <= S.
pub fn validate(input: &mut Input, problem: &Problem) -> Valid {
    let count = input.number("T", 1..=problem.limit("CASES"))?;
    input.end_line()?;
    let (most, top) = (problem.limit("N"), problem.limit("S"));
    for _ in 0..count {
        let heaps = input.number("N", 1..=most)?;
        input.end_line()?;
        // Read one by one: a line holds up to a million heaps.
        for _ in 0..heaps {
            input.number("s", 1..=top)?;
        }
        input.end_line()?;
    }
    Ok(())
}

/// Every multiset of `parts` positive sizes adding up to `total`, each
/// ascending (parts >= 1).
pub fn splits(total: u64, parts: usize) -> Vec<Vec<u64>> {
    fn extend(left: u64, parts: usize, least: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if parts == 1 {
            if left >= least {
                prefix.push(left);
                out.push(prefix.clone());
                prefix.pop();
            }
            return;
        }
        let mut part = least;
        while part * parts as u64 <= left {
            prefix.push(part);
            extend(left - part, parts - 1, part, prefix, out);
            prefix.pop();
            part += 1;
        }
    }
    let mut out = Vec::new();
    extend(total, parts, 1, &mut Vec::new(), &mut out);
    out
}

/// Every position one move reaches: a heap taken down (to nothing, which
/// drops it), or split into `parts` non-empty heaps; each sorted.
pub fn moves(parts: usize) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |heaps: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue; // the same positions as from the heap before
            }
            let others: Vec<u64> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            for left in 0..h {
                let mut after = others.clone();
                if left > 0 {
                    after.push(left);
                }
                after.sort_unstable();
                next.push(after);
            }
            for split in splits(h, parts) {
                let mut after = others.clone();
                after.extend(split);
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }
}

/// sg(0..=max) of one heap from its moves: taking reaches a smaller heap,
/// a split reaches the parts, whose value is the xor of theirs.
pub fn heap_values(parts: usize, max: u64) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for h in 0..=max {
        let mut reached: Vec<u64> = values.clone();
        for split in splits(h, parts) {
            reached.push(split.iter().fold(0, |x, &p| x ^ values[p as usize]));
        }
        values.push(mex(&reached));
    }
    values
}

/// Every pair of heaps up to `max` (lost iff their values agree), and every
/// position of up to `objects` objects in all against a search of whole
/// positions, with no Grundy theory in it. Heaps below `least` are beyond
/// the statement, and so is a position without heaps.
pub fn small(
    problem: &Problem,
    words: &Words,
    parts: usize,
    max: u64,
    objects: u64,
    least: u64,
) -> Vec<Cases> {
    let values = heap_values(parts, max);
    let mut pairs = problem.cases(format!("every pair of heaps <= {}", max));
    for a in 0..=max {
        for b in a..=max {
            let lost = values[a as usize] == values[b as usize];
            pairs.push_inside(a >= least, nim::counted_lines(&[a, b]), words.of(!lost));
        }
    }
    let mut game = WinLose::normal(moves(parts));
    let mut positions = problem.cases(format!("every position of up to {} objects", objects));
    for total in 0..=objects {
        for count in 0..=total as usize {
            let all = if count == 0 {
                if total == 0 {
                    vec![vec![]]
                } else {
                    vec![]
                }
            } else {
                splits(total, count)
            };
            for heaps in all {
                let inside = !heaps.is_empty() && heaps.iter().all(|&h| h >= least);
                positions.push_inside(
                    inside,
                    nim::counted_lines(&heaps),
                    words.of(game.wins(&heaps)),
                );
            }
        }
    }
    assert!(positions.len() > 5000);
    vec![pairs, positions]
}

/// Heaps around the top of the statement's range in every class mod 2^parts,
/// the most heaps, heaps of one and of two.
pub fn edges(problem: &Problem, parts: usize, top: u64, most: usize) -> Vec<Cases> {
    let period = 1u64 << parts;
    let mut cases = problem.cases("the largest heaps and the most");
    let near_top: Vec<u64> = (0..2 * period).map(|d| top - d).collect();
    for &h in &near_top {
        cases.push(nim::counted_lines(&[h]), "");
        cases.push(nim::counted_lines(&[h, h - 1]), "");
        cases.push(nim::counted_lines(&[h, 1]), "");
    }
    cases.push(nim::counted_lines(&near_top), "");
    cases.push(nim::counted_lines(&vec![top; most]), "");
    cases.push(nim::counted_lines(&vec![top; most - 1]), "");
    cases.push(nim::counted_lines(&vec![1; most]), "");
    // Splits in two swap the values of 4k + 3 and 4k + 4; in three, of
    // 8k + 7 and 8k + 8: the period is 2^parts.
    let value = if parts == 2 { swapped_value::<4> } else { swapped_value::<8> };
    vec![
        cases,
        every_scale::copied_heaps(problem, top, 1, nim::counted_lines),
        every_scale::cancelling_heaps(problem, top, 1, value, nim::counted_lines),
    ]
}

/// Aims [`every_scale::cancelling_heaps`] (the answers are the reference's):
/// a heap's value, where `PERIOD * k - 1` and `PERIOD * k` swap.
fn swapped_value<const PERIOD: u64>(heap: u64) -> u64 {
    match heap % PERIOD {
        0 if heap > 0 => heap - 1,
        r if r == PERIOD - 1 => heap.wrapping_add(1),
        _ => heap,
    }
}

/// Seeded positions of any u64 heaps, each with whether it is lost, known
/// by the mirror strategy alone: heaps in equal pairs are lost (answer
/// each move in the other heap of its pair), and one more heap makes them
/// won (take it all). Half of each.
pub fn mirrored(seed: u64, count: usize) -> Vec<(Vec<u64>, bool)> {
    let mut rng = crate::rng::Rng::new(seed);
    (0..count)
        .map(|i| {
            let mut heaps = Vec::new();
            for _ in 0..rng.range(1, 20) {
                let h = rng.any_size().max(1);
                heaps.extend([h, h]);
            }
            let lost = i % 2 == 0;
            if !lost {
                heaps.push(rng.any_size().max(1));
            }
            for j in (1..heaps.len()).rev() {
                heaps.swap(j, rng.range(0, j as u64) as usize);
            }
            (heaps, lost)
        })
        .collect()
}
