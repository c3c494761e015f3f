//! LibreOJ 10243, Moving Pieces: HDU 1524's game (see [`super::hdu1524`],
//! whose graphs and search this module borrows) with one graph per file,
//! N <= 2000 positions from 1, M <= 6000 edges listed as pairs, and
//! 1 <= K <= N pieces.

use super::hdu1524::{
    chain, complete, every_acyclic_graph_of, every_query, random_query, random_shape, relabelled,
    reversed_chain, star, wins, without_cycle, Graph,
};
use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "loj10243",
    validate,
    layout: Layout::Single,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "lose\n", win: "win\n" };

/// `N M K` (1 <= K <= N <= N, 0 <= M <= M), M lines `X Y` (an edge
/// between positions 1..=N, no cycle), then a line of the K pieces'
/// positions (1..=N).
fn validate(input: &mut Input) -> Valid {
    let n = input.number("N", 1..=PROBLEM.limit("N"))?;
    let m = input.number("M", 0..=PROBLEM.limit("M"))?;
    let k = input.number("K", 1..=n)?;
    input.end_line()?;
    let mut graph: Graph = vec![Vec::new(); n as usize];
    for _ in 0..m {
        let from = input.number("X", 1..=n)?;
        let to = input.number("Y", 1..=n)?;
        input.end_line()?;
        // The statement does not forbid an edge listed twice: it is taken as legal.
        graph[from as usize - 1].push(to as usize - 1);
    }
    if !without_cycle(&graph) {
        return input.fail("the graph of the edges above has a cycle");
    }
    input.numbers_line("position", k, 1..=n)?;
    Ok(())
}

/// The test: `N M K`, the edges, the pieces (positions from 1).
pub fn test(n: u64, edges: &[(u64, u64)], pieces: &[u64]) -> String {
    let mut text = format!("{} {} {}\n", n, edges.len(), pieces.len());
    edges.iter().for_each(|(from, to)| text.push_str(&format!("{} {}\n", from, to)));
    text + &nim::words(pieces) + "\n"
}

/// One of HDU 1524's graphs (positions from 0) with one query, as a test.
fn graph_test(graph: &Graph, pieces: &[usize]) -> String {
    let edges: Vec<(u64, u64)> = (0..graph.len())
        .flat_map(|v| graph[v].iter().map(move |&t| (v as u64 + 1, t as u64 + 1)))
        .collect();
    let pieces: Vec<u64> = pieces.iter().map(|&p| p as u64 + 1).collect();
    test(graph.len() as u64, &edges, &pieces)
}

fn inside(graph: &Graph, pieces: &[usize]) -> bool {
    let edges: usize = graph.iter().map(Vec::len).sum();
    graph.len() as u64 <= PROBLEM.limit("N")
        && edges as u64 <= PROBLEM.limit("M")
        && (1..=graph.len()).contains(&pieces.len())
}

fn push(cases: &mut Cases, graph: &Graph, pieces: &[usize], answer: &str) {
    cases.push_inside(inside(graph, pieces), graph_test(graph, pieces), answer);
}

/// Every graph of up to 3 positions with every query of up to 3 pieces,
/// every graph of 4 positions with one query each (in turn), and seeded
/// shapes of up to 9 positions: answered by HDU 1524's search of whole
/// positions.
pub fn small() -> Vec<Cases> {
    let mut every = PROBLEM.cases("every graph of up to 4 positions");
    for size in 1..=4 {
        let queries = every_query(size, 3);
        for (i, graph) in every_acyclic_graph_of(size).into_iter().enumerate() {
            let asked: Vec<Vec<usize>> = match size {
                4 => vec![queries[i % queries.len()].clone()],
                _ => queries.clone(),
            };
            for (pieces, win) in asked.iter().zip(wins(&graph, &asked)) {
                push(&mut every, &graph, pieces, WORDS.of(win));
            }
        }
    }
    let mut rng = Rng::new(10243);
    let mut shapes = PROBLEM.cases("seeded DAGs, chains, stars and complete DAGs (seed 10243)");
    for i in 0..150 {
        let graph = random_shape(i, &mut rng);
        let pieces = random_query(graph.len(), &mut rng);
        let win = wins(&graph, std::slice::from_ref(&pieces))[0];
        push(&mut shapes, &graph, &pieces, WORDS.of(win));
    }
    vec![every, shapes]
}

/// `m` seeded moves, each from a lower position to a higher one.
fn sparse(n: usize, m: usize, rng: &mut Rng) -> Graph {
    let mut graph: Graph = vec![Vec::new(); n];
    for _ in 0..m {
        let (a, b) = (rng.range(0, n as u64 - 2) as usize, rng.range(1, n as u64 - 1) as usize);
        let (low, high) = (a.min(b), a.max(b));
        graph[low].push(if low == high { high + 1 } else { high });
    }
    graph
}

/// The statement's largest graphs, and N of every scale beyond it.
fn edges() -> Vec<Cases> {
    let (most, most_edges) = (PROBLEM.limit("N") as usize, PROBLEM.limit("M") as usize);
    let mut rng = Rng::new(10244);
    let mut cases = PROBLEM.cases("the statement's largest graphs");
    let graphs = vec![
        chain(most),
        reversed_chain(most),
        relabelled(&chain(most), &mut rng),
        relabelled(&complete(110), &mut rng),
        star(most, true),
        star(most, false),
        vec![Vec::new(); most],
        relabelled(&sparse(most, most_edges, &mut rng), &mut rng),
    ];
    for graph in graphs {
        let n = graph.len();
        for pieces in
            [vec![0; n], vec![n - 1], (0..n).collect(), vec![rng.range(0, n as u64 - 1) as usize]]
        {
            push(&mut cases, &graph, &pieces, "");
        }
    }
    // most of every scale: an edge from 1 to 2 and one from most to 2, and a
    // piece on 1 (g = 1, won) or on 2 (a sink, lost).
    let mut scales = PROBLEM.cases("most of every scale (seed 10243)");
    for (v, _) in every_scale::pairs_of_every_scale(10243, most as u64) {
        if v >= 3 {
            for piece in [1, 2] {
                let text = test(v, &[(1, 2), (v, 2)], &[piece]);
                scales.push_inside(v <= most as u64, text, "");
            }
        }
    }
    vec![cases, scales]
}
