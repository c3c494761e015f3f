//! HDU 3590, PP and QQ (misère Green Hackenbush on rooted trees): test
//! cases of N < 100 trees, each of m < 100 vertices (m - 1 edges, root 1),
//! until end of input. A case is one test case.
//!
//! Where the game as stated and the usual rule (each whole tree one
//! component of the anti-SG rule) answer differently, the validator finds
//! the case doubtful: the judge's answers may follow the usual rule.

use std::collections::BTreeSet;

use super::{Answers, Layout, Problem};
use crate::cases::{Cases, Scope};
use crate::embedded::rules::misere_nim_mover_wins;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3590",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_forest_of_up_to(8),
            seeded_forests_of_up_to(12, 600),
            beside_a_lone_root(),
        ]
    },
    edges,
    shrink: one_tree_each,
};

pub const WORDS: Words = Words { lose: "QQ\n", win: "PP\n" };

/// Test cases until the end of the input: `N` (1 <= N <= 99), then N
/// trees, each a line `m` (1 <= m <= 99) and m - 1 lines `a b`
/// (1 <= a, b <= m) that make a tree. A case that the game as stated and
/// the usual rule answer differently is doubtful.
fn validate(input: &mut Input) -> Valid {
    let (most_trees, most_vertices) = (PROBLEM.limit("N"), PROBLEM.limit("M"));
    while !input.at_end() {
        let line = input.line();
        let count = input.number("N", 1..=most_trees)?;
        input.end_line()?;
        let mut trees = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let tree_line = input.line();
            let vertices = input.number("m", 1..=most_vertices)? as usize;
            input.end_line()?;
            let mut edges = Vec::with_capacity(vertices - 1);
            for _ in 1..vertices {
                let a = input.number("a", 1..=vertices as u64)? as usize;
                let b = input.number("b", 1..=vertices as u64)? as usize;
                input.end_line()?;
                edges.push((a, b));
            }
            let tree = Tree { vertices, edges };
            if let Some(v) = tree.unreached() {
                return Err(input.broken(format!(
                    "the tree of line {} is no tree: its edges do not reach vertex {} from the root",
                    tree_line, v
                )));
            }
            trees.push(tree);
        }
        let (game, usual) = (wins(&trees), usual_wins(&trees));
        if game != usual {
            input.doubt(format!(
                "the case of line {}: the game as stated answers {}, the usual rule (whole trees as components) {}",
                line,
                WORDS.of(game).trim_end(),
                WORDS.of(usual).trim_end()
            ));
        }
    }
    Ok(())
}

/// A tree: its vertex count m and its m - 1 edges, vertices from 1, root 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    pub vertices: usize,
    pub edges: Vec<(usize, usize)>,
}

impl Tree {
    /// `m`, then the edges.
    pub fn text(&self) -> String {
        let mut text = format!("{}\n", self.vertices);
        for (a, b) in &self.edges {
            text.push_str(&format!("{} {}\n", a, b));
        }
        text
    }

    /// The tree in which vertex v + 2 hangs from `parents[v]`.
    pub fn from_parents(parents: &[usize]) -> Tree {
        Tree {
            vertices: parents.len() + 1,
            edges: parents.iter().enumerate().map(|(v, &p)| (p, v + 2)).collect(),
        }
    }

    /// A stalk of `length` edges: a path up from the root.
    pub fn stalk(length: usize) -> Tree {
        Tree::from_parents(&(1..=length).collect::<Vec<_>>())
    }

    /// `count` edges from the root.
    pub fn star(count: usize) -> Tree {
        Tree::from_parents(&vec![1; count])
    }

    /// `count` stalks of `length` edges from the root.
    pub fn broom(count: usize, length: usize) -> Tree {
        let parents: Vec<usize> = (0..count * length)
            .map(|i| if i % length == 0 { 1 } else { i + 1 })
            .collect();
        Tree::from_parents(&parents)
    }

    /// The vertices of each vertex, 1-based (index 0 unused).
    fn around(&self) -> Vec<Vec<usize>> {
        let mut around = vec![Vec::new(); self.vertices + 1];
        for &(a, b) in &self.edges {
            around[a].push(b);
            around[b].push(a);
        }
        around
    }

    /// The vertices in the order the root reaches them, with their
    /// parents (0 for the root).
    fn reached(&self) -> (Vec<usize>, Vec<usize>) {
        let around = self.around();
        let mut parent = vec![usize::MAX; self.vertices + 1];
        parent[1] = 0;
        let mut order = vec![1];
        let mut next = 0;
        while next < order.len() {
            let v = order[next];
            next += 1;
            for &w in &around[v] {
                if parent[w] == usize::MAX {
                    parent[w] = v;
                    order.push(w);
                }
            }
        }
        (order, parent)
    }

