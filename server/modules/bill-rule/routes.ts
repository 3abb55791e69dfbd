/**
 * Bill-rule routes beside the engine's CRUD: issuing the next number of a rule by its code, and the selector the
 * form designer's rule picker lists (enabled rules, keyword, category, paged). Both need a session only: any form
 * of any screen may draw a number or pick a rule.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { parseListQuery } from '../resource/query';
import type { ScreenRegistry } from '../resource/registry';
import { resourceContext } from '../resource/routes';
import type { RecordRules } from '../resource/rules';
import { listRecords } from '../resource/service';
import { BILL_RULE_SCREEN, issueBillNumber } from './issue';

/** Routes under the bill rules' API path (mounted before the engine's). */
export function billRuleRoutes(options: { registry: ScreenRegistry; rules: RecordRules }) {
  const app = new Hono<AppEnv>();
  const screen = options.registry.byId.get(BILL_RULE_SCREEN);

  app.get('/BillNumber/:enCode', async (c) => {
    const services = c.get('services');
    return ok(c, await issueBillNumber(services.db, c.req.param('enCode'), services.now()));
  });

  if (screen) {
    const fields = new Set(Object.keys(screen.schema.model.properties));
    app.get('/Selector', async (c) => {
      const ctx = resourceContext(c, screen, options);
      const query = parseListQuery(c.req.query(), fields);
      const categoryId = c.req.query('categoryId') ?? '';
      const all = await listRecords(ctx, { ...query, currentPage: 1, pageSize: 100_000 }, undefined);
      const enabled = all.list.filter((rule) => {
        const record = rule as Record<string, unknown>;
        return record.enabledMark !== 0 && (!categoryId || record.category === categoryId);
      });
      const start = (query.currentPage - 1) * query.pageSize;
      return ok(c, {
        list: enabled.slice(start, start + query.pageSize),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: enabled.length },
      });
    });
  }
  return app;
}
