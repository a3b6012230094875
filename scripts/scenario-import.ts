/**
 * Turns a world file saved in the Scenarios panel into a scenario of the registry, so the
 * world runs in every tab, in the tests and in the HTTP mock server like the built-in ones.
 *
 *   npm run scenario:import -- world.json [id] [--en "English description"] [--bn "বাংলা বিবরণ"]
 *
 * Writes scenarios/<id>.ts (the scenario the world started from, with the saved world over it) and
 * registers it at the end of scenarios/index.ts. The id defaults to the description's first words.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { IMPORTED_SCENARIO_ID } from '../src/api/contracts/qa-world-file';
import { findScenario } from '../scenarios';
import { checkWorldFits, readWorldFile, WorldFileError, type WorldFile } from '../mocks/world-file';

const SCENARIO_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The description's first few words as a scenario id (`Deposit in review!` → `deposit-in-review`). */
export const idFromDescription = (description: string): string =>
  description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 5)
    .join('-');

/** `deposit-in-review` → `depositInReview`: the name the registry imports it under. */
export const importNameOf = (id: string): string => {
  const name = id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return /^[0-9]/.test(name) ? `saved${name}` : name;
};

export interface ScenarioTexts {
  en: string;
  bn: string;
}

/** The scenario file's source (before formatting). */
export function scenarioSource(file: WorldFile, id: string, texts: ScenarioTexts): string {
  const { scenario, seed, latency, faults } = file.settings;
  const suffix = {
    en: ` (a saved world: ${scenario}, seed ${seed})`,
    bn: ` (সংরক্ষিত জগৎ: ${scenario}, সিড ${seed})`,
  };
  const description = { en: `${texts.en}${suffix.en}`, bn: `${texts.bn}${suffix.bn}` };
  const lines = [
    `import origin from './${scenario}';`,
    `import { defineScenario } from './types';`,
    '',
    `// Made by \`npm run scenario:import\` from a world saved in the Scenarios panel${file.exportedAt ? ` at ${file.exportedAt}` : ''}:`,
    `// the \`${scenario}\` scenario with seed ${seed}, and what had changed in its world (mocks/world/snapshot.ts).`,
    `// A change to how the world is seeded makes it refuse to load: save the world again then.`,
    'export default defineScenario({',
    '  ...origin,',
    `  id: ${JSON.stringify(id)},`,
    `  description: ${JSON.stringify(description)},`,
    ...(faults.length ? [`  faults: [...(origin.faults ?? []), ...${JSON.stringify(faults)}],`] : []),
    ...(latency > 0 ? [`  latency: ${latency},`] : []),
    `  saved: ${JSON.stringify({ seed, ...file.world })},`,
    '});',
    '',
  ];
  return lines.join('\n');
}

/** scenarios/index.ts with the scenario imported and listed last. Throws when it is there already. */
export function registeredIndex(source: string, id: string): string {
  const name = importNameOf(id);
  if (source.includes(`from './${id}';`)) throw new Error(`scenarios/index.ts already imports ./${id}`);
  if (new RegExp(`^import ${name} from`, 'm').test(source))
    throw new Error(`scenarios/index.ts already has a scenario named ${name}`);
  const typesImport = "import type { Scenario } from './types';";
  const listEnd = /(export const scenarios: readonly Scenario\[\] = \[\n(?:.*\n)*?)(\];)/;
  if (!source.includes(typesImport) || !listEnd.test(source))
    throw new Error('scenarios/index.ts is not laid out as expected: register the scenario by hand');
  return source
    .replace(typesImport, `import ${name} from './${id}';\n${typesImport}`)
    .replace(listEnd, `$1  ${name},\n$2`);
}

export interface ImportOptions {
  /** The world file's path. */
  file: string;
  id?: string | undefined;
  en?: string | undefined;
  bn?: string | undefined;
  /** Where the scenarios are (tests write elsewhere). */
  dir?: string;
}

/** Checks the file and the id, writes the scenario and registers it; answers the files written. */
export async function importScenario({
  file,
  id,
  en,
  bn,
  dir = 'scenarios',
}: ImportOptions): Promise<string[]> {
  const world = readWorldFile(readFileSync(file, 'utf8'));
  checkWorldFits(world);
  const scenarioId = id ?? idFromDescription(world.description);
  if (!SCENARIO_ID.test(scenarioId))
    throw new Error(
      `"${scenarioId}" is not a scenario id (kebab-case: lower-case letters, digits, hyphens); give one`,
    );
  const target = join(dir, `${scenarioId}.ts`);
  if (scenarioId === IMPORTED_SCENARIO_ID || findScenario(scenarioId) || existsSync(target))
    throw new Error(`scenario "${scenarioId}" exists already: give another id`);
  const index = join(dir, 'index.ts');
  const registered = registeredIndex(readFileSync(index, 'utf8'), scenarioId);
  const texts = { en: en ?? world.description, bn: bn ?? world.description };
  writeFileSync(target, await formatted(target, scenarioSource(world, scenarioId, texts)));
  writeFileSync(index, await formatted(index, registered));
  return [target, index];
}

/** Formatted as the repository formats its scenarios, so `npm run lint` passes. */
async function formatted(path: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(resolve(import.meta.dirname, '..', 'scenarios', 'index.ts'));
  return prettier.format(source, { ...options, filepath: path });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { en: { type: 'string' }, bn: { type: 'string' } },
  });
  const [file, id] = positionals;
  if (!file) {
    console.error('usage: npm run scenario:import -- <world file.json> [id] [--en "…"] [--bn "…"]');
    process.exit(2);
  }
  try {
    const written = await importScenario({ file, id, en: values.en, bn: values.bn });
    console.log(`wrote ${written.join(' and ')}; open /?scenario=${written[0]!.replace(/^.*\/|\.ts$/g, '')}`);
  } catch (error) {
    console.error(error instanceof WorldFileError || error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
