//! POJ 3710, Christmas Game (Green Hackenbush): cases of N < 100 drawings,
//! each of m < 100 vertices and k < 500 edges (a tree with pendant
//! polygons, rooted at 1), until end of input. A case is one test case.

use super::{Answers, Layout, Problem};
use crate::cases::{Cases, Scope};
use crate::rng::Rng;
use crate::search::{Grundy, WinLose};
use crate::suites::Answers as Words;
use crate::validate::{Broken, Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj3710",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_multigraph_beside_a_stalk(2, 8),
            every_multigraph_beside_a_stalk(3, 7),
            every_multigraph_beside_a_stalk(4, 5),
            seeded_drawings_beside_a_stalk(3000),
            sums_searched_whole(600),
        ]
    },
    edges,
    shrink: one_drawing_each,
};

pub const WORDS: Words = Words {
    lose: "Harry\n",
    win: "Sally\n",
};

/// Test cases until the end of the input: `N` (1 <= N <= 99), then N
/// drawings, each `m k` (1 <= m <= 99, 0 <= k <= 499) and k edges `a b`
/// (1 <= a, b <= m), in the statement's shape (see [`shape`]); loops and
/// parallel edges are doubtful.
fn validate(input: &mut Input) -> Valid {
    let (most_drawings, most_vertices) = (PROBLEM.limit("N"), PROBLEM.limit("M"));
    while !input.at_end() {
        let drawings = input.number("N", 1..=most_drawings)?;
        input.end_line()?;
        for _ in 0..drawings {
            let line = input.line();
            let vertices = input.number("m", 1..=most_vertices)?;
            let count = input.number("k", 0..=PROBLEM.limit("K"))?;
            input.end_line()?;
            let mut edges = Vec::with_capacity(count as usize);
            for _ in 0..count {
                let a = input.number("a", 1..=vertices)? as usize;
                let b = input.number("b", 1..=vertices)? as usize;
                input.end_line()?;
                edges.push((a.min(b), a.max(b)));
            }
            let drawing = Drawing { vertices: vertices as usize, edges };
            if let Some(doubt) = drawing.doubt() {
                input.doubt(format!("the drawing of line {}: {}", line, doubt));
            }
            shape(&drawing).map_err(|rule| Broken {
                line,
                rule: format!("the drawing of this line {}", rule),
            })?;
        }
    }
    Ok(())
}

/// Whether a drawing has the statement's shape: connected, every edge on
/// at most one polygon, each polygon touching the rest of the drawing at
/// one vertex at most, the root if the polygon passes through it (a gift
/// hangs from the tree). In time linear in the drawing: a depth-first
/// search, each polygon the tree path its back edge closes.
fn shape(drawing: &Drawing) -> Result<(), String> {
    let m = drawing.vertices;
    // A loop adds two to its vertex's degree: an edge off any polygon.
    let mut degree = vec![0usize; m + 1];
    let mut around: Vec<Vec<(usize, usize)>> = vec![Vec::new(); m + 1];
    for (e, &(a, b)) in drawing.edges.iter().enumerate() {
        degree[a] += 1;
        degree[b] += 1;
        if a != b {
            around[a].push((b, e));
            around[b].push((a, e));
        }
    }
    let mut depth = vec![usize::MAX; m + 1];
    let mut up: Vec<Option<(usize, usize)>> = vec![None; m + 1];
    let mut on_polygon = vec![false; drawing.edges.len()];
    let mut next = vec![0usize; m + 1];
    let mut stack = vec![1];
    depth[1] = 0;
    while let Some(&v) = stack.last() {
        let Some(&(w, e)) = around[v].get(next[v]) else {
            stack.pop();
            continue;
        };
        next[v] += 1;
        if up[v].is_some_and(|(_, came)| came == e) {
            continue;
        }
        if depth[w] == usize::MAX {
            depth[w] = depth[v] + 1;
            up[w] = Some((v, e));
            stack.push(w);
        } else if depth[w] < depth[v] {
            // A back edge: the polygon is it and the tree path from v up to w.
            on_polygon[e] = true;
            let mut hung = vec![w];
            let mut at = v;
            while at != w {
                let (parent, edge) = up[at].expect("a vertex below w has a parent");
                if on_polygon[edge] {
                    return Err("has an edge on two polygons".to_string());
                }
                on_polygon[edge] = true;
                hung.push(at);
                at = parent;
            }
            let touching = hung.iter().filter(|&&x| degree[x] > 2 || x == 1).count();
            if touching > 1 {
                return Err(format!(
                    "has a polygon through vertices {:?} that touches the rest at more than one vertex",
                    hung
                ));
            }
        }
    }
    match (1..=m).find(|&v| depth[v] == usize::MAX) {
        Some(v) => Err(format!("is not connected: vertex {} is not reached from the root", v)),
        None => Ok(()),
    }
}

