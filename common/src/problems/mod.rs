//! What the tests and the check know of each problem, in one place per
//! problem: its input layout, every small position with the answer a
//! brute-force search of the moves gives (the proofs our tests run and the
//! check's second stage), the statement's edges and traps, and the shape
//! of its random cases (from the manifest).
//!
//! Cases outside the statement's limits are marked (`Cases::push_beyond`):
//! the tests prove our binaries on them, the check leaves them out unless
//! asked.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, OnceLock};

use crate::cases::{Cases, Scope};
use crate::manifest::metadata;
use crate::rng::Rng;
use crate::template::Template;
use crate::validate::{Input, Valid, Validity};

macro_rules! problems {
    ($($id:ident),* $(,)?) => {
        $(pub mod $id;)*
        /// Every problem, by id.
        pub fn all() -> Vec<&'static Problem> {
            vec![$(&$id::PROBLEM),*]
        }
    };
}

pub mod calendar;
pub mod euclid;
pub mod every_scale;
pub mod heap_sums;
pub mod split_nim;
pub mod subtraction;
#[macro_use]
pub mod wythoff_pairs;

problems!(
    abc206f,
    abc278g,
    atcoderdpk,
    bjfu1010,
    cf1934d2,
    cf786a,
    circle,
    cses1098,
    cses1099,
    cses1729,
    cses1730,
    cses2207,
    hdu1079,
    hdu1404,
    hdu1517,
    hdu1524,
    hdu1527,
    hdu1536,
    hdu1729,
    hdu1730,
    hdu1846,
    hdu1847,
    hdu1848,
    hdu1849,
    hdu1850,
    hdu1907,
    hdu2147,
    hdu2149,
    hdu2177,
    hdu2188,
    hdu2486,
    hdu2509,
    hdu2516,
    hdu2897,
    hdu3032,
    hdu3404,
    hdu3537,
    hdu3544,
    hdu3590,
    hdu3595,
    hdu5795,
    loj10243,
    luogu1247,
    luogu1290,
    luogu1512,
    luogu2148,
    luogu2197,
    luogu2252,
    luogu2575,
    luogu3185,
    luogu3235,
    luogu4101,
    nimproduct64,
    nyoj161,
    poj1067,
    poj1082,
    poj1704,
    poj1740,
    poj2068,
    poj2234,
    poj2311,
    poj2348,
    poj3537,
    poj3710,
    spojmcoins,
);

pub fn get(id: &str) -> Option<&'static Problem> {
    all().into_iter().find(|p| p.id == id)
}

/// How the cases of an input are told apart.
#[derive(Clone, Copy, Debug)]
pub enum Layout {
    /// A first line holds the number of cases.
    Counted,
    /// A terminator line follows the last case.
    EndedBy(&'static str),
    /// The cases run to the end of the input.
    EndOfInput,
    /// The input is one test (CSES, AtCoder, Luogu): each case is a whole
    /// input, and runs alone.
    Single,
    /// The judge talks with the program line by line: a case is one test
    /// of the judge (its opening lines), played by its adversary in
    /// [`crate::interact`].
    Interactive,
}

/// How one case's answer is told apart in the output.
#[derive(Clone, Copy, Debug)]
pub enum Answers {
    OneLine,
    /// A line of one word opens each answer; lines of more follow it.
    OpenedByOneWord,
    /// Each answer (one line) opens with the case's number from 1, as
    /// (text before the number, text after it): `Case 3:` on a line of its
    /// own is ("Case ", ":\n"), `Case 3: ` before the answer ("Case ", ": ").
    Numbered(&'static str, &'static str),
    /// Each case answers with as many lines as this counts in its input
    /// (one per query, for a case of several queries).
    Lines(fn(&str) -> usize),
    /// The whole output answers the one case of a single-test input.
    Whole,
}

pub struct Problem {
    pub id: &'static str,
    /// Whether a judge could send an input: the statement's layout, bounds
    /// and structure (see [`crate::validate`]).
    pub validate: fn(&mut Input) -> Valid,
    pub layout: Layout,
    pub answers: Answers,
    /// Every small position, answered by a search of the moves.
    pub small: fn() -> Vec<Cases>,
    /// The statement's limits and the values where solutions go wrong; the
    /// answers are left empty (the check asks our solution).
    pub edges: fn() -> Vec<Cases>,
    /// The smaller cases a case holds (each a case of its own), to narrow
    /// a failure down; `whole` when it holds none.
    pub shrink: fn(&str) -> Vec<String>,
}

/// A case that holds no smaller case.
pub fn whole(case: &str) -> Vec<String> {
    vec![case.to_string()]
}

/// Random cases per input of the check, unless the manifest says.
const RANDOM_CASES: u64 = 1000;

/// The cases a judge's file is taken to hold where the statement does not
/// bound them lower (the limit `CASES`): a time limit holds for
/// an input of this many cases.
pub const JUDGE_CASES: usize = 100;

impl Problem {
    /// [`Problem::small`], searched once per process: a problem's tests and
    /// its check share the searches.
    pub fn small_cases(&self) -> &'static [Cases] {
        static SEARCHED: OnceLock<Mutex<HashMap<&'static str, &'static [Cases]>>> = OnceLock::new();
        let searched = SEARCHED.get_or_init(Default::default);
        if let Some(cases) = searched.lock().unwrap().get(self.id) {
            return cases;
        }
        // Searched unlocked: another problem's search need not wait.
        let cases: &'static [Cases] = Vec::leak((self.small)());
        searched.lock().unwrap().entry(self.id).or_insert(cases)
    }

