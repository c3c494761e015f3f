//! POJ 1067: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

wythoff_pairs_problem!("poj1067", lose: "0\n", win: "1\n");
