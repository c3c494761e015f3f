//! HDU 3404, Switch lights (2D coin turning): T <= 100 cases of n <= 1000
//! distinct lights at 1 <= x, y <= 10000.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::{mex, WinLose};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3404",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || {
        vec![every_board(4, 4), every_board(3, 5), every_board(5, 3), one_light_by_its_moves(64)]
    },
    edges,
    shrink: super::whole,
};

/// T (1 <= T <= CASES), then T cases: n (0 <= n <= N: no lower bound is
/// stated), then n distinct lights `x y`, 1 <= x, y <= X.
fn validate(input: &mut Input) -> Valid {
    let count = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    let top = PROBLEM.limit("X");
    for _ in 0..count {
        let lights = input.number("n", 0..=PROBLEM.limit("N"))?;
        input.end_line()?;
        let mut on = std::collections::HashSet::new();
        for _ in 0..lights {
            let x = input.number("x", 1..=top)?;
            let y = input.number("y", 1..=top)?;
            if !on.insert((x, y)) {
                return input.fail(format!("the light ({}, {}) is listed twice", x, y));
            }
            input.end_line()?;
        }
    }
    Ok(())
}

pub const WORDS: Words = Words { lose: "Don't waste your time.\n", win: "Have a try, lxhgww.\n" };

/// A case: its lights, one `x y` line each.
pub fn lights_case(lights: &[(u64, u64)]) -> String {
    let mut text = format!("{}\n", lights.len());
    for (x, y) in lights {
        text.push_str(&format!("{} {}\n", x, y));
    }
    text
}

/// Every board one move reaches on a board of `rows` x `cols` (bit
/// (x - 1) * cols + (y - 1) is the light at (x, y)): a rectangle whose
/// corner (x2, y2) is on, its distinct corners toggled.
pub fn toggles(rows: u64, cols: u64) -> impl Fn(&u64) -> Vec<u64> {
    move |&board| {
        let bit = |x: u64, y: u64| 1u64 << ((x - 1) * cols + (y - 1));
        let mut next = Vec::new();
        for x2 in 1..=rows {
            for y2 in (1..=cols).filter(|&y2| board & bit(x2, y2) != 0) {
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        let corners = bit(x1, y1) | bit(x1, y2) | bit(x2, y1) | bit(x2, y2);
                        next.push(board ^ corners);
                    }
                }
            }
        }
        next
    }
}

/// Every board of `rows` x `cols` lights, searched whole; lights listed in
/// a seeded order.
pub fn every_board(rows: u64, cols: u64) -> Cases {
    let mut game = WinLose::normal(toggles(rows, cols));
    let mut rng = Rng::new(3404 + rows);
    let mut cases = PROBLEM.cases(format!("every board within {} x {}", rows, cols));
    for board in 0..1u64 << (rows * cols) {
        let mut lights: Vec<(u64, u64)> = (0..rows * cols)
            .filter(|&b| board >> b & 1 == 1)
            .map(|b| (b / cols + 1, b % cols + 1))
            .collect();
        rng.shuffle(&mut lights);
        cases.push(lights_case(&lights), WORDS.of(game.wins(&board)));
    }
    cases
}

/// The value of one light at (x, y) for x, y <= `size`, from its moves:
/// the mex over the rectangles it is the far corner of, of the values of
/// the other corners it lights (a coin-turning game is the sum of its
/// lights, as the board searches confirm). `values[x][y]`, from 1.
pub fn one_light_values(size: usize) -> Vec<Vec<u64>> {
    let mut values = vec![vec![0u64; size + 1]; size + 1];
    for x2 in 1..=size {
        for y2 in 1..=size {
            let mut options = Vec::new();
            for x1 in 1..=x2 {
                for y1 in 1..=y2 {
                    // The corners other than (x2, y2), each once.
                    let mut corners = vec![(x1, y1), (x1, y2), (x2, y1)];
                    corners.sort_unstable();
                    corners.dedup();
                    let option = corners
                        .iter()
                        .filter(|&&c| c != (x2, y2))
                        .fold(0, |sum, &(x, y)| sum ^ values[x][y]);
                    options.push(option);
                }
            }
            values[x2][y2] = mex(&options);
        }
    }
    values
}

/// One light's value, told through the binary: a light at (1, v) is worth v
/// (row 1 alone is "toggle y2 and maybe one y1 < y2", searched by
/// `every_board`), so (x, y) and (1, g) are lost exactly when g is its value.
pub fn one_light_by_its_moves(size: usize) -> Cases {
    let values = one_light_values(size);
    assert!((1..=size).all(|v| values[1][v] == v as u64));
    let mut cases = PROBLEM.cases(format!(
        "one light at (x, y) for 2 <= x <= {}, beside (1, its value) and (1, its value + 1)",
        size
    ));
    for x in 2..=size as u64 {
        for y in 1..=size as u64 {
            let g = values[x as usize][y as usize];
            cases.push(lights_case(&[(x, y), (1, g)]), WORDS.lose);
            cases.push(lights_case(&[(1, g + 1), (x, y)]), WORDS.win);
        }
    }
    cases
}

