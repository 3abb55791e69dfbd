/**
 * Issuing bill numbers. The counter moves in one atomic statement (insert … on conflict do update … returning):
 * the first number is the start number, each next one adds 1, and the count restarts from the start number when
 * the date part changes — so concurrent callers on any number of server instances never share a number.
 */
import { and, eq, sql } from 'drizzle-orm';
import { billDatePart, formatBillNumber, isBillDateFormat, parseStartNumber } from '../../../runtime/core/billing/bill-number';
import type { Db } from '../../db/client';
import { billCounters, records } from '../../db/schema';
import { fail } from '../../errors';

/** The screen id bill rules are stored under. */
export const BILL_RULE_SCREEN = 'billRule';

/** Issues the next number of the enabled rule with the code. */
export async function issueBillNumber(db: Db, enCode: string, now: Date): Promise<string> {
  const [rule] = await db
    .select({ id: records.id, data: records.data })
    .from(records)
    .where(and(eq(records.screen, BILL_RULE_SCREEN), sql`(${records.data} ->> 'enCode') = ${enCode}`))
    .limit(1);
  if (!rule) throw fail('billRuleNotFound', { code: enCode });
  const { prefix, dateFormat, digit, startNumber, enabledMark } = rule.data as Record<string, unknown>;
  if (enabledMark === 0) throw fail('billRuleDisabled', { code: enCode });
  const start = parseStartNumber(startNumber);
  if (!isBillDateFormat(dateFormat) || start === undefined || typeof digit !== 'number') throw fail('billRuleNotFound', { code: enCode });
  const datePart = billDatePart(dateFormat, now);
  const [counter] = await db
    .insert(billCounters)
    .values({ ruleId: rule.id, lastNumber: start, datePart, issuedAt: now })
    .onConflictDoUpdate({
      target: billCounters.ruleId,
      set: {
        lastNumber: sql`case when ${billCounters.datePart} = excluded.date_part then ${billCounters.lastNumber} + 1 else excluded.last_number end`,
        datePart: sql`excluded.date_part`,
        issuedAt: sql`excluded.issued_at`,
      },
    })
    .returning({ lastNumber: billCounters.lastNumber });
  return formatBillNumber({ prefix: typeof prefix === 'string' ? prefix : '', dateFormat, digit }, counter!.lastNumber, datePart);
}
