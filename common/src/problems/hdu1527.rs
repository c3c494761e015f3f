//! HDU 1527: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

wythoff_pairs_problem!("hdu1527", lose: "0\n", win: "1\n");
