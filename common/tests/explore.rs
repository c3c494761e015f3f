//! The explorer binary, run as a user runs it: every game's marks against a
//! search written here from the statement's moves (the circle as a real
//! circle of stones, unlike the explorer's runs), and its rule line.

use assert_cmd::Command;
use common::problems::calendar;
use common::search::{Grundy, WinLose};
use common::suites::{nim, wythoff_moves};

fn explore(args: &[&str]) -> String {
    let output = Command::cargo_bin("explore").unwrap().args(args).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "explore {:?} failed ({}): {}{}",
        args,
        output.status,
        stdout,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// The picture's lines `label | marks`, without the column headers.
fn picture(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|line| line.split_once(" | "))
        .map(|(label, marks)| (label.trim().to_string(), marks.to_string()))
        .filter(|(label, marks)| !label.is_empty() && !marks.starts_with('+'))
        .collect()
}

/// A grid's marks by row, padded with blanks to `width`.
fn grid(text: &str, width: usize) -> Vec<Vec<char>> {
    picture(text)
        .into_iter()
        .map(|(_, marks)| {
            let mut row: Vec<char> = marks.chars().collect();
            row.resize(width, ' ');
            row
        })
        .collect()
}

/// A row of P/N marks, its first position, in order.
fn marks(text: &str) -> (u64, Vec<char>) {
    let lines = picture(text);
    let first = lines[0].0.parse().unwrap();
    let marks = lines.iter().flat_map(|(_, m)| m.chars().filter(|&c| c != ' ')).collect();
    (first, marks)
}

/// A row of Sprague-Grundy values.
fn values(text: &str) -> Vec<u64> {
    picture(text)
        .iter()
        .flat_map(|(_, v)| v.split_whitespace().map(|x| x.parse::<u64>().unwrap()))
        .collect()
}

fn mark(wins: bool) -> char {
    if wins {
        '.'
    } else {
        'P'
    }
}

fn assert_agrees(text: &str, positions: usize) {
    let verdict = format!("rule agrees on all {} positions", positions);
    assert!(text.contains(&verdict), "expected {:?} in\n{}", verdict, text);
}

/// Checks a row of P/N marks for piles first.. against `wins`.
fn check_row(text: &str, first: u64, count: usize, mut wins: impl FnMut(u64) -> bool) {
    let (shown_first, shown) = marks(text);
    assert_eq!((shown_first, shown.len()), (first, count), "{}", text);
    for (i, &m) in shown.iter().enumerate() {
        let n = first + i as u64;
        assert_eq!(m, mark(wins(n)), "position {} in\n{}", n, text);
    }
    assert_agrees(text, count);
}

#[test]
fn wythoff_grid_against_a_search_of_the_moves() {
    let text = explore(&["wythoff", "--size", "20"]);
    let mut game = WinLose::normal(wythoff_moves);
    let shown = grid(&text, 21);
    assert_eq!(shown.len(), 21);
    for a in 0..=20u64 {
        for b in 0..=20u64 {
            assert_eq!(shown[a as usize][b as usize], mark(game.wins(&(a, b))), "({}, {})", a, b);
        }
    }
    assert_agrees(&text, 441);
}

#[test]
fn nim_and_misere_nim_grids_against_a_search_of_the_piles() {
    for c in [0u64, 3, 6] {
        for misere in [false, true] {
            let game_name = if misere { "misere-nim" } else { "nim" };
            let text = explore(&[game_name, "--c", &c.to_string(), "--size", "12"]);
            let mut game =
                if misere { WinLose::misere(nim::moves) } else { WinLose::normal(nim::moves) };
            let shown = grid(&text, 13);
            for a in 0..=12u64 {
                for b in 0..=12u64 {
                    // The suite's positions are sorted multisets of piles.
                    let mut piles = vec![a, b, c];
                    piles.sort_unstable();
                    let wins = game.wins(&piles);
                    assert_eq!(
                        shown[a as usize][b as usize],
                        mark(wins),
                        "{} ({}, {}, {})",
                        game_name,
                        a,
                        b,
                        c
                    );
                }
            }
            assert_agrees(&text, 169);
        }
    }
}

