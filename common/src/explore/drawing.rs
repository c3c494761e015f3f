//! The drawing of an exploration: text for the terminal, SVG for a page.

use super::*;

/// How many marks a text row holds before it wraps.
const MARKS_PER_LINE: usize = 50;
const VALUES_PER_LINE: usize = 20;

impl Picture {
    /// Whether this is a row of Sprague-Grundy values (not P/N marks).
    fn shows_values(&self) -> bool {
        matches!(self, Picture::Row { cells, .. } if matches!(cells.first(), Some(Mark::Value(_))))
    }

    /// Whether some position is a draw (a game with cycles).
    fn shows_draws(&self) -> bool {
        match self {
            Picture::Grid { cells, .. } => cells.iter().flatten().any(|&m| m == Mark::Drawn),
            Picture::Row { cells, .. } => cells.contains(&Mark::Drawn),
        }
    }

    /// How many positions a line of a row holds.
    fn per_line(&self) -> usize {
        if self.shows_values() {
            VALUES_PER_LINE
        } else {
            MARKS_PER_LINE
        }
    }
}

impl Exploration {
    /// The text the explorer prints; a grid's row is `label | marks`, a row's
    /// line is `first | marks`, marks in groups of ten.
    pub fn text(&self) -> String {
        let mut out = String::new();
        writeln!(out, "{}", self.title).unwrap();
        writeln!(out, "moves: {}", self.moves).unwrap();
        let legend = if self.picture.shows_values() {
            "Sprague-Grundy values; 0 = the player to move loses"
        } else if self.picture.shows_draws() {
            "P = the player to move loses, . = the player to move wins, ~ = a draw (play never ends)"
        } else {
            "P = the player to move loses, . = the player to move wins"
        };
        writeln!(out, "{}", legend).unwrap();
        writeln!(out).unwrap();
        match &self.picture {
            Picture::Grid { row_name, col_name, row_first, col_first, row_labels, cells } => {
                let width = cells.iter().map(Vec::len).max().unwrap_or(0);
                // Column numbers at the multiples of 10 (of 5 on a narrow
                // grid), ticks at those of 5.
                let every = if width <= 30 { 5 } else { 10 };
                let mut numbers = vec![b' '; width + 8];
                let mut ticks = String::new();
                for c in 0..width {
                    let value = col_first + c as u64;
                    if value % every == 0 || c == 0 {
                        let text = value.to_string();
                        if numbers[c..c + text.len()].iter().all(|&b| b == b' ') {
                            numbers[c..c + text.len()].copy_from_slice(text.as_bytes());
                        }
                    }
                    ticks.push(if value % 5 == 0 { '|' } else { ' ' });
                }
                let numbers = String::from_utf8(numbers).unwrap();
                writeln!(out, "{:>5}   {} ->", "", col_name).unwrap();
                writeln!(out, "{:>5}   {}", row_name, numbers.trim_end()).unwrap();
                writeln!(out, "{:>5}   {}", "", ticks.trim_end()).unwrap();
                for (r, row) in cells.iter().enumerate() {
                    let label = match row_labels {
                        Some(labels) => labels[r].clone(),
                        None => (row_first + r as u64).to_string(),
                    };
                    let marks: String = row.iter().map(|m| m.symbol()).collect();
                    writeln!(out, "{:>5} | {}", label, marks.trim_end()).unwrap();
                }
            }
            Picture::Row { name, first, cells } => {
                let (values, per_line) = (self.picture.shows_values(), self.picture.per_line());
                let digits = cells.iter().map(|&m| value_text(m).len()).max().unwrap_or(1);
                // A header numbering the first position of each column group.
                let header = if values {
                    (0..per_line.min(cells.len()))
                        .map(|i| format!("{:>w$}", format!("+{}", i), w = digits.max(2)))
                        .collect::<Vec<_>>()
                        .join(" ")
                } else {
                    (0..per_line.min(cells.len()))
                        .step_by(10)
                        .map(|i| format!("{:<11}", format!("+{}", i)))
                        .collect::<String>()
                };
                writeln!(out, "{:>6} | {}", name, header.trim_end()).unwrap();
                for (i, chunk) in cells.chunks(per_line).enumerate() {
                    let text = if values {
                        chunk
                            .iter()
                            .map(|&m| format!("{:>w$}", value_text(m), w = digits.max(2)))
                            .collect::<Vec<_>>()
                            .join(" ")
                    } else {
                        chunk
                            .chunks(10)
                            .map(|group| group.iter().map(|m| m.symbol()).collect::<String>())
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    writeln!(out, "{:>6} | {}", first + (i * per_line) as u64, text).unwrap();
                }
            }
        }
        writeln!(out).unwrap();
        for note in &self.notes {
            writeln!(out, "{}", note).unwrap();
        }
        writeln!(out, "rule: {}", self.rule).unwrap();
        out.push_str(&self.verdict());
        out.push('\n');
        out
    }

    pub fn verdict(&self) -> String {
        if self.disagreements.is_empty() {
            format!("rule agrees on all {} positions", self.checked)
        } else {
            format!(
                "rule DISAGREES on {} of {} positions, first {}",
                self.disagreements.len(),
                self.checked,
                self.disagreements[0]
            )
        }
    }

    /// The same picture as SVG: a square per position, dark where the
    /// player to move loses (other values lighter), labelled axes.
    pub fn svg(&self) -> String {
        let per_line = self.picture.per_line();
        // Rows of squares, and the label of each row and column.
        type Label = Box<dyn Fn(usize) -> String>;
        let (rows, row_label, col_label): (Vec<Vec<Mark>>, Label, Label) = match &self.picture {
            Picture::Grid { row_first, col_first, row_labels, cells, .. } => {
                let (row_first, col_first, labels) = (*row_first, *col_first, row_labels.clone());
                (
                    cells.clone(),
                    Box::new(move |r| match &labels {
                        Some(labels) => labels[r].clone(),
                        None => (row_first + r as u64).to_string(),
                    }),
                    Box::new(move |c| (col_first + c as u64).to_string()),
                )
            }
            Picture::Row { first, cells, .. } => {
                let first = *first;
                (
                    cells.chunks(per_line).map(<[Mark]>::to_vec).collect(),
                    Box::new(move |r| (first + (r * per_line) as u64).to_string()),
                    Box::new(|c| format!("+{}", c)),
                )
            }
        };
        let width_cells = rows.iter().map(Vec::len).max().unwrap_or(1);
        let cell = (600 / width_cells.max(1)).clamp(3, 24);
        // Label every step-th row and column, at least 20 pixels apart.
        let step = |pixels: usize| {
            [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
                .iter()
                .copied()
                .find(|&s| s * pixels >= 20)
                .unwrap_or(1000)
        };
        let (left, top) = (56, 48);
        let width = left + cell * width_cells + 24;
        let height = top + cell * rows.len() + 48;
        let mut svg = String::new();
        let mut put = |line: String| {
            svg.push_str(&line);
            svg.push('\n');
        };
        put(format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             font-family=\"sans-serif\" font-size=\"11\">",
            w = width,
            h = height
        ));
        put("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>".into());
        put(format!(
            "<text x=\"{}\" y=\"18\" font-size=\"13\" font-weight=\"bold\">{}</text>",
            left,
            escape(&self.title)
        ));
        put(format!(
            "<text x=\"{}\" y=\"34\">dark: the player to move loses; {}</text>",
            left,
            escape(&self.verdict())
        ));
        // Won positions are the background: only the others get a square,
        // which keeps a 200 x 200 Wythoff grid small.
        for (r, row) in rows.iter().enumerate() {
            put(format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#e2e8f0\"/>",
                left,
                top + r * cell,
                cell * row.len(),
                cell
            ));
        }
        if self.rays {
            // The losing positions lie along b = phi a and b = a / phi
            // (rows are a, going down; columns are b, going across).
            let phi = (1.0 + 5f64.sqrt()) / 2.0;
            let extent = (width_cells * cell) as f64;
            let origin = cell as f64 / 2.0;
            for rows_per_column in [phi, 1.0 / phi] {
                let (x_end, y_end) = if rows_per_column > 1.0 {
                    (extent / rows_per_column, extent)
                } else {
                    (extent, extent * rows_per_column)
                };
                put(format!(
                    "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#f56565\" stroke-width=\"1\"/>",
                    left as f64 + origin,
                    top as f64 + origin,
                    left as f64 + x_end,
                    top as f64 + y_end
                ));
            }
        }
        let biggest = rows
            .iter()
            .flatten()
            .filter_map(|m| match m {
                Mark::Value(v) => Some(*v),
                _ => None,
            })
            .max()
            .unwrap_or(1)
            .max(1);
        for (r, row) in rows.iter().enumerate() {
            for (c, &mark) in row.iter().enumerate() {
                let fill = match mark {
                    Mark::Lost | Mark::Value(0) => "#1a365d".to_string(),
                    Mark::Drawn => "#f6ad55".to_string(),
                    Mark::Won => continue,
                    Mark::Absent => "white".to_string(),
                    Mark::Value(v) => {
                        let light = 230 - (110 * v / biggest) as u32;
                        format!("rgb({},{},255)", light, light)
                    }
                };
                put(format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
                    left + c * cell,
                    top + r * cell,
                    cell,
                    cell,
                    fill
                ));
                if let (Mark::Value(v), true) = (mark, cell >= 14) {
                    put(format!(
                        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"9\" fill=\"{}\">{}</text>",
                        left + c * cell + cell / 2,
                        top + r * cell + cell * 2 / 3,
                        if v == 0 { "white" } else { "black" },
                        v
                    ));
                }
            }
        }
        let row_step =
            if matches!(self.picture, Picture::Row { .. }) && cell >= 10 { 1 } else { step(cell) };
        for r in (0..rows.len()).step_by(row_step) {
            put(format!(
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"9\">{}</text>",
                left - 4,
                top + r * cell + cell / 2 + 3,
                escape(&row_label(r))
            ));
        }
        for c in (0..width_cells).step_by(step(cell)) {
            put(format!(
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"9\">{}</text>",
                left + c * cell + cell / 2,
                top + rows.len() * cell + 12,
                escape(&col_label(c))
            ));
        }
        let axes = match &self.picture {
            Picture::Grid { row_name, col_name, .. } => {
                format!("rows: {}, going down; columns: {}, going across", row_name, col_name)
            }
            Picture::Row { name, .. } => format!("{}: the row's label plus the column's", name),
        };
        let axes = if self.rays { axes + "; red: b = phi a and b = a / phi" } else { axes };
        put(format!("<text x=\"{}\" y=\"{}\">{}</text>", left, height - 12, escape(&axes)));
        svg.push_str("</svg>\n");
        svg
    }
}

pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
