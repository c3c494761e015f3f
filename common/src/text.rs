//! Where two outputs part: the first differing line, told for a person.

/// `None` when equal, else a description of the first differing line.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let line = first_differing_line(expected, actual);
    let show = |text: &[u8]| match text.split(|&c| c == b'\n').nth(line) {
        Some(bytes) if !(bytes.is_empty() && lines_in(text) == line) => {
            format!("{:?}", String::from_utf8_lossy(bytes))
        }
        _ => "nothing (output ended)".to_string(),
    };
    Some(format!(
        "output line {}: expected {}, got {} ({} lines expected, {} produced)",
        line + 1,
        show(expected),
        show(actual),
        lines_in(expected),
        lines_in(actual)
    ))
}

/// The index (from 0) of the first line where two different texts differ.
pub fn first_differing_line(expected: &[u8], actual: &[u8]) -> usize {
    let same = expected.iter().zip(actual).take_while(|(a, b)| a == b).count();
    lines_in(&expected[..same])
}

/// Complete lines (newlines) in `text`.
pub fn lines_in(text: &[u8]) -> usize {
    text.iter().filter(|&&c| c == b'\n').count()
}
