import { lazy, Suspense } from 'react';
import type { QaBridge } from '../../api/contracts/qa';

// The inspector's views load when the panel first opens, not with the page.
const MachineInspector = lazy(() => import('./machine-inspector'));

/** The Scenarios panel's machine inspector section. */
export function InspectorMount({ bridge }: { bridge: QaBridge }) {
  return (
    <Suspense fallback={null}>
      <MachineInspector bridge={bridge} />
    </Suspense>
  );
}
