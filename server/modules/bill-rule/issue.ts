/**
 * Issuing bill numbers. The counter moves in one atomic statement (insert … on conflict do update … returning):
 * the first number is the start number, each next one adds 1, and the count restarts from the start number when
 * the date part changes — so concurrent callers on any number of server instances never share a number.
 *
 * A form that shows its number before saving reserves one (`reserveBillNumber`): the same user opening the form
 * again sees the same number, and saving the record uses it up (`takeBillNumber`), so opening forms burns no
 * numbers. A reservation lives as long as its date part; the first form opened on a new day draws a new one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { billDatePart, formatBillNumber, isBillDateFormat, parseStartNumber, type BillDateFormat } from '../../../runtime/core/billing/bill-number';
import type { Db } from '../../db/client';
import { billCounters, billReservations, records } from '../../db/schema';
import { fail } from '../../errors';

/** The screen id bill rules are stored under. */
export const BILL_RULE_SCREEN = 'billRule';

/** An enabled rule, ready to number with. */
interface NumberingRule {
  id: string;
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number;
  start: number;
}

/** The enabled rule with the code, or a catalogued refusal. */
async function findRule(db: Db, enCode: string): Promise<NumberingRule> {
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
  return { id: rule.id, prefix: typeof prefix === 'string' ? prefix : '', dateFormat, digit, start };
}

/** Moves the rule's counter and formats the number it lands on. */
async function drawNumber(db: Db, rule: NumberingRule, datePart: string, now: Date): Promise<string> {
  const [counter] = await db
    .insert(billCounters)
    .values({ ruleId: rule.id, lastNumber: rule.start, datePart, issuedAt: now })
    .onConflictDoUpdate({
      target: billCounters.ruleId,
      set: {
        lastNumber: sql`case when ${billCounters.datePart} = excluded.date_part then ${billCounters.lastNumber} + 1 else excluded.last_number end`,
        datePart: sql`excluded.date_part`,
        issuedAt: sql`excluded.issued_at`,
      },
    })
    .returning({ lastNumber: billCounters.lastNumber });
  return formatBillNumber(rule, counter!.lastNumber, datePart);
}

/** Issues the next number of the enabled rule with the code. */
export async function issueBillNumber(db: Db, enCode: string, now: Date): Promise<string> {
  const rule = await findRule(db, enCode);
  return drawNumber(db, rule, billDatePart(rule.dateFormat, now), now);
}

/**
 * The number a user's form shows for the rule: the one reserved earlier today (same date part), else a new one,
 * reserved for them. Two parallel calls of one user may each draw a number; one reservation wins and both answer it.
 */
export async function reserveBillNumber(db: Db, enCode: string, userId: string, now: Date): Promise<string> {
  const rule = await findRule(db, enCode);
  const datePart = billDatePart(rule.dateFormat, now);
  const mine = and(eq(billReservations.userId, userId), eq(billReservations.ruleId, rule.id));
  const [held] = await db.select({ number: billReservations.number, datePart: billReservations.datePart }).from(billReservations).where(mine);
  if (held && held.datePart === datePart) return held.number;
  const number = await drawNumber(db, rule, datePart, now);
  const [stored] = await db
    .insert(billReservations)
    .values({ userId, ruleId: rule.id, number, datePart, reservedAt: now })
    .onConflictDoUpdate({
      target: [billReservations.userId, billReservations.ruleId],
      set: { number: sql`excluded.number`, datePart: sql`excluded.date_part`, reservedAt: sql`excluded.reserved_at` },
      setWhere: sql`${billReservations.datePart} <> excluded.date_part`,
    })
    .returning({ number: billReservations.number });
  if (stored) return stored.number;
  const [winner] = await db.select({ number: billReservations.number }).from(billReservations).where(mine);
  return winner?.number ?? number;
}

/**
 * The number a record being saved by the user gets: their reservation for the rule when it is still of today's date
 * part (used up, atomically, so two saves never share it), else a newly issued one.
 */
export async function takeBillNumber(db: Db, enCode: string, userId: string, now: Date): Promise<string> {
  const rule = await findRule(db, enCode);
  const datePart = billDatePart(rule.dateFormat, now);
  const [held] = await db
    .delete(billReservations)
    .where(and(eq(billReservations.userId, userId), eq(billReservations.ruleId, rule.id)))
    .returning({ number: billReservations.number, datePart: billReservations.datePart });
  if (held && held.datePart === datePart) return held.number;
  return drawNumber(db, rule, datePart, now);
}