#[test]
fn kiki_board_against_a_search_of_the_coin() {
    let text = explore(&["kiki", "--size", "15"]);
    // The coin at (row, column) of an n x m board, row 1 at the bottom.
    let mut game = WinLose::normal(|&(row, column): &(u64, u64)| {
        let mut next = Vec::new();
        if column > 1 {
            next.push((row, column - 1));
        }
        if row > 1 {
            next.push((row - 1, column));
        }
        if row > 1 && column > 1 {
            next.push((row - 1, column - 1));
        }
        next
    });
    let shown = grid(&text, 15);
    for n in 1..=15u64 {
        for m in 1..=15u64 {
            let start = (n, m);
            assert_eq!(
                shown[n as usize - 1][m as usize - 1],
                mark(game.wins(&start)),
                "{} x {}",
                n,
                m
            );
        }
    }
    assert_agrees(&text, 225);
}

#[test]
fn calendar_year_against_a_search_of_the_dates() {
    let text = explore(&["calendar", "--year", "2001"]);
    let mut game = WinLose::normal(calendar::moves_to(calendar::TAEJON_END));
    let shown = grid(&text, 31);
    assert_eq!(shown.len(), 12);
    let mut dates = 0;
    for month in 1..=12u64 {
        for day in 1..=31u64 {
            let cell = shown[month as usize - 1][day as usize - 1];
            if calendar::exists((2001, month, day)) {
                dates += 1;
                assert_eq!(cell, mark(game.wins(&(2001, month, day))), "2001-{}-{}", month, day);
            } else {
                assert_eq!(cell, ' ', "2001-{}-{} does not exist", month, day);
            }
        }
    }
    assert_eq!(dates, 365);
    assert_agrees(&text, 365);
    assert_agrees(&explore(&["calendar", "--year", "2000"]), 366);
}

#[test]
fn bash_rows_against_a_search_of_the_takes() {
    for m in [1u64, 3, 7] {
        let text = explore(&["bash", "--m", &m.to_string(), "--size", "60"]);
        let mut game = WinLose::normal(|&n: &u64| (1..=m.min(n)).map(|t| n - t).collect());
        check_row(&text, 0, 61, |n| game.wins(&n));
    }
}

#[test]
fn powers_of_two_against_a_search() {
    let text = explore(&["powers", "--size", "64"]);
    let mut game = WinLose::normal(|&n: &u64| {
        (0..7).map(|e| 1u64 << e).filter(|&t| t <= n).map(|t| n - t).collect()
    });
    check_row(&text, 0, 65, |n| game.wins(&n));
}

#[test]
fn subtraction_set_against_a_search() {
    let text = explore(&["subtraction", "--set", "1,3,4", "--size", "50"]);
    let mut game =
        WinLose::normal(|&n: &u64| [1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| n - s).collect());
    check_row(&text, 0, 51, |n| game.wins(&n));
}

#[test]
fn fibonacci_subtraction_values_against_grundy() {
    let text = explore(&["fibonacci", "--size", "60"]);
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55];
    let mut game =
        Grundy::new(|&n: &u64| fibonacci.iter().filter(|&&f| f <= n).map(|&f| n - f).collect());
    let shown = values(&text);
    assert_eq!(shown.len(), 61);
    for (n, &v) in shown.iter().enumerate() {
        assert_eq!(v, game.value(&(n as u64)), "heap {}", n);
    }
    assert_agrees(&text, 61);
}

#[test]
fn fibonacci_game_against_a_search_of_the_takes() {
    let text = explore(&["fibonacci-game", "--size", "90"]);
    // (stones, the most this move may take).
    let mut game = WinLose::normal(|&(n, most): &(u64, u64)| {
        (1..=most.min(n)).map(|t| (n - t, 2 * t)).collect()
    });
    check_row(&text, 2, 89, |n| game.wins(&(n, n - 1)));
}

#[test]
fn multiplication_game_against_a_search_of_the_products() {
    let text = explore(&["multiplication", "--size", "400"]);
    check_row(&text, 2, 399, |n| {
        // The mover at p wins if some factor reaches n, or leads to a lost p.
        let mut game = WinLose::normal(|&p: &u64| {
            if p >= n {
                vec![]
            } else {
                (2..=9).map(|k| (p * k).min(n)).collect()
            }
        });
        game.wins(&1)
    });
}

