/** The print log (spec 03 §7 "Print templates": `POST /api/system/printLog/save` after printing). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One printing: which template, what was printed, how many pages or copies, by whom and when. */
export const printLogs = pgTable(
  'base_print_log',
  {
    id: text('id').primaryKey(),
    printId: text('print_id').notNull(),
    printTitle: text('print_title').notNull(),
    printNum: integer('print_num').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('base_print_log_template').on(table.printId, table.createdAt)],
);
