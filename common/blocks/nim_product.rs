// ---- begin block: nim_product ----
/// Nim multiplication, the product of the field of nim-values (HDU 3404):
/// bytes through log and exp tables of a generator, wider values split into
/// halves.
#[allow(dead_code)]
mod nim_product {
    /// The nim product of a, b < 2^bits (bits a power of two), by the halves:
    /// with F = 2^(bits/2), a = a1 F + a0, and F * F = F + F/2 in nim terms,
    /// a * b = ((a0 + a1)(b0 + b1) + a0 b0) F + a0 b0 + a1 b1 (F/2), sums being
    /// xor. The slow path: the tables' source, and coordinates of 2^16 and more.
    pub fn nim_product(a: u64, b: u64, bits: u32, bytes: &Bytes) -> u64 {
        if bits == 16 {
            return bytes.product16(a, b);
        }
        if bits == 1 {
            return a & b;
        }
        let half = bits / 2;
        let mask = (1u64 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = nim_product(a0, b0, half, bytes);
        let high = nim_product(a1, b1, half, bytes);
        let cross = nim_product(a0 ^ a1, b0 ^ b1, half, bytes);
        let carried = nim_product(high, 1 << (half - 1), half, bytes);
        ((cross ^ low) << half) | (low ^ carried)
    }

    /// The nim products of bytes (a field of 256 elements): through the powers
    /// of a generator. `log[0]` points past the powers, at zeros.
    pub struct Bytes {
        exp: [u8; 1025],
        log: [u16; 256],
        /// b * 128, the F/2 of products of bytes.
        times_half: [u8; 256],
    }

    impl Bytes {
        pub fn new() -> Bytes {
            let mut bytes = Bytes { exp: [0; 1025], log: [512; 256], times_half: [0; 256] };
            let slow = |a: u64, b: u64| nim_product(a, b, 8, &bytes) as u8;
            // A generator: an element whose powers first return to 1 at the 255th.
            let order = |g: u8| {
                let (mut power, mut k) = (g, 1);
                while power != 1 {
                    power = slow(u64::from(power), u64::from(g));
                    k += 1;
                }
                k
            };
            let generator = (2..=255).find(|&g| order(g) == 255).unwrap_or(2);
            let mut power = 1u8;
            let mut exp = [0u8; 1025];
            let mut log = [512u16; 256];
            let mut times_half = [0u8; 256];
            for k in 0..255 {
                exp[k] = power;
                exp[k + 255] = power;
                log[usize::from(power)] = k as u16;
                power = slow(u64::from(power), u64::from(generator));
            }
            for (b, slot) in times_half.iter_mut().enumerate() {
                *slot = slow(b as u64, 128);
            }
            bytes.exp = exp;
            bytes.log = log;
            bytes.times_half = times_half;
            bytes
        }

        pub fn product8(&self, a: u64, b: u64) -> u64 {
            let at = usize::from(self.log[a as usize]) + usize::from(self.log[b as usize]);
            u64::from(self.exp[at])
        }

        /// a * b for a, b < 2^16: the halves' step over products of bytes.
        pub fn product16(&self, a: u64, b: u64) -> u64 {
            let (a1, a0, b1, b0) = (a >> 8, a & 255, b >> 8, b & 255);
            let low = self.product8(a0, b0);
            let high = self.product8(a1, b1);
            let cross = self.product8(a0 ^ a1, b0 ^ b1);
            ((cross ^ low) << 8) | (low ^ u64::from(self.times_half[high as usize]))
        }
    }

    /// x * y for any u64 x and y.
    pub fn product(x: u64, y: u64, bytes: &Bytes) -> u64 {
        match (x | y).leading_zeros() {
            48..=64 => bytes.product16(x, y),
            32..=47 => nim_product(x, y, 32, bytes),
            _ => nim_product(x, y, 64, bytes),
        }
    }
}
// ---- end block: nim_product ----
