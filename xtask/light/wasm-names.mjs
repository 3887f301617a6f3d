// A wasm module's function names (its `name` section) and its count of imported
// functions: what the split needs to name functions across wasm-split's passes.

/** An unsigned LEB128 at `at`: `[value, next]`. */
export function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    if (!(byte & 0x80)) return [value, at];
    shift += 7;
  }
}

/** `[id, start, end, name]` for each section (`name` for custom sections). */
export function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    let name = null;
    if (id === 0) {
      const [length, p] = leb(bytes, start);
      name = new TextDecoder().decode(bytes.subarray(p, p + length));
    }
    out.push([id, start, start + size, name]);
    at = start + size;
  }
  return out;
}

/** How many functions the module imports. */
export function importedFunctions(bytes) {
  const section = sections(bytes).find(([id]) => id === 2);
  if (!section) return 0;
  let [count, p] = leb(bytes, section[1]);
  let functions = 0;
  for (; count > 0; count -= 1) {
    for (let i = 0; i < 2; i += 1) {
      const [length, q] = leb(bytes, p);
      p = q + length;
    }
    const kind = bytes[p++];
    const limits = (q) => {
      const flags = bytes[q];
      let [, r] = leb(bytes, q + 1);
      if (flags & 1) r = leb(bytes, r)[1];
      return r;
    };
    if (kind === 0) {
      functions += 1;
      p = leb(bytes, p)[1];
    } else if (kind === 1) p = limits(p + 1);
    else if (kind === 2) p = limits(p);
    else if (kind === 3) p += 2;
    else throw new Error(`import kind ${kind}`);
  }
  return functions;
}

/** The function names of the `name` section: a Map from function index to name. */
export function functionNames(bytes) {
  const names = new Map();
  const section = sections(bytes).find(([id, , , name]) => id === 0 && name === 'name');
  if (!section) return names;
  let [length, p] = leb(bytes, section[1]);
  p += length;
  while (p < section[2]) {
    const kind = bytes[p];
    const [size, start] = leb(bytes, p + 1);
    if (kind === 1) {
      let [count, q] = leb(bytes, start);
      for (; count > 0; count -= 1) {
        const [index, r] = leb(bytes, q);
        const [nameLength, s] = leb(bytes, r);
        names.set(index, new TextDecoder().decode(bytes.subarray(s, s + nameLength)));
        q = s + nameLength;
      }
    }
    p = start + size;
  }
  return names;
}

/** `bytes` without its `name` section. */
export function withoutNames(bytes) {
  const parts = [bytes.subarray(0, 8)];
  let at = 8;
  for (const [id, start, end, name] of sections(bytes)) {
    const header = bytes.subarray(at, start);
    if (!(id === 0 && name === 'name')) parts.push(header, bytes.subarray(start, end));
    at = end;
  }
  return Buffer.concat(parts);
}
