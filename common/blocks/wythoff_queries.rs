// ---- begin block: wythoff_queries ----
/// Wythoff queries: pairs `a b`, in either order, until end of input; `win`
/// when the player to move wins, else `lose`. `0 0` is an ordinary query.
mod wythoff_queries {
    use super::{fastio, wythoff};

    pub fn answer<R: std::io::Read, W: std::io::Write>(
        io: &mut fastio::Io<R, W>,
        win: &[u8],
        lose: &[u8],
    ) -> Result<(), fastio::InputError> {
        while let Some(a) = io.next("pile a")? {
            let b = io.need("pile b")?;
            io.put(if wythoff::is_losing(a, b) { lose } else { win });
        }
        Ok(())
    }
}
// ---- end block: wythoff_queries ----
