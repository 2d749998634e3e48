import { expect, it } from 'vitest';
import { isSupportedNode, MINIMUM_NODE_MAJOR } from './supported-node.ts';

it('accepts Node 24 and newer, refuses older', () => {
  expect(isSupportedNode('24.0.0')).toBe(true);
  expect(isSupportedNode('26.10.0')).toBe(true);
  expect(isSupportedNode('22.12.0')).toBe(false);
  expect(isSupportedNode('20.20.2')).toBe(false);
});

it('runs the tests themselves on the Node that npm installed into the project', () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
});
