//! hdu3544: TODO (the game and the statement's limits, in a line).

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3544",
    validate,
    // TODO: Counted, EndedBy("terminator line\n") or EndOfInput.
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

/// TODO: whether a judge could send an input, from the statement alone:
/// its lines, every bound (`PROBLEM.limit("N")`) and the structure it
/// promises (crate::validate; common/tests/validators.rs proves it).
fn validate(input: &mut Input) -> Valid {
    input.fail("TODO: the validator")
}

/// TODO: every small position, answered by a search of the game's own
/// moves (crate::search); `push_beyond` for those outside the statement.
pub fn small() -> Vec<Cases> {
    Vec::new()
}

/// TODO: the statement's limits and the values where solutions go wrong.
fn edges() -> Vec<Cases> {
    Vec::new()
}
