//! The games: each one's moves are the statement's, written out here; the
//! rule checked is the solutions' (a block, or the formula their header
//! states).

use super::*;

/// The marks of every pair (a, b) with a, b <= size, row by row.
pub(super) fn pair_marks(size: u64, mut wins: impl FnMut(u64, u64) -> bool) -> PairMarks {
    let mut marks = Vec::new();
    for a in 0..=size {
        for b in 0..=size {
            marks.push(((a, b), Mark::of(wins(a, b))));
        }
    }
    marks
}

pub(super) fn explore_wythoff(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = WinLose::normal(crate::suites::wythoff_moves);
    let marks = pair_marks(size, |a, b| game.wins(&(a, b)));
    let (disagreements, checked) =
        check(&marks, |&(a, b)| Mark::of(!rules::wythoff_is_losing(a, b)));
    Ok(Exploration {
        title: "Wythoff's game".into(),
        moves: "take any number from one pile, or the same number from both".into(),
        picture: pile_grid(size, &marks),
        notes: vec![],
        rule: "lost iff {a, b} = {a_k, a_k + k}, a_k = floor(k * phi) (the wythoff block)".into(),
        disagreements,
        checked,
        rays: true,
    })
}

/// Every position one Nim move reaches: take any positive number from one pile.
pub(super) fn nim_moves(piles: &[u64; 3]) -> Vec<[u64; 3]> {
    let mut next = Vec::new();
    for i in 0..3 {
        for left in 0..piles[i] {
            let mut after = *piles;
            after[i] = left;
            next.push(after);
        }
    }
    next
}

/// Positions of two coordinates with their marks.
pub(super) type PairMarks = Vec<((u64, u64), Mark)>;

pub(super) fn nim_grid(p: &Parameters, misere: bool) -> Result<(u64, PairMarks), String> {
    let (size, c) = (p.number("size")?, p.number("c")?);
    if c > 1000 {
        return Err("--c must be at most 1000".into());
    }
    let mut game = if misere { WinLose::misere(nim_moves) } else { WinLose::normal(nim_moves) };
    Ok((c, pair_marks(size, |a, b| game.wins(&[a, b, c]))))
}

pub(super) fn pile_grid(size: u64, marks: &[((u64, u64), Mark)]) -> Picture {
    Picture::Grid {
        row_name: "a".into(),
        col_name: "b".into(),
        row_first: 0,
        col_first: 0,
        row_labels: None,
        cells: marks.chunks(size as usize + 1).map(marks_only).collect(),
    }
}

