import type { QaParams } from '../src/api/contracts/qa';
import { IMPORTED_SCENARIO_ID, type WorldFileBridge } from '../src/api/contracts/qa-world-file';
import type { Scenario } from '../scenarios';
import type { MockWorld } from './compose';
import {
  checkWorldFits,
  exportWorldFile,
  paramsOf,
  readWorldFile,
  scenarioOf,
  WorldFileError,
  type WorldFile,
} from './world-file';
import { WORLD_KEY_PREFIX, type KeyValueStorage } from './world/store';

/** Where a tab keeps the world file it imported (compact JSON: the file's changes are small). */
export const IMPORTED_WORLD_KEY = 'qaImportedWorld';
/** A text longer than this is not a world this tab could keep (sessionStorage holds about 5 M characters). */
const MAX_FILE_CHARS = 2_000_000;

/**
 * World files, the browser's side: the world file this tab imported runs as scenario `imported`
 * (listed in the panel whenever the tab holds one), and the panel's export and import.
 */
export function tabWorldFile(storage: KeyValueStorage, params: QaParams) {
  const file = storedFile(storage);
  const scenario = file ? scenarioOf(file, IMPORTED_SCENARIO_ID, describe(file)) : undefined;
  const running = scenario && params.scenario === IMPORTED_SCENARIO_ID ? scenario : undefined;
  return {
    /** The scenario to run in place of the registry's, when the URL asks for the imported one. */
    scenario: running,
    /** The imported scenario, for the panel's list. */
    listed: scenario ? [scenario] : [],
    bridge: (mock: MockWorld): WorldFileBridge => ({
      export(description) {
        const origin = running && file ? file.settings.scenario : mock.scenario.id;
        const saved = exportWorldFile(mock, params, origin, description);
        return { text: JSON.stringify(saved, null, 2), fileName: fileNameOf(saved) };
      },
      import(text) {
        if (text.length > MAX_FILE_CHARS) return { refusal: 'tooLarge' };
        let imported: WorldFile;
        try {
          imported = readWorldFile(text);
          checkWorldFits(imported);
        } catch (error) {
          if (error instanceof WorldFileError) {
            console.warn(error.message);
            return { refusal: error.refusal };
          }
          throw error;
        }
        try {
          storage.setItem(IMPORTED_WORLD_KEY, JSON.stringify(imported));
        } catch {
          return { refusal: 'tooLarge' };
        }
        // The world being left is saved no more (a save on the way out would outlive the new start).
        mock.store.forget();
        forgetImportedRuns(storage);
        return { params: paramsOf(imported, IMPORTED_SCENARIO_ID) };
      },
      imported: file && {
        description: file.description,
        scenario: file.settings.scenario,
        seed: file.settings.seed,
      },
    }),
  };
}

function storedFile(storage: KeyValueStorage): WorldFile | null {
  const text = storage.getItem(IMPORTED_WORLD_KEY);
  if (!text) return null;
  try {
    // Checked whole when it was imported; a start reads it only.
    return readWorldFile(text);
  } catch {
    return null;
  }
}

/**
 * A new file starts as it was saved: what the tab changed in the imported world before, and the
 * once-a-tab login of its scenario's `loginAs` (mocks/browser.ts), are forgotten.
 */
function forgetImportedRuns(storage: KeyValueStorage) {
  const prefixes = [`${WORLD_KEY_PREFIX}${IMPORTED_SCENARIO_ID}:`, `qa-login-as:${IMPORTED_SCENARIO_ID}:`];
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys)
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
}

/** The panel's description of the imported world, in both languages. */
const describe = (file: WorldFile): Scenario['description'] => ({
  en: `Imported world: ${file.description} (saved from ${file.settings.scenario}, seed ${file.settings.seed})`,
  bn: `আমদানি করা জগৎ: ${file.description} (${file.settings.scenario} থেকে সংরক্ষিত, সিড ${file.settings.seed})`,
});

/** `mock-world-default-seed1-20261126-1004.json`: the scenario, seed and time it was saved. */
const fileNameOf = (file: WorldFile) =>
  `mock-world-${file.settings.scenario}-seed${file.settings.seed}-${file.exportedAt.slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.json`;
