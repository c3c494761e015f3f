// ---- begin block: nim_product ----
/// Nim multiplication, the product of the field of nim-values (HDU 3404,
/// Library Checker nim_product_64): below 2^16 through log and exp tables of
/// a generator of that field, wider values split into halves over them.
#[allow(dead_code)]
mod nim_product {
    /// a * b for a, b < 2^bits (a power of two) by the split into halves down
    /// to single bits: with F = 2^(bits/2), a = a1 F + a0 and F * F = F + F/2,
    /// a * b = ((a0 + a1)(b0 + b1) + a0 b0) F + a0 b0 + a1 b1 (F/2), sums being
    /// xor. Slow: it only builds the tables.
    pub fn split_product(a: u64, b: u64, bits: u32) -> u64 {
        if bits == 1 {
            return a & b;
        }
        let half = bits / 2;
        let mask = (1 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = split_product(a0, b0, half);
        let high = split_product(a1, b1, half);
        let cross = split_product(a0 ^ a1, b0 ^ b1, half);
        let carried = split_product(high, 1 << (half - 1), half);
        ((cross ^ low) << half) | (low ^ carried)
    }

    /// The field below 2^16 through the powers of a generator: `exp[k]` is
    /// g^k twice over (a sum of two logs needs no reduction), `log[x]` its
    /// inverse for x != 0.
    pub struct Field16 {
        exp: Vec<u16>,
        log: Vec<u16>,
    }

    impl Field16 {
        pub fn new() -> Field16 {
            let (mut exp, mut log) = (vec![0u16; 2 * 65535], vec![0u16; 65536]);
            // Below 256 lie the subfields, whose orders divide 255: no generator.
            let mut generator = 256;
            loop {
                // x * generator is linear over the bits of x: a table per byte.
                let bit: Vec<u64> = (0..16).map(|i| split_product(1 << i, generator, 16)).collect();
                let mut by_byte = [[0u64; 256]; 2];
                for x in 1..256usize {
                    for (k, table) in by_byte.iter_mut().enumerate() {
                        table[x] = table[x & (x - 1)] ^ bit[8 * k + x.trailing_zeros() as usize];
                    }
                }
                // The powers until 1 comes back; 65535 of them make a generator,
                // which exists: a finite field's nonzero elements form a cyclic group.
                let (mut x, mut order) = (1u64, 0);
                while x != 1 || order == 0 {
                    (exp[order], exp[order + 65535]) = (x as u16, x as u16);
                    log[x as usize] = order as u16;
                    x = by_byte[0][(x & 255) as usize] ^ by_byte[1][(x >> 8) as usize];
                    order += 1;
                }
                if order == 65535 {
                    return Field16 { exp, log };
                }
                generator += 1;
            }
        }

        /// a * b for a, b < 2^16.
        #[inline(always)]
        pub fn product16(&self, a: u64, b: u64) -> u64 {
            if a == 0 || b == 0 {
                return 0;
            }
            let at = usize::from(self.log[a as usize]) + usize::from(self.log[b as usize]);
            u64::from(self.exp[at])
        }

        /// a * 2^15 for a < 2^16.
        #[inline(always)]
        fn half16(&self, a: u64) -> u64 {
            self.product16(a, 1 << 15)
        }

        /// a * b for a, b < 2^32: the split into halves, F = 2^16.
        #[inline(always)]
        fn product32(&self, a: u64, b: u64) -> u64 {
            let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
            let low = self.product16(a0, b0);
            let high = self.product16(a1, b1);
            let cross = self.product16(a0 ^ a1, b0 ^ b1);
            ((cross ^ low) << 16) | (low ^ self.half16(high))
        }

        /// a * b for any u64: the split into halves, G = 2^32, whose G/2 =
        /// 2^31 is 2^15 * 2^16: h * 2^15 = (h1 * 2^15) F + h0 * 2^15, and
        /// for u = u1 F + u0, u * F = (u1 + u0) F + u1 * 2^15.
        #[inline(always)]
        pub fn product(&self, a: u64, b: u64) -> u64 {
            let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
            let low = self.product32(a0, b0);
            let high = self.product32(a1, b1);
            let cross = self.product32(a0 ^ a1, b0 ^ b1);
            let (u1, u0) = (self.half16(high >> 16), self.half16(high & 0xffff));
            let carried = ((u1 ^ u0) << 16) | self.half16(u1);
            ((cross ^ low) << 32) | (low ^ carried)
        }
    }
}
// ---- end block: nim_product ----
