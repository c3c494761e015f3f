// ---- begin block: dag_grundy ----
/// Grundy values of the positions of a directed graph (HDU 1524, LibreOJ
/// 10243): g(v) is the mex of g over v's successors, a sink's is 0. The
/// depth-first search keeps its path on an explicit stack, so a deep graph
/// needs no recursion; a cycle is reported, not followed.
#[allow(dead_code)]
mod dag_grundy {
    /// A position whose value is not known yet, and one on the search's path.
    const UNSEEN: usize = usize::MAX;
    const ON_PATH: usize = usize::MAX - 1;

    /// The moves from v are `targets[starts[v]..starts[v + 1]]`.
    #[derive(Default)]
    pub struct Graph {
        pub starts: Vec<usize>,
        pub targets: Vec<usize>,
        /// g of every position once `solve` has run.
        pub values: Vec<usize>,
        /// The search's path: a position and the index of its next move to try.
        path: Vec<(usize, usize)>,
        /// `seen[g] == stamp` marks g as a successor's value of the current position.
        seen: Vec<u64>,
        stamp: u64,
    }

    impl Graph {
        /// The graph of positions 0..n with the moves `edges` (from, to), in
        /// any order: a counting sort by the position moved from.
        pub fn set_edges(&mut self, n: usize, edges: &[(usize, usize)]) {
            self.starts.clear();
            self.starts.resize(n + 2, 0);
            edges.iter().for_each(|&(from, _)| self.starts[from + 2] += 1);
            for v in 2..n + 2 {
                self.starts[v] += self.starts[v - 1];
            }
            self.targets.clear();
            self.targets.resize(edges.len(), 0);
            for &(from, to) in edges {
                self.targets[self.starts[from + 1]] = to;
                self.starts[from + 1] += 1;
            }
            self.starts.pop();
        }

        /// The mex of v's successors' values, all known.
        fn mex(&mut self, v: usize) -> usize {
            self.stamp += 1;
            let (start, end) = (self.starts[v], self.starts[v + 1]);
            for &t in &self.targets[start..end] {
                // A value above the number of moves cannot be the mex.
                let g = self.values[t];
                if g <= end - start {
                    self.seen[g] = self.stamp;
                }
            }
            let mut mex = 0;
            while self.seen[mex] == self.stamp {
                mex += 1;
            }
            mex
        }

        /// Every position's value, each after its successors'; `Err(v)` when
        /// v lies on a cycle.
        pub fn solve(&mut self) -> Result<(), usize> {
            let n = self.starts.len() - 1;
            self.values.clear();
            self.values.resize(n, UNSEEN);
            if self.seen.len() < n + 2 {
                self.seen.resize(n + 2, 0);
            }
            for root in 0..n {
                if self.values[root] != UNSEEN {
                    continue;
                }
                self.values[root] = ON_PATH;
                self.path.push((root, self.starts[root]));
                while let Some(&(v, next)) = self.path.last() {
                    if next == self.starts[v + 1] {
                        self.path.pop();
                        self.values[v] = self.mex(v);
                        continue;
                    }
                    self.path.last_mut().unwrap().1 += 1;
                    let t = self.targets[next];
                    match self.values[t] {
                        UNSEEN => {
                            self.values[t] = ON_PATH;
                            self.path.push((t, self.starts[t]));
                        }
                        ON_PATH => {
                            self.path.clear();
                            return Err(t);
                        }
                        _ => {}
                    }
                }
            }
            Ok(())
        }
    }
}
// ---- end block: dag_grundy ----
