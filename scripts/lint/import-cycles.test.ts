import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script run by node; typed by use below
import * as untyped from './import-cycles.mjs';

const { importsOf, circlesOf, pathAround, importGraph } = untyped as {
  importsOf: (file: string, source: string) => string[];
  circlesOf: (graph: Map<string, string[]>) => string[][];
  pathAround: (graph: Map<string, string[]>, circle: string[]) => string[];
  importGraph: () => Map<string, string[]>;
};

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('import circles', () => {
  it('reads static, type-only, re-exported and dynamic imports', () => {
    const source = `import { a } from './a';
import type { B } from './b';
export { c } from './c';
export * from './d';
const E = lazy(() => import('./e'));
import('./f').then(() => {});
import React from 'react';`;
    expect(importsOf('x.tsx', source)).toEqual(['./a', './b', './c', './d', './e', './f', 'react']);
  });

  it('finds a circle however it closes, and one path around it', () => {
    const graph = graphOf({
      'card.tsx': ['launch.ts'],
      'launch.ts': ['layer.tsx'],
      'layer.tsx': ['card.tsx', 'modal.tsx'],
      'modal.tsx': [],
      'a.ts': ['b.ts'],
      'b.ts': ['a.ts'],
    });
    const circles = circlesOf(graph);
    expect(circles).toEqual([
      ['a.ts', 'b.ts'],
      ['card.tsx', 'launch.ts', 'layer.tsx'],
    ]);
    expect(pathAround(graph, circles[1]!)).toEqual(['card.tsx', 'launch.ts', 'layer.tsx', 'card.tsx']);
  });

  it('finds none in a tree', () => {
    expect(circlesOf(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reads the whole project: the app, the machines, the mock world and the scenarios', () => {
    const files = [...importGraph().keys()];
    expect(files).toEqual(expect.arrayContaining(['src/main.tsx', 'mocks/browser.ts', 'scenarios/types.ts']));
    expect(files.some((file) => file.startsWith('machines/'))).toBe(true);
    expect(files.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });
});