/// 2^i * 2^j in nim terms, built from the Fermat 2-powers F = 2^(2^m): a
/// product of distinct ones is the ordinary product, and F * F = F + F/2.
fn power_product(i: u32, j: u32, table: &mut [[Option<u64>; 64]; 64]) -> u64 {
    if let Some(p) = table[i as usize][j as usize] {
        return p;
    }
    let p = if i == 0 || j == 0 {
        1 << (i + j)
    } else {
        let m = 31 - (i | j).leading_zeros();
        let shift = 1 << m;
        match (i >> m & 1, j >> m & 1) {
            (1, 1) => {
                let rest = power_product(i - shift, j - shift, table);
                (rest << shift) ^ by_bits(1 << (shift - 1), rest, table)
            }
            (1, _) => power_product(i - shift, j, table) << shift,
            _ => power_product(i, j - shift, table) << shift,
        }
    };
    table[i as usize][j as usize] = Some(p);
    p
}

fn by_bits(a: u64, b: u64, table: &mut [[Option<u64>; 64]; 64]) -> u64 {
    let mut product = 0;
    for i in (0..64).filter(|&i| a >> i & 1 == 1) {
        for j in (0..64).filter(|&j| b >> j & 1 == 1) {
            product ^= power_product(i, j, table);
        }
    }
    product
}

/// The nim product of any u64 a and b, bit by bit (distributing over the
/// bits, each product of two powers of two from the Fermat 2-powers): an
/// algorithm apart from the solution's split into halves.
pub fn nim_product_by_bits(a: u64, b: u64) -> u64 {
    let mut table = [[None; 64]; 64];
    by_bits(a, b, &mut table)
}

/// The largest coordinates and cases, the 0-based carry-less product's trap
/// ((1, 1) and (1, 2)), powers of two and their neighbours, the diagonal.
fn edges() -> Vec<Cases> {
    let most = PROBLEM.limit("N");
    let top = PROBLEM.limit("X");
    let mut rng = Rng::new(3404);
    let mut cases = PROBLEM.cases("the largest boards, the traps");
    let mut sets: Vec<Vec<(u64, u64)>> = vec![
        vec![],
        vec![(1, 1)],
        vec![(1, 1), (1, 2)],
        vec![(1, 2), (2, 1)],
        vec![(top, top)],
        vec![(top, 1), (1, top)],
        (1..=most).map(|i| (i, i)).collect(),
        (0..most).map(|i| (top - i, top)).collect(),
        (0..most).map(|i| (1 + i % 100, 1 + i / 100)).collect(),
    ];
    for k in 1..14 {
        let p = 1u64 << k;
        sets.push(vec![(p, p), (p - 1, p + 1), (p + 1, p - 1)]);
        sets.push(vec![(p, 3 * p / 2)]);
    }
    for _ in 0..20 {
        let mut taken = std::collections::HashSet::new();
        let lights: Vec<(u64, u64)> = (0..most)
            .map(|_| (rng.range(1, top), rng.range(1, top)))
            .filter(|&l| taken.insert(l))
            .collect();
        sets.push(lights);
    }
    for lights in sets {
        // 3p/2 for p = 2^13 passes the statement's X.
        let inside = lights.iter().all(|&(x, y)| x.max(y) <= top);
        cases.push_inside(inside, lights_case(&lights), "");
    }
    for digits in 1..=4 {
        let (low, high) = every_scale::digit_range(digits);
        for lights in lost_and_won(low, high.min(top), &mut rng) {
            cases.push(lights_case(&lights), "");
        }
    }
    // Every bit length (inside the statement up to its top), then every
    // count of digits beyond it.
    let bit_lengths = (4..=64).map(|bits| {
        let (low, high) = every_scale::bit_range(bits);
        (low, if low <= top { high.min(top) } else { high })
    });
    let digit_counts = (5..=20).map(every_scale::digit_range);
    for (low, high) in bit_lengths.chain(digit_counts) {
        for _ in 0..4 {
            let lost = lost_in(low, high, &mut rng);
            let won = &lost[..lost.len() - 1];
            for lights in [&lost[..], won] {
                let inside = lights.iter().all(|&(x, y)| x.max(y) <= top);
                cases.push_inside(inside, lights_case(lights), "");
            }
        }
    }
    vec![cases]
}

