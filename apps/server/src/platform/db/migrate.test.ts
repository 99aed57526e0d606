import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationNames } from './migrate';

// How migration numbers are taken (CONTRIBUTING.md, "Add a migration"): the next free number when the branch
// merges into main, never a landed number reused or reordered. A database records the names it has run and the
// migrator refuses to run one that sorts before them, so a number out of order breaks every existing database.
// 0013 never landed; a number left out stays out (it may be in old branches), so the hole is listed here.
const numbersNeverLanded = [13];

const numberOf = (name: string) => Number(name.slice(0, 4));

describe('the migration index', () => {
  it('names each migration NNNN-what-it-does', () => {
    for (const name of migrationNames) expect(name).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lists every file of the migrations folder, and no other', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...migrationNames].sort()).toEqual(files.sort());
  });

  it('runs them in number order, each number once, with no number skipped', () => {
    const numbers = migrationNames.map(numberOf);
    const last = numbers.at(-1) ?? 0;
    const expected = Array.from({ length: last }, (_, index) => index + 1).filter(
      (number) => !numbersNeverLanded.includes(number),
    );
    expect(numbers).toEqual(expected);
  });

  it('sorts its names as they run (the migrator runs them by name)', () => {
    expect([...migrationNames].sort()).toEqual(migrationNames);
  });
});
