//! BJFU 1010: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

wythoff_pairs_problem!("bjfu1010", lose: "The second one will win!\n", win: "The first one will win!\n");
