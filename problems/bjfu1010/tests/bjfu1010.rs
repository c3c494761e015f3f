//! The real binary against a brute-force search of the moves, the
//! Zeckendorf oracle, the golden files and malformed input: the suite is
//! shared with POJ 1067, whose game and input this problem is assumed to have.

common::wythoff_query_tests!(bjfu1010);