#[test]
fn circle_against_a_search_of_the_real_circle() {
    for k in [1u64, 2, 3] {
        let text = explore(&["circle", "--k", &k.to_string(), "--size", "12"]);
        check_row(&text, 1, 12, |n| {
            // Stones as bits of a circle of n places; a move clears 1..=k
            // places in a row (wrapping around) that all hold a stone.
            let mut game = WinLose::normal(|&stones: &u32| {
                let mut next = Vec::new();
                for start in 0..n as u32 {
                    let mut taken = 0u32;
                    for len in 0..k.min(n) as u32 {
                        let place = (start + len) % n as u32;
                        if stones & (1 << place) == 0 {
                            break;
                        }
                        taken |= 1 << place;
                        next.push(stones & !taken);
                    }
                }
                next
            });
            game.wins(&((1u32 << n) - 1))
        });
    }
}

#[test]
fn snim_values_and_period_against_grundy() {
    let text = explore(&["snim", "--set", "2,5", "--size", "60"]);
    let mut game =
        Grundy::new(|&n: &u64| [2u64, 5].iter().filter(|&&s| s <= n).map(|&s| n - s).collect());
    let shown = values(&text);
    assert_eq!(shown.len(), 61);
    for (n, &v) in shown.iter().enumerate() {
        assert_eq!(v, game.value(&(n as u64)), "heap {}", n);
    }
    // 0 0 1 1 0 2 1, then again: the sample's set has period 7 from 0.
    assert!(text.contains("preperiod 0, period 7"), "{}", text);
    assert_agrees(&text, 61);
    let text = explore(&["snim", "--set", "3,4,11", "--size", "100"]);
    let period = text.lines().find(|l| l.starts_with("preperiod")).expect("a period line");
    let (start, p): (usize, usize) = {
        let words: Vec<&str> =
            period.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).collect();
        (words[0].parse().unwrap(), words[1].parse().unwrap())
    };
    let mut game =
        Grundy::new(|&n: &u64| [3u64, 4, 11].iter().filter(|&&s| s <= n).map(|&s| n - s).collect());
    for n in start..start + 4 * p + 100 {
        assert_eq!(
            game.value(&(n as u64 + p as u64)),
            game.value(&(n as u64)),
            "sg({} + {})",
            n,
            p
        );
    }
}

/// Two stalks from one root and single edges beside them, played as the
/// statement's moves act on that shape: deleting the i-th edge of a stalk
/// leaves i - 1 edges, deleting a single edge leaves one fewer; who cannot
/// move wins. The usual rule (the tree one heap of a xor b) is named wrong
/// where a = b >= 2 with no single edge.
#[test]
fn anti_hackenbush_grid_against_a_search_of_the_cuts() {
    for ones in [0u64, 1, 2] {
        let text = explore(&["anti-hackenbush", "--ones", &ones.to_string(), "--size", "7"]);
        let mut game = WinLose::misere(|&(a, b, k): &(u64, u64, u64)| {
            let mut next: Vec<(u64, u64, u64)> = (0..a).map(|left| (left, b, k)).collect();
            next.extend((0..b).map(|left| (a, left, k)));
            if k > 0 {
                next.push((a, b, k - 1));
            }
            next
        });
        let shown = grid(&text, 8);
        assert_eq!(shown.len(), 8);
        for a in 0..=7u64 {
            for b in 0..=7u64 {
                let wins = game.wins(&(a, b, ones));
                assert_eq!(shown[a as usize][b as usize], mark(wins), "({}, {}, {})", a, b, ones);
            }
        }
        assert_agrees(&text, 64);
        assert!(text.contains("wrong at 12 of them: (2, 2) (2, 3)"), "{}", text);
    }
}

#[test]
fn euclid_grid_against_a_search_of_the_subtractions() {
    let text = explore(&["euclid", "--size", "40"]);
    // (larger, smaller): take k copies of the smaller, k = 1..=larger /
    // smaller; whoever faces a 0 has lost.
    let mut game = WinLose::normal(|&(large, small): &(u64, u64)| {
        let mut next = Vec::new();
        let mut left = large;
        while small > 0 && left >= small {
            left -= small;
            next.push((left.max(small), left.min(small)));
        }
        next
    });
    let shown = grid(&text, 40);
    assert_eq!(shown.len(), 40);
    for a in 1..=40u64 {
        for b in 1..=40u64 {
            let wins = game.wins(&(a.max(b), a.min(b)));
            assert_eq!(shown[a as usize - 1][b as usize - 1], mark(wins), "({}, {})", a, b);
        }
    }
    assert!(text.contains("lost exactly where small < large < phi * small: yes"), "{}", text);
    assert_agrees(&text, 1600);
}

