//! Runs a program the way a judge does: the whole input on stdin, stdout
//! and stderr collected, killed when it runs past its time limit.

use std::io::{self, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A program and its arguments, as the user gave them.
#[derive(Clone, Debug)]
pub struct Program {
    pub command: Vec<String>,
}

impl Program {
    pub fn new(command: Vec<String>) -> Self {
        assert!(!command.is_empty(), "a program needs a command");
        Program { command }
    }

    pub fn shown(&self) -> String {
        self.command.join(" ")
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// Exit status 0.
    Clean,
    /// Another exit status.
    Exited(i32),
    /// Killed by a signal it raised (a crash) or was sent.
    Crashed(String),
    /// Still running at the time limit, and killed.
    TimedOut,
}

pub struct Run {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub ending: Ending,
    pub elapsed: Duration,
}

/// How often a running program is looked at; a run's time is known to this.
const POLL: Duration = Duration::from_millis(2);

/// Feeds `input` to `program` and waits at most `limit`. An error means the
/// program could not be started at all.
pub fn run(program: &Program, input: &[u8], limit: Duration) -> io::Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(&program.command[0])
        .args(&program.command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    // Writing and reading on their own threads: a program that answers as
    // it reads would otherwise block on a full pipe while we block on its
    // stdin. A program that stops reading early breaks the pipe: ignored.
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = reader(child.stdout.take().expect("piped stdout"));
    let stderr = reader(child.stderr.take().expect("piped stderr"));
    let ending = wait(&mut child, start, limit)?;
    let elapsed = start.elapsed();
    let _ = writer.join();
    Ok(Run {
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        ending,
        elapsed,
    })
}

fn reader(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        bytes
    })
}

fn wait(child: &mut Child, start: Instant, limit: Duration) -> io::Result<Ending> {
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(ending_of(status));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(Ending::TimedOut);
        }
        thread::sleep(POLL);
    }
}

fn ending_of(status: ExitStatus) -> Ending {
    match status.code() {
        Some(0) => Ending::Clean,
        Some(code) => Ending::Exited(code),
        None => Ending::Crashed(signal_name(status)),
    }
}

#[cfg(unix)]
fn signal_name(status: ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    let name = match status.signal() {
        Some(6) => "SIGABRT",
        Some(8) => "SIGFPE (an integer division by zero?)",
        Some(9) => "SIGKILL",
        Some(11) => "SIGSEGV (an access out of bounds?)",
        Some(4) => "SIGILL",
        Some(7) => "SIGBUS",
        Some(13) => "SIGPIPE",
        Some(_) | None => "a signal",
    };
    match status.signal() {
        Some(number) => format!("signal {}, {}", number, name),
        None => name.to_string(),
    }
}

#[cfg(not(unix))]
fn signal_name(_: ExitStatus) -> String {
    "no exit status".to_string()
}
