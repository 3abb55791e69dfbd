/** The data-interface call log (spec 03 §7 "Data interfaces": `GET /api/system/DataInterfaceLog/{id}`). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One call of a data interface: which, by whom and from where, how long, how many rows, and how it ended. */
export const dataInterfaceLogs = pgTable(
  'base_data_interface_log',
  {
    id: text('id').primaryKey(),
    interfaceId: text('interface_id').notNull(),
    interfaceName: text('interface_name').notNull().default(''),
    /** 1 SQL, 2 static data, 3 HTTP. */
    dataType: integer('data_type').notNull(),
    /** Which call ran it: preview, fields, list, infoByIds. */
    caller: text('caller').notNull().default(''),
    userId: text('user_id').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    /** 1 succeeded, 0 refused or failed. */
    success: integer('success').notNull(),
    /** Why it failed ('' when it succeeded). */
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('base_data_interface_log_interface').on(table.interfaceId, table.createdAt)],
);