#[test]
fn merging_grid_against_a_search_of_whole_positions() {
    let text = explore(&["merging", "--size", "14"]);
    let shown = grid(&text, 14);
    assert_eq!(shown.len(), 14);
    for m in 1..=14u64 {
        // The piles as a sorted multiset; a move merges two whose sum fits.
        let mut game = WinLose::normal(|piles: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..piles.len() {
                for j in i + 1..piles.len() {
                    if piles[i] + piles[j] <= m {
                        let mut after: Vec<u64> = piles
                            .iter()
                            .enumerate()
                            .filter(|&(k, _)| k != i && k != j)
                            .map(|(_, &p)| p)
                            .collect();
                        after.push(piles[i] + piles[j]);
                        after.sort_unstable();
                        next.push(after);
                    }
                }
            }
            next
        });
        for n in 1..=14u64 {
            let wins = game.wins(&vec![1; n as usize]);
            assert_eq!(shown[n as usize - 1][m as usize - 1], mark(wins), "n = {}, m = {}", n, m);
        }
    }
    // Two parities of end positions are reachable, so the rule is no count of
    // moves fixed by the rules alone.
    assert!(text.contains("n = 14, m = 3: games can end with 5, 6, 7 piles"), "{}", text);
    assert_agrees(&text, 196);
}