    /// What the problem's validator makes of a whole input.
    pub fn validity(&self, text: &str) -> Validity {
        crate::validate::validity(self.validate, text)
    }

    /// The cases of `sets` with the scope their validator gives them: a
    /// case counted as inside the statement that breaks a rule is beyond
    /// it, and one the validator doubts is doubtful. Cases marked beyond or
    /// doubtful stay so. What the check runs, so it never judges a program
    /// on an input a judge could not send.
    pub fn vetted(&self, sets: Vec<Cases>) -> Vec<Cases> {
        sets.into_iter()
            .map(|cases| {
                let scopes = (0..cases.len())
                    .map(|i| match (cases.scopes()[i], self.validity(&cases.input_of(i))) {
                        (Scope::Inside, Validity::Invalid(_)) => Scope::Beyond,
                        (Scope::Inside, Validity::Doubtful(_)) => Scope::Doubtful,
                        (scope, _) => scope,
                    })
                    .collect();
                cases.with_scopes(scopes)
            })
            .collect()
    }

    /// No cases yet, in this problem's layout.
    pub fn cases(&self, title: impl Into<String>) -> Cases {
        let mut cases = Cases::new(title);
        if let Answers::Numbered(before, after) = self.answers {
            cases = cases.numbered(before, after);
        }
        match self.layout {
            Layout::Counted => cases.counted(),
            Layout::EndedBy(line) => cases.ended_by(line),
            Layout::EndOfInput => cases,
            Layout::Single | Layout::Interactive => cases.single(),
        }
    }

    /// The answers in `output`, one per case of `inputs`.
    pub fn split_answers(&self, output: &str, inputs: &[String]) -> Vec<String> {
        let mut lines = output.split_inclusive('\n').map(str::to_string);
        match self.answers {
            Answers::Lines(count) => {
                inputs.iter().map(|input| lines.by_ref().take(count(input)).collect()).collect()
            }
            Answers::OneLine => lines.collect(),
            Answers::Whole => vec![output.to_string()],
            // Every other line, after its numbering line.
            Answers::Numbered(_, after) if after.ends_with('\n') => {
                lines.skip(1).step_by(2).collect()
            }
            // Each line, after its number.
            Answers::Numbered(_, after) => lines
                .map(|line| line.split_once(after).map_or(line.clone(), |(_, a)| a.to_string()))
                .collect(),
            Answers::OpenedByOneWord => {
                let mut answers: Vec<String> = Vec::new();
                for line in lines {
                    match answers.last_mut() {
                        Some(last) if line.split_whitespace().count() > 1 => last.push_str(&line),
                        _ => answers.push(line),
                    }
                }
                answers
            }
        }
    }

