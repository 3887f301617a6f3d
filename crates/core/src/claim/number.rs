//! Exact numbers of a claim: `p + q·√d` with `p`, `q` rational (i128 parts) and one
//! square-free `d` per number (`d = 1` for a rational), so `phi`, `sqrt(5)` and `1.618` are
//! all exact, and `floor` and comparisons never round.

use std::cmp::Ordering;

/// Why arithmetic on claim numbers failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// A value left the range of 128-bit integers.
    Overflow,
    /// Division by zero.
    DivisionByZero,
    /// Two different square roots met (`sqrt(2) * sqrt(3)`).
    TwoRoots,
    /// The square root of a negative number or of an irrational number.
    BadRoot,
    /// A whole number was needed (`mod`, `xor`, `sg(...)`).
    NotWhole,
}

/// A rational number in lowest terms, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rational {
    num: i128,
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Rational {
    /// `num / den`, reduced.
    pub fn new(num: i128, den: i128) -> Result<Rational, NumberError> {
        if den == 0 {
            return Err(NumberError::DivisionByZero);
        }
        // Kept out of reach: `i128::MIN` has no negation (`neg`, `gcd`'s `abs`).
        if num == i128::MIN || den == i128::MIN {
            return Err(NumberError::Overflow);
        }
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        Ok(Rational {
            num: num / g * sign,
            den: den / g * sign,
        })
    }

    /// A whole number.
    pub fn int(n: i128) -> Rational {
        Rational { num: n, den: 1 }
    }

    fn add(self, o: Rational) -> Result<Rational, NumberError> {
        let num = self
            .num
            .checked_mul(o.den)
            .and_then(|x| o.num.checked_mul(self.den).and_then(|y| x.checked_add(y)));
        let den = self.den.checked_mul(o.den);
        Rational::new(
            num.ok_or(NumberError::Overflow)?,
            den.ok_or(NumberError::Overflow)?,
        )
    }

    fn neg(self) -> Rational {
        Rational {
            num: -self.num,
            den: self.den,
        }
    }

    fn mul(self, o: Rational) -> Result<Rational, NumberError> {
        let g1 = gcd(self.num, o.den).max(1);
        let g2 = gcd(o.num, self.den).max(1);
        let num = (self.num / g1).checked_mul(o.num / g2);
        let den = (self.den / g2).checked_mul(o.den / g1);
        Rational::new(
            num.ok_or(NumberError::Overflow)?,
            den.ok_or(NumberError::Overflow)?,
        )
    }

    fn recip(self) -> Result<Rational, NumberError> {
        Rational::new(self.den, self.num)
    }

    fn signum(self) -> i128 {
        self.num.signum()
    }

    /// The largest integer at most this number.
    fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    fn is_zero(self) -> bool {
        self.num == 0
    }
}

/// `p + q·√d`; `d` square-free, `d = 1` and `q = 0` for a rational.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    p: Rational,
    q: Rational,
    d: u64,
}

impl Number {
    /// A whole number.
    pub fn int(n: i128) -> Number {
        Number::rational(Rational::int(n))
    }

    /// A rational number.
    pub fn rational(p: Rational) -> Number {
        Number {
            p,
            q: Rational::int(0),
            d: 1,
        }
    }

    /// The golden ratio `(1 + √5) / 2`.
    pub fn phi() -> Number {
        Number {
            p: Rational { num: 1, den: 2 },
            q: Rational { num: 1, den: 2 },
            d: 5,
        }
    }

    /// A decimal written with digits and at most one point, e.g. `1.618`, exactly.
    pub fn decimal(text: &str) -> Result<Number, NumberError> {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = format!("{whole}{fraction}");
        let num: i128 = digits.parse().map_err(|_| NumberError::Overflow)?;
        let den = 10i128
            .checked_pow(u32::try_from(fraction.len()).map_err(|_| NumberError::Overflow)?)
            .ok_or(NumberError::Overflow)?;
        Ok(Number::rational(Rational::new(num, den)?))
    }

    fn is_rational(&self) -> bool {
        self.q.is_zero()
    }

    /// The common root of two numbers, or an error when they have different roots.
    fn root(a: &Number, b: &Number) -> Result<u64, NumberError> {
        match (a.is_rational(), b.is_rational()) {
            (true, _) => Ok(b.d),
            (_, true) => Ok(a.d),
            _ if a.d == b.d => Ok(a.d),
            _ => Err(NumberError::TwoRoots),
        }
    }

    fn normal(p: Rational, q: Rational, d: u64) -> Number {
        if q.is_zero() {
            Number::rational(p)
        } else {
            Number { p, q, d }
        }
    }

