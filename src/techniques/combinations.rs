//! Walks the k-element subsets of a small list, as subsets and fish need.

use std::ops::ControlFlow;

/// Calls `f` with each `k`-subset of `0..n` (ascending indices, in lexicographic
/// order) until it breaks, and returns that break.
pub fn each_combination(
    n: usize,
    k: usize,
    mut f: impl FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if k == 0 || k > n {
        return ControlFlow::Continue(());
    }
    // Subsets are small (cells of a unit, lines of a fish): their indices
    // live on the stack, where a vector per call made the allocator a
    // visible share of the subset searches.
    let mut inline = [0usize; 24];
    let mut spilled: Vec<usize>;
    let idx: &mut [usize] = if k <= inline.len() {
        &mut inline[..k]
    } else {
        spilled = vec![0; k];
        &mut spilled
    };
    for (i, x) in idx.iter_mut().enumerate() {
        *x = i;
    }
    loop {
        f(idx)?;
        // Advance the rightmost index that still has room.
        let mut i = k;
        loop {
            if i == 0 {
                return ControlFlow::Continue(());
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
        let walked = each_combination(5, 3, |c| {
            seen.push(c.to_vec());
            ControlFlow::Continue(())
        });
        assert!(walked.is_continue());
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        let mut calls = 0;
        let too_many = each_combination(3, 4, |_| {
            calls += 1;
            ControlFlow::Break(())
        });
        assert!(too_many.is_continue());
        assert_eq!(calls, 0);
    }

    #[test]
    fn stops_at_the_first_break() {
        let mut seen = Vec::new();
        let walked = each_combination(5, 2, |c| {
            seen.push(c.to_vec());
            if c == [0, 3] {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert!(walked.is_break());
        assert_eq!(seen, vec![vec![0, 1], vec![0, 2], vec![0, 3]]);
    }
}