/// A drawing: its vertex count m and its edges, vertices from 1, root 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub vertices: usize,
    pub edges: Vec<(usize, usize)>,
}

impl Drawing {
    /// `m k`, then the edges.
    pub fn text(&self) -> String {
        let mut text = format!("{} {}\n", self.vertices, self.edges.len());
        for (a, b) in &self.edges {
            text.push_str(&format!("{} {}\n", a, b));
        }
        text
    }

    /// A stalk of `length` edges: a path up from the root.
    pub fn stalk(length: usize) -> Drawing {
        Drawing {
            vertices: length + 1,
            edges: (1..=length).map(|v| (v, v + 1)).collect(),
        }
    }

    /// A polygon of `length` edges through the root (a loop for 1).
    pub fn polygon(length: usize) -> Drawing {
        Drawing {
            vertices: length,
            edges: (1..=length).map(|v| (v, v % length + 1)).collect(),
        }
    }

    /// Every edge, as a bitmask.
    fn all_edges(&self) -> u64 {
        (1u64 << self.edges.len()) - 1
    }

    /// The edges of `kept` (a bitmask) still joined to the root: the rest
    /// vanish.
    pub fn rooted(&self, kept: u64) -> u64 {
        let mut reached = vec![false; self.vertices + 1];
        reached[1] = true;
        let mut grown = true;
        while grown {
            grown = false;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if kept >> i & 1 == 1 && reached[a] != reached[b] {
                    reached[a] = true;
                    reached[b] = true;
                    grown = true;
                }
            }
        }
        (0..self.edges.len())
            .filter(|&i| kept >> i & 1 == 1 && reached[self.edges[i].0])
            .fold(0, |mask, i| mask | 1 << i)
    }

    /// Every drawing one deletion reaches from `kept`, as the edges left.
    pub fn deletions(&self, kept: u64) -> Vec<u64> {
        (0..self.edges.len())
            .filter(|&i| kept >> i & 1 == 1)
            .map(|i| self.rooted(kept & !(1 << i)))
            .collect()
    }

    /// Whether it has a loop or two edges between the same vertices: a
    /// judge may not send these (the statement's pictures are not seen;
    /// published accepted solutions drop loops).
    pub fn doubtful(&self) -> bool {
        self.doubt().is_some()
    }

    /// Which doubtful thing it has, if any: a loop or two edges between
    /// the same vertices.
    fn doubt(&self) -> Option<&'static str> {
        let mut pairs: Vec<(usize, usize)> =
            self.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        pairs.sort_unstable();
        if pairs.iter().any(|&(a, b)| a == b) {
            Some("a loop (an edge from a vertex to itself)")
        } else if pairs.windows(2).any(|w| w[0] == w[1]) {
            Some("two edges between the same vertices")
        } else {
            None
        }
    }

    /// Whether a judge may send it: in the statement's shape (searched:
    /// for small drawings), and not doubtful.
    pub fn scope(&self) -> Scope {
        if !self.in_statement() {
            Scope::Beyond
        } else if self.doubtful() {
            Scope::Doubtful
        } else {
            Scope::Inside
        }
    }

    /// Whether it has the statement's shape: connected, every edge on at
    /// most one polygon (simple cycle), and each polygon touching the rest
    /// at one vertex at most, the root if the polygon passes through it (a
    /// gift hangs from the tree). A search of paths: for small drawings.
    pub fn in_statement(&self) -> bool {
        let all = self.all_edges();
        let connected = {
            let kept = self.rooted(all);
            let mut reached = vec![false; self.vertices + 1];
            reached[1] = true;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if kept >> i & 1 == 1 {
                    reached[a] = true;
                    reached[b] = true;
                }
            }
            kept == all && reached[1..].iter().all(|&r| r)
        };
        if !connected {
            return false;
        }
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if a == b {
                continue;
            }
            // The simple paths from a to b without e: one with e a polygon.
            let paths = self.paths(a, b, all & !(1 << e), 1 << a);
            if paths.len() > 1 {
                return false;
            }
            if let Some(path) = paths.first() {
                let cycle = path | 1 << e;
                let on_cycle = |v: usize| {
                    self.edges
                        .iter()
                        .enumerate()
                        .any(|(i, &(x, y))| cycle >> i & 1 == 1 && (x == v || y == v))
                };
                let touching: Vec<usize> = (1..=self.vertices)
                    .filter(|&v| on_cycle(v))
                    .filter(|&v| {
                        self.edges
                            .iter()
                            .enumerate()
                            .any(|(i, &(x, y))| cycle >> i & 1 == 0 && (x == v || y == v))
                    })
                    .collect();
                // It hangs from that vertex: through the root, from the root.
                if touching.len() > 1 || on_cycle(1) && touching.iter().any(|&v| v != 1) {
                    return false;
                }
            }
        }
        true
    }

    /// The simple paths from `from` to `to` over the edges of `kept` that
    /// avoid the vertices of `visited` (a bitmask), as edge masks.
    fn paths(&self, from: usize, to: usize, kept: u64, visited: u64) -> Vec<u64> {
        let mut found = Vec::new();
        for (i, &(a, b)) in self.edges.iter().enumerate() {
            if kept >> i & 1 == 0 || a == b || (a != from && b != from) {
                continue;
            }
            let next = if a == from { b } else { a };
            if next == to {
                found.push(1 << i);
            } else if visited >> next & 1 == 0 {
                for path in self.paths(next, to, kept & !(1 << i), visited | 1 << next) {
                    found.push(path | 1 << i);
                }
            }
            if found.len() > 1 {
                break;
            }
        }
        found
    }

    /// All its edges that the root holds.
    pub fn whole(&self) -> u64 {
        self.rooted(self.all_edges())
    }

    /// Its Grundy value, from a search of the real deletions.
    pub fn searched_value(&self) -> u64 {
        let me = self.clone();
        let mut game = Grundy::new(move |&kept: &u64| me.deletions(kept));
        game.value(&self.whole())
    }

    /// The same drawing with its vertices 2..m renamed by a seeded
    /// permutation, its edges listed in a seeded order and each turned
    /// either way.
    pub fn scrambled(&self, rng: &mut Rng) -> Drawing {
        let mut name: Vec<usize> = (0..=self.vertices).collect();
        if let Some(others) = name.get_mut(2..) {
            rng.shuffle(others);
        }
        let mut edges: Vec<(usize, usize)> = self
            .edges
            .iter()
            .map(|&(a, b)| {
                if rng.range(0, 1) == 0 {
                    (name[a], name[b])
                } else {
                    (name[b], name[a])
                }
            })
            .collect();
        rng.shuffle(&mut edges);
        Drawing {
            vertices: self.vertices,
            edges,
        }
    }
}

