//! The contest solutions' mex loop, the one copy the benchmarks' baselines share (`contest.rs`,
//! `heap_tables.rs`): for each heap, mark the value of every option in a `vis[]` array,
//! then scan it for the first unmarked value. The array is stamped with the heap's number
//! rather than cleared for every heap, which only helps the baseline.

/// The values of heaps `0..=last` by the contest loop: `options(heap, values, vis)` marks the
/// value of every option of `heap` (reading the values of smaller heaps from `values`), and
/// the heap's value is the first value left unmarked.
pub fn plain_table(last: usize, mut options: impl FnMut(usize, &[u32], &mut Vis)) -> Vec<u32> {
    let mut values = vec![0u32; last + 1];
    let mut vis = Vis {
        marks: vec![0; last + 2],
        stamp: 0,
    };
    for heap in 0..=last {
        vis.stamp = heap + 1;
        options(heap, &values, &mut vis);
        let mut mex = 0;
        while vis.marks[mex] == vis.stamp {
            mex += 1;
        }
        values[heap] = mex as u32;
    }
    values
}

/// The `vis[]` array of [`plain_table`]: a value is marked for the current heap when its
/// entry holds the heap's stamp.
pub struct Vis {
    marks: Vec<usize>,
    stamp: usize,
}

impl Vis {
    /// Marks `value` as the value of an option of the current heap. A value past the array
    /// is skipped: the scan for the first unmarked value stops inside the array (or fails
    /// there, never silently), so a larger mark cannot change what it finds.
    #[inline]
    pub fn mark(&mut self, value: usize) {
        if let Some(entry) = self.marks.get_mut(value) {
            *entry = self.stamp;
        }
    }
}
