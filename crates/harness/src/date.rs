//! Calendar dates (`YYYY-MM-DD`, UTC) for expiry of expectations; the calendar
//! arithmetic is chrono's (already built for the JUnit report's timestamps).

use chrono::{Datelike, NaiveDate};
use std::fmt;

/// A date in the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// Year.
    pub year: i32,
    /// Month, 1–12.
    pub month: u32,
    /// Day, 1–31.
    pub day: u32,
}

impl From<NaiveDate> for Date {
    fn from(d: NaiveDate) -> Date {
        Date {
            year: d.year(),
            month: d.month(),
            day: d.day(),
        }
    }
}

impl Date {
    /// Parses `YYYY-MM-DD`; `None` if malformed or not a real date.
    pub fn parse(s: &str) -> Option<Date> {
        let s = s.trim();
        // Exactly four, two and two digits: chrono alone would also take `2024-1-5`
        // and signed or five-digit years, which expectation files never mean.
        let b = s.as_bytes();
        let shape = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter()
                .enumerate()
                .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
        if !shape {
            return None;
        }
        NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .ok()
            .map(Date::from)
    }

    /// Today in UTC.
    pub fn today() -> Date {
        chrono::Utc::now().date_naive().into()
    }

    /// The date `days` days after 1970-01-01 (1970-01-01 itself if out of chrono's range).
    pub fn from_days(days: i64) -> Date {
        let epoch = NaiveDate::default(); // 1970-01-01
        let d = chrono::Days::new(days.unsigned_abs());
        let date = if days >= 0 {
            epoch.checked_add_days(d)
        } else {
            epoch.checked_sub_days(d)
        };
        date.unwrap_or(epoch).into()
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::Date;

    #[test]
    fn parse_and_convert() {
        assert_eq!(Date::parse("2024-02-29").unwrap().to_string(), "2024-02-29");
        assert!(Date::parse("2023-02-29").is_none());
        assert!(Date::parse("2023-13-01").is_none());
        assert!(Date::parse("23-01-01").is_none());
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(19_782).to_string(), "2024-02-29");
        assert!(Date::parse("2024-01-01") < Date::parse("2024-01-02"));
        assert!(Date::today().year >= 2024);
    }

    #[test]
    fn only_the_four_two_two_digit_form_parses() {
        for bad in [
            "2024-1-05",
            "2024-01-5",
            "+2024-01-05",
            "20240-01-05",
            "2024/01/05",
            "2024-01-05x",
            "２０２４-01-05",
            "",
        ] {
            assert!(Date::parse(bad).is_none(), "{bad:?} parsed");
        }
        assert_eq!(Date::parse(" 2000-02-29\n").map(|d| d.day), Some(29));
        assert!(Date::parse("1900-02-29").is_none());
    }

    #[test]
    fn days_before_the_epoch_and_out_of_range() {
        assert_eq!(Date::from_days(-1).to_string(), "1969-12-31");
        assert_eq!(Date::from_days(i64::MAX).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(i64::MIN).to_string(), "1970-01-01");
    }
}
