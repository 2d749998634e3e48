import { expect, it } from 'vitest';
import { ForeignKeyCycleError, orderTablesForLoad } from './table-order.ts';

it('puts every table after the tables it points at', () => {
  expect(
    orderTablesForLoad(
      ['order_items', 'orders', 'products', 'sellers', 'users'],
      [
        { table: 'order_items', references: 'orders' },
        { table: 'order_items', references: 'products' },
        { table: 'products', references: 'sellers' },
      ],
    ),
  ).toEqual(['orders', 'sellers', 'users', 'products', 'order_items']);
});

it('loads a table that points at itself like any other', () => {
  expect(orderTablesForLoad(['tree'], [{ table: 'tree', references: 'tree' }])).toEqual(['tree']);
});

it('names the tables of a cycle', () => {
  expect(() =>
    orderTablesForLoad(
      ['a', 'b', 'c'],
      [
        { table: 'a', references: 'b' },
        { table: 'b', references: 'a' },
      ],
    ),
  ).toThrow(
    new ForeignKeyCycleError('Foreign keys form a cycle among a, b; a backup cannot order them'),
  );
});
