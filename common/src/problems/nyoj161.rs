//! NYOJ 161: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

wythoff_pairs_problem!("nyoj161", lose: "0\n", win: "1\n");
