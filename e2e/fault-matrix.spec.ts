import { mkdirSync, writeFileSync } from 'node:fs';
import { faultKinds, type FaultKind } from '../src/api/contracts/qa';
import { expect, test } from './announcements-support';
import { visitCode } from './fault-matrix/codes';
import { fastSubset, matrixEntries } from './fault-matrix/table';
import type { Lang } from './fault-matrix/texts';
import type { CellResult } from './fault-matrix/types';
import { visitUnderFaults } from './fault-matrix/visit';

/**
 * The fault matrix (docs/testing.md, "The fault matrix"). Each call of the table is visited on the
 * screen that makes it, under each fault kind, and under each refusal code the spec lists for it.
 * In `npm test` a fast subset runs (`fastSubset`): kinds 500 and network, one language a call
 * (`fastSubset` names it).
 * `npm run fault-matrix` sets FAULT_MATRIX=full: every kind, both languages, the refusal codes,
 * and FAULT_MATRIX_OUT, where each visit leaves its cells for docs/fault-matrix.md.
 */
const full = process.env.FAULT_MATRIX === 'full';
const out = process.env.FAULT_MATRIX_OUT;
const kinds: readonly FaultKind[] = full ? faultKinds : ['500', 'network'];
// FAULT_MATRIX_ONLY=deposit,login: those calls only (docs/testing.md, "The fault matrix").
const only = process.env.FAULT_MATRIX_ONLY?.split(',') ?? (full ? undefined : Object.keys(fastSubset));

function record(name: string, results: CellResult[]) {
  if (!out) return;
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}/${name.replace(/[^\w.-]+/g, '_')}.json`, JSON.stringify(results));
}

for (const [index, entry] of matrixEntries.entries()) {
  if (only && !only.includes(entry.call)) continue;
  const langs: Lang[] = full ? ['EN', 'BN'] : [fastSubset[entry.call] ?? (index % 2 === 0 ? 'EN' : 'BN')];
  for (const lang of langs) {
    const name = `${entry.call} in ${lang}`;
    test(`fault matrix: ${name} (${entry.screen.path})`, async ({ page }) => {
      const results = await visitUnderFaults(page, entry, kinds, lang);
      record(name, results);
      expect(results.filter((cell) => !cell.passed)).toEqual([]);
    });
  }
  if (!full) continue;
  for (const cell of entry.codes ?? []) {
    const name = `${entry.call} ${cell.code}`;
    test(`fault matrix: ${name}`, async ({ page }) => {
      const results = await visitCode(page, entry, cell);
      record(name, results);
      expect(results.filter((result) => !result.passed)).toEqual([]);
    });
  }
}
