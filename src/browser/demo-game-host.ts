import type { ComponentType } from 'react';

/**
 * A game host the app does not ship: mock mode registers its playable demo game here at boot (as
 * src/browser/one-click.ts takes mock mode's provider), so none of it reaches the real build. A
 * module of its own: the boot registers here without pulling the launch rules into the site's
 * first files. With nothing registered, a URL it would recognise is simply invalid.
 */
export interface DemoGameHost {
  recognises(url: string): boolean;
  Component: ComponentType<{ url: string; title: string }>;
}

let demoHost: DemoGameHost | null = null;

export function registerDemoGameHost(host: DemoGameHost | null): void {
  demoHost = host;
}

export const demoGameHost = (): DemoGameHost | null => demoHost;
