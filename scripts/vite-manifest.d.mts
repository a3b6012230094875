/** Types of scripts/vite-manifest.mjs (plain Node ESM, imported by the scripts and the journeys). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
export declare function readViteManifest(outDir: string): ViteManifest;
export declare function filesNeeded(manifest: ViteManifest, keys: string[]): string[];
