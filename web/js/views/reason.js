// Why a position is P or N, or why its SG value is what it is, in a sentence in the
// lesson's own terms, from core's derivations: under normal play the xor of the
// components' SG values (a sum) or the mex of the options' values (one game), from the
// wasm `why`; under misère and every: the deciding steps of the wasm `explain` proof (the
// SJ theorem's case, the step numbers). The quiz says it after an answer.

/** The mex of a `mex` step's data as `mex{0, 1, 3} = 2`, or null when options are cut. */
export function mexText(data) {
  const options = Array.isArray(data?.options) ? data.options : [];
  if (Number(data?.more ?? 0) > 0) return null;
  const values = [...new Set(options.map((option) => String(option.sg)))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  return `mex{${values.join(', ')}} = ${data.value}`;
}

/** The xor of a `xor` step's data as `1 ⊕ 3 = 2`, each value named by its component. */
export function xorText(data) {
  const rows = Array.isArray(data?.rows) ? data.rows : [];
  return `${rows.map((row) => `${row.value}`).join(' ⊕ ')} = ${data.total}`;
}

/** The first step of `steps` (depth first) of kind `kind`. */
function findStep(steps, kind) {
  for (const step of steps ?? []) {
    if (step.kind === kind) return step;
    const inner = findStep(step.children, kind);
    if (inner) return inner;
  }
  return null;
}

/** The normal-play derivation of `game` (`why`): `{kind: 'xor'|'mex', text, value}`. */
async function derivation(call, game, lang) {
  const proof = await call('why', game, lang);
  const steps = Array.isArray(proof?.steps) ? proof.steps : [];
  // A sum: its top step is the Sprague–Grundy theorem, the xor comes after.
  const xor = steps.find((step) => step.kind === 'xor') ?? null;
  if (xor?.data) {
    const rows = Array.isArray(xor.data.rows) ? xor.data.rows : [];
    return { kind: 'xor', text: xorText(xor.data), names: rows.map((row) => `${row.label} = ${row.value}`).join(', '), value: String(xor.data.total) };
  }
  const mex = findStep(steps, 'mex');
  const text = mex?.data ? mexText(mex.data) : null;
  if (text) return { kind: 'mex', text, value: String(mex.data.value) };
  return { kind: 'value', text: String(proof?.sg ?? ''), value: String(proof?.sg ?? '') };
}

/** The steps of a misère or every: proof that decide it (no theorem statement, no moves). */
function decidingSteps(proof) {
  const keep = (step) => /^proof\.(misere\.case_|misere\.search|every\.(odd|even))/.test(step.key ?? '');
  const texts = (proof?.steps ?? []).filter(keep).map((step) => step.text);
  const steps = findStep(proof?.steps, 'step_numbers');
  const rows = Array.isArray(steps?.data?.rows) ? steps.data.rows : [];
  return { texts, rows: rows.map((row) => `${row.label}: ${row.value}`) };
}

/**
 * Why `analysis` (the wasm `analyze` of a position) is P or N, as one sentence in the
 * language of `t`: the xor or the mex under normal play, the deciding steps otherwise.
 */
export async function outcomeReason({ call, t, lang }, analysis) {
  const game = analysis.game;
  const letter = analysis.outcome === 'P' ? 'p' : 'n';
  if (analysis.rule === 'normal') {
    const found = await derivation(call, game, lang);
    if (found.kind === 'xor') return t(`quiz.why.xor_${letter}`, { game, names: found.names, xor: found.text });
    if (found.kind === 'mex') return t(`quiz.why.mex_${letter}`, { game, mex: found.text });
    return t(`quiz.why.value_${letter}`, { game, sg: found.value });
  }
  const proof = await call('explain', game, lang);
  const { texts, rows } = decidingSteps(proof);
  const parts = [];
  if (rows.length) parts.push(t('quiz.why.steps', { game, steps: rows.join(', ') }));
  parts.push(...texts);
  return parts.join(' ');
}

/** Why the SG value of `game` is what it is: the mex of its options, or a sum's xor. */
export async function sgReason({ call, t, lang }, game) {
  const found = await derivation(call, game, lang);
  if (found.kind === 'xor') return t('quiz.why.sg_xor', { game, names: found.names, xor: found.text });
  if (found.kind === 'mex') return t('quiz.why.sg_mex', { game, mex: found.text });
  return '';
}
