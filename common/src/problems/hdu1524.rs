//! HDU 1524 (POJ 2425), A Chess Game: graphs of 1 <= N <= 1000 positions,
//! each with queries of 1 <= M <= 10 pieces ended by `0`, until end of
//! input. A case here is one graph with its queries.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1524",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::Lines(query_count),
    small: || vec![every_graph_of_up_to(4), random_shapes(400)],
    edges,
    shrink: one_query_each,
};

pub const WORDS: Words = Words { lose: "LOSE\n", win: "WIN\n" };

/// The moves of each position: `graph[v]` lists v's successors.
pub type Graph = Vec<Vec<usize>>;

/// Graphs until end of input, a blank line allowed after each: `N` (1 <= N
/// <= N), N lines `X t_1 .. t_X` (targets below N, no cycle), then lines
/// `M p_1 .. p_M` (1 <= M <= M, positions below N) until `0`.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        let n = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        let mut graph: Graph = vec![Vec::new(); n as usize];
        for moves in &mut graph {
            // The statement bounds no X: a move listed twice is taken as legal.
            let count = input.number("X", 0..=u64::MAX)?;
            for _ in 0..count {
                moves.push(input.number("target", 0..=n - 1)? as usize);
            }
            input.end_line()?;
        }
        if !without_cycle(&graph) {
            return input.fail("the graph of the lines above has a cycle");
        }
        while !input.terminator("0")? {
            let pieces = input.number("M", 1..=PROBLEM.limit("M"))?;
            for _ in 0..pieces {
                input.number("position", 0..=n - 1)?;
            }
            input.end_line()?;
        }
        // The statement's sample separates two graphs by a blank line.
        input.blank_lines();
    }
    Ok(())
}

/// Whether the graph has no cycle, in time linear in its size (Kahn): a
/// position with no moves left into it is taken off, with its moves; a
/// cycle keeps its positions.
pub fn without_cycle(graph: &Graph) -> bool {
    let mut moves_into = vec![0usize; graph.len()];
    graph.iter().flatten().for_each(|&t| moves_into[t] += 1);
    let mut free: Vec<usize> = (0..graph.len()).filter(|&v| moves_into[v] == 0).collect();
    let mut taken_off = 0;
    while let Some(v) = free.pop() {
        taken_off += 1;
        for &t in &graph[v] {
            moves_into[t] -= 1;
            if moves_into[t] == 0 {
                free.push(t);
            }
        }
    }
    taken_off == graph.len()
}

fn line(values: &[usize]) -> String {
    let words: Vec<String> = values.iter().map(usize::to_string).collect();
    format!("{} {}", values.len(), words.join(" ")).trim_end().to_string() + "\n"
}

/// A case: N, the moves of each position, the queries, and `0`.
pub fn case(graph: &Graph, queries: &[Vec<usize>]) -> String {
    let mut text = format!("{}\n", graph.len());
    graph.iter().for_each(|moves| text.push_str(&line(moves)));
    queries.iter().for_each(|pieces| text.push_str(&line(pieces)));
    text + "0\n"
}

/// A case's graph and queries, read back from its tokens.
pub fn parse(case: &str) -> (Graph, Vec<Vec<usize>>) {
    let mut numbers =
        case.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap_or(usize::MAX));
    let list = |numbers: &mut dyn Iterator<Item = usize>| -> Option<Vec<usize>> {
        let count = numbers.next()?;
        Some((0..count).map_while(|_| numbers.next()).collect())
    };
    let n = numbers.next().unwrap_or(0);
    let graph: Graph = (0..n).map_while(|_| list(&mut numbers)).collect();
    let mut queries = Vec::new();
    while let Some(pieces) = list(&mut numbers).filter(|p| !p.is_empty()) {
        queries.push(pieces);
    }
    (graph, queries)
}

fn query_count(case: &str) -> usize {
    parse(case).1.len()
}

/// The graph with each of its queries alone.
fn one_query_each(text: &str) -> Vec<String> {
    let (graph, queries) = parse(text);
    queries.into_iter().map(|q| case(&graph, &[q])).collect()
}

