// The sizes below which a drawing on screen stops being readable (graph.js lays a graph
// out with them; zoom.js never zooms out past them).

/** The smallest a graph's node box is shown (CSS px tall): its label stays readable
 *  (11 px text or more) and the box is well above the 24 px tap target. */
export const MIN_NODE_PX = 36;
