// Seeded pseudo-random numbers for the simulated market. Every stream is reproducible from its seed, so a
// restart with the same global seed rebuilds the same history and the same agent behaviour; Math.random is
// never used. The generator is sfc32 (small, fast, passes PractRand well beyond what we draw) seeded through
// a 32-bit string hash, which gives each instrument an independent stream from (global seed, code).

export type SeedPart = string | number;

/** A stream of pseudo-random numbers. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n); n must be a positive integer. */
  int(n: number): number;
  /** Standard normal (mean 0, standard deviation 1). */
  normal(): number;
}

/**
 * Hashes seed parts into one unsigned 32-bit seed (cyrb-style multiply-xorshift over the parts' text). Parts are
 * separated so ('ab', 'c') and ('a', 'bc') give different seeds.
 */
export function hashSeed(...parts: readonly SeedPart[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const text = parts.map(String).join('\u001f');
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** splitmix32: spreads one 32-bit seed over sfc32's four words so nearby seeds start far apart. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/** Creates a stream from a number (used as is, to 32 bits) or a string (hashed). */
export function createRandom(seed: number | string): Random {
  const mix = splitmix32(typeof seed === 'number' ? seed >>> 0 : hashSeed(seed));
  let a = mix();
  let b = mix();
  let c = mix();
  let counter = mix();
  let spareNormal: number | undefined;

  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs: sfc32's author recommends it to decorrelate the starting state.
  for (let index = 0; index < 12; index += 1) nextUint32();

  const next = (): number => nextUint32() / 4294967296;

  return {
    next,
    int(n: number): number {
      if (!Number.isInteger(n) || n <= 0) throw new Error(`int(n) needs a positive integer, got ${n}`);
      return Math.floor(next() * n);
    },
    normal(): number {
      // Box-Muller gives two independent normals per pair of uniforms; keep the second for the next call.
      if (spareNormal !== undefined) {
        const value = spareNormal;
        spareNormal = undefined;
        return value;
      }
      const u = 1 - next(); // (0, 1], so the logarithm is finite
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spareNormal = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
  };
}
