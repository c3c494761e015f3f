//! Luogu P2252: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

wythoff_pairs_problem!("luogu2252", lose: "0\n", win: "1\n");
