//! The real binary against brute force, the Zeckendorf oracle, the golden
//! files and malformed input (the suite is shared with the identical
//! statement on the other judge).

common::wythoff_query_tests!("poj1067", env!("CARGO_BIN_EXE_poj1067"));