pub(super) fn explore_nim(p: &Parameters) -> Result<Exploration, String> {
    let (c, marks) = nim_grid(p, false)?;
    let (disagreements, checked) = check(&marks, |&(a, b)| Mark::of(a ^ b ^ c != 0));
    Ok(Exploration {
        title: format!("Nim on piles a, b and c = {}", c),
        moves: "take any positive number from one pile; taking the last stone wins".into(),
        picture: pile_grid(p.number("size")?, &marks),
        notes: vec![],
        rule: "lost iff a xor b xor c = 0 (Bouton)".into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_misere_nim(p: &Parameters) -> Result<Exploration, String> {
    let (c, marks) = nim_grid(p, true)?;
    let (disagreements, checked) = check(&marks, |&(a, b)| {
        let piles = [a, b, c];
        let wins = if piles.iter().all(|&x| x <= 1) {
            piles.iter().filter(|&&x| x == 1).count() % 2 == 0
        } else {
            a ^ b ^ c != 0
        };
        Mark::of(wins)
    });
    Ok(Exploration {
        title: format!("misere Nim on piles a, b and c = {}", c),
        moves: "take any positive number from one pile; whoever takes the last stone loses".into(),
        picture: pile_grid(p.number("size")?, &marks),
        notes: vec![],
        rule: "no pile above 1: won iff the piles of 1 are even in number; else won iff \
               a xor b xor c != 0"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_kiki(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    // The coin's distance from the bottom-left corner: (columns to its left,
    // rows below it). It moves left, down, or down and left.
    let mut game = WinLose::normal(|&(x, y): &(u64, u64)| {
        let mut next = Vec::new();
        if x > 0 {
            next.push((x - 1, y));
        }
        if y > 0 {
            next.push((x, y - 1));
        }
        if x > 0 && y > 0 {
            next.push((x - 1, y - 1));
        }
        next
    });
    let mut marks = Vec::new();
    for n in 1..=size {
        for m in 1..=size {
            // On an n x m board the coin starts top right: m - 1 columns to
            // its left, n - 1 rows below.
            marks.push(((n, m), Mark::of(game.wins(&(m - 1, n - 1)))));
        }
    }
    let (disagreements, checked) = check(&marks, |&(n, m)| Mark::of(n % 2 == 0 || m % 2 == 0));
    Ok(Exploration {
        title: "kiki's game: the coin on an n x m board".into(),
        moves: "the coin starts top right; a move shifts it left, down, or down-left".into(),
        picture: Picture::Grid {
            row_name: "n".into(),
            col_name: "m".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: marks.chunks(size as usize).map(marks_only).collect(),
        },
        notes: vec![],
        rule: "lost (What a pity!) iff n and m are both odd".into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_calendar(p: &Parameters) -> Result<Exploration, String> {
    let year = p.number("year")?;
    if !(1..=9999).contains(&year) {
        return Err("--year must be 1 to 9999".into());
    }
    let days = p.number("size")?;
    // The moves and the calendar are the test suite's own, written apart
    // from the block.
    let mut game = WinLose::normal(calendar::moves_to(calendar::TAEJON_END));
    let mut marks = Vec::new();
    for m in 1..=12 {
        for d in 1..=days {
            let date = (year, m, d);
            let mark =
                if !calendar::exists(date) { Mark::Absent } else { Mark::of(game.wins(&date)) };
            marks.push((date, mark));
        }
    }
    let (disagreements, checked) =
        check(&marks, |&(y, m, d)| Mark::of(rules::calendar_mover_wins(y, m, d)));
    let months =
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    Ok(Exploration {
        title: format!("the Calendar Game, the dates of {}", year),
        moves: "a move goes to the next day, or to the same day of the next month if it exists; \
                whoever reaches 2001-11-04 wins"
            .into(),
        picture: Picture::Grid {
            row_name: "month".into(),
            col_name: "day".into(),
            row_first: 1,
            col_first: 1,
            row_labels: Some(months.iter().map(|m| m.to_string()).collect()),
            cells: marks.chunks(days as usize).map(marks_only).collect(),
        },
        notes: vec![],
        rule: "won iff month + day is even, or the date is 09-30 or 11-30; lost from \
               2001-11-04 on (the calendar block)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// The marks of one pile 0..=size under `moves`.
pub(super) fn one_pile(size: u64, moves: impl FnMut(&u64) -> Vec<u64>) -> Vec<(u64, Mark)> {
    let mut game = WinLose::normal(moves);
    (0..=size).map(|n| (n, Mark::of(game.wins(&n)))).collect()
}

pub(super) fn pile_row(name: &str, first: u64, marks: &[(u64, Mark)]) -> Picture {
    Picture::Row { name: name.into(), first, cells: marks_only(marks) }
}

pub(super) fn explore_bash(p: &Parameters) -> Result<Exploration, String> {
    let (size, m) = (p.number("size")?, p.number("m")?);
    if m == 0 {
        return Err("--m must be at least 1".into());
    }
    let marks = one_pile(size, |&n| (1..=m.min(n)).map(|t| n - t).collect());
    let (disagreements, checked) = check(&marks, |&n| Mark::of(n % (m + 1) != 0));
    Ok(Exploration {
        title: format!("Bash's game with m = {}", m),
        moves: format!("take 1 to {} stones; taking the last one wins", m),
        picture: pile_row("n", 0, &marks),
        notes: vec![],
        rule: format!("lost iff n mod (m + 1) = 0, here n mod {} = 0", m + 1),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_powers(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let marks = one_pile(size, |&n| {
        std::iter::successors(Some(1u64), |&t| t.checked_mul(2))
            .take_while(|&t| t <= n)
            .map(|t| n - t)
            .collect()
    });
    let (disagreements, checked) = check(&marks, |&n| Mark::of(n % 3 != 0));
    Ok(Exploration {
        title: "Kiki and Cici's cards".into(),
        moves: "take 1, 2, 4, 8, ... cards; taking the last one wins".into(),
        picture: pile_row("n", 0, &marks),
        notes: vec![],
        rule: "lost iff n mod 3 = 0 (no power of two is a multiple of 3)".into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// The Sprague-Grundy values of one heap 0..=size when a move takes an
/// amount of `set`.
pub(super) fn grundy_row(size: u64, set: &[u64]) -> Vec<(u64, Mark)> {
    let mut game =
        Grundy::new(|&n: &u64| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect());
    (0..=size).map(|n| (n, Mark::Value(game.value(&n)))).collect()
}

pub(super) fn explore_subtraction(p: &Parameters) -> Result<Exploration, String> {
    let (size, set) = (p.number("size")?, p.set("set")?);
    let values = grundy_row(size, &set);
    let table = rules::subtraction_values(&set, size);
    let (disagreements, checked) = check(&values, |&n| Mark::Value(table[n as usize]));
    let marks: Vec<(u64, Mark)> =
        values.iter().map(|&(n, v)| (n, Mark::of(v != Mark::Value(0)))).collect();
    Ok(Exploration {
        title: format!("the subtraction game S = {{{}}}", join(&set)),
        moves: format!("take s stones for an s in {{{}}}; who cannot move loses", join(&set)),
        picture: pile_row("n", 0, &marks),
        notes: vec![format!(
            "Sprague-Grundy values: {}",
            values.iter().map(|&(_, v)| value_text(v)).collect::<Vec<_>>().join(" ")
        )],
        rule: "lost iff sg(n) = 0, sg(n) the mex of sg(n - s) (the subtraction_sg block's table)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// 1, 2, 3, 5, 8, ... up to `limit`.
pub(super) fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut numbers = crate::wythoff::fibonacci_u64();
    numbers.retain(|&f| f <= limit);
    numbers
}

pub(super) fn explore_fibonacci(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let fibonacci = fibonacci_up_to(size.max(1));
    let values = grundy_row(size, &fibonacci);
    let table = rules::subtraction_values(&fibonacci, size);
    let (disagreements, checked) = check(&values, |&n| Mark::Value(table[n as usize]));
    Ok(Exploration {
        title: "Fibonacci subtraction".into(),
        moves: "take 1, 2, 3, 5, 8, ... stones from one heap; three heaps are a sum".into(),
        picture: pile_row("n", 0, &values),
        notes: vec!["three heaps m, n, p are lost iff sg(m) xor sg(n) xor sg(p) = 0".into()],
        rule: "sg(n) = the mex of sg(n - f) (the subtraction_sg block's table)".into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_fibonacci_game(p: &Parameters) -> Result<Exploration, String> {
    let (size, k) = (p.number("size")?, p.number("k")?);
    if !(1..=100).contains(&k) {
        return Err("--k must be 1 to 100".into());
    }
    // (stones left, the most the next move may take).
    let mut game = WinLose::normal(move |&(n, most): &(u64, u64)| {
        (1..=most.min(n)).map(|t| (n - t, k * t)).collect()
    });
    // The smallest first take that wins each pile, by the search.
    let takes: Vec<(u64, Option<u64>)> =
        (2..=size.max(2)).map(|n| (n, (1..n).find(|&t| !game.wins(&(n - t, k * t))))).collect();
    let marks: Vec<(u64, Mark)> = takes.iter().map(|&(n, t)| (n, Mark::of(t.is_some()))).collect();
    let block = |n: u64| rules::k_fibonacci_smallest_term(k, n);
    let (mut disagreements, checked) = check(&marks, |&n| Mark::of(block(n) != n));
    for &(n, take) in &takes {
        if take.is_some() && take != Some(block(n)) {
            disagreements.push(format!(
                "{}: the search's smallest winning take is {:?}, the block's {}",
                n,
                take,
                block(n)
            ));
        }
    }
    let losing: Vec<String> =
        (1..=size).filter(|&n| block(n) == n).map(|n| n.to_string()).collect();
    let mut notes = vec![format!("losing piles: {}", losing.join(" "))];
    let winning: Vec<String> =
        takes.iter().filter_map(|&(n, take)| take.map(|t| format!("{}:{}", n, t))).collect();
    for (i, line) in winning.chunks(12).enumerate() {
        let head = if i == 0 { "smallest winning first take (n:take):" } else { "" };
        notes.push(format!("{:37} {}", head, line.join(" ")));
    }
    let times = if k == 2 { "twice".to_string() } else { format!("{} times", k) };
    Ok(Exploration {
        title: if k == 2 {
            "the Fibonacci game (Fibonacci Nim)".into()
        } else {
            format!("the k-Fibonacci game, k = {}", k)
        },
        moves: format!(
            "the first move takes 1 to n - 1 stones, each later one 1 to {} the last",
            times
        ),
        picture: pile_row("n", 2, &marks),
        notes,
        rule: "lost iff n is a term a_0 = 1, a_{i+1} = a_i + a_m, m = #{j: k a_j < a_i}; \
               else take the smallest term of n's greedy sum (the k_fibonacci block)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_multiplication(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut marks = Vec::new();
    for n in 2..=size.max(2) {
        // p < n; a product of n or more ends the game, a win for its maker,
        // written as the position n, which has no moves.
        let mut game = WinLose::normal(|&p: &u64| {
            if p >= n {
                vec![]
            } else {
                (2..=9).map(|k| (p * k).min(n)).collect()
            }
        });
        marks.push((n, Mark::of(game.wins(&1))));
    }
    // The solution's rule: count the bounds 9, 18, 162, 324, ... (each 2 or
    // 9 times the last) that are at most n - 1.
    let (disagreements, checked) = check(&marks, |&n| {
        let (mut bound, mut times_two, mut passed) = (9u64, true, 0);
        while bound < n {
            passed += 1;
            match bound.checked_mul(if times_two { 2 } else { 9 }) {
                Some(next) => bound = next,
                None => break,
            }
            times_two = !times_two;
        }
        Mark::of(passed % 2 == 0)
    });
    Ok(Exploration {
        title: "the multiplication game".into(),
        moves: "p starts at 1; a move multiplies it by 2 to 9; whoever makes p >= n wins".into(),
        picture: pile_row("n", 2, &marks),
        notes: vec!["Stan, who starts, wins on the runs n <= 9, 19..=162, 325..=2916, ...".into()],
        rule: "Stan wins iff an even number of 9, 18, 162, 324, ..., 9 * 18^k, 18^(k+1) are \
               <= n - 1"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_circle(p: &Parameters) -> Result<Exploration, String> {
    let (size, k) = (p.number("size")?, p.number("k")?);
    if k == 0 {
        return Err("--k must be at least 1".into());
    }
    // After the first move the stones left form a line; a position is then
    // the lengths of its runs, sorted. A move takes 1..=k adjacent stones of
    // one run, splitting it in two.
    let mut lines = WinLose::normal(|runs: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &run) in runs.iter().enumerate() {
            for take in 1..=k.min(run) {
                for left in 0..=run - take {
                    let mut after: Vec<u64> = runs.clone();
                    after.remove(i);
                    after.extend([left, run - take - left].iter().filter(|&&r| r > 0));
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next
    });
    let marks: Vec<(u64, Mark)> = (1..=size)
        .map(|n| {
            // The first move takes 1..=k adjacent stones of the circle and
            // leaves one run of the rest (or nothing).
            let wins = (1..=k.min(n)).any(|take| {
                let rest: Vec<u64> = if n > take { vec![n - take] } else { vec![] };
                !lines.wins(&rest)
            });
            (n, Mark::of(wins))
        })
        .collect();
    let (disagreements, checked) =
        check(&marks, |&n| Mark::of(if k == 1 { n % 2 == 1 } else { n <= k }));
    Ok(Exploration {
        title: format!("the circle game with k = {}", k),
        moves: format!("n stones in a circle; a move takes 1 to {} adjacent stones", k),
        picture: pile_row("n", 1, &marks),
        notes: vec![],
        rule: "k = 1: first wins iff n is odd; k >= 2: iff n <= k (then the second player \
               mirrors the first across the circle)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// The least period p and then the least start n0 with sg(n + p) = sg(n)
/// for every n >= n0 within `values`, found from a window: a heap's value
/// depends only on the `reach` values below it, so once `reach` values in a
/// row repeat p later, every later value does.
pub(super) fn period(values: &[u64], reach: usize) -> Option<(usize, usize)> {
    for p in 1..values.len() {
        for start in 0..values.len() {
            if start + p + reach > values.len() {
                break;
            }
            if values[start..start + reach] == values[start + p..start + p + reach] {
                return Some((start, p));
            }
        }
    }
    None
}

pub(super) fn explore_snim(p: &Parameters) -> Result<Exploration, String> {
    let (size, set) = (p.number("size")?, p.set("set")?);
    let reach = *set.iter().max().unwrap() as usize;
    // Enough values to see a period of up to 2^14 when there is one.
    let searched = (size as usize + 1).max(4 * reach + (1 << 14));
    let all = rules::subtraction_values(&set, searched as u64);
    let values = grundy_row(size, &set);
    let (notes, rule_of) = match period(&all, reach) {
        Some((start, p)) => (
            vec![format!(
                "preperiod {}, period {}: sg(n + {}) = sg(n) for every n >= {} (found within the \
                 first {} values)",
                start, p, p, start, searched
            )],
            Some((start, p)),
        ),
        None => (vec![format!("no period within the first {} values", searched)], None),
    };
    let (disagreements, checked) = check(&values, |&n| {
        let n = n as usize;
        let folded = match rule_of {
            Some((start, p)) if n >= start + p => start + (n - start) % p,
            _ => n,
        };
        Mark::Value(all[folded])
    });
    Ok(Exploration {
        title: format!("S-Nim with S = {{{}}}", join(&set)),
        moves: format!(
            "take s beads from one heap, s in {{{}}}; heaps are a sum (xor of sg)",
            join(&set)
        ),
        picture: pile_row("h", 0, &values),
        notes,
        rule: "sg(h) from the preperiod and period (the subtraction_sg block's table, folded)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_box(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = Grundy::new(|&c: &u64| {
        let most = (c * c).min(size - c);
        (c + 1..=c + most).collect()
    });
    let marks: Vec<(u64, Mark)> = (0..=size).map(|c| (c, Mark::Value(game.value(&c)))).collect();
    // The recursion the solution uses, on q = the largest t with t + t^2 < s.
    fn rule(s: u64, c: u64) -> u64 {
        if c == 0 || c >= s {
            return 0;
        }
        let q = crate::problems::hdu1729::largest_safe(s);
        match c {
            c if c > q => s - c,
            c if c == q => 0,
            c => rule(q, c),
        }
    }
    let (disagreements, checked) = check(&marks, |&c| Mark::Value(rule(size, c)));
    Ok(Exploration {
        title: format!("a box of size {}", size),
        moves: "from c stones, add 1..=c^2 of them, at most up to the size".into(),
        picture: pile_row("c", 0, &marks),
        notes: vec![],
        rule: "sg(s, c) = s - c above q (the largest t with t + t^2 < s), 0 at q, sg(q, c) below"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_cutting(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = WinLose::normal(crate::problems::poj2311::cuts);
    let mut marks = Vec::new();
    for w in 1..=size {
        for h in 1..=size {
            marks.push(((w, h), Mark::of(game.wins(&vec![(w.min(h), w.max(h))]))));
        }
    }
    // The reduced game: only cuts leaving both parts at least 2 wide.
    let sg = crate::problems::poj2311::reduced_values(size);
    let (disagreements, checked) = check(&marks, |&(w, h)| {
        Mark::of(if w == 1 || h == 1 { w + h > 2 } else { sg[w as usize][h as usize] != 0 })
    });
    Ok(Exploration {
        title: "the cutting game".into(),
        moves: "cut one piece in two along a grid line; making a 1 x 1 piece wins".into(),
        picture: Picture::Grid {
            row_name: "w".into(),
            col_name: "h".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: marks.chunks(size as usize).map(marks_only).collect(),
        },
        notes: vec![],
        rule: "one cell wide: won unless 1 x 1; else won iff sg != 0 in the game of the cuts \
               leaving both parts at least 2 wide"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_turtles(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = Grundy::new(crate::problems::hdu3537::turns);
    let marks: Vec<(u64, Mark)> =
        (0..=size).map(|x| (x, Mark::Value(game.value(&(1u64 << x))))).collect();
    let (disagreements, checked) =
        check(&marks, |&x| Mark::Value(2 * x + u64::from(x.count_ones() % 2 == 0)));
    Ok(Exploration {
        title: "Mock Turtles: the value of one head".into(),
        moves: "turn over 1, 2 or 3 coins, the rightmost of them from heads to tails".into(),
        picture: pile_row("x", 0, &marks),
        notes: vec!["searched over whole rows (bitmasks), not assumed a sum".into()],
        rule: "a head at x is worth the x-th odious number (odd popcount): 2x + [x evil]".into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_teams(p: &Parameters) -> Result<Exploration, String> {
    let (size, limits) = (p.number("size")?, p.set("limits")?);
    if limits.len() % 2 == 1 {
        return Err("--limits needs an even number of seats (two teams)".into());
    }
    let marks: Vec<(u64, Mark)> =
        (0..=size).map(|s| (s, Mark::of(crate::problems::poj2068::search(&limits, s)))).collect();
    // The pass the solution makes: each seat's last lost count.
    let seats = limits.len();
    let mut lost = vec![0u64; seats];
    let mut first_wins = vec![true];
    for s in 1..=size {
        let now: Vec<bool> = (0..seats)
            .map(|i| {
                let next = lost[(i + 1) % seats];
                next != 0 && s - next <= limits[i]
            })
            .collect();
        for (i, &wins) in now.iter().enumerate() {
            if !wins {
                lost[i] = s;
            }
        }
        first_wins.push(now[0]);
    }
    let (disagreements, checked) = check(&marks, |&s| Mark::of(first_wins[s as usize]));
    Ok(Exploration {
        title: format!("team misere Nim, limits {}", join(&limits)),
        moves: "seat i takes 1..=M_i stones; seats take turns; taking the last stone loses".into(),
        picture: pile_row("s", 0, &marks),
        notes: vec!["marks for the first seat to move".into()],
        rule: "seat i wins iff the next seat's last lost count t >= 1 is at least s - M_i".into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_pieces(p: &Parameters) -> Result<Exploration, String> {
    use crate::problems::hdu1524::{answers, WORDS};
    let size = p.number("size")? as usize;
    let graph: Vec<Vec<usize>> =
        (0..=size).map(|v| if v == 0 { vec![] } else { vec![v - 1, v / 2] }).collect();
    let queries: Vec<Vec<usize>> =
        (0..=size).flat_map(|a| (0..=size).map(move |b| vec![a, b])).collect();
    let searched = answers(&graph, &queries);
    let marks: Vec<((usize, usize), Mark)> = queries
        .iter()
        .zip(searched.split_inclusive('\n'))
        .map(|(q, answer)| ((q[0], q[1]), Mark::of(answer == WORDS.win)))
        .collect();
    // The solution's rule: each position's mex, successors first.
    let mut value = vec![0u64; size + 1];
    for v in 1..=size {
        let seen: Vec<u64> = graph[v].iter().map(|&t| value[t]).collect();
        value[v] = crate::search::mex(&seen);
    }
    let (disagreements, checked) = check(&marks, |&(a, b)| Mark::of(value[a] != value[b]));
    Ok(Exploration {
        title: "two pieces on the halving graph".into(),
        moves: "slide one piece from v to v - 1 or to v / 2 (rounded down); who cannot move loses"
            .into(),
        picture: Picture::Grid {
            row_name: "a".into(),
            col_name: "b".into(),
            row_first: 0,
            col_first: 0,
            row_labels: None,
            cells: marks.chunks(size + 1).map(marks_only).collect(),
        },
        notes: vec![
            "searched over whole positions (the two pieces as a multiset), not assumed a sum"
                .into(),
            format!("g(0..={}) = {}", size, join(&value)),
        ],
        rule: "lost iff g(a) = g(b), g the mex of the successors' g: pieces on one position cancel"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_tartan(p: &Parameters) -> Result<Exploration, String> {
    use crate::problems::hdu3404::{nim_product_by_bits, one_light_values};
    let (x, size) = (p.number("row")?, p.number("size")?);
    if x == 0 || x > 64 {
        return Err("--row must be from 1 to 64".into());
    }
    let values = one_light_values(size.max(x) as usize);
    let marks: Vec<(u64, Mark)> =
        (1..=size).map(|y| (y, Mark::Value(values[x as usize][y as usize]))).collect();
    let (disagreements, checked) = check(&marks, |&y| Mark::Value(nim_product_by_bits(x, y)));
    Ok(Exploration {
        title: format!("Switch lights: the value of one light at ({}, y)", x),
        moves: "toggle the distinct corners of a rectangle x1 <= x2, y1 <= y2 whose corner (x2, y2) is on"
            .into(),
        picture: pile_row("y", 1, &marks),
        notes: vec![
            "each value the mex over the light's rectangles of the xor of the other corners' values"
                .into(),
        ],
        rule: format!(
            "a light at ({}, y) is worth the nim product {} * y (Tartan: the product of two games where a coin at k is worth k)",
            x, x
        ),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_hackenbush(p: &Parameters) -> Result<Exploration, String> {
    use crate::problems::poj3710::Drawing;
    let (tail, size) = (p.number("tail")? as usize, p.number("size")? as usize);
    if tail > 8 {
        return Err("--tail must be at most 8".into());
    }
    let marks: Vec<(u64, Mark)> = (1..=size)
        .map(|length| {
            // Vertices 1..=L around the polygon (a loop when L = 1), then the stalk.
            let mut drawing = Drawing::polygon(length);
            let mut last = if length == 1 { 1 } else { 2 };
            for t in 0..tail {
                drawing.edges.push((last, length + 1 + t));
                last = length + 1 + t;
            }
            drawing.vertices += tail;
            (length as u64, Mark::Value(drawing.searched_value()))
        })
        .collect();
    let (disagreements, checked) = check(&marks, |&length| Mark::Value((length % 2) ^ tail as u64));
    Ok(Exploration {
        title: format!(
            "Green Hackenbush: a polygon through the root, a stalk of {} hung from it",
            tail
        ),
        moves: "delete an edge; whatever the root no longer holds vanishes".into(),
        picture: pile_row("L", 1, &marks),
        notes: vec!["values from a search of the real deletions (edge sets as bitmasks)".into()],
        rule: format!(
            "fusion: the polygon becomes L loops at the root, worth L mod 2; the stalk adds {} by xor",
            tail
        ),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_every_sg(p: &Parameters) -> Result<Exploration, String> {
    use crate::problems::hdu3595::component_moves;
    let size = p.number("size")?;
    // Steps from the moves: 0 when finished; the winner takes the shortest
    // win, the loser the longest loss. Odd steps are won.
    let mut steps: BTreeMap<(u64, u64), u64> = BTreeMap::new();
    for y in 1..=size {
        for x in 1..=y {
            let after: Vec<u64> = component_moves((x, y))
                .into_iter()
                .map(|next| next.map_or(0, |c| steps[&c]))
                .collect();
            let winning = after.iter().filter(|&&s| s % 2 == 0).min();
            let step = match winning {
                Some(&s) => s + 1,
                None => after.iter().max().unwrap() + 1,
            };
            steps.insert((x, y), step);
        }
    }
    let mut marks = Vec::new();
    for x in 1..=size {
        for y in 1..=size {
            marks.push(((x, y), Mark::Value(steps[&(x.min(y), x.max(y))])));
        }
    }
    fn rule(x: u64, y: u64) -> (u64, bool) {
        let (small, large) = (x.min(y), x.max(y));
        if small == 0 {
            return (0, false);
        }
        let (below, wins) = rule(large % small, small);
        match large / small {
            1 => (below + 1, !wins),
            _ => (below + 1 + u64::from(wins), true),
        }
    }
    let (disagreements, checked) = check(&marks, |&(x, y)| Mark::Value(rule(x, y).0));
    let parity: Vec<((u64, u64), Mark)> = marks
        .iter()
        .map(|&(c, m)| (c, Mark::of(matches!(m, Mark::Value(s) if s % 2 == 1))))
        .collect();
    let row = |x: u64| -> String {
        (1..=size).map(|y| steps[&(x.min(y), x.max(y))].to_string()).collect::<Vec<_>>().join(" ")
    };
    Ok(Exploration {
        title: "Every-SG steps of one component".into(),
        moves: "take a positive multiple of the smaller pile from the larger".into(),
        picture: Picture::Grid {
            row_name: "x".into(),
            col_name: "y".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: parity.chunks(size as usize).map(marks_only).collect(),
        },
        notes: vec![
            format!("steps of (2, y), y = 1..={}: {}", size, row(2)),
            format!("steps of (3, y), y = 1..={}: {}", size, row(3)),
            "the steps are checked, and odd ones are won".into(),
        ],
        rule: "step(r, x) + 1 if y < 2x or (r, x) is lost, else + 2 (q = y / x, r = y mod x)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_split(p: &Parameters) -> Result<Exploration, String> {
    let (size, parts) = (p.number("size")?, p.number("parts")?);
    if !(2..=3).contains(&parts) {
        return Err("--parts must be 2 or 3".into());
    }
    let values = crate::problems::split_nim::heap_values(parts as usize, size);
    let marks: Vec<(u64, Mark)> =
        values.iter().enumerate().map(|(h, &v)| (h as u64, Mark::Value(v))).collect();
    // The pattern the solutions use: a period of 2^parts, its last two
    // values swapped.
    let period = 1u64 << parts;
    let (disagreements, checked) = check(&marks, |&h| {
        Mark::Value(match h % period {
            r if r == period - 1 => h + 1,
            0 if h > 0 => h - 1,
            _ => h,
        })
    });
    Ok(Exploration {
        title: format!("Nim with splits into {} heaps", parts),
        moves: format!("take any number from one heap, or split it into {} non-empty heaps", parts),
        picture: pile_row("h", 0, &marks),
        notes: vec![],
        rule: format!(
            "sg(h) = h, except sg({p}k + {a}) = {p}k + {p} and sg({p}k + {p}) = {p}k + {a}",
            p = period,
            a = period - 1
        ),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn join(set: &[u64]) -> String {
    set.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(",")
}

pub(super) fn value_text(mark: Mark) -> String {
    match mark {
        Mark::Value(v) => v.to_string(),
        other => other.symbol().to_string(),
    }
}
