//! The merging game of Luogu P4101 (人人尽说江南好), which is not a sum:
//! a move uses two piles at once. Its rule is a count the steering player
//! can force, and it speaks of the positions of the steering shape only.

use std::cell::RefCell;

use super::*;
use crate::problems::luogu4101;

/// Merging: the piles in order, each at most `most`.
struct Merging {
    most: u64,
    /// The search of whole positions, for the positions the rule does not
    /// speak of (named as such wherever it is used).
    search: RefCell<WinLose<Pos, Moves>>,
}

impl Merging {
    /// The steering shape: every pile 1 or `most`, except at most one (the
    /// open pile).
    fn in_shape(&self, piles: &Pos) -> bool {
        piles.iter().filter(|&&s| s != 1 && s != self.most).count() <= 1
    }

    /// The piles a game in the steering shape ends with: ceil(stones / m).
    fn fewest_piles(&self, piles: &Pos) -> u64 {
        let stones: u64 = piles.iter().sum();
        stones / self.most + u64::from(stones % self.most != 0)
    }
}

impl Playable for Merging {
    /// The merges, those that leave the steering shape first: the perfect
    /// player takes the first winning move, so it steers whenever steering
    /// wins, and its moves are explained by the rule.
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for i in 0..p.len() {
            for j in i + 1..p.len() {
                // Equal piles give equal positions: the first pair of values stands for all.
                let repeated = (i > 0 && p[i - 1] == p[i]) || (j > i + 1 && p[j - 1] == p[j]);
                if repeated || p[i] + p[j] > self.most {
                    continue;
                }
                options.push((format!("{} {}", i + 1, j + 1), merged(p, i, j)));
            }
        }
        options.sort_by_key(|(_, next)| !self.in_shape(next));
        options
    }

    fn show(&self, p: &Pos) -> String {
        let piles: Vec<String> = p.iter().map(u64::to_string).collect();
        format!("piles {} (at most {} in a pile)", piles.join(" "), self.most)
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let v = move_numbers(text, 2, "`pile pile`, like `1 2` (piles 1 and 2 merged)")?;
        let (i, j) = (v[0], v[1]);
        let count = p.len() as u64;
        if i == 0 || j == 0 || i > count || j > count {
            return Err(format!("the piles are 1 to {}", count));
        }
        if i == j {
            return Err("a merge takes two different piles".into());
        }
        let (a, b) = (p[i as usize - 1], p[j as usize - 1]);
        if a + b > self.most {
            return Err(format!("{} + {} is more than m = {} stones", a, b, self.most));
        }
        Ok(merged(p, i.min(j) as usize - 1, i.max(j) as usize - 1))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        if !self.in_shape(p) {
            let open: Vec<String> =
                p.iter().filter(|&&s| s != 1 && s != self.most).map(u64::to_string).collect();
            let wins = self.search.borrow_mut().wins(p);
            return (
                wins,
                format!(
                    "{} piles hold more than 1 and less than m ({}): off the steering shape, \
                     where no rule is known; a search of the whole position says the mover {}",
                    open.len(),
                    open.join(", "),
                    if wins { "wins" } else { "loses" }
                ),
            );
        }
        let (piles, fewest) = (p.len() as u64, self.fewest_piles(p));
        let left = piles - fewest;
        (
            left % 2 == 1,
            format!(
                "every pile is 1 or m = {} but at most one: whoever the parity favours keeps \
                 that shape to the end, which comes at ceil({} / {}) = {} piles, {} merge{} from \
                 here: {}",
                self.most,
                p.iter().sum::<u64>(),
                self.most,
                fewest,
                left,
                if left == 1 { "" } else { "s" },
                if left % 2 == 1 { "odd, won for the mover" } else { "even, lost for the mover" }
            ),
        )
    }

    fn rule_speaks(&self, p: &Pos) -> bool {
        self.in_shape(p)
    }
}

/// `piles` with piles i < j merged, in order.
fn merged(piles: &Pos, i: usize, j: usize) -> Pos {
    let mut after = piles.clone();
    after[j] += after[i];
    after.remove(i);
    after.sort_unstable();
    after
}

fn start_merging(text: &str) -> Started {
    let (parameters, numbers) = split_position(text)?;
    let mut most = 3;
    for (name, value) in &parameters {
        if name != "m" {
            return Err(format!("unknown parameter {:?}; this game takes m=", name));
        }
        most = number(value)?;
    }
    if numbers.len() != 1 || !(1..=MOST_MERGING_PILES).contains(&numbers[0]) || most == 0 {
        return Err(format!(
            "give n, the piles of one stone (1 to {}), and m >= 1, like `10 m=3`",
            MOST_MERGING_PILES
        ));
    }
    let search: Moves = Box::new(luogu4101::merges(most));
    let game = Merging { most, search: RefCell::new(WinLose::normal(search)) };
    Ok((Box::new(game), vec![1; numbers[0] as usize]))
}

/// The most piles of one stone at the start.
const MOST_MERGING_PILES: u64 = 16;

pub const MERGING: Game = Game {
    name: "merging",
    rules: "Luogu P4101: n piles of one stone; a move merges two piles into one of at most m stones; who cannot move loses (not a sum: a move uses two piles)",
    position_help: "n, the piles of one stone (1 to 16), and m, like `10 m=3`",
    default: "10 m=3",
    move_help: "`pile pile`: `1 2` merges piles 1 and 2 (the piles are listed smallest first)",
    small: &["12 m=3", "11 m=4", "10 m=5", "9 m=2", "13 m=6", "7 m=7", "14 m=3", "15 m=4", "16 m=5", "16 m=8"],
    start: start_merging,
};
