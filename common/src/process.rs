//! Runs a problem's real binary on an input, the way a judge would.

use std::io::Write;
use std::process::{Command, Stdio};
use std::thread;

/// What one run of a binary produced.
pub struct Run {
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// Exit status, `None` when killed by a signal.
    pub code: Option<i32>,
}

impl Run {
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }
}

/// Feeds `input` on stdin (from a thread, so a large input cannot deadlock
/// against a full stdout pipe) and collects everything the binary prints.
pub fn run(bin: &str, input: &[u8]) -> Run {
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {}", bin, e));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // A binary that rejects its input may exit before reading all of it, so a
    // broken pipe here is expected and not an error of the test.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait for {}: {}", bin, e));
    feeder.join().expect("stdin feeder panicked");
    Run {
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code(),
    }
}

/// Runs `bin` and asserts a clean exit with exactly `expected` on stdout;
/// on a mismatch, names `case` and the first line that differs.
pub fn assert_output(bin: &str, case: &str, input: &[u8], expected: &[u8]) {
    let run = run(bin, input);
    assert!(
        run.code == Some(0) && run.stderr.is_empty(),
        "{}: exit {:?}, stderr {:?}",
        case,
        run.code,
        run.stderr
    );
    if let Some(diff) = first_difference(expected, &run.stdout) {
        panic!("{}: {}", case, diff);
    }
}

/// `None` when equal, else a description of the first differing line.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let expected_lines: Vec<&[u8]> = expected.split(|&c| c == b'\n').collect();
    let actual_lines: Vec<&[u8]> = actual.split(|&c| c == b'\n').collect();
    for line in 0..expected_lines.len().max(actual_lines.len()) {
        let want = expected_lines.get(line);
        let got = actual_lines.get(line);
        if want != got {
            let show = |l: Option<&&[u8]>| match l {
                Some(bytes) => format!("{:?}", String::from_utf8_lossy(bytes)),
                None => "nothing (output ended)".to_string(),
            };
            return Some(format!(
                "output line {}: expected {}, got {} ({} lines expected, {} produced)",
                line + 1,
                show(want),
                show(got),
                expected.iter().filter(|&&c| c == b'\n').count(),
                actual.iter().filter(|&&c| c == b'\n').count()
            ));
        }
    }
    unreachable!("different byte strings split into equal lines")
}
