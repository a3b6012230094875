import defaultScenario from './default';
import maintenance from './maintenance';
import maintenanceRegionBlocked from './maintenance-region-blocked';
import maintenanceWithEnd from './maintenance-with-end';
import networkDown from './network-down';
import regionBlocked from './region-blocked';
import slowNetwork from './slow-network';
import type { Scenario } from './types';

/** The registry: every scenario the QA interface offers, in the panel's order. */
export const scenarios: readonly Scenario[] = [
  defaultScenario,
  maintenance,
  maintenanceWithEnd,
  regionBlocked,
  maintenanceRegionBlocked,
  networkDown,
  slowNetwork,
];

export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id);
}

export type { Scenario };