    /// A vertex the root does not reach, if any: with m - 1 edges, there
    /// is none exactly when they make a tree.
    pub fn unreached(&self) -> Option<usize> {
        let (_, parent) = self.reached();
        (1..=self.vertices).find(|&v| parent[v] == usize::MAX)
    }

    /// The Grundy value (normal play) of each branch at the root, an edge
    /// from it and all above: g + 1 for its top vertex's g, where g(v) is
    /// the xor over v's children c of g(c) + 1 (the colon principle).
    pub fn branch_values(&self) -> Vec<u64> {
        let (order, parent) = self.reached();
        let mut value = vec![0u64; self.vertices + 1];
        let mut branches = Vec::new();
        for &v in order[1..].iter().rev() {
            if parent[v] == 1 {
                branches.push(value[v] + 1);
            } else {
                value[parent[v]] ^= value[v] + 1;
            }
        }
        branches
    }

    /// The whole tree's Grundy value: its branches' xor.
    pub fn value(&self) -> u64 {
        self.branch_values().iter().fold(0, |x, &v| x ^ v)
    }

    /// The same tree with its vertices 2..m renamed by a seeded
    /// permutation, its edges listed in a seeded order and each turned
    /// either way.
    pub fn scrambled(&self, rng: &mut Rng) -> Tree {
        let mut name: Vec<usize> = (0..=self.vertices).collect();
        if let Some(others) = name.get_mut(2..) {
            rng.shuffle(others);
        }
        let mut edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| match rng.range(0, 1) {
                0 => (name[a], name[b]),
                _ => (name[b], name[a]),
            })
            .collect();
        rng.shuffle(&mut edges);
        Tree { vertices: self.vertices, edges }
    }
}

/// Whether PP, to move, wins: misère Nim on the values of every branch at
/// every root (the SJ theorem, its parts worth 0 only when they have no
/// move), through the misere_nim block the solution embeds.
pub fn wins(trees: &[Tree]) -> bool {
    let branches: Vec<u64> = trees.iter().flat_map(Tree::branch_values).collect();
    misere_nim_mover_wins(&branches)
}

/// The usual rule, as published: misère Nim on the whole trees' values,
/// though a tree worth 0 may still have moves.
pub fn usual_wins(trees: &[Tree]) -> bool {
    let values: Vec<u64> = trees.iter().map(Tree::value).collect();
    misere_nim_mover_wins(&values)
}

/// Doubtful where the game and the usual rule answer differently: the
/// judge's answers may be the usual rule's.
pub fn scope(trees: &[Tree]) -> Scope {
    match wins(trees) == usual_wins(trees) {
        true => Scope::Inside,
        false => Scope::Doubtful,
    }
}

/// Whether PP, to move, wins, from a search of the real game: one bitmask
/// of the edges left in all trees; a move deletes one, and every edge no
/// root still holds goes with it; who cannot move wins. Up to 64 edges.
pub fn searched_wins(trees: &[Tree]) -> bool {
    // The trees side by side: tree i's vertices shifted by its offset.
    let mut edges = Vec::new();
    let mut roots = Vec::new();
    let mut offset = 0;
    for tree in trees {
        roots.push(offset + 1);
        edges.extend(tree.edges.iter().map(|&(a, b)| (a + offset, b + offset)));
        offset += tree.vertices;
    }
    assert!(edges.len() <= 64, "a search of {} edges", edges.len());
    let vertices = offset;
    let rooted = move |kept: u64| -> u64 {
        let mut reached = vec![false; vertices + 1];
        roots.iter().for_each(|&r| reached[r] = true);
        let mut held = 0u64;
        let mut grown = true;
        while grown {
            grown = false;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if kept >> i & 1 == 1 && held >> i & 1 == 0 && (reached[a] || reached[b]) {
                    reached[a] = true;
                    reached[b] = true;
                    held |= 1 << i;
                    grown = true;
                }
            }
        }
        held
    };
    let count = trees.iter().map(|t| t.edges.len()).sum::<usize>();
    let mut game = WinLose::misere(|&kept: &u64| {
        (0..count)
            .filter(|&i| kept >> i & 1 == 1)
            .map(|i| rooted(kept & !(1 << i)))
            .collect()
    });
    let all = if count == 64 { u64::MAX } else { (1 << count) - 1 };
    game.wins(&all)
}

