// ---- begin block: calendar ----
/// The Calendar Game (HDU 1079 and POJ 1082 end on 2001-11-04, Luogu P1512
/// on 2006-11-04): from a date, a move goes to the next day or to the same
/// day of the next month if that date exists; who lands on the end wins,
/// and moving past it loses. Proleptic Gregorian calendar, from year 1.
#[allow(dead_code)]
mod calendar {
    use super::fastio;

    // Written with `&`, `|` and a table rather than `&&`, `||` and a match:
    // on random dates every one of those branches would be a coin toss.

    pub fn is_leap(year: u64) -> bool {
        (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0))
    }

    /// The days of `month` (1 to 12) of `year`; 0 for any other month.
    pub fn days_in(year: u64, month: u64) -> u64 {
        const DAYS: [u64; 13] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        let days = if month <= 12 { DAYS[month as usize] } else { 0 };
        days + u64::from((month == 2) & is_leap(year))
    }

    /// Whether the player to move from a valid date wins. Every move flips
    /// the parity of month + day except a next-day move off the end of a
    /// 30-day month or a 28-day February; of those only 09-30 and 11-30 start
    /// from an odd sum. So from an even sum, or those two, some move reaches
    /// an odd sum, and from any other odd sum every move reaches an even one.
    /// Past the end, every move loses. The rule needs an end whose month +
    /// day is odd (11-04 is): the player who lands there wins.
    pub fn mover_wins(year: u64, month: u64, day: u64, end: (u64, u64, u64)) -> bool {
        let (end_year, end_month, end_day) = end;
        let past_in_end_year = (month > end_month) | ((month == end_month) & (day > end_day));
        let past = (year > end_year) | ((year == end_year) & past_in_end_year);
        let wins = ((month + day) % 2 == 0) | ((day == 30) & ((month == 9) | (month == 11)));
        wins & !past
    }

    /// T, then T dates `YYYY MM DD`: `answers`' win word when Adam, who
    /// moves first, wins the game ending on `end`. A date that does not
    /// exist is rejected.
    pub fn answer(
        io: &mut fastio::Io,
        answers: &fastio::Words,
        end: (u64, u64, u64),
    ) -> Result<(), fastio::InputError> {
        let cases = io.need("the case count T")?;
        for _ in 0..cases {
            let year = io.need("the year")?;
            let month = io.need("the month")?;
            let day = io.need("the day")?;
            // days_in is 0 for a month outside 1..=12.
            let exists = year >= 1 && day >= 1 && day <= days_in(year, month);
            if !exists {
                let why = format!(
                    "expected a date, found {} {} {}, which does not exist",
                    year, month, day
                );
                return Err(io.reject(why));
            }
            io.put_word(answers, mover_wins(year, month, day, end));
        }
        Ok(())
    }
}
// ---- end block: calendar ----
