//! Anti-SG on trees (HDU 3590): misère Green Hackenbush, where a tree worth
//! 0 may still have moves.

use super::*;
use crate::problems::hdu3590::{searched_wins, usual_wins, wins, Tree};

/// One tree of two stalks from the root, of a and b edges, beside `ones`
/// trees of one edge each; who deletes the last edge loses.
pub(super) fn explore_anti_hackenbush(p: &Parameters) -> Result<Exploration, String> {
    let (size, ones) = (p.number("size")?, p.number("ones")? as usize);
    if ones > 8 {
        return Err("--ones must be at most 8".into());
    }
    let forest = |a: u64, b: u64| -> Vec<Tree> {
        let parents: Vec<usize> = (0..a + b)
            .map(|i| match i {
                0 => 1,
                i if i == a => 1,
                i => i as usize + 1,
            })
            .collect();
        let mut trees = vec![Tree::from_parents(&parents)];
        trees.extend(vec![Tree::star(1); ones]);
        trees
    };
    let marks = pair_marks(size, |a, b| searched_wins(&forest(a, b)));
    let (disagreements, checked) = check(&marks, |&(a, b)| Mark::of(wins(&forest(a, b))));
    let usual_wrong: Vec<String> = marks
        .iter()
        .filter(|&&((a, b), mark)| Mark::of(usual_wins(&forest(a, b))) != mark)
        .map(|((a, b), _)| format!("({}, {})", a, b))
        .collect();
    Ok(Exploration {
        title: format!(
            "misère Hackenbush: one tree of two stalks of a and b edges from its root; trees of one edge beside it: {}",
            ones
        ),
        moves: "delete an edge; whatever its root no longer holds vanishes; who deletes the last edge loses"
            .into(),
        picture: pile_grid(size, &marks),
        notes: vec![
            "marks from a search of the real deletions (all trees' edges in one bitmask)".into(),
            format!(
                "the tree as one heap of a xor b (the usual rule) is wrong at {} of them: {}",
                usual_wrong.len(),
                if usual_wrong.is_empty() { "none".to_string() } else { usual_wrong.join(" ") }
            ),
        ],
        rule: format!(
            "misère Nim on the branches at the roots, heaps a, b and {} of 1 (the misere_nim block)",
            ones
        ),
        disagreements,
        checked,
        rays: false,
    })
}