/// A case: the count of trees, then each.
pub fn case(trees: &[Tree]) -> String {
    let mut text = format!("{}\n", trees.len());
    trees.iter().for_each(|t| text.push_str(&t.text()));
    text
}

/// A case's trees, read back from its tokens.
pub fn parse(case: &str) -> Vec<Tree> {
    let mut numbers = case.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap_or(0));
    let count = numbers.next().unwrap_or(0);
    let mut trees = Vec::new();
    for _ in 0..count {
        let vertices = numbers.next().unwrap_or(0);
        let edges = (1..vertices)
            .map(|_| (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0)))
            .collect();
        trees.push(Tree { vertices, edges });
    }
    trees
}

/// Each tree of the case alone.
fn one_tree_each(text: &str) -> Vec<String> {
    parse(text).into_iter().map(|t| case(&[t])).collect()
}

/// A rooted tree up to renaming: its children's subtrees, sorted.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Shape(Vec<Shape>);

impl Shape {
    fn edges(&self) -> usize {
        self.0.iter().map(|c| 1 + c.edges()).sum()
    }

    /// Every shape one leaf more: a new edge up from each vertex.
    fn grown(&self) -> Vec<Shape> {
        let mut grown = vec![Shape(sorted([self.0.clone(), vec![Shape(vec![])]].concat()))];
        for (i, child) in self.0.iter().enumerate() {
            for bigger in child.grown() {
                let mut children = self.0.clone();
                children[i] = bigger;
                grown.push(Shape(sorted(children)));
            }
        }
        grown
    }

    /// As a tree: vertices numbered in depth-first order from the root.
    fn tree(&self) -> Tree {
        fn hang(shape: &Shape, at: usize, parents: &mut Vec<usize>) {
            for child in &shape.0 {
                parents.push(at);
                let child_vertex = parents.len() + 1;
                hang(child, child_vertex, parents);
            }
        }
        let mut parents = Vec::new();
        hang(self, 1, &mut parents);
        Tree::from_parents(&parents)
    }
}

fn sorted(mut shapes: Vec<Shape>) -> Vec<Shape> {
    shapes.sort();
    shapes
}

/// Every rooted tree of 1 to `most` edges, each once up to renaming,
/// fewest edges first.
fn every_shape(most: usize) -> Vec<Shape> {
    let mut all = Vec::new();
    let mut level: BTreeSet<Shape> = [Shape(vec![])].into_iter().collect();
    for _ in 0..most {
        level = level.iter().flat_map(Shape::grown).collect();
        all.extend(level.iter().cloned());
    }
    all
}

/// Every forest of trees with edges, `most` edges in all (each tree
/// scrambled, their order seeded), each against a search of the real
/// game: every multiset of shapes.
pub fn every_forest_of_up_to(most: usize) -> Cases {
    let shapes = every_shape(most);
    let mut rng = Rng::new(3590 + most as u64);
    let mut cases = PROBLEM.cases(format!(
        "every forest of trees with up to {} edges in all, each tree scrambled (seed {})",
        most,
        3590 + most
    ));
    // Multisets as non-decreasing lists of shape indices.
    let mut stack: Vec<(Vec<usize>, usize)> = vec![(vec![], 0)];
    while let Some((chosen, edges)) = stack.pop() {
        if !chosen.is_empty() {
            let mut trees: Vec<Tree> =
                chosen.iter().map(|&i| shapes[i].tree().scrambled(&mut rng)).collect();
            rng.shuffle(&mut trees);
            cases.push_scoped(scope(&trees), case(&trees), WORDS.of(searched_wins(&trees)));
        }
        let from = chosen.last().copied().unwrap_or(0);
        for (i, shape) in shapes.iter().enumerate().skip(from) {
            if edges + shape.edges() <= most {
                stack.push(([chosen.as_slice(), &[i]].concat(), edges + shape.edges()));
            }
        }
    }
    cases
}

/// A seeded tree of `edges` edges: each vertex hung from an earlier one.
pub fn random_tree(edges: usize, rng: &mut Rng) -> Tree {
    let parents: Vec<usize> = (0..edges).map(|v| rng.range(1, v as u64 + 1) as usize).collect();
    Tree::from_parents(&parents)
}

