//! Frames as an animated GIF (the `gif` crate): one palette for the whole animation, and
//! each frame after the first only the rectangle that changed, its unchanged pixels
//! transparent, so a game played out weighs tens of kilobytes.
//!
//! The drawings use a dozen flat colours; anti-aliased edges add the shades between them.
//! When the frames hold at most [`PALETTE_SIZE`] colours they are kept exactly, otherwise
//! NeuQuant (`color_quant`, through the `gif` crate) picks that many from all the frames.

use color_quant::NeuQuant;
use resvg::tiny_skia::Pixmap;

use crate::png::PictureError;

/// The colours of the palette, one more being the transparent index of later frames.
pub const PALETTE_SIZE: usize = 63;
/// NeuQuant's sampling factor: 1 looks at every pixel, 30 at one in 30 (faster).
const SAMPLE_FACTOR: i32 = 10;

/// How long each frame stays, in hundredths of a second.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// The first frame (the start).
    pub first: u16,
    /// Each move.
    pub each: u16,
    /// The last frame, before the animation starts again.
    pub last: u16,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            first: 200,
            each: 150,
            last: 400,
        }
    }
}

/// The GIF of `frames` (all of one size, opaque), looping forever.
pub fn encode(frames: &[Pixmap], timing: Timing) -> Result<Vec<u8>, PictureError> {
    let Some(first) = frames.first() else {
        return Err(PictureError::Encode("no frame".to_string()));
    };
    let (width, height) = (first.width(), first.height());
    let (Ok(w), Ok(h)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(PictureError::TooLarge {
            width: u64::from(width),
            height: u64::from(height),
        });
    };
    if frames
        .iter()
        .any(|f| f.width() != width || f.height() != height)
    {
        return Err(PictureError::Encode(
            "frames of different sizes".to_string(),
        ));
    }
    let palette = Palette::of(frames);
    let transparent = palette.len() as u8;
    let mut colours = palette.rgb.clone();
    colours.extend_from_slice(&[255, 0, 255]);
    while colours.len() < 3 * 64 {
        colours.extend_from_slice(&[0, 0, 0]);
    }
    let indexed: Vec<Vec<u8>> = frames.iter().map(|f| palette.indices(f)).collect();
    let mut out = Vec::new();
    {
        let encode_error = |error: gif::EncodingError| PictureError::Encode(error.to_string());
        let mut encoder = gif::Encoder::new(&mut out, w, h, &colours).map_err(encode_error)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(encode_error)?;
        let last = indexed.len() - 1;
        for (index, pixels) in indexed.iter().enumerate() {
            let delay = match index {
                0 if last == 0 => timing.last,
                0 => timing.first,
                i if i == last => timing.last,
                _ => timing.each,
            };
            let mut frame = match index.checked_sub(1).and_then(|i| indexed.get(i)) {
                None => gif::Frame {
                    width: w,
                    height: h,
                    buffer: pixels.as_slice().into(),
                    ..gif::Frame::default()
                },
                Some(previous) => changed_part(previous, pixels, w, h, transparent),
            };
            frame.delay = delay;
            frame.dispose = gif::DisposalMethod::Keep;
            encoder.write_frame(&frame).map_err(encode_error)?;
        }
    }
    Ok(out)
}

/// The rectangle of `pixels` that differs from `previous`, the unchanged pixels inside it
/// `transparent` (one pixel when nothing changed, since a frame cannot be empty).
fn changed_part(
    previous: &[u8],
    pixels: &[u8],
    width: u16,
    height: u16,
    transparent: u8,
) -> gif::Frame<'static> {
    let w = usize::from(width);
    let (mut left, mut top, mut right, mut bottom) = (w, usize::from(height), 0, 0);
    for (i, (a, b)) in previous.iter().zip(pixels).enumerate() {
        if a != b {
            let (x, y) = (i % w, i / w);
            left = left.min(x);
            right = right.max(x);
            top = top.min(y);
            bottom = bottom.max(y);
        }
    }
    if left > right {
        (left, right, top, bottom) = (0, 0, 0, 0);
    }
    let mut buffer = Vec::with_capacity((right - left + 1) * (bottom - top + 1));
    for y in top..=bottom {
        for x in left..=right {
            let i = y * w + x;
            let (old, new) = (previous[i], pixels[i]);
            buffer.push(if old == new { transparent } else { new });
        }
    }
    gif::Frame {
        left: left as u16,
        top: top as u16,
        width: (right - left + 1) as u16,
        height: (bottom - top + 1) as u16,
        transparent: Some(transparent),
        buffer: buffer.into(),
        ..gif::Frame::default()
    }
}

/// The animation's palette: its colours exactly, or NeuQuant's choice of them.
struct Palette {
    /// `r, g, b` of each colour.
    rgb: Vec<u8>,
    /// The quantiser when the colours are too many to keep.
    quantiser: Option<NeuQuant>,
}

impl Palette {
    fn of(frames: &[Pixmap]) -> Palette {
        let mut exact: Vec<[u8; 3]> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        'frames: for frame in frames {
            for pixel in frame.data().chunks_exact(4) {
                let rgb = [pixel[0], pixel[1], pixel[2]];
                if seen.insert(rgb) {
                    exact.push(rgb);
                    if exact.len() > PALETTE_SIZE {
                        break 'frames;
                    }
                }
            }
        }
        if exact.len() <= PALETTE_SIZE {
            return Palette {
                rgb: exact.concat(),
                quantiser: None,
            };
        }
        let all: Vec<u8> = frames
            .iter()
            .flat_map(|f| f.data().iter().copied())
            .collect();
        let quantiser = NeuQuant::new(SAMPLE_FACTOR, PALETTE_SIZE, &all);
        Palette {
            rgb: quantiser.color_map_rgb(),
            quantiser: Some(quantiser),
        }
    }

    fn len(&self) -> usize {
        self.rgb.len() / 3
    }

    /// Each pixel of `frame` as an index in the palette.
    fn indices(&self, frame: &Pixmap) -> Vec<u8> {
        let pixels = frame.data().chunks_exact(4);
        match &self.quantiser {
            Some(quantiser) => pixels.map(|p| quantiser.index_of(p) as u8).collect(),
            None => {
                let colours: Vec<&[u8]> = self.rgb.chunks_exact(3).collect();
                pixels
                    .map(|p| {
                        colours
                            .iter()
                            .position(|c| *c == &p[..3])
                            .unwrap_or_default() as u8
                    })
                    .collect()
            }
        }
    }
}