/// A case: the count of drawings, then each.
pub fn case(drawings: &[Drawing]) -> String {
    let mut text = format!("{}\n", drawings.len());
    drawings.iter().for_each(|d| text.push_str(&d.text()));
    text
}

/// A case's drawings, read back from its tokens.
pub fn parse(case: &str) -> Vec<Drawing> {
    let mut numbers = case
        .split_ascii_whitespace()
        .map(|w| w.parse::<usize>().unwrap_or(0));
    let count = numbers.next().unwrap_or(0);
    let mut drawings = Vec::new();
    for _ in 0..count {
        let (vertices, k) = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
        let edges = (0..k)
            .map(|_| (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0)))
            .collect();
        drawings.push(Drawing { vertices, edges });
    }
    drawings
}

/// Each drawing of the case alone.
fn one_drawing_each(text: &str) -> Vec<String> {
    parse(text).into_iter().map(|d| case(&[d])).collect()
}

/// A drawing beside stalks of its value and one more: the first is lost
/// (a stalk of g edges is a Nim heap of g: cutting its i-th edge leaves i - 1),
/// the second won; the order of the two drawings seeded.
fn push_beside_a_stalk(cases: &mut Cases, drawing: &Drawing, rng: &mut Rng) {
    let value = drawing.searched_value() as usize;
    let scope = drawing.scope();
    for (length, wins) in [(value, false), (value + 1, true)] {
        let mut drawings = vec![drawing.scrambled(rng), Drawing::stalk(length)];
        if rng.range(0, 1) == 0 {
            drawings.reverse();
        }
        cases.push_scoped(scope, case(&drawings), WORDS.of(wins));
    }
}

