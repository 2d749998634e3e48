import { expect, it } from 'vitest';
import { bearerToken } from './bearer-token.ts';

it.each([
  ['Bearer abc.def.ghi', 'abc.def.ghi'],
  ['Baerer abc.def.ghi', 'abc.def.ghi'],
  ['bearer abc', 'abc'],
  ['Basic abc', null],
  ['abc', null],
  [undefined, null],
])('reads %s', (header, token) => {
  expect(bearerToken(header)).toBe(token);
});
