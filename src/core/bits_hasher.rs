//! A hasher for keys made of bits the program computed (cell sets, digit
//! sets, candidates as bits): they never come from outside, so no protection
//! against chosen keys is needed, and the standard hasher cost as much as the
//! lookups' own work where a search keys a map by them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The hasher: each word of the key is mixed in with a rotate and a multiply.
#[derive(Default)]
pub struct BitsHasher(u64);

/// A map keyed by bits, with [`BitsHasher`].
pub type BitsMap<K, V> = HashMap<K, V, BuildHasherDefault<BitsHasher>>;

impl Hasher for BitsHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }

    fn write_u64(&mut self, word: u64) {
        // A multiply spreads each word's bits over the whole hash.
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, bits: u128) {
        self.write_u64(bits as u64);
        self.write_u64((bits >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, CellSet};

    #[test]
    fn keys_that_differ_in_one_bit_hash_apart_and_a_map_finds_them() {
        let hash = |key: &(u8, CellSet)| {
            let mut h = BitsHasher::default();
            std::hash::Hash::hash(key, &mut h);
            h.finish()
        };
        let mut map: BitsMap<(u8, CellSet), usize> = BitsMap::default();
        for c in 0..81u8 {
            for d in 1..=9u8 {
                let key = (d, CellSet::single(Cell::new(c)));
                assert!(
                    map.insert(key, usize::from(c) * 9 + usize::from(d))
                        .is_none()
                );
            }
        }
        assert_eq!(map.len(), 729);
        let a = (1, CellSet::single(Cell::new(80)));
        let b = (1, CellSet::single(Cell::new(79)));
        assert_ne!(hash(&a), hash(&b));
        assert_eq!(map[&(9, CellSet::single(Cell::new(80)))], 80 * 9 + 9);
    }
}
