//! Walks the k-element subsets of a small list, as subsets and fish need.

/// Calls `f` with each `k`-subset of `0..n` (ascending indices, in lexicographic
/// order) and returns the first `Some` it gives.
pub fn first_combination<T>(
    n: usize,
    k: usize,
    mut f: impl FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    if k == 0 || k > n {
        return None;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        if let Some(found) = f(&idx) {
            return Some(found);
        }
        // Advance the rightmost index that still has room.
        let mut i = k;
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            if idx[i] < n - k + i {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walks_every_subset_once() {
        let mut seen = Vec::new();
        let none: Option<()> = first_combination(5, 3, |c| {
            seen.push(c.to_vec());
            None
        });
        assert!(none.is_none());
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        assert_eq!(first_combination(3, 4, |_| Some(())), None);
    }
}
