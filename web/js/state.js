// The page's state lives in the address: the game (position), the view, the language
// and the few view options, so any view can be shared as a link and back/forward work.
// In play, `game` is the starting position and each `move` parameter one position
// reached since (in order, your moves and the computer's), so a reload, a language switch
// or a shared link replays the same game, and a finished game's link still shows it.

export const VIEWS = ['graph', 'table', 'proof', 'play'];
export const DEFAULT_GAME = 'nim 3 4 5';
export const DEFAULT_VIEW = 'graph';
export const GRAPH_CAPS = [50, 150, 400];
export const DEFAULT_CAP = 150;
/** The most moves an address replays (a longer record is cut there). */
export const MAX_MOVES = 500;

/** The state named by a query string (`location.search`); missing parts take defaults. */
export function readState(search) {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const lang = params.get('lang');
  const cap = Number(params.get('cap'));
  const first = params.get('first');
  return {
    game: params.get('game') ?? DEFAULT_GAME,
    view: VIEWS.includes(view) ? view : DEFAULT_VIEW,
    lang: lang === 'en' || lang === 'zh' ? lang : null,
    cap: GRAPH_CAPS.includes(cap) ? cap : DEFAULT_CAP,
    first: first === 'computer' ? 'computer' : 'you',
    moves: view === 'play' ? params.getAll('move').slice(0, MAX_MOVES) : [],
  };
}

/** The query string of a state (defaults of the view options left out, to keep links short). */
export function writeState(state) {
  const params = new URLSearchParams();
  params.set('game', state.game);
  params.set('view', state.view);
  if (state.lang) params.set('lang', state.lang);
  if (state.cap !== DEFAULT_CAP) params.set('cap', String(state.cap));
  if (state.view === 'play' && state.first === 'computer') params.set('first', 'computer');
  if (state.view === 'play') for (const move of state.moves ?? []) params.append('move', move);
  return `?${params}`;
}

/** Whether two states name the same page. */
export function sameState(a, b) {
  return writeState(a) === writeState(b);
}