    /// `self + other`.
    pub fn add(&self, other: &Number) -> Result<Number, NumberError> {
        let d = Number::root(self, other)?;
        Ok(Number::normal(
            self.p.add(other.p)?,
            self.q.add(other.q)?,
            d,
        ))
    }

    /// `-self`.
    pub fn neg(&self) -> Number {
        Number::normal(self.p.neg(), self.q.neg(), self.d)
    }

    /// `self - other`.
    pub fn sub(&self, other: &Number) -> Result<Number, NumberError> {
        self.add(&other.neg())
    }

    /// `self · other`.
    pub fn mul(&self, other: &Number) -> Result<Number, NumberError> {
        let d = Number::root(self, other)?;
        let dd = Rational::int(i128::from(d));
        // (p1 + q1√d)(p2 + q2√d) = p1p2 + q1q2·d + (p1q2 + q1p2)√d
        let p = self.p.mul(other.p)?.add(self.q.mul(other.q)?.mul(dd)?)?;
        let q = self.p.mul(other.q)?.add(self.q.mul(other.p)?)?;
        Ok(Number::normal(p, q, d))
    }

    /// `self / other`.
    pub fn div(&self, other: &Number) -> Result<Number, NumberError> {
        // 1 / (p + q√d) = (p − q√d) / (p² − q²d); the denominator is not 0 for d square-free.
        let d = other.d;
        let norm = other.p.mul(other.p)?.add(
            other
                .q
                .mul(other.q)?
                .mul(Rational::int(i128::from(d)))?
                .neg(),
        )?;
        if norm.is_zero() {
            return Err(NumberError::DivisionByZero);
        }
        let inverse = Number::normal(
            other.p.mul(norm.recip()?)?,
            other.q.neg().mul(norm.recip()?)?,
            d,
        );
        self.mul(&inverse)
    }

    /// `√self` of a non-negative rational: rational when it is a square, else `q·√d` with
    /// `d` square-free.
    pub fn sqrt(&self) -> Result<Number, NumberError> {
        if !self.is_rational() || self.p.signum() < 0 {
            return Err(NumberError::BadRoot);
        }
        // √(n/m) = √(n·m) / m.
        let n = self
            .p
            .num
            .checked_mul(self.p.den)
            .ok_or(NumberError::Overflow)?;
        let n = u128::try_from(n).map_err(|_| NumberError::BadRoot)?;
        let (outside, inside) = split_square(n)?;
        let outside = Rational::new(
            i128::try_from(outside).map_err(|_| NumberError::Overflow)?,
            self.p.den,
        )?;
        if inside == 1 {
            return Ok(Number::rational(outside));
        }
        Ok(Number::normal(Rational::int(0), outside, inside))
    }

    /// The work [`Number::sqrt`] may do on this number, in units of the budget: its trial
    /// divisions (at most the cube root of `numerator · denominator`, and at most a
    /// million) over 64. A claim is charged one unit a position, so a root of a large
    /// number is charged on its own, before it is taken.
    ///
    /// ```
    /// use sglab_core::claim::number::Number;
    /// assert_eq!(Number::int(5).sqrt_work(), 0);
    /// assert_eq!(Number::int(999_999_999_989).sqrt_work(), 256);
    /// ```
    pub fn sqrt_work(&self) -> u64 {
        if !self.is_rational() {
            return 0;
        }
        let n = self
            .p
            .num
            .unsigned_abs()
            .saturating_mul(self.p.den.unsigned_abs());
        // ∛n < 2^⌈bits / 3⌉.
        let divisions = (1u128 << (128 - n.leading_zeros()).div_ceil(3)).min(MAX_TRIAL_DIVISOR);
        u64::try_from(divisions).unwrap_or(u64::MAX) / TRIAL_DIVISIONS_PER_UNIT
    }

    /// The sign of the number: -1, 0 or 1, exactly.
    pub fn signum(&self) -> Result<i128, NumberError> {
        let (sp, sq) = (self.p.signum(), self.q.signum());
        if sq == 0 {
            return Ok(sp);
        }
        if sp == 0 || sp == sq {
            return Ok(sq);
        }
        // Opposite signs: compare p² with q²·d.
        let p2 = self.p.mul(self.p)?;
        let q2d = self.q.mul(self.q)?.mul(Rational::int(i128::from(self.d)))?;
        let bigger_p = p2.add(q2d.neg())?.signum();
        Ok(if bigger_p > 0 { sp } else { sq })
    }

    /// The order of two numbers, exactly.
    pub fn compare(&self, other: &Number) -> Result<Ordering, NumberError> {
        Ok(self.sub(other)?.signum()?.cmp(&0))
    }

