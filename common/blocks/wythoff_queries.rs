// ---- begin block: wythoff_queries ----
/// Wythoff queries: pairs `a b`, in either order, until end of input; the
/// win word when the player to move wins, else the lose word. `0 0` is an
/// ordinary query.
mod wythoff_queries {
    use super::{fastio, wythoff};

    pub fn answer(io: &mut fastio::Io, answers: &fastio::Words) -> Result<(), fastio::InputError> {
        while let Some(a) = io.next("pile a")? {
            let b = io.need("pile b")?;
            io.put_word(answers, !wythoff::is_losing(a, b));
        }
        Ok(())
    }
}
// ---- end block: wythoff_queries ----
