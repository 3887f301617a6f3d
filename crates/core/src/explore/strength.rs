//! How well the computer plays: perfectly, or with a chance of a random legal move so
//! that a beginner can win. The chance is drawn from a seed the caller passes (splitmix64,
//! Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014),
//! so the same seed gives the same game and core needs no source of randomness.

/// The computer's strength: the chance, in thousandths, that it plays a random legal move
/// instead of the best one, and the seed of that chance.
///
/// ```
/// use sglab_core::explore::Strength;
/// assert_eq!(Strength::default(), Strength::PERFECT);
/// let beginner = Strength::new(500, 7);
/// assert_eq!(beginner.random_per_mille(), 500);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Strength {
    // Invariant: random_per_mille <= 1000.
    random_per_mille: u16,
    seed: u64,
}

impl Strength {
    /// Never a random move.
    pub const PERFECT: Strength = Strength {
        random_per_mille: 0,
        seed: 0,
    };

    /// A random move with probability `random_per_mille / 1000` (values above 1000 count
    /// as 1000: always random), drawn from `seed`.
    pub fn new(random_per_mille: u16, seed: u64) -> Strength {
        Strength {
            random_per_mille: random_per_mille.min(1000),
            seed,
        }
    }

    /// The chance of a random move, in thousandths (0 to 1000).
    pub fn random_per_mille(self) -> u16 {
        self.random_per_mille
    }

    /// The seed of the chance.
    pub fn seed(self) -> u64 {
        self.seed
    }
}

/// The splitmix64 generator: a 64-bit state advanced by a constant, then mixed.
#[derive(Clone, Debug)]
pub(crate) struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (which must be positive; 0 gives 0). The bias of the
    /// remainder is below `bound / 2^64`, far under anything a game can show.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64().checked_rem(bound).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_gives_the_published_sequence() {
        // The reference outputs for seed 1234567 (Rosetta Code, "Pseudo-random numbers/Splitmix64").
        let mut rng = SplitMix64::new(1234567);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn strength_is_clamped() {
        assert_eq!(Strength::new(5000, 1).random_per_mille(), 1000);
        assert_eq!(Strength::new(3, 9).seed(), 9);
    }
}
