//! Multi-SG games, where a move turns one game into several: 江南乐's piles
//! (Luogu P3235), E&D's pairs (Luogu P2148) and 分裂游戏's beans (Luogu
//! P3185). Each is searched on whole positions, a multiset of the games a
//! move leaves, never through the xor the rule uses.

use super::games::{join, pile_row, value_text};
use super::*;
use crate::problems::{luogu2148, luogu3235};

pub(super) fn explore_jiangnan(p: &Parameters) -> Result<Exploration, String> {
    let (size, least) = (p.number("size")?, p.number("f")?);
    let mut game = Grundy::new(luogu3235::moves(least));
    let marks: Vec<(u64, Mark)> =
        (0..=size).map(|x| (x, Mark::Value(game.value(&vec![x])))).collect();
    let table = rules::even_split_values(least, size);
    let (disagreements, checked) = check(&marks, |&x| Mark::Value(table[x as usize]));
    let lost: Vec<u64> = marks.iter().filter(|m| m.1 == Mark::Value(0)).map(|m| m.0).collect();
    Ok(Exploration {
        title: format!("江南乐 with F = {}: one pile", least),
        moves: format!(
            "split a pile of at least {} stones into m >= 2 piles as equal as can be",
            least
        ),
        picture: pile_row("x", 0, &marks),
        notes: vec![
            format!("piles of value 0: {}", join(&lost)),
            "several piles are lost iff their values xor to 0".into(),
        ],
        rule: "sg(x) = mex over runs of equal x / m of the first two m's xors \
               (the multi_sg block's table)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

pub(super) fn explore_e_and_d(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = Grundy::new(luogu2148::moves);
    let mut marks = Vec::new();
    for a in 1..=size {
        for b in 1..=size {
            marks.push(((a, b), Mark::Value(game.value(&vec![(a, b)]))));
        }
    }
    let (disagreements, checked) = check(&marks, |&(a, b)| Mark::Value(rules::pair_value(a, b)));
    let mut notes = vec!["the values, row by row:".to_string()];
    for (row, a) in marks.chunks(size as usize).zip(1..) {
        let values: Vec<String> = row.iter().map(|&(_, v)| value_text(v)).collect();
        notes.push(format!("a = {:>2}: {}", a, values.join(" ")));
    }
    let cells = marks
        .chunks(size as usize)
        .map(|row| row.iter().map(|&(_, v)| Mark::of(v != Mark::Value(0))).collect())
        .collect();
    Ok(Exploration {
        title: "E&D: one pair of piles".into(),
        moves: "drop one pile of the pair and split the other into two non-empty piles".into(),
        picture: Picture::Grid {
            row_name: "a".into(),
            col_name: "b".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells,
        },
        notes,
        rule: "sg(a, b) = the trailing ones of (a - 1) OR (b - 1), bitwise (the multi_sg block)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// A position of 分裂游戏 with `bottles` bottles: each bean's bottle, sorted.
fn bean_moves(bottles: usize) -> impl Fn(&Vec<usize>) -> Vec<Vec<usize>> {
    move |beans| {
        let mut next = Vec::new();
        for (at, &i) in beans.iter().enumerate() {
            for j in i + 1..bottles {
                for k in j..bottles {
                    let mut after = beans.clone();
                    after.remove(at);
                    after.extend([j, k]);
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next
    }
}

pub(super) fn explore_beans(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")? as usize;
    let mut game = Grundy::new(bean_moves(size));
    // One bean, in bottle i: listed by its distance from the last bottle.
    let marks: Vec<(u64, Mark)> =
        (0..size).map(|d| (d as u64, Mark::Value(game.value(&vec![size - 1 - d])))).collect();
    let table = rules::bean_values(size);
    let (disagreements, checked) = check(&marks, |&d| Mark::Value(table[size - 1 - d as usize]));
    Ok(Exploration {
        title: format!("分裂游戏: one bean in {} bottles", size),
        moves: "take a bean from bottle i, put one into bottles j and k, i < j <= k".into(),
        picture: pile_row("d", 0, &marks),
        notes: vec!["d is the bean's distance from the last bottle".into()],
        rule: "sg(i) = the mex of sg(j) xor sg(k), i < j <= k (the multi_sg block)".into(),
        disagreements,
        checked,
        rays: false,
    })
}