    /// The judge that plays an interactive problem.
    pub fn interactive(&self) -> Option<&'static crate::interact::Interactive> {
        match self.layout {
            Layout::Interactive => crate::interact::get(self.id),
            _ => None,
        }
    }

    /// A template of the manifest's `[package.metadata.check]` (`check`),
    /// else, for `random`, its benchmark's `case`.
    fn template(
        &self,
        check: &BTreeMap<String, String>,
        key: &str,
    ) -> Result<Option<Template>, String> {
        let text = match (key, check.get(key)) {
            (_, Some(text)) => text.clone(),
            ("random", None) => metadata(self.id, "package.metadata.bench")
                .get("case")
                .cloned()
                .ok_or_else(|| format!("{}: no benchmark `case`", self.id))?,
            _ => return Ok(None),
        };
        crate::limits::template(self.id, &text)
            .map(Some)
            .map_err(|e| format!("{}: {}: {}", self.id, key, e))
    }

    fn drawn(
        &self,
        title: &str,
        template: &Template,
        seed: u64,
        count: u64,
    ) -> Result<Cases, String> {
        let mut rng = Rng::new(seed);
        let mut cases = self.cases(format!("{} (seed {})", title, seed));
        for _ in 0..count {
            cases.push(template.case(&mut rng)?, "");
        }
        Ok(cases)
    }

    /// The most cases a judge's file holds: the limit `CASES`, else
    /// [`JUDGE_CASES`].
    pub fn judge_cases(&self) -> usize {
        crate::limits::get(self.id, "CASES")
            .and_then(|c| usize::try_from(c).ok())
            .filter(|&c| c > 0)
            .unwrap_or(JUDGE_CASES)
    }

    /// Whether the statement bounds the count of cases in a file (the
    /// limit `CASES`).
    pub fn cases_bounded(&self) -> bool {
        crate::limits::get(self.id, "CASES").is_some()
    }

    /// One of the statement's bounds, by its name in the manifest's
    /// `[package.metadata.limits]`.
    pub fn limit(&self, name: &str) -> u64 {
        match crate::limits::get(self.id, name) {
            Some(value) => value,
            None => panic!(
                "problems/{}/Cargo.toml: no limit {} in [package.metadata.limits]",
                self.id, name
            ),
        }
    }

    /// The inputs whose legality the statement leaves open (the manifest's
    /// `doubt`), if any: such cases are marked [`Scope::Doubtful`].
    pub fn doubt(&self) -> Option<String> {
        metadata(self.id, "package.metadata.check").remove("doubt")
    }

    /// Seeded random cases across the statement's range (`random`, which
    /// defaults to the benchmark's case), of small values (`small`) and of
    /// the doubtful shapes (`doubtful`); with `beyond`, also of `beyond`.
    /// Answers left empty.
    pub fn random(&self, beyond: bool) -> Result<Vec<Cases>, String> {
        if self.interactive().is_some() {
            // Its judge's tests hold their own random games.
            return Ok(Vec::new());
        }
        let check = metadata(self.id, "package.metadata.check");
        let count = check
            .get("cases")
            .map(|c| c.parse::<u64>().map_err(|e| format!("{}: cases: {}", self.id, e)))
            .transpose()?
            .unwrap_or(RANDOM_CASES);
        let mut sets = Vec::new();
        let mut keys = vec![
            ("random", "the statement's range", 1),
            ("small", "small values", 2),
            ("doubtful", "doubtful shapes", 4),
        ];
        if beyond {
            keys.push(("beyond", "beyond the statement", 3));
        }
        for (key, title, seed) in keys {
            if let Some(template) = self.template(&check, key)? {
                let cases = self.drawn(title, &template, seed, count)?;
                sets.push(match key {
                    "beyond" => cases.all_beyond(),
                    "doubtful" => cases.all_scoped(Scope::Doubtful),
                    _ => cases,
                });
            }
        }
        Ok(sets)
    }

    /// One small random input, of one to three cases of `small`, in the
    /// statement's format: what `oj generate-input` asks of a generator.
    pub fn one_input(&self, seed: u64) -> Result<String, String> {
        if let Some(judge) = self.interactive() {
            let games = (judge.games)(true);
            return Ok(games[seed as usize % games.len()].input.clone());
        }
        let check = metadata(self.id, "package.metadata.check");
        let template = self
            .template(&check, "small")?
            .ok_or_else(|| format!("{}: no `small` in [package.metadata.check]", self.id))?;
        let count = match self.layout {
            Layout::Single | Layout::Interactive => 1,
            _ => Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15).range(1, 3),
        };
        Ok(self.drawn("one input", &template, seed, count)?.whole_input())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_is_listed_once_under_its_own_id() {
        let ids: Vec<&str> = all().iter().map(|p| p.id).collect();
        assert_eq!(ids, crate::header::problem_ids());
    }

    /// A problem is interactive iff its manifest says so, and then its
    /// judge exists and every test it plays passes the validator or is
    /// marked beyond the statement.
    #[test]
    fn interactive_problems_have_their_judge_and_valid_tests() {
        for problem in all() {
            let declared = !metadata(problem.id, "package.metadata.interactive").is_empty();
            assert_eq!(declared, matches!(problem.layout, Layout::Interactive), "{}", problem.id);
            let Some(judge) = problem.interactive() else { continue };
            for game in (judge.games)(false) {
                let valid = problem.validity(&game.input).is_valid();
                assert_eq!(valid, game.inside, "{}: {:?}", problem.id, game.input);
            }
        }
    }

    #[test]
    fn answers_are_split_per_case() {
        let lines = Problem { answers: Answers::OneLine, ..hdu2177::PROBLEM };
        assert_eq!(lines.split_answers("a\nb\n", &[]), ["a\n", "b\n"]);
        let numbered = Problem { answers: Answers::Numbered("Case ", ":\n"), ..hdu2177::PROBLEM };
        assert_eq!(numbered.split_answers("Case 1:\nYes\nCase 2:\nNo\n", &[]), ["Yes\n", "No\n"]);
        let mut cases = numbered.cases("numbered");
        cases.push("1\n", "Yes\n");
        cases.push("2\n", "No\n");
        assert_eq!(cases.whole_output(), "Case 1:\nYes\nCase 2:\nNo\n");
        assert_eq!(cases.subset(&[1]).whole_output(), "Case 1:\nNo\n");
        assert_eq!(cases.first_failing_case(b"Case 1:\nYes\nCase 2:\nYes\n"), Some(1));
        let inline = Problem { answers: Answers::Numbered("Case ", ": "), ..hdu2177::PROBLEM };
        assert_eq!(inline.split_answers("Case 1: 3\nCase 2: lose\n", &[]), ["3\n", "lose\n"]);
        let mut cases = inline.cases("numbered on the answer's line");
        cases.push("1\n", "3\n");
        cases.push("2\n", "lose\n");
        assert_eq!(cases.whole_output(), "Case 1: 3\nCase 2: lose\n");
        assert_eq!(cases.subset(&[1]).whole_output(), "Case 1: lose\n");
        assert_eq!(cases.first_failing_case(b"Case 1: 3\nCase 2: 4\n"), Some(1));
        let opened = hdu2177::PROBLEM;
        assert_eq!(
            opened.split_answers("0\n1\n4 7\n3 5\n0\n1\n0 0\n", &[]),
            ["0\n", "1\n4 7\n3 5\n", "0\n", "1\n0 0\n"]
        );
        let per_query = Problem {
            answers: Answers::Lines(|input| input.lines().count() - 1),
            ..hdu2177::PROBLEM
        };
        let inputs = ["a\nb\nc\n".to_string(), "d\n".to_string(), "e\nf\n".to_string()];
        assert_eq!(per_query.split_answers("1\n2\n3\n", &inputs), ["1\n2\n", "", "3\n"]);
    }

    #[test]
    fn every_problem_draws_its_random_cases_and_one_small_input() {
        for problem in all().into_iter().filter(|p| p.interactive().is_none()) {
            let check = metadata(problem.id, "package.metadata.check");
            assert!(
                check.values().all(|v| !v.contains("TODO")),
                "problems/{}/Cargo.toml: [package.metadata.check] still has a TODO",
                problem.id
            );
            let sets = problem.random(true).unwrap();
            assert!(sets.len() >= 2, "{}: needs `small` in [package.metadata.check]", problem.id);
            for seed in 0..20 {
                problem.one_input(seed).unwrap();
            }
        }
    }
}
