// The benchmark workloads written the way common contest solutions write them (a `vis[]` array
// per position and the plain mex loop; no theorem, no trick), in plain JavaScript: the
// baseline the wasm module is measured against on web/bench.html. Each returns the
// outcome `{count, checksum, max}` that `sglab_core::workload::run` returns for the same
// workload: checksum c = 31 c + v (mod 2^32) over the values in order.

function fold(state, value) {
  state.count += 1;
  state.checksum = (Math.imul(state.checksum, 31) + value) >>> 0;
  if (value > state.max) state.max = value;
}

function outcome() {
  return { count: 0, checksum: 0, max: 0 };
}

/** The mex of the marks stamped `stamp` in `vis`. */
function mex(vis, stamp) {
  let m = 0;
  while (vis[m] === stamp) m += 1;
  return m;
}

/**
 * An octal game `0.d1d2d3…` to heap `to`: digit d_k allows taking k tokens leaving no heap
 * (bit 1), one heap (bit 2) or two heaps (bit 4). O(to²).
 */
export function octal(code, to) {
  const digits = code.split('.')[1].split('').map(Number);
  const g = new Uint32Array(to + 1);
  const vis = new Uint32Array(to + 2);
  const state = outcome();
  for (let n = 0; n <= to; n += 1) {
    const stamp = n + 1;
    for (let k = 1; k <= digits.length && k <= n; k += 1) {
      const d = digits[k - 1];
      const rest = n - k;
      if (d & 1 && rest === 0) vis[0] = stamp;
      if (d & 2 && rest > 0) vis[g[rest]] = stamp;
      if (d & 4) for (let a = 1; 2 * a <= rest; a += 1) vis[g[a] ^ g[rest - a]] = stamp;
    }
    g[n] = mex(vis, stamp);
    fold(state, g[n]);
  }
  return state;
}

/** Grundy's game (split a heap into two unequal heaps) to heap `to`. O(to²). */
export function grundy(to) {
  const g = new Uint32Array(to + 1);
  const vis = new Uint32Array(to + 2);
  const state = outcome();
  for (let n = 0; n <= to; n += 1) {
    const stamp = n + 1;
    for (let a = 1; 2 * a < n; a += 1) vis[g[a] ^ g[n - a]] = stamp;
    g[n] = mex(vis, stamp);
    fold(state, g[n]);
  }
  return state;
}

/** The subtraction game with the set 1..=max to heap `to`. O(to · max). */
export function subtract(max, to) {
  const g = new Uint32Array(to + 1);
  const vis = new Uint32Array(max + 2);
  const state = outcome();
  for (let n = 0; n <= to; n += 1) {
    const stamp = n + 1;
    for (let s = 1; s <= max && s <= n; s += 1) vis[g[n - s]] = stamp;
    g[n] = mex(vis, stamp);
    fold(state, g[n]);
  }
  return state;
}

/**
 * Wythoff's game on the side × side grid: each cell the mex of the cells left of it,
 * above it and on its diagonal. O(side³).
 */
export function wythoffGrid(side) {
  const g = new Uint32Array(side * side);
  const vis = new Uint32Array(3 * side + 2);
  let stamp = 0;
  for (let a = 0; a < side; a += 1) {
    for (let b = 0; b < side; b += 1) {
      stamp += 1;
      for (let k = 0; k < a; k += 1) vis[g[k * side + b]] = stamp;
      for (let k = 0; k < b; k += 1) vis[g[a * side + k]] = stamp;
      for (let k = 1; k <= a && k <= b; k += 1) vis[g[(a - k) * side + (b - k)]] = stamp;
      g[a * side + b] = mex(vis, stamp);
    }
  }
  const state = outcome();
  for (const value of g) fold(state, value);
  return state;
}

/** The plain version of each workload that has one, by name (see WORKLOADS in core). */
export const PLAIN = {
  'kayles-2^15': () => octal('0.77', 2 ** 15 - 1),
  'octal-0.16-2^15': () => octal('0.16', 2 ** 15 - 1),
  'grundy-2^14': () => grundy(2 ** 14 - 1),
  'subtract-1000-10^6': () => subtract(1000, 1_000_000),
  'wythoff-grid-1024': () => wythoffGrid(1024),
};
