//! HDU 3595, GG and MM (Every-SG): cases of N <= 1000 components `p q`
//! (1 <= p, q <= 1000) until end of input; every turn moves in every
//! unfinished component.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3595",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![components_up_to(200, 1), components_up_to(30, 2), components_up_to(8, 3)],
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "GG\n", win: "MM\n" };

/// At most CASES cases until end of input: a line `N` (0 <= N <= N), then N
/// lines `p q` (1 <= p, q <= P).
fn validate(input: &mut Input) -> Valid {
    let (most, top) = (PROBLEM.limit("N"), PROBLEM.limit("P"));
    let mut cases = 0;
    while !input.at_end() {
        cases += 1;
        if cases > PROBLEM.limit("CASES") {
            return input.fail(format!("more than {} cases", PROBLEM.limit("CASES")));
        }
        // The statement bounds N only above: a case of no components is taken as legal.
        let components = input.number("N", 0..=most)?;
        input.end_line()?;
        for _ in 0..components {
            input.number("p", 1..=top)?;
            input.number("q", 1..=top)?;
            input.end_line()?;
        }
    }
    Ok(())
}

/// A component, its piles (smaller, larger), both at least 1.
pub type Component = (u64, u64);

/// Where one move in (x, y) leads: a multiple of x off y; `None` when a
/// pile empties (the component is finished).
pub fn component_moves((x, y): Component) -> Vec<Option<Component>> {
    (1..=y / x)
        .map(|k| {
            let rest = y - k * x;
            if rest == 0 {
                None
            } else {
                Some((rest.min(x), rest.max(x)))
            }
        })
        .collect()
}

/// Every position one turn reaches: a move in every unfinished component
/// at once; finished ones drop out.
#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn every_component_moves(position: &Vec<Component>) -> Vec<Vec<Component>> {
    if position.is_empty() {
        return Vec::new(); // every component finished: no move
    }
    let mut reached: Vec<Vec<Component>> = vec![vec![]];
    for &component in position {
        let options = component_moves(component);
        let mut longer = Vec::with_capacity(reached.len() * options.len());
        for partial in &reached {
            for option in &options {
                let mut next = partial.clone();
                next.extend(option);
                longer.push(next);
            }
        }
        reached = longer;
    }
    for next in &mut reached {
        next.sort_unstable();
    }
    reached
}

/// A case: the components in the order `p q` given, each either way round.
pub fn case(components: &[Component], rng: &mut Rng) -> String {
    let mut text = format!("{}\n", components.len());
    for &(x, y) in components {
        if rng.range(0, 1) == 0 {
            text.push_str(&format!("{} {}\n", x, y));
        } else {
            text.push_str(&format!("{} {}\n", y, x));
        }
    }
    text
}

/// Every multiset of `count` components with piles up to `max`, against a
/// search of the real game.
pub fn components_up_to(max: u64, count: usize) -> Cases {
    let components: Vec<Component> =
        (1..=max).flat_map(|x| (x..=max).map(move |y| (x, y))).collect();
    let mut game = WinLose::normal(every_component_moves);
    let mut rng = Rng::new(3595);
    let what = match count {
        1 => "every component".to_string(),
        _ => format!("every {} components", count),
    };
    let mut cases = PROBLEM.cases(format!("{} with piles <= {}", what, max));
    let mut chosen = vec![0usize; count];
    loop {
        let position: Vec<Component> = chosen.iter().map(|&i| components[i]).collect();
        cases.push(case(&position, &mut rng), WORDS.of(game.wins(&position)));
        // The next multiset: indices ascending.
        let mut at = count;
        while at > 0 && chosen[at - 1] == components.len() - 1 {
            at -= 1;
        }
        if at == 0 {
            break;
        }
        chosen[at - 1] += 1;
        for i in at..count {
            chosen[i] = chosen[at - 1];
        }
    }
    cases
}

/// A component whose quotients (from the top) are `quotients`, if its
/// piles fit in u64.
pub fn from_quotients(quotients: &[u64]) -> Option<Component> {
    // From (0, 1) upwards: (small, large) -> (large, q * large + small).
    let (mut small, mut large) = (0u64, 1u64);
    for &q in quotients.iter().rev() {
        (small, large) = (large, q.checked_mul(large)?.checked_add(small)?);
    }
    Some((small, large))
}

/// The largest piles, Fibonacci neighbours (the longest components), equal
/// piles, and the most components.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N") as usize, PROBLEM.limit("P"));
    let mut rng = Rng::new(3595);
    let mut cases = PROBLEM.cases("the largest and the longest components, the most of them");
    let fibonacci = [
        (610, 987),
        (377, 610),
        (987, top),
        (1, top),
        (top, top),
        (top - 1, top),
        (top / 2, top),
        (top / 2 - 1, top),
    ];
    for &c in &fibonacci {
        cases.push(case(&[c], &mut rng), "");
        cases.push(case(&[c, (2, 3)], &mut rng), "");
    }
    cases.push(case(&vec![(top, top); most], &mut rng), "");
    cases.push(case(&vec![(610, 987); most], &mut rng), "");
    let many: Vec<Component> = (0..most)
        .map(|_| {
            let x = rng.range(1, top);
            let y = rng.range(1, top);
            (x.min(y), x.max(y))
        })
        .collect();
    cases.push(case(&many, &mut rng), "");
    vec![cases, fibonacci_pairs_at_every_scale(), one_step_at_every_scale()]
}

/// Components of every scale: (r, x) with x >= 2r lasts an odd number of
/// steps (its winner takes it in one go or prolongs it to odd), so (x, x +
/// r), whose only move is to (r, x), lasts one more: even, lost alone.
fn one_step_at_every_scale() -> Cases {
    let top = PROBLEM.limit("P");
    let mut rng = Rng::new(35951);
    let mut cases = PROBLEM.cases("components of every scale, lost and won alone");
    for (x, w) in every_scale::pairs_of_every_scale(3595, top) {
        let r = w % (x / 2).max(1) + 1;
        if x < 2 || x.checked_add(r).is_none() {
            continue;
        }
        for component in [(x, x + r), (r, x)] {
            let inside = component.1 <= top;
            cases.push_inside(inside, case(&[component], &mut rng), "");
        }
    }
    cases
}

/// Consecutive Fibonacci numbers, whose every step takes one pile from the
/// other once (q = 1), so their step counts alternate in parity: both
/// answers at every scale, alone and beside a short component.
fn fibonacci_pairs_at_every_scale() -> Cases {
    let top = PROBLEM.limit("P");
    let mut rng = Rng::new(35950);
    let mut cases = PROBLEM.cases("consecutive Fibonacci numbers at every scale");
    let (mut x, mut y) = (1u64, 2u64);
    while let Some(next) = x.checked_add(y) {
        for components in [vec![(x, y)], vec![(x, y), (2, 3)]] {
            cases.push_inside(y <= top, case(&components, &mut rng), "");
        }
        x = y;
        y = next;
    }
    cases
}