/// 江南乐: a pile of x >= least becomes m piles, 2 <= m <= x, as equal as
/// can be; the position is the sorted multiset of piles.
fn even_splits(least: u64) -> impl FnMut(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles| {
        let mut next = Vec::new();
        for (i, &x) in piles.iter().enumerate().filter(|&(_, &x)| x >= least) {
            for m in 2..=x {
                let mut after: Vec<u64> = piles.clone();
                after.remove(i);
                let q = x / m;
                after.extend((0..x % m).map(|_| q + 1));
                after.extend((x % m..m).map(|_| q));
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }
}

#[test]
fn jiangnan_values_against_a_search_of_the_splits() {
    for least in [1u64, 2, 3, 7] {
        let f = least.to_string();
        let text = explore(&["jiangnan", "--f", &f, "--size", "32"]);
        let mut game = Grundy::new(even_splits(least));
        let shown = values(&text);
        assert_eq!(shown.len(), 33, "{}", text);
        for (x, &v) in shown.iter().enumerate() {
            assert_eq!(v, game.value(&vec![x as u64]), "F = {}, pile {}", least, x);
        }
        assert_agrees(&text, 33);
    }
}

#[test]
fn e_and_d_pairs_against_a_search_of_the_moves() {
    let text = explore(&["e-and-d", "--size", "12"]);
    // Drop one pile, split the other into two non-empty piles.
    let mut game = WinLose::normal(|&(a, b): &(u64, u64)| {
        [a, b].iter().flat_map(|&kept| (1..kept).map(move |s| (s, kept - s))).collect()
    });
    let rows = grid(&text, 12);
    assert_eq!(rows.len(), 12, "{}", text);
    for (a, row) in (1..).zip(&rows) {
        for (b, &m) in (1..).zip(row) {
            assert_eq!(m, mark(game.wins(&(a, b))), "({}, {}) in\n{}", a, b, text);
        }
    }
    assert!(text.contains("a =  1: 0 1 0 2 0 1 0 3 0 1 0 2\n"), "{}", text);
    assert_agrees(&text, 144);
}

#[test]
fn beans_against_a_search_of_the_bottles() {
    let text = explore(&["beans", "--size", "6"]);
    // The bean counts of 6 bottles; a bean in the first one alone.
    let mut game = Grundy::new(|beans: &Vec<u64>| {
        let mut next = Vec::new();
        for i in (0..6).filter(|&i| beans[i] > 0) {
            for j in i + 1..6 {
                for k in j..6 {
                    let mut after = beans.clone();
                    after[i] -= 1;
                    after[j] += 1;
                    after[k] += 1;
                    next.push(after);
                }
            }
        }
        next
    });
    let shown = values(&text);
    assert_eq!(shown.len(), 6, "{}", text);
    for (d, &v) in shown.iter().enumerate() {
        let mut one = vec![0u64; 6];
        one[5 - d] = 1;
        assert_eq!(v, game.value(&one), "a bean {} bottles from the last", d);
    }
    assert_agrees(&text, 6);
}

#[test]
fn svg_is_written() {
    let path = std::env::temp_dir().join(format!("explore-{}.svg", std::process::id()));
    let text = explore(&["wythoff", "--size", "30", "--svg", path.to_str().unwrap()]);
    assert!(text.contains("wrote "));
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    // One dark square per losing position: (0, 0), and both orders of
    // (a_k, b_k) for k = 1..=11 (b_12 = 31 is off the grid).
    assert_eq!(svg.matches("fill=\"#1a365d\"").count(), 1 + 2 * 11);
}

#[test]
fn help_lists_every_game() {
    let text = explore(&["--help"]);
    for game in common::explore::GAMES {
        assert!(text.contains(game.name), "{} missing from\n{}", game.name, text);
    }
}

#[test]
fn bad_arguments_exit_2_with_a_message() {
    let cases: &[(&[&str], &str)] = &[
        (&["chess"], "no game \"chess\""),
        (&["bash", "--k", "3"], "bash takes --m, --size, not --k"),
        (&["bash", "--m"], "--m needs a value"),
        (&["bash", "--m", "-1"], "--m must be a whole number"),
        (&["bash", "--m", "0"], "--m must be at least 1"),
        (&["wythoff", "--size", "0"], "--size for wythoff must be 1 to 300"),
        (&["wythoff", "--size", "99999999999999999999"], "--size must be a whole number"),
        (&["snim", "--set", "2,x"], "--set must list numbers"),
        (&["snim", "--set", "0"], "--set must list numbers"),
        (&["calendar", "--year", "0"], "--year must be 1 to 9999"),
        (&["wythoff", "size", "3"], "expected --name value"),
        (&[], "explore <game>"),
    ];
    for (args, message) in cases {
        let output = Command::cargo_bin("explore").unwrap().args(*args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        let said = String::from_utf8_lossy(&output.stderr).to_string()
            + &String::from_utf8_lossy(&output.stdout);
        assert!(said.contains(message), "{:?}: expected {:?}, got {:?}", args, message, said);
    }
}

/// The pages of `docs/games/` show explorer outputs: each block
/// `$ cargo run -q -p common --bin explore -- ARGS` must be what it prints.
#[test]
fn the_game_pages_outputs_are_the_explorers_own() {
    let folder = common::workspace::workspace_root().join("docs/games");
    let prompt = "$ cargo run -q -p common --bin explore -- ";
    let mut shown = 0;
    let mut pages: Vec<_> =
        std::fs::read_dir(&folder).unwrap().map(|entry| entry.unwrap().path()).collect();
    pages.sort();
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        for block in text.split("```text\n").skip(1) {
            let block = &block[..block.find("```").unwrap()];
            if let Some(rest) = block.strip_prefix(prompt) {
                let (args, expected) = rest.split_once('\n').unwrap();
                let args: Vec<&str> = args.split_whitespace().collect();
                assert_eq!(
                    explore(&args),
                    expected,
                    "{}: the block for explore {:?}",
                    page.display(),
                    args
                );
                shown += 1;
            }
        }
    }
    assert!(shown >= 6, "only {} explorer outputs found in docs/games/", shown);
}

/// docs/wythoff.svg, shown in docs/games/wythoff.md, is what the explorer draws.
#[test]
fn readme_wythoff_picture_is_the_explorers_own() {
    let path = std::env::temp_dir().join(format!("wythoff-{}.svg", std::process::id()));
    let text = explore(&["wythoff", "--size", "200", "--svg", path.to_str().unwrap()]);
    assert!(text.contains("rule agrees on all 40401 positions"), "{}", text);
    let drawn = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let committed =
        std::fs::read_to_string(common::workspace::workspace_root().join("docs/wythoff.svg"))
            .unwrap();
    assert!(
        drawn == committed,
        "docs/wythoff.svg is stale: cargo run -p common --bin explore -- wythoff --size 200 --svg docs/wythoff.svg"
    );
}

#[test]
fn k_fibonacci_game_against_a_search_of_the_takes() {
    for k in 1..=4u64 {
        let text = explore(&["fibonacci-game", "--k", &k.to_string(), "--size", "70"]);
        // (stones, the most this move may take).
        let mut game = WinLose::normal(|&(n, most): &(u64, u64)| {
            (1..=most.min(n)).map(|t| (n - t, k * t)).collect()
        });
        let mut takes = Vec::new();
        check_row(&text, 2, 69, |n| {
            let take = (1..n).find(|&t| !game.wins(&(n - t, k * t)));
            if let Some(t) = take {
                takes.push(format!("{}:{}", n, t));
            }
            take.is_some()
        });
        // The notes list the smallest winning first takes, 12 a line.
        let shown: Vec<&str> = text
            .lines()
            .skip_while(|l| !l.starts_with("smallest winning first take"))
            .take_while(|l| !l.starts_with("rule:"))
            .flat_map(|l| l.split_whitespace().filter(|w| w.contains(':') && !w.ends_with(':')))
            .collect();
        assert_eq!(shown, takes, "k = {}:\n{}", k, text);
        assert_agrees(&text, 69);
    }
}

#[test]
fn crosses_against_a_search_of_the_real_board() {
    let text = explore(&["crosses", "--size", "16"]);
    // Cells as bits; a cross is a new bit; a triple ends the game, lost
    // for the player to move.
    check_row(&text, 3, 14, |n| {
        let mut game = WinLose::normal(|&b: &u32| {
            if b & (b >> 1) & (b >> 2) != 0 {
                return vec![];
            }
            (0..n as u32).filter(|&i| b & (1 << i) == 0).map(|i| b | (1 << i)).collect()
        });
        game.wins(&0)
    });
    // The values line against the mex of the two runs a cross leaves.
    let mut g: Vec<u64> = vec![0];
    for m in 1..=16usize {
        let options: Vec<u64> =
            (1..=m).map(|i| g[i.saturating_sub(3)] ^ g[m.saturating_sub(i + 2)]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let line = text.lines().find(|l| l.starts_with("strip values")).unwrap();
    let shown: Vec<u64> =
        line.split(": ").nth(1).unwrap().split(' ').map(|v| v.parse().unwrap()).collect();
    assert_eq!(shown, g);
    assert!(
        text.contains("the reduction (safe runs, xor) agrees with the board on all"),
        "{}",
        text
    );
    assert_agrees(&text, 14);
}

/// Berzerk's marks, Rick first, against a fixed-point sweep of the real
/// moves (the proof's oracle of Codeforces 786A): `~` exactly at the loops.
#[test]
fn berzerk_marks_against_a_sweep_of_the_moves() {
    use common::problems::cf786a::{outcomes_by_sweeps, Outcome};
    for (rick, morty) in [("3,2", "1,2,3"), ("2", "2"), ("1,4", "3")] {
        let text = explore(&["berzerk", "--rick", rick, "--morty", morty, "--size", "14"]);
        let parse =
            |set: &str| -> Vec<u64> { set.split(',').map(|s| s.parse().unwrap()).collect() };
        let (rick, morty) = (parse(rick), parse(morty));
        let rows = grid(&text, 14);
        for n in 2..=14u64 {
            let line = &outcomes_by_sweeps(n, [&rick, &morty])[0];
            for (i, outcome) in line.iter().enumerate() {
                let want = match outcome {
                    Outcome::Win => '.',
                    Outcome::Lose => 'P',
                    Outcome::Loop => '~',
                };
                assert_eq!(rows[n as usize - 2][i + 1], want, "n = {}, object {}", n, i + 2);
            }
        }
        assert_agrees(&text, (1..14).sum());
    }
}

/// One bar of Alice's Game, Alice first, against a search of whole
/// positions written here: the bars as a sorted list, both players' breaks.
#[test]
fn cuts_marks_against_a_search_of_the_breaks() {
    let text = explore(&["cuts", "--size", "5"]);
    let rows = grid(&text, 5);
    type Position = (Vec<(u64, u64)>, bool);
    let mut game = WinLose::normal(|(bars, alice): &Position| {
        let mut next = Vec::new();
        for (i, &(x, y)) in bars.iter().enumerate() {
            let side = if *alice { x } else { y };
            for a in 1..side {
                let mut after = bars.clone();
                after.remove(i);
                after.extend(if *alice { [(a, y), (x - a, y)] } else { [(x, a), (x, y - a)] });
                after.sort_unstable();
                next.push((after, !alice));
            }
        }
        next
    });
    for x in 1..=5u64 {
        for y in 1..=5u64 {
            let wins = game.wins(&(vec![(x, y)], true));
            assert_eq!(rows[x as usize - 1][y as usize - 1], mark(wins), "bar {} x {}", x, y);
        }
    }
    assert_agrees(&text, 25);
}
