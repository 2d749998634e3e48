import os from 'node:os';

// The embedded PostgreSQL's own page cache (decision 071). PostgreSQL's default of 128 MB held
// less than the search reads at 200,000 items (a 343 MB database: the items for sale lie scattered
// over all 101 MB of the products table), so a cold search copied table pages in from the
// operating system's cache on every request. A quarter of the machine's memory is PostgreSQL's
// own advice for a dedicated server; the shop shares its machine with itself only, and 1 GB holds
// a shop many times that size.

const MB = 1024 * 1024;
const SMALLEST_MB = 128;
const LARGEST_MB = 1024;

/** shared_buffers in MB for a machine with this much memory: a quarter, 128 MB to 1 GB. */
export function sharedBuffersMb(totalMemoryBytes: number = os.totalmem()): number {
  const quarter = Math.floor(totalMemoryBytes / 4 / MB);
  return Math.min(LARGEST_MB, Math.max(SMALLEST_MB, quarter));
}