/// Every multigraph on `vertices` vertices (loops and parallel edges
/// included; parts apart from the root too) with up to `most` edges.
pub fn every_multigraph_beside_a_stalk(vertices: usize, most: usize) -> Cases {
    let kinds: Vec<(usize, usize)> = (1..=vertices)
        .flat_map(|a| (a..=vertices).map(move |b| (a, b)))
        .collect();
    let mut rng = Rng::new(3710 + vertices as u64);
    let mut cases = PROBLEM.cases(format!(
        "every multigraph on {} vertices with up to {} edges, beside stalks of its value and one more",
        vertices, most
    ));
    // Multisets of kinds, as counts in order.
    let mut multisets: Vec<Vec<(usize, usize)>> = vec![vec![]];
    let mut all = vec![vec![]];
    for _ in 0..most {
        multisets = multisets
            .iter()
            .flat_map(|edges| {
                let from = edges.last().map_or(0, |e| kinds.iter().position(|k| k == e).unwrap());
                kinds[from..].iter().map(move |&k| [edges.as_slice(), &[k]].concat())
            })
            .collect();
        all.extend(multisets.iter().cloned());
    }
    for edges in all {
        push_beside_a_stalk(&mut cases, &Drawing { vertices, edges }, &mut rng);
    }
    cases
}

/// A tree of `tree_edges` edges with seeded polygons (loops, 2-cycles and
/// longer, each touching the rest at one vertex): the statement's shape.
pub fn random_cactus(tree_edges: usize, polygons: usize, rng: &mut Rng) -> Drawing {
    let mut vertices = 1 + tree_edges;
    let mut edges: Vec<(usize, usize)> = (2..=vertices)
        .map(|v| (rng.range(1, v as u64 - 1) as usize, v))
        .collect();
    let tree_vertices = vertices as u64;
    for _ in 0..polygons {
        let at = rng.range(1, tree_vertices) as usize;
        match rng.range(1, 6) as usize {
            1 => edges.push((at, at)),
            length => {
                let mut last = at;
                for _ in 1..length {
                    vertices += 1;
                    edges.push((last, vertices));
                    last = vertices;
                }
                edges.push((last, at));
            }
        }
    }
    Drawing { vertices, edges }
}

/// Any multigraph on up to `vertices` vertices with `count` edges.
pub fn random_graph(vertices: usize, count: usize, rng: &mut Rng) -> Drawing {
    let end = |rng: &mut Rng| rng.range(1, vertices as u64) as usize;
    Drawing {
        vertices,
        edges: (0..count).map(|_| (end(rng), end(rng))).collect(),
    }
}

/// Seeded cacti of up to 8 edges and any graphs of up to 10, beside stalks.
pub fn seeded_drawings_beside_a_stalk(count: usize) -> Cases {
    let mut rng = Rng::new(3710);
    let mut cases = PROBLEM.cases(format!(
        "{} seeded cacti (up to 8 edges) and graphs (up to 10), beside stalks (seed 3710)",
        count
    ));
    let mut pushed = 0;
    while pushed < count {
        let drawing = if pushed % 2 == 0 {
            let tree = rng.range(0, 6) as usize;
            let polygons = rng.range(0, 3) as usize;
            random_cactus(tree, polygons, &mut rng)
        } else {
            let vertices = rng.range(2, 7) as usize;
            let edges = rng.range(1, 10) as usize;
            random_graph(vertices, edges, &mut rng)
        };
        if drawing.edges.len() > 10 {
            continue;
        }
        push_beside_a_stalk(&mut cases, &drawing, &mut rng);
        pushed += 1;
    }
    cases
}

/// Sums of 2 or 3 small drawings searched whole (one bitmask per drawing, a
/// move deletes an edge of one), with no Grundy values.
pub fn sums_searched_whole(count: usize) -> Cases {
    let mut rng = Rng::new(2008);
    let mut cases = PROBLEM.cases(format!(
        "{} sums of 2 or 3 drawings of up to 4 edges, searched whole (seed 2008)",
        count
    ));
    for _ in 0..count {
        let parts = rng.range(2, 3) as usize;
        let drawings: Vec<Drawing> = (0..parts)
            .map(|_| match rng.range(0, 2) {
                0 => {
                    let tree = rng.range(0, 3) as usize;
                    let drawing = random_cactus(tree, 1, &mut rng);
                    if drawing.edges.len() > 4 {
                        Drawing::stalk(tree)
                    } else {
                        drawing
                    }
                }
                1 => {
                    let edges = rng.range(1, 4) as usize;
                    random_graph(3, edges, &mut rng)
                }
                _ => Drawing::stalk(rng.range(0, 4) as usize),
            })
            .collect();
        let moves_of = drawings.clone();
        let mut game = WinLose::normal(move |kept: &Vec<u64>| {
            let mut next = Vec::new();
            for (j, drawing) in moves_of.iter().enumerate() {
                for after in drawing.deletions(kept[j]) {
                    let mut position = kept.clone();
                    position[j] = after;
                    next.push(position);
                }
            }
            next
        });
        let start: Vec<u64> = drawings.iter().map(Drawing::whole).collect();
        let wins = game.wins(&start);
        let scrambled: Vec<Drawing> = drawings.iter().map(|d| d.scrambled(&mut rng)).collect();
        let scope = drawings.iter().map(Drawing::scope).max().unwrap_or(Scope::Inside);
        cases.push_scoped(scope, case(&scrambled), WORDS.of(wins));
    }
    cases
}