/// Seeded forests of 1 to 6 trees, up to `most` edges in all (some trees a
/// lone root), against a search of the real game.
pub fn seeded_forests_of_up_to(most: usize, count: usize) -> Cases {
    let mut rng = Rng::new(3590);
    let mut cases = PROBLEM.cases(format!(
        "{} seeded forests of 1 to 6 trees, up to {} edges in all (seed 3590)",
        count, most
    ));
    for _ in 0..count {
        let parts = rng.range(1, 6) as usize;
        let mut left = rng.range(parts as u64 - 1, most as u64) as usize;
        let mut trees = Vec::new();
        for part in 0..parts {
            let edges = if part + 1 == parts { left } else { rng.range(0, left as u64) as usize };
            left -= edges;
            trees.push(random_tree(edges, &mut rng).scrambled(&mut rng));
        }
        cases.push_scoped(scope(&trees), case(&trees), WORDS.of(searched_wins(&trees)));
    }
    cases
}

/// Lone roots (m = 1: no move) alone, in pairs, and beside the smallest
/// trees where the usual rule goes wrong.
pub fn beside_a_lone_root() -> Cases {
    let mut cases = PROBLEM.cases("lone roots, alone and beside brooms");
    let lone = Tree::stalk(0);
    let forests = [
        vec![lone.clone()],
        vec![lone.clone(), lone.clone()],
        vec![lone.clone(), Tree::broom(2, 2)],
        vec![Tree::broom(2, 2), lone.clone(), Tree::star(1)],
        vec![Tree::star(1), lone.clone()],
    ];
    for trees in forests {
        cases.push_scoped(scope(&trees), case(&trees), WORDS.of(searched_wins(&trees)));
    }
    cases
}

/// The statement's largest cases (N trees of M vertices: stalks, stars,
/// brooms, seeded trees), the smallest trees where the usual rule goes
/// wrong among many trees, and trees beyond the statement.
fn edges() -> Vec<Cases> {
    let (n, m) = (PROBLEM.limit("N") as usize, PROBLEM.limit("M") as usize);
    let mut rng = Rng::new(99);
    let mut cases = PROBLEM.cases("the statement's largest trees");
    let singles = [
        Tree::stalk(m - 1),
        Tree::stalk(m - 2),
        Tree::star(m - 1),
        Tree::star(m - 2),
        Tree::broom(49, 2),
        Tree::broom(2, 49),
        Tree::broom(3, 32),
        Tree::broom(2, 2),
        Tree::stalk(0),
    ];
    for tree in &singles {
        for count in [1, n, n - 1] {
            let trees = vec![tree.scrambled(&mut rng); count];
            cases.push_scoped(scope(&trees), case(&trees), "");
        }
        let trees = [tree.scrambled(&mut rng), Tree::star(1)];
        cases.push_scoped(scope(&trees), case(&trees), "");
    }
    for _ in 0..30 {
        let trees: Vec<Tree> = (0..n)
            .map(|_| random_tree(rng.range(0, m as u64 - 1) as usize, &mut rng).scrambled(&mut rng))
            .collect();
        cases.push_scoped(scope(&trees), case(&trees), "");
    }
    // At every bit length of m: a stalk (won) and two equal stalks (lost).
    for vertices in [9, 12, 17, 24, 33, 48, 65, 98] {
        for count in [1, 2] {
            let trees = vec![Tree::stalk(vertices - 1).scrambled(&mut rng); count];
            cases.push_scoped(scope(&trees), case(&trees), "");
        }
    }
    // Many stars (single edges and lone roots) and one tree worth 0 with
    // moves: where whole trees as components go wrong.
    for ones in [0, 1, 2, 97, 98] {
        let mut trees = vec![Tree::star(1); ones];
        trees.push(Tree::broom(2, 2).scrambled(&mut rng));
        trees.resize(n, Tree::stalk(0));
        rng.shuffle(&mut trees);
        cases.push_scoped(scope(&trees), case(&trees), "");
    }
    // At every bit length of m from 8 to 18: a stalk (won) and two equal
    // stalks (lost); at every count of digits, a star and a seeded tree.
    let mut beyond = PROBLEM.cases("trees beyond the statement, of 150 to 196,608 edges");
    for edges in (6..=16).map(|bits| 3 << bits).chain([150_000]) {
        beyond.push_beyond(case(&[Tree::stalk(edges).scrambled(&mut rng)]), "");
        beyond.push_beyond(case(&vec![Tree::stalk(edges).scrambled(&mut rng); 2]), "");
    }
    for edges in [150, 1_500, 15_000, 150_000] {
        beyond.push_beyond(case(&[Tree::star(edges + 1).scrambled(&mut rng)]), "");
        beyond.push_beyond(case(&[random_tree(edges, &mut rng).scrambled(&mut rng)]), "");
    }
    beyond.push_beyond(case(&vec![Tree::stalk(2); 1000]), "");
    beyond.push_beyond("0\n", "");
    vec![cases, beyond]
}
