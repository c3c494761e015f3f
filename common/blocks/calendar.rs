// ---- begin block: calendar ----
/// The Calendar Game (HDU 1079 and POJ 1082 end on 2001-11-04, Luogu P1512
/// on 2006-11-04): from a date, a move goes to the next day or to the same
/// day of the next month if that date exists; who lands on the end wins,
/// and moving past it loses. Proleptic Gregorian calendar, from year 1.
#[allow(dead_code)]
mod calendar {
    use super::fastio::{self, InputError, Io, Words};

    // Written with `&`, `|` and a table rather than `&&`, `||` and a match:
    // on random dates every one of those branches would be a coin toss. (The
    // tuple compare of `past` measured no slower than its `&` form.)
    /// The days of `month` (1 to 12) of `year`; 0 for any other month.
    pub fn days_in(year: u64, month: u64) -> u64 {
        const DAYS: [u64; 13] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        let leap = (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0));
        let days = if month <= 12 { DAYS[month as usize] } else { 0 };
        days + u64::from((month == 2) & leap)
    }

    /// Whether the player to move from a valid date wins, by the header's
    /// `Why:` (for an end whose month + day is odd); past the end, never.
    pub fn mover_wins(year: u64, month: u64, day: u64, end: (u64, u64, u64)) -> bool {
        let past = (year, month, day) > end;
        let wins = ((month + day) % 2 == 0) | ((day == 30) & ((month == 9) | (month == 11)));
        wins & !past
    }

    /// `YYYY M D`, months and days of 1 or 2 digits, one whitespace byte after
    /// each, read without a branch on a length (a coin toss); else `None`.
    #[inline(always)]
    pub fn date_in_buffer(io: &mut Io) -> Option<(u64, u64, u64)> {
        let start = io.pos + io.buf[io.pos..].iter().take_while(|&&c| fastio::is_space(c)).count();
        let window = &io.buf[start..start + 11];
        let digit = |at: usize| u64::from(window[at].wrapping_sub(b'0'));
        // One or two digits at `at`: their value and the place after them.
        let short = |at: usize| {
            let two = u64::from(digit(at + 1) < 10);
            (digit(at) * (1 + 9 * two) + digit(at + 1) * two, at + 1 + two as usize)
        };
        let year = ((digit(0) * 10 + digit(1)) * 10 + digit(2)) * 10 + digit(3);
        let (month, month_end) = short(5);
        let (day, day_end) = short(month_end + 1);
        let digits = [0, 1, 2, 3, 5, month_end + 1].iter().all(|&at| digit(at) < 10);
        let ok = digits && [4, month_end, day_end].iter().all(|&at| fastio::is_space(window[at]));
        io.pos = if ok { start + day_end + 1 } else { io.pos };
        ok.then_some((year, month, day))
    }

    /// T, then T dates: `answers`' win word when Adam, who moves first, wins
    /// the game ending on `end`; a date that does not exist is rejected.
    pub fn answer(io: &mut Io, answers: &Words, end: (u64, u64, u64)) -> Result<(), InputError> {
        let cases = io.need("the case count T")?;
        for _ in 0..cases {
            let (year, month, day) = match date_in_buffer(io) {
                Some(date) => date,
                None => (io.need("the year")?, io.need("the month")?, io.need("the day")?),
            };
            // days_in is 0 for a month outside 1..=12.
            if year == 0 || day == 0 || day > days_in(year, month) {
                let date = format!("{} {} {}", year, month, day);
                let why = format!("expected a date, found {}, which does not exist", date);
                return Err(io.reject(why));
            }
            io.put_word(answers, mover_wins(year, month, day, end));
        }
        Ok(())
    }
}
// ---- end block: calendar ----