    /// The largest integer at most this number, exactly and in a fixed number of steps
    /// (no walk whose length grows with the number).
    ///
    /// With `p = a/b` and `q = c/e` over their common denominator `L`, the number is
    /// `(A + C·√d) / L` with integers `A = a·L/b`, `C = c·L/e`. For a whole `L > 0`,
    /// `⌊y / L⌋ = ⌊⌊y⌋ / L⌋`, and `⌊A + z⌋ = A + ⌊z⌋`, so the floor is
    /// `⌊(A + ⌊C·√d⌋) / L⌋`, where `⌊C·√d⌋` is `±` the integer square root of `C²·d`
    /// (`floor_of_root`). [`NumberError::Overflow`] when `C²·d` passes 128 bits.
    ///
    /// ```
    /// use sglab_core::claim::number::Number;
    /// let root_two = Number::int(2).sqrt().unwrap();
    /// let x = Number::int(300_000_000_000_000_000).mul(&root_two).unwrap();
    /// assert_eq!(x.floor(), Ok(424_264_068_711_928_514));
    /// assert_eq!(x.neg().floor(), Ok(-424_264_068_711_928_515));
    /// ```
    pub fn floor(&self) -> Result<i128, NumberError> {
        if self.is_rational() {
            return Ok(self.p.floor());
        }
        let overflow = NumberError::Overflow;
        let common = (self.p.den / gcd(self.p.den, self.q.den))
            .checked_mul(self.q.den)
            .ok_or(overflow)?;
        let a = self
            .p
            .num
            .checked_mul(common / self.p.den)
            .ok_or(overflow)?;
        let c = self
            .q
            .num
            .checked_mul(common / self.q.den)
            .ok_or(overflow)?;
        let floor = a
            .checked_add(floor_of_root(c, self.d)?)
            .ok_or(overflow)?
            .div_euclid(common);
        // Kept out of reach so that `-floor` (a ceiling) cannot overflow.
        if floor == i128::MIN {
            return Err(overflow);
        }
        Ok(floor)
    }

    /// The number as a whole number, or [`NumberError::NotWhole`].
    pub fn whole(&self) -> Result<i128, NumberError> {
        if self.is_rational() && self.p.den == 1 {
            Ok(self.p.num)
        } else {
            Err(NumberError::NotWhole)
        }
    }
}

/// The largest trial divisor of [`split_square`]: past it, a root is an overflow.
const MAX_TRIAL_DIVISOR: u128 = 1_000_000;

/// The trial divisions of [`split_square`] one unit of the work budget pays for (about a
/// microsecond's worth, like the engine's unit of one position).
const TRIAL_DIVISIONS_PER_UNIT: u64 = 64;

/// `n = outside² · inside` with `inside` square-free. Trial division by `f` while `f³` is at
/// most what is left: what is left then has every prime factor above its cube root, so it
/// is 1, a prime, the product of two different primes, or the square of a prime, and a
/// square only in the first and last cases. At most `min(∛n, MAX_TRIAL_DIVISOR)` divisors,
/// which [`Number::sqrt_work`] charges.
fn split_square(mut n: u128) -> Result<(u128, u64), NumberError> {
    if n == 0 {
        return Ok((0, 1));
    }
    let mut outside = 1u128;
    let mut inside = 1u128;
    let mut f = 2u128;
    while f * f * f <= n {
        if f > MAX_TRIAL_DIVISOR {
            return Err(NumberError::Overflow);
        }
        while n.is_multiple_of(f * f) {
            n /= f * f;
            outside *= f;
        }
        if n.is_multiple_of(f) {
            n /= f;
            inside *= f;
        }
        f += 1;
    }
    let root = n.isqrt();
    if root * root == n {
        outside *= root;
    } else {
        inside *= n;
    }
    Ok((
        outside,
        u64::try_from(inside).map_err(|_| NumberError::Overflow)?,
    ))
}

