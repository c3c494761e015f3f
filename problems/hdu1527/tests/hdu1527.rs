//! The real binary against brute force, the Zeckendorf oracle, the golden
//! files and malformed input (the suite is shared with the identical
//! statement on the other judge).

common::wythoff_query_tests!("hdu1527", env!("CARGO_BIN_EXE_hdu1527"));