/// A lost board of distinct lights whose coordinates are all in
/// `low..=high`, the counterpart of [`lost_and_won`] for ranges narrow
/// against the field they lie in (where its drawing would almost never
/// land). The y of the last two or three lights is drawn in a block
/// `base + z`, z < 2^t, inside the range; a product with a fixed x is
/// linear in z over GF(2), so the z bits that cancel the products solve a
/// linear system (the draws are repeated until it has a solution).
fn lost_in(low: u64, high: u64, rng: &mut Rng) -> Vec<(u64, u64)> {
    let fits = |t: u32| (low >> t) + 1 < high >> t;
    let t = (1..63).rev().find(|&t| fits(t)).expect("a block of 2 inside a scale");
    let solved = if t >= 32 { 2 } else { 3 };
    loop {
        let mut lights: Vec<(u64, u64)> =
            (0..rng.range(1, 2)).map(|_| (rng.range(low, high), rng.range(low, high))).collect();
        let base = rng.range((low >> t) + 1, (high >> t) - 1) << t;
        let xs: Vec<u64> = (0..solved).map(|_| rng.range(low, high)).collect();
        let target = lights
            .iter()
            .map(|&(x, y)| nim_product_by_bits(x, y))
            .chain(xs.iter().map(|&x| nim_product_by_bits(x, base)))
            .fold(0, |sum, p| sum ^ p);
        // Columns x_i * 2^j, each with the z bit it stands for.
        let columns = xs.iter().enumerate().flat_map(|(i, &x)| {
            (0..t).map(move |j| (nim_product_by_bits(x, 1 << j), 1u128 << (i as u32 * t + j)))
        });
        let Some(bits) = solve_gf2(columns, target) else { continue };
        for (i, &x) in xs.iter().enumerate() {
            let z = (bits >> (i as u32 * t)) as u64 & ((1u64 << t) - 1);
            lights.push((x, base | z));
        }
        let mut seen = std::collections::HashSet::new();
        if lights.iter().all(|&l| seen.insert(l)) {
            return lights;
        }
    }
}

/// Which columns xor to `target` (a bit per column, as each column names
/// it), by elimination over GF(2); None when no subset does.
fn solve_gf2(columns: impl Iterator<Item = (u64, u128)>, target: u64) -> Option<u128> {
    let mut basis: Vec<(u64, u128)> = Vec::new();
    for (mut vector, mut used) in columns {
        for &(b, u) in &basis {
            if vector ^ b < vector {
                vector ^= b;
                used ^= u;
            }
        }
        if vector != 0 {
            basis.push((vector, used));
            basis.sort_unstable_by_key(|b| std::cmp::Reverse(b.0));
        }
    }
    let (mut rest, mut used) = (target, 0u128);
    for &(b, u) in &basis {
        if rest ^ b < rest {
            rest ^= b;
            used ^= u;
        }
    }
    (rest == 0).then_some(used)
}

/// Lost boards of 2 to 5 lights, every coordinate in `low..=high`, whose
/// products cancel with no coordinate in common (so a product wrong above
/// some size does not cancel with itself), each beside the board won
/// without its last light. The last light's y is its product's quotient:
/// drawn until it falls in range.
fn lost_and_won(low: u64, high: u64, rng: &mut Rng) -> Vec<Vec<(u64, u64)>> {
    let mut boards = Vec::new();
    while boards.len() < 16 {
        let count = rng.range(1, 4) as usize;
        let mut lights: Vec<(u64, u64)> =
            (0..count).map(|_| (rng.range(low, high), rng.range(low, high))).collect();
        let rest = lights.iter().fold(0, |sum, &(x, y)| sum ^ nim_product_by_bits(x, y));
        let x = rng.range(low, high);
        let y = nim_product_by_bits(rest, nim_inverse(x));
        let mut seen = std::collections::HashSet::new();
        if rest == 0 || y < low || y > high || !lights.iter().all(|&l| seen.insert(l)) {
            continue;
        }
        if !seen.insert((x, y)) {
            continue;
        }
        boards.push(lights.clone());
        lights.push((x, y));
        boards.push(lights);
    }
    boards
}

/// The nim inverse of `x` in the field of 2^16 (x < 2^16): x^(2^16 - 2).
fn nim_inverse(x: u64) -> u64 {
    let mut power = x;
    let mut inverse = 1;
    // 2^16 - 2 has bits 1 to 15 set.
    for _ in 1..16 {
        power = nim_product_by_bits(power, power);
        inverse = nim_product_by_bits(inverse, power);
    }
    inverse
}

#[cfg(test)]
mod tests {
    use super::PROBLEM;

    // A light listed twice has no meaning in the statement: no case set
    // holds one.
    #[test]
    fn a_light_listed_twice_is_invalid() {
        assert!(PROBLEM.validity("1\n2\n1 2\n2 1\n").is_valid());
        assert!(!PROBLEM.validity("1\n3\n1 2\n2 1\n1 2\n").is_valid());
    }
}
