/** Types of deploy/security-headers.mjs (plain Node ESM, imported by vite.config.ts and the tests). */
export declare const apiPrefixes: string[];
export declare const trustedTypesPolicies: string[];
export declare const mockTrustedTypesPolicies: string[];
export declare function inlineScriptHashes(html: string): string[];
export declare function originOf(url: string): string;
export type PolicyOptions = { scriptHashes: string[]; apiOrigin?: string; mockWorker?: boolean };
export declare function contentSecurityPolicy(options: PolicyOptions): string;
export declare function securityHeaders(options: PolicyOptions): Record<string, string>;
