// The gallery: one preset for every game of NOTATION.md, with a sensible starting
// position and the i18n keys of its name and two-line introduction
// (`preset.<id>.name`, `preset.<id>.line1`: the move, `preset.<id>.line2`: the idea).

/**
 * Contest problems that restate a game of the notation: each with the problem's words
 * and its reduction (`contest.<id>.name`, `.line1`, `.line2`), a position from the
 * problem's samples where it gives one.
 */
export const CONTESTS = [
  { id: 'lc292', game: 'bash m=3 4' },
  { id: 'hdu1846', game: 'bash m=2 23' },
  { id: 'hdu4764', game: 'bash m=3 9' },
  { id: 'hdu1847', game: 'powers b=2 3' },
  { id: 'nc15826', game: 'wythoff 3 5' },
  { id: 'p2252', game: 'wythoff 8 4' },
  { id: 'poj1067', game: 'wythoff 2 1' },
  { id: 'poj2348', game: 'euclid 34 12' },
  { id: 'poj2311', game: 'cut 4x2' },
  { id: 'cf305e', game: 'palindrome abacaba' },
  { id: 'hnoi2014', game: 'split f=2 5 6' },
  { id: 'ceoi2008', game: 'every: knight n=8 5 6 + knight n=8 3 3' },
  { id: 'acwing891', game: 'subtract {2,5} 2 4 7' },
  { id: 'p2197', game: 'nim 1 2 3' },
  { id: 'agc017d', game: 'tree 1-2 2-3 2-4 4-5' },
  { id: 'p6665', game: 'tree 1-2 1-3 3-4 + tree 1-2 2-3' },
  // Codeforces 786A Berzerk, sample 1 (n = 5, Rick's steps 3 2, Morty's 1 2 3): node rK is
  // the monster at object K with Rick to move, mK with Morty; r1 and m1 (the black hole)
  // have no move. Rick first from 5 is Loop, a draw.
  { id: 'cf786a', game: 'loopy m2>r3 m2>r4 m2>r5 m3>r1 m3>r4 m3>r5 m4>r1 m4>r2 m4>r5 m5>r1 m5>r2 m5>r3 r2>m4 r2>m5 r3>m1 r3>m5 r4>m1 r4>m2 r5>m2 r5>m3 @ r5' },
];

/** Every preset, in the order the gallery shows them (the first three are the tutorial's). */
export const PRESETS = [
  { id: 'nim', game: 'nim 3 4 5' },
  { id: 'wythoff', game: 'wythoff 3 7' },
  { id: 'tree', game: 'tree 1-2 2-3 2-4 1-5 5-6' },
  { id: 'bash', game: 'bash m=3 10' },
  { id: 'subtract', game: 'subtract {1,3,4} 10' },
  { id: 'powers', game: 'powers b=2 10' },
  { id: 'staircase', game: 'staircase 1 2 3' },
  { id: 'georgia', game: 'georgia 1 5 6 7 9 12 14 17' },
  { id: 'beans', game: 'beans 0 0 3 1 2' },
  { id: 'coins', game: 'coins mock THHTHTTH' },
  { id: 'corners', game: 'coins twins*twins THTT/TTHT/HTTH' },
  { id: 'moore', game: 'moore k=2 1 2 3' },
  { id: 'kayles', game: 'kayles 7' },
  { id: 'dawson', game: 'dawson 8' },
  { id: 'octal', game: 'octal 0.137 9' },
  { id: 'lasker', game: 'lasker 5' },
  { id: 'grundy', game: 'grundy 9' },
  { id: 'split', game: 'split f=2 9' },
  { id: 'circle', game: 'circle 7' },
  { id: 'euclid', game: 'euclid 25 7' },
  { id: 'divide', game: 'divide 6 9' },
  { id: 'cut', game: 'cut 4x5' },
  { id: 'graph', game: 'graph 1-2 2-3 3-1 1-4 4-5' },
  { id: 'dag', game: 'dag a>b b>c a>c c>d @ a b' },
  { id: 'loopy_cycle', game: 'loopy 1>2 2>1 @ 1' },
  { id: 'loopy_exit', game: 'loopy a>b b>a b>c c>d d>c a>e @ a' },
  { id: 'loopy_sum', game: 'loopy a>a a>b @ a a' },
  { id: 'knight', game: 'knight n=8 4 6' },
  { id: 'palindrome', game: 'palindrome abacaba' },
  { id: 'custom', game: 'moves "n -> n - k for k in 1..n; n -> (i, n - i) for i in 1..n-1" 3 5' },
  { id: 'misere', game: 'misere: nim 1 2 3' },
  { id: 'every', game: 'every: nim 1 2 + bash m=2 3' },
  { id: 'sum', game: 'kayles 4 + wythoff 1 2 + nim 3' },
];
