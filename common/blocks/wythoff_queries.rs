// ---- begin block: wythoff_queries (canonical copy: common/blocks/wythoff_queries.rs; re-sync: cargo run -p common --bin sync-blocks) ----
/// Pairs `a b`, in either order, until end of input: `0` when the player to
/// move loses, `1` when they win. `0 0` is an ordinary query.
fn main() {
    fastio::run(PROBLEM, |io| {
        while let Some(a) = io.next("pile a")? {
            let b = io.need("pile b")?;
            io.put(if wythoff::is_losing(a, b) {
                b"0\n"
            } else {
                b"1\n"
            });
        }
        Ok(())
    });
}
// ---- end block: wythoff_queries ----
