//! SG values of heaps `0..len` stored in as few bytes as they need: one byte per heap while
//! every value is below 256, two below 65,536, four beyond. A table of 2^24 heaps of `.16`
//! then takes 16 MB instead of the 128 MB of a `Vec<u64>`.

/// One stored value: `u8`, `u16` or `u32`.
pub(crate) trait Cell:
    Copy + Default + Send + Sync + 'static + PartialEq + std::ops::BitXor<Output = Self>
{
    /// The value as u32.
    fn get(self) -> u32;
    /// The reversed window of this width kept by the rare/common method.
    fn window(windows: &mut Windows) -> &mut Vec<Self>;
    /// The value in this width, if it fits.
    fn narrow(value: u32) -> Option<Self>;
}

impl Cell for u8 {
    fn window(windows: &mut Windows) -> &mut Vec<Self> {
        &mut windows.u8
    }
    #[inline(always)]
    fn get(self) -> u32 {
        u32::from(self)
    }
    fn narrow(value: u32) -> Option<Self> {
        u8::try_from(value).ok()
    }
}

impl Cell for u16 {
    fn window(windows: &mut Windows) -> &mut Vec<Self> {
        &mut windows.u16
    }
    #[inline(always)]
    fn get(self) -> u32 {
        u32::from(self)
    }
    fn narrow(value: u32) -> Option<Self> {
        u16::try_from(value).ok()
    }
}

impl Cell for u32 {
    fn window(windows: &mut Windows) -> &mut Vec<Self> {
        &mut windows.u32
    }
    #[inline(always)]
    fn get(self) -> u32 {
        self
    }
    fn narrow(value: u32) -> Option<Self> {
        Some(value)
    }
}

/// Recent values stored backwards, one vector per width (only the table's width is in use).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Windows {
    pub(crate) u8: Vec<u8>,
    pub(crate) u16: Vec<u16>,
    pub(crate) u32: Vec<u32>,
}

/// The values of heaps `0..len()`, in the narrowest width that holds all of them.
///
/// Invariant: the vector in use is the narrowest of the three that holds every value
/// pushed so far (values widen, never narrow).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Values {
    /// Every value is below 2^8.
    U8(Vec<u8>),
    /// Some value needs 16 bits.
    U16(Vec<u16>),
    /// Some value needs 32 bits.
    U32(Vec<u32>),
}

impl Default for Values {
    fn default() -> Self {
        Values::U8(Vec::new())
    }
}

impl Values {
    /// How many heaps are stored.
    pub(crate) fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::U32(v) => v.len(),
        }
    }

    /// Whether no heap is stored.
    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes per stored value.
    pub(crate) fn width(&self) -> u64 {
        match self {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
            Values::U32(_) => 4,
        }
    }

    /// The value of heap `n`, if stored.
    pub(crate) fn get(&self, n: usize) -> Option<u32> {
        match self {
            Values::U8(v) => v.get(n).map(|&x| x.get()),
            Values::U16(v) => v.get(n).map(|&x| x.get()),
            Values::U32(v) => v.get(n).copied(),
        }
    }

    /// Every value, widened to u64.
    pub(crate) fn to_u64(&self) -> Vec<u64> {
        (0..self.len())
            .filter_map(|n| self.get(n))
            .map(u64::from)
            .collect()
    }

    /// Moves to the next width (a no-op at u32).
    pub(crate) fn widen(&mut self) {
        let next = match std::mem::take(self) {
            Values::U8(v) => Values::U16(v.into_iter().map(u16::from).collect()),
            Values::U16(v) => Values::U32(v.into_iter().map(u32::from).collect()),
            wide @ Values::U32(_) => wide,
        };
        *self = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_widen_and_keep_their_contents() {
        let mut values = Values::U8(vec![0, 1, 255]);
        assert_eq!(values.width(), 1);
        values.widen();
        assert_eq!(values, Values::U16(vec![0, 1, 255]));
        values.widen();
        assert_eq!(values.get(2), Some(255));
        assert_eq!(values.width(), 4);
        values.widen();
        assert_eq!(values.to_u64(), vec![0, 1, 255]);
        assert_eq!(values.get(3), None);
        assert_eq!(u8::narrow(256), None);
        assert_eq!(u16::narrow(256), Some(256));
    }
}