/// `⌊c·√d⌋`, exactly: `s = ⌊√(c²·d)⌋` for `c ≥ 0`; for `c < 0`, `-⌈√(c²·d)⌉`, which is
/// `-s` when `c²·d` is a square and `-s - 1` otherwise.
fn floor_of_root(c: i128, d: u64) -> Result<i128, NumberError> {
    let square = c
        .unsigned_abs()
        .checked_mul(c.unsigned_abs())
        .and_then(|s| s.checked_mul(u128::from(d)))
        .ok_or(NumberError::Overflow)?;
    let root = square.isqrt();
    let root_int = i128::try_from(root).map_err(|_| NumberError::Overflow)?;
    Ok(match (c < 0, root * root == square) {
        (false, _) => root_int,
        (true, true) => -root_int,
        (true, false) => -root_int - 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_of_k_phi_matches_the_integer_formula() {
        // ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋.
        for k in 0..5000i128 {
            let x = Number::int(k).mul(&Number::phi()).unwrap();
            let expected = (k + ((5 * k * k) as u128).isqrt() as i128) / 2;
            assert_eq!(x.floor().unwrap(), expected, "k = {k}");
        }
    }

    #[test]
    fn floor_of_k_root_d_matches_the_integer_square_root() {
        // ⌊±k√d⌋ from isqrt(k²d), negative multiples included.
        for k in 0..3000i128 {
            for d in [2i128, 3, 5, 7] {
                let Some(square) = k.checked_mul(k).and_then(|s| s.checked_mul(d)) else {
                    continue;
                };
                let x = Number::int(k).mul(&Number::int(d).sqrt().unwrap()).unwrap();
                let root = (square as u128).isqrt() as i128;
                assert_eq!(x.floor().unwrap(), root, "k = {k}, d = {d}");
                let exact = root * root == square;
                let negative = if exact { -root } else { -root - 1 };
                assert_eq!(x.neg().floor().unwrap(), negative, "-k = {k}, d = {d}");
            }
        }
    }

    /// `⌊√x⌋` bit by bit: the reference, independent of std's `u128::isqrt` that `floor` uses.
    fn root_by_bits(x: u128) -> u128 {
        let mut root = 0u128;
        for bit in (0..64).rev() {
            let candidate = root | (1 << bit);
            if candidate.checked_mul(candidate).is_some_and(|s| s <= x) {
                root = candidate;
            }
        }
        root
    }

    /// Whether `t <= u·√d` (`d` not a square), by comparing squares of integers.
    fn at_most_root(t: i128, u: i128, d: u128) -> bool {
        let square = |x: i128| x.unsigned_abs().checked_mul(x.unsigned_abs()).unwrap();
        let root_square = square(u).checked_mul(d).unwrap();
        match (t <= 0, u >= 0) {
            (true, true) => true,
            (false, false) => false,
            (false, true) => square(t) <= root_square,
            (true, false) => square(t) >= root_square,
        }
    }

    /// Large multipliers: powers of ten and their neighbours from 10^12 to 3·10^17, and a
    /// pseudo-random spread between (splitmix64).
    fn large_multipliers() -> Vec<i128> {
        let mut ks = Vec::new();
        for e in 12..=17 {
            let power = 10i128.pow(e);
            ks.extend([power - 1, power, power + 1, 3 * power - 1, 3 * power]);
        }
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..40 {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            ks.push(1_000_000_000_000 + i128::from(z % 300_000_000_000_000_000));
        }
        ks
    }

    #[test]
    fn floor_of_large_multiples_of_roots_is_exact_and_quick() {
        // ⌊k√d⌋ = isqrt(k²d) and ⌊-k√d⌋ = -isqrt(k²d) - 1 (d not a square), wherever k²d
        // fits in 128 bits; beyond, an overflow (never a long walk). Once ran 256 s in a
        // debug build: the estimate from ⌊√d·2^32⌋ was off by k/2^32 and stepped one by one.
        for d in [2i128, 3, 5, 7, 1_000_003] {
            let root = Number::int(d).sqrt().unwrap();
            let largest = root_by_bits(u128::MAX / d as u128) as i128;
            let mut ks = large_multipliers();
            ks.extend([largest, largest + 1]);
            for k in ks {
                let x = Number::int(k).mul(&root).unwrap();
                let Some(square) = (k as u128)
                    .checked_mul(k as u128)
                    .and_then(|s| s.checked_mul(d as u128))
                else {
                    assert_eq!(x.floor(), Err(NumberError::Overflow), "k = {k}, d = {d}");
                    continue;
                };
                let expected = root_by_bits(square) as i128;
                assert_eq!(x.floor(), Ok(expected), "k = {k}, d = {d}");
                assert_eq!(x.neg().floor(), Ok(-expected - 1), "-k = {k}, d = {d}");
            }
        }
    }

    #[test]
    fn floor_of_rational_parts_and_negative_roots_is_exact() {
        // x = j/b + (k/e)·√d; the floor F must satisfy F <= x < F + 1, checked by squares:
        // F <= x iff e·(b·F - j) <= k·b·√d.
        let mut ks: Vec<i128> = (0..200).chain([999_999, 1_000_001]).collect();
        ks.extend(
            large_multipliers()
                .into_iter()
                .filter(|&k| k < 2_000_000_000_000_000),
        );
        for d in [2i128, 3, 5, 7, 1_000_003] {
            let root = Number::int(d).sqrt().unwrap();
            for &magnitude in &ks {
                for (j, b, e) in [(1, 2, 1), (-5, 3, 3), (22, 7, 5), (0, 1, 4), (-1, 6, 9)] {
                    for k in [magnitude, -magnitude] {
                        let p = Number::rational(Rational::new(j, b).unwrap());
                        let q = Number::rational(Rational::new(k, e).unwrap());
                        let x = p.add(&q.mul(&root).unwrap()).unwrap();
                        let floor = x.floor().unwrap();
                        let at_most = |f: i128| at_most_root(e * (b * f - j), k * b, d as u128);
                        assert!(
                            at_most(floor) && !at_most(floor + 1),
                            "{j}/{b} + {k}/{e}·√{d}: {floor}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn roots_and_decimals_are_exact() {
        let five = Number::int(5);
        let root = five.sqrt().unwrap();
        assert_eq!(root.mul(&root).unwrap(), five);
        assert_eq!(Number::int(12).sqrt().unwrap().floor().unwrap(), 3);
        assert_eq!(Number::int(16).sqrt().unwrap(), Number::int(4));
        let phi = Number::int(1)
            .add(&root)
            .unwrap()
            .div(&Number::int(2))
            .unwrap();
        assert_eq!(phi, Number::phi());
        // φ² = φ + 1.
        assert_eq!(phi.mul(&phi).unwrap(), phi.add(&Number::int(1)).unwrap());
        let approx = Number::decimal("1.618").unwrap();
        assert_eq!(approx.compare(&phi).unwrap(), Ordering::Less);
        assert_eq!(Number::decimal("0.5").unwrap().floor().unwrap(), 0);
        assert_eq!(Number::decimal("0.5").unwrap().neg().floor().unwrap(), -1);
        assert_eq!(
            Number::int(2)
                .sqrt()
                .unwrap()
                .mul(&Number::int(3).sqrt().unwrap()),
            Err(NumberError::TwoRoots)
        );
        assert_eq!(Number::int(-1).sqrt(), Err(NumberError::BadRoot));
        assert_eq!(
            Number::int(1).div(&Number::int(0)),
            Err(NumberError::DivisionByZero)
        );
    }

    #[test]
    fn roots_of_large_numbers_split_off_their_squares() {
        // Trial division to the cube root, then a square test of what is left.
        let root = |n: i128| Number::int(n).sqrt();
        let (p, q) = (999_983i128, 999_979i128);
        let expected = Number::int(p).mul(&root(q).unwrap()).unwrap();
        assert_eq!(root(p * p * q), Ok(expected));
        // Two primes above 10^6: once an overflow (trial division to the square root).
        let (p, q) = (1_000_003i128, 1_000_033i128);
        assert_eq!(root(p * q).unwrap().floor(), Ok(1_000_017));
        assert_eq!(root(p * p), Ok(Number::int(p)));
        let expected = root(7).unwrap().mul(&Number::int(p)).unwrap();
        assert_eq!(root(p * p * 7), Ok(expected));
        // The square of a prime near 2^61 times 3: its divisors pass 10^6 before ∛n.
        let mersenne = (1i128 << 61) - 1;
        assert_eq!(root(mersenne * mersenne * 3), Err(NumberError::Overflow));
        assert_eq!(Number::int(mersenne * mersenne * 3).sqrt_work(), 15_625);
    }

    #[test]
    fn the_least_i128_is_out_of_reach() {
        // -(2^127) has no negation: a number reaching it overflows (it once panicked in a
        // debug build, in `gcd`'s `abs`).
        let least = Number::int(-i128::MAX).sub(&Number::int(1));
        assert_eq!(least, Err(NumberError::Overflow));
        assert_eq!(
            Rational::new(1, i128::MIN),
            Err(NumberError::Overflow),
            "a denominator of -(2^127) cannot change sign"
        );
    }

    #[test]
    fn signs_of_mixed_numbers() {
        // 3 − √5 > 0, 2 − √5 < 0, −3 + √5 < 0.
        let r5 = Number::int(5).sqrt().unwrap();
        assert_eq!(Number::int(3).sub(&r5).unwrap().signum().unwrap(), 1);
        assert_eq!(Number::int(2).sub(&r5).unwrap().signum().unwrap(), -1);
        assert_eq!(r5.sub(&Number::int(3)).unwrap().signum().unwrap(), -1);
        assert_eq!(r5.neg().floor().unwrap(), -3);
    }
}
