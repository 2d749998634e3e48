import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../domain/calendar.ts';

/** The shop's time zone as an SQL literal, for `at time zone` (the same text as a written one). */
export const SHOP_TIME_ZONE_SQL = sql.raw(`'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`);