/// The statement's largest cases: N drawings of M vertices (99 each), up to 499
/// edges (loops and 2-cycles make them possible), long stalks, odd and
/// even polygons of 99 and 98 edges, stars; then graphs beyond its shape.
fn edges() -> Vec<Cases> {
    // N drawings of M vertices at most; M - 1 edges and loops make 499.
    let (n, m) = (PROBLEM.limit("N") as usize, PROBLEM.limit("M") as usize);
    let mut rng = Rng::new(99);
    let mut cases = PROBLEM.cases("the statement's largest drawings");
    let star = Drawing {
        vertices: m,
        edges: (2..=m).map(|v| (1, v)).collect(),
    };
    let loops = Drawing {
        vertices: m,
        edges: (2..=m)
            .map(|v| (v - 1, v))
            .chain((0..500 - m).map(|i| (1 + i % m, 1 + i % m)))
            .collect(),
    };
    let doubled = Drawing {
        vertices: m,
        edges: (2..=m).flat_map(|v| [(v - 1, v), (v, v - 1)]).collect(),
    };
    // Each with its scope, by its shape: a path of doubled edges is a chain
    // of 2-gons each touching the rest at two vertices, m vertices without
    // edges are no tree, and triangles in a chain touch the next and the
    // one before.
    let singles = [
        (Drawing::stalk(m - 1), Scope::Inside),
        (Drawing::polygon(m), Scope::Inside),
        (Drawing::polygon(m - 1), Scope::Inside),
        (star, Scope::Inside),
        (loops, Scope::Doubtful),
        (doubled, Scope::Beyond),
        (Drawing { vertices: m, edges: vec![] }, Scope::Beyond),
        (Drawing { vertices: 1, edges: vec![] }, Scope::Inside),
        (Drawing::stalk(20), Scope::Inside),
        (Drawing::polygon(25), Scope::Inside),
        // 48 triangles in a chain, each sharing a vertex with the next (144
        // edges), and a stalk of one edge at its end: worth 1.
        (
            Drawing {
                vertices: 98,
                edges: (1..=95)
                    .step_by(2)
                    .flat_map(|v| [(v, v + 1), (v + 1, v + 2), (v, v + 2)])
                    .chain([(97, 98)])
                    .collect(),
            },
            Scope::Beyond,
        ),
        // 49 triangles on the root (147 edges, the most a drawing of 99
        // vertices in the shape has without loops or parallel edges).
        (
            Drawing {
                vertices: m,
                edges: (2..m)
                    .step_by(2)
                    .flat_map(|v| [(1, v), (v, v + 1), (v + 1, 1)])
                    .collect(),
            },
            Scope::Inside,
        ),
    ];
    for (drawing, scope) in &singles {
        let scope = *scope;
        cases.push_scoped(scope, case(&[drawing.scrambled(&mut rng)]), "");
        cases.push_scoped(scope, case(&vec![drawing.scrambled(&mut rng); n]), "");
        // Two copies: lost, whatever the drawing.
        cases.push_scoped(scope, case(&vec![drawing.scrambled(&mut rng); 2]), "");
    }
    let scope_of = |drawings: &[Drawing]| match drawings.iter().any(Drawing::doubtful) {
        true => Scope::Doubtful,
        false => Scope::Inside,
    };
    for _ in 0..20 {
        let drawings: Vec<Drawing> = (0..n)
            .map(|_| {
                let tree = rng.range(0, 60) as usize;
                let mut drawing = random_cactus(tree, 8, &mut rng);
                while drawing.vertices > m {
                    drawing = random_cactus(tree / 2, 4, &mut rng);
                }
                drawing.scrambled(&mut rng)
            })
            .collect();
        cases.push_scoped(scope_of(&drawings), case(&drawings), "");
    }
    for _ in 0..10 {
        let graph = random_graph(30, 400, &mut rng);
        cases.push_beyond(case(&[graph]), "");
    }
    vec![cases]
}