/// Whether the graph has no cycle: sinks taken off until none is left.
pub fn acyclic(graph: &Graph) -> bool {
    let mut gone = vec![false; graph.len()];
    loop {
        let sinks: Vec<usize> =
            (0..graph.len()).filter(|&v| !gone[v] && graph[v].iter().all(|&t| gone[t])).collect();
        if sinks.is_empty() {
            return gone.iter().all(|&g| g);
        }
        sinks.into_iter().for_each(|v| gone[v] = true);
    }
}

/// Each query's answer line (see [`wins`]).
pub fn answers(graph: &Graph, queries: &[Vec<usize>]) -> String {
    wins(graph, queries).into_iter().map(|w| WORDS.of(w)).collect()
}

/// Whether the first player wins each query, by a search of whole
/// positions: the pieces as a sorted multiset, a move slides one of them
/// along one edge. No Grundy values.
pub fn wins(graph: &Graph, queries: &[Vec<usize>]) -> Vec<bool> {
    let moves_of = graph.clone();
    let mut game = WinLose::normal(move |pieces: &Vec<usize>| {
        let mut next = Vec::new();
        for (i, &p) in pieces.iter().enumerate() {
            for &t in &moves_of[p] {
                let mut after = pieces.clone();
                after[i] = t;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    });
    queries
        .iter()
        .map(|pieces| {
            let mut sorted = pieces.clone();
            sorted.sort_unstable();
            game.wins(&sorted)
        })
        .collect()
}

/// Every multiset of 1 to `most` pieces on positions below n, as queries.
pub fn every_query(n: usize, most: usize) -> Vec<Vec<usize>> {
    let mut queries: Vec<Vec<usize>> = vec![vec![]];
    let mut all = Vec::new();
    for _ in 0..most {
        queries = queries
            .iter()
            .flat_map(|q| {
                let from = q.last().copied().unwrap_or(0);
                (from..n).map(move |p| [q.as_slice(), &[p]].concat())
            })
            .collect();
        all.extend(queries.iter().cloned());
    }
    all
}

/// Every graph on up to `n` positions (every labelling, no repeated move)
/// without a cycle, with every query of up to 3 pieces.
pub fn every_graph_of_up_to(n: usize) -> Cases {
    let mut cases = PROBLEM
        .cases(format!("every graph of up to {} positions, every query of up to 3 pieces", n));
    for size in 1..=n {
        for graph in every_acyclic_graph_of(size) {
            let queries = every_query(size, 3);
            let expected = answers(&graph, &queries);
            cases.push(case(&graph, &queries), expected);
        }
    }
    cases
}

/// Every graph on `size` positions (every labelling, no repeated move)
/// without a cycle.
pub fn every_acyclic_graph_of(size: usize) -> Vec<Graph> {
    let pairs: Vec<(usize, usize)> =
        (0..size).flat_map(|a| (0..size).filter(move |&b| b != a).map(move |b| (a, b))).collect();
    let mut graphs = Vec::new();
    for mask in 0u64..1 << pairs.len() {
        let mut graph: Graph = vec![Vec::new(); size];
        for (i, &(a, b)) in pairs.iter().enumerate() {
            if mask >> i & 1 == 1 {
                graph[a].push(b);
            }
        }
        if acyclic(&graph) {
            graphs.push(graph);
        }
    }
    graphs
}

/// The graph with its positions renamed by a seeded permutation and each
/// position's moves in a seeded order.
pub fn relabelled(graph: &Graph, rng: &mut Rng) -> Graph {
    let n = graph.len();
    let mut name: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut name);
    let mut renamed: Graph = vec![Vec::new(); n];
    for (v, moves) in graph.iter().enumerate() {
        let mut targets: Vec<usize> = moves.iter().map(|&t| name[t]).collect();
        rng.shuffle(&mut targets);
        renamed[name[v]] = targets;
    }
    renamed
}

/// The shapes of the statement's graphs before relabelling: moves go from
/// lower to higher positions.
pub fn chain(n: usize) -> Graph {
    (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect()
}

pub fn complete(n: usize) -> Graph {
    (0..n).map(|v| (v + 1..n).collect()).collect()
}

/// A chain run backwards: v moves to v - 1.
pub fn reversed_chain(n: usize) -> Graph {
    (0..n).map(|v| if v > 0 { vec![v - 1] } else { vec![] }).collect()
}

/// Position 0 moves to every other (`outward`), or every other to 0.
pub fn star(n: usize, outward: bool) -> Graph {
    (0..n)
        .map(|v| match (v, outward) {
            (0, true) => (1..n).collect(),
            (0, false) => vec![],
            (_, true) => vec![],
            (_, false) => vec![0],
        })
        .collect()
}

/// Each move from v to a higher position with probability `percent`, some
/// moves listed twice.
pub fn random_dag(n: usize, percent: u64, rng: &mut Rng) -> Graph {
    (0..n)
        .map(|v| {
            let mut moves = Vec::new();
            for t in v + 1..n {
                if rng.range(1, 100) <= percent {
                    moves.push(t);
                    if rng.range(0, 9) == 0 {
                        moves.push(t);
                    }
                }
            }
            moves
        })
        .collect()
}

/// Seeded graphs of up to 9 positions, random and of each shape, relabelled,
/// with 20 queries of 1 to 5 pieces (often on one position).
pub fn random_shapes(graphs: usize) -> Cases {
    let mut rng = Rng::new(1524);
    let mut cases = PROBLEM.cases(format!(
        "{} seeded DAGs, chains, stars and complete DAGs of up to 9 positions, up to 5 pieces (seed 1524)",
        graphs
    ));
    for i in 0..graphs {
        let graph = random_shape(i, &mut rng);
        let queries: Vec<Vec<usize>> =
            (0..20).map(|_| random_query(graph.len(), &mut rng)).collect();
        let expected = answers(&graph, &queries);
        cases.push(case(&graph, &queries), expected);
    }
    cases
}

/// A seeded graph of 1 to 9 positions, relabelled: by `i`, a chain, a
/// complete DAG, a star either way, or a random DAG.
pub fn random_shape(i: usize, rng: &mut Rng) -> Graph {
    let n = rng.range(1, 9) as usize;
    let shape = match i % 6 {
        0 => chain(n),
        1 => complete(n),
        2 => star(n, true),
        3 => star(n, false),
        _ => {
            let percent = rng.range(10, 90);
            random_dag(n, percent, rng)
        }
    };
    relabelled(&shape, rng)
}

/// 1 to 5 pieces on positions below n, often several on one.
pub fn random_query(n: usize, rng: &mut Rng) -> Vec<usize> {
    let pieces = rng.range(1, 5) as usize;
    let mut query: Vec<usize> = Vec::new();
    for _ in 0..pieces {
        let p = match query.last() {
            Some(&last) if rng.range(0, 2) == 0 => last,
            _ => rng.range(0, n as u64 - 1) as usize,
        };
        query.push(p);
    }
    query
}

/// The statement's largest graphs: the deepest (a chain of 1000, in order,
/// reversed and relabelled), the densest (complete), stars, no moves at
/// all, and 10 pieces on the deepest and on one position.
fn edges() -> Vec<Cases> {
    let (most, pieces) = (PROBLEM.limit("N") as usize, PROBLEM.limit("M") as usize);
    let mut rng = Rng::new(2425);
    let mut cases = PROBLEM.cases("the statement's largest graphs and queries");
    let mut graphs = vec![
        chain(most),
        reversed_chain(most),
        relabelled(&chain(most), &mut rng),
        relabelled(&complete(most), &mut rng),
        star(most, true),
        star(most, false),
        vec![Vec::new(); most],
        relabelled(&random_dag(most, 2, &mut rng), &mut rng),
    ];
    graphs.push(relabelled(&random_dag(most, 30, &mut rng), &mut rng));
    // Beyond the statement, a graph of every bit length up to 3000 nodes.
    graphs.extend([1500, 3000].map(|n| relabelled(&random_dag(n, 4, &mut rng), &mut rng)));
    for graph in graphs {
        let n = graph.len();
        let mut queries = vec![vec![0; pieces], vec![n - 1; pieces], vec![0], vec![n - 1]];
        queries.push((0..pieces).map(|i| n - 1 - i).collect());
        queries.push((0..pieces).map(|_| rng.range(0, n as u64 - 1) as usize).collect());
        cases.push_inside(n <= most, case(&graph, &queries), "");
    }
    vec![cases]
}
