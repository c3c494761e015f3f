//! Every case the check counts passes its problem's validator, and every
//! case it leaves to `--beyond` breaks a rule (but random ones, drawn over
//! a range wider than the statement's; a random case counted may also be
//! doubtful, which the check vets into its doubtful stage): the golden files,
//! the small positions, the edges and traps, the random cases of every
//! problem and the tests of every interactive judge,
//! each alone as a judge's file of one case, then packed as the check
//! packs them (a judge-sized input). A failure names the problem, the set,
//! the case's index and its input. `VALIDATE_ONLY=hdu1846,poj3710` narrows
//! the run to those problems.

use std::thread;

use common::cases::{Cases, Scope};
use common::check::golden;
use common::problems::{self, Problem};
use common::validate::Validity;

/// Where a case's scope and its validator disagree.
/// `drawn`: random cases, whose beyond set is drawn over a wider range and
/// may hold valid cases too.
fn disagreements(problem: &Problem, cases: &Cases, drawn: bool) -> Vec<String> {
    let mut found = Vec::new();
    for i in 0..cases.len() {
        let input = cases.input_of(i);
        let validity = problem.validity(&input);
        let agrees = match cases.scopes()[i] {
            // A drawn case may be doubtful (HDU 3590's trees where the usual
            // rule answers otherwise): the check vets it into its own stage.
            Scope::Inside if drawn => !matches!(validity, Validity::Invalid(_)),
            Scope::Inside => validity.is_valid(),
            Scope::Doubtful => matches!(validity, Validity::Doubtful(_)),
            Scope::Beyond => drawn || !validity.is_valid(),
        };
        if !agrees {
            let shown: String = input.chars().take(300).collect();
            found.push(format!(
                "{}: {}, case {} of {}, counted {:?}, validator {:?}, input {:?}{}",
                problem.id,
                cases.title(),
                i,
                cases.len(),
                cases.scopes()[i],
                validity,
                shown,
                if input.len() > 300 { "..." } else { "" }
            ));
        }
    }
    // As the check packs them: a judge file's count of the counted cases.
    let inside = cases.of_scope(Scope::Inside);
    let packed = inside.range(0, inside.len().min(problem.judge_cases()));
    if !packed.is_empty() && !packed.is_single() {
        if let Validity::Invalid(broken) = problem.validity(&packed.whole_input()) {
            found.push(format!(
                "{}: {}, its first {} counted cases in one input: {}",
                problem.id,
                cases.title(),
                packed.len(),
                broken
            ));
        }
    }
    found
}

/// The cases checked and the disagreements found, for one problem.
fn audit(problem: &Problem) -> (usize, Vec<String>) {
    let mut sets = golden(problem);
    sets.extend(problem.small_cases().iter().cloned());
    sets.extend((problem.edges)());
    if let Some(judge) = problem.interactive() {
        // An interactive judge's tests, each a judge's opening lines.
        let mut tests = problem.cases(format!("the tests of the {} judge", problem.id));
        for game in (judge.games)(false) {
            let scope = if game.inside { Scope::Inside } else { Scope::Beyond };
            tests.push_scoped(scope, game.input, "");
        }
        sets.push(tests);
    }
    let random = problem.random(true).unwrap_or_else(|e| panic!("{}: {}", problem.id, e));
    let count = sets.iter().chain(&random).map(Cases::len).sum();
    let mut found: Vec<String> =
        sets.iter().flat_map(|cases| disagreements(problem, cases, false)).collect();
    found.extend(random.iter().flat_map(|cases| disagreements(problem, cases, true)));
    (count, found)
}

#[test]
fn every_counted_case_passes_its_validator_and_no_beyond_case_does() {
    let only = std::env::var("VALIDATE_ONLY").unwrap_or_default();
    let chosen: Vec<&Problem> = problems::all()
        .into_iter()
        .filter(|p| only.is_empty() || only.split(',').any(|id| id == p.id))
        .collect();
    let (odd, even): (Vec<_>, Vec<_>) = chosen.iter().enumerate().partition(|(i, _)| i % 2 == 1);
    let audited: Vec<(&str, usize, Vec<String>)> = thread::scope(|scope| {
        let halves: Vec<_> = [odd, even]
            .into_iter()
            .map(|half| {
                scope.spawn(move || {
                    half.into_iter()
                        .map(|(_, p)| {
                            let (count, found) = audit(p);
                            (p.id, count, found)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let mut report = String::new();
    let mut failed = 0;
    for (id, count, found) in &audited {
        println!("{}: {} cases checked by its validator", id, count);
        failed += found.len();
        for line in found.iter().take(5) {
            report.push_str(line);
            report.push('\n');
        }
        if found.len() > 5 {
            report.push_str(&format!("{}: {} more\n", id, found.len() - 5));
        }
    }
    assert!(failed == 0, "{} cases disagree with their validator:\n{}", failed, report);
}
