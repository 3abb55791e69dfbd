/**
 * Bill-rule routes beside the engine's CRUD: the number a form shows before saving (reserved for the caller, and
 * only for callers who may create records on a screen the rule numbers), the selector the form designer's rule
 * picker lists (enabled rules, keyword, category, paged; any session, the picker's fields only, the rules page's
 * data-permission schemes applying), and the export of one rule (the page's export button).
 */
import { Hono, type Context } from 'hono';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { ALL_FIELDS } from '../permission/field-access';
import { authorise, authoriseWithRows, pickerRows } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import type { ScreenRegistry } from '../resource/registry';
import { resourceContext } from '../resource/routes';
import type { RecordRules } from '../resource/rules';
import { listRecords } from '../resource/service';
import { exportRecord } from '../resource/transfer';
import { BILL_RULE_SCREEN, reserveBillNumber } from './issue';

/** The fields the rule picker shows (and all it answers): spec 02's business-rule template. */
const SELECTOR_FIELDS = ['id', 'fullName', 'enCode', 'category', 'startNumber'] as const;

function pick(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/** The screens whose records a rule numbers (a caller must be able to create records on one to draw its numbers). */
export type BillRuleUsers = (db: Db, enCode: string) => Promise<Pick<ScreenSchema, 'route' | 'permissions'>[]>;

/** Whether the caller may create records on one of the screens (an administrator always may). */
async function mayCreateOnAny(c: Context<AppEnv>, screens: Pick<ScreenSchema, 'route' | 'permissions'>[]): Promise<boolean> {
  if (c.get('session').isAdministrator) return true;
  for (const schema of screens) {
    try {
      await authorise(c, schema, 'create');
      return true;
    } catch {
      // Not on this screen; maybe on the next.
    }
  }
  return false;
}

/** Routes under the bill rules' API path (mounted before the engine's). */
export function billRuleRoutes(options: { registry: ScreenRegistry; rules: RecordRules; billRuleUsers: BillRuleUsers }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(BILL_RULE_SCREEN);

  // The number a form shows before saving: reserved for the caller until a record uses it (issue 8 §12), and only
  // for callers who may create records on a screen that the rule numbers.
  app.get('/BillNumber/:enCode', async (c) => {
    const services = c.get('services');
    const enCode = c.req.param('enCode');
    if (!(await mayCreateOnAny(c, await options.billRuleUsers(services.db, enCode)))) throw fail('forbidden');
    return ok(c, await reserveBillNumber(services.db, enCode, c.get('session').userId, services.now()));
  });

  if (screen) {
    // Export of one rule (spec 03 §7), as JSON: the schema declares no import, so no transfer of its own.
    app.get('/:id/Action/Export', async (c) => {
      const authorised = await authoriseWithRows(c, screen.schema, 'export');
      const { fileName } = await exportRecord(resourceContext(c, screen, options, authorised), c.req.param('id'));
      return ok(c, { name: fileName, url: `${screen.schema.resource.api}/${pathSegment(c.req.param('id'))}/Action/Download` });
    });
    app.get('/:id/Action/Download', async (c) => {
      const authorised = await authoriseWithRows(c, screen.schema, 'export');
      const { fileName, content } = await exportRecord(resourceContext(c, screen, options, authorised), c.req.param('id'));
      return c.body(content, 200, {
        'content-type': 'application/json',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'no-store',
      });
    });

    const fields = new Set(Object.keys(screen.schema.model.properties));
    app.get('/Selector', async (c) => {
      // A picker for any session, not the bill-rule page: no column permission of that page applies here, but its
      // data-permission schemes do (a rule outside the caller's rows there is not listed here either).
      const ctx = resourceContext(c, screen, options, { fieldGrants: ALL_FIELDS, rows: await pickerRows(c, screen.schema) });
      const query = parseListQuery(c.req.query(), fields);
      const categoryId = c.req.query('categoryId') ?? '';
      const all = await listRecords(ctx, { ...query, currentPage: 1, pageSize: 100_000 }, undefined);
      const enabled = all.list.filter((rule) => {
        const record = rule as Record<string, unknown>;
        return record.enabledMark !== 0 && (!categoryId || record.category === categoryId);
      });
      const start = (query.currentPage - 1) * query.pageSize;
      return ok(c, {
        // The picker shows a rule's name, code, category and start number: a session that may not open the rules page gets no more.
        list: enabled.slice(start, start + query.pageSize).map((rule) => pick(rule as Record<string, unknown>, SELECTOR_FIELDS)),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: enabled.length },
      });
    });
  }
  return app;
}
