/**
 * Bill-rule routes beside the engine's CRUD: issuing the next number of a rule by its code, and the selector the
 * form designer's rule picker lists (enabled rules, keyword, category, paged) — both need a session only: any form
 * of any screen may draw a number or pick a rule — and the export of one rule (the page's export button).
 */
import { Hono } from 'hono';
import { pathSegment } from '../../../runtime/core/routing/path-segment';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { ALL_FIELDS } from '../permission/field-access';
import { authorise } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import type { ScreenRegistry } from '../resource/registry';
import { resourceContext } from '../resource/routes';
import type { RecordRules } from '../resource/rules';
import { listRecords } from '../resource/service';
import { exportRecord } from '../resource/transfer';
import { BILL_RULE_SCREEN, issueBillNumber } from './issue';

/** The fields the rule picker shows (and all it answers). */
const SELECTOR_FIELDS = ['id', 'fullName', 'enCode', 'category'] as const;

function pick(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/** Routes under the bill rules' API path (mounted before the engine's). */
export function billRuleRoutes(options: { registry: ScreenRegistry; rules: RecordRules }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(BILL_RULE_SCREEN);

  app.get('/BillNumber/:enCode', async (c) => {
    const services = c.get('services');
    return ok(c, await issueBillNumber(services.db, c.req.param('enCode'), services.now()));
  });

  if (screen) {
    // Export of one rule (spec 03 §7), as JSON: the schema declares no import, so no transfer of its own.
    app.get('/:id/Action/Export', async (c) => {
      const fieldGrants = await authorise(c, screen.schema, 'export');
      const { fileName } = await exportRecord(resourceContext(c, screen, options, fieldGrants), c.req.param('id'));
      return ok(c, { name: fileName, url: `${screen.schema.resource.api}/${pathSegment(c.req.param('id'))}/Action/Download` });
    });
    app.get('/:id/Action/Download', async (c) => {
      const fieldGrants = await authorise(c, screen.schema, 'export');
      const { fileName, content } = await exportRecord(resourceContext(c, screen, options, fieldGrants), c.req.param('id'));
      return c.body(content, 200, {
        'content-type': 'application/json',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'cache-control': 'no-store',
      });
    });

    const fields = new Set(Object.keys(screen.schema.model.properties));
    app.get('/Selector', async (c) => {
      // A picker for any session, not the bill-rule page: no column permission of that page applies here.
      const ctx = resourceContext(c, screen, options, ALL_FIELDS);
      const query = parseListQuery(c.req.query(), fields);
      const categoryId = c.req.query('categoryId') ?? '';
      const all = await listRecords(ctx, { ...query, currentPage: 1, pageSize: 100_000 }, undefined);
      const enabled = all.list.filter((rule) => {
        const record = rule as Record<string, unknown>;
        return record.enabledMark !== 0 && (!categoryId || record.category === categoryId);
      });
      const start = (query.currentPage - 1) * query.pageSize;
      return ok(c, {
        // The picker shows a rule's name, code and category: a session that may not open the rules page gets no more.
        list: enabled.slice(start, start + query.pageSize).map((rule) => pick(rule as Record<string, unknown>, SELECTOR_FIELDS)),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: enabled.length },
      });
    });
  }
  return app;
}
