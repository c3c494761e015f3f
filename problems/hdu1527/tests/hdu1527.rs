//! The real binary against a brute-force search of the moves, the
//! Zeckendorf oracle, the golden files and malformed input: the suite is
//! shared with POJ 1067, the same statement on another judge.

common::wythoff_query_tests!(hdu1527);
