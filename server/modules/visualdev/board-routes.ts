/**
 * Data reports and portals over HTTP (issue 9 §4), in the style of `/api/visualdev/Base` (CONTRACT.md names no
 * calls for them; the original's designer pages are `onlineDev → dataReport` and `onlineDev → visualPortal`):
 *
 * - `/api/visualdev/DataReport` and `/api/visualdev/Portal`: GET (list: category, keyword, paging), POST, GET / PUT /
 *   DELETE `/{id}`, POST `/{id}/Actions/Copy`, POST `/{id}/Actions/Release`, GET `/Selector` (released ones), guarded
 *   by the designer page's buttons; POST `/{id}/Actions/Preview` computes the stored definition for the designer,
 *   or the edited one it sends as `definition` (checked as a save checks it), and POST `/Actions/Preview` computes
 *   an edited definition of a board not saved yet — the designer's live preview.
 * - POST `/api/visualdev/DataReport/{id}/Data` (search values, `currentPage`, `pageSize`, `tzOffset`): the released
 *   report for the caller, through its source model's list guard.
 * - GET `/api/visualdev/Portal/{id}/Data`: the released portal's cards, each through the guard of what it reads.
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../runtime/core/i18n/messages';
import type { PortalDefinition } from '../../../runtime/core/lowcode/portal';
import type { ReportDefinition } from '../../../runtime/core/lowcode/report';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { readJsonObject } from '../resource/body';
import { authorise } from '../resource/guard';
import { parseListQuery } from '../resource/query';
import type { ResourceAction } from '../resource/registry';
import * as boards from './boards';
import { assertMayOpenPortal, portalData, PORTAL_KIND, PORTAL_PAGE } from './portals';
import { REPORT_KIND, reportData } from './reports';

/** The admin page of reports: onlineDev → dataReport. */
const REPORT_PAGE = { route: 'onlineDev/dataReport' };

const who = (c: Context<AppEnv>) => ({ lang: c.get('lang'), userId: c.get('session').userId, now: c.get('services').now() });

/** The calls every board kind has: list, selector, create, read, update, delete, copy, release. */
function boardRoutes(kind: boards.BoardKind, page: { route: string }) {
  const app = new Hono<AppEnv>();
  const guard = (c: Context<AppEnv>, action: ResourceAction) => authorise(c, page, action);
  app.get('/', async (c) => {
    await guard(c, 'list');
    const query = parseListQuery(c.req.query(), new Set());
    return ok(c, await boards.listBoards(c.get('services').db, kind, { ...query, category: (c.req.query('category') ?? '').trim().slice(0, 50) }));
  });
  app.get('/Selector', async (c) => {
    await guard(c, 'list');
    return ok(c, { list: await boards.boardSelector(c.get('services').db, kind) });
  });
  app.post('/', async (c) => {
    await guard(c, 'create');
    const id = await boards.createBoard(c.get('services').db, kind, await readJsonObject(c), who(c));
    return ok(c, { id }, translate(c.get('lang'), 'common.createSuccess'));
  });
  app.get('/:id', async (c) => {
    await guard(c, 'get');
    return ok(c, boards.boardAnswer(await boards.findBoard(c.get('services').db, kind, c.req.param('id'))));
  });
  app.put('/:id', async (c) => {
    await guard(c, 'update');
    await boards.updateBoard(c.get('services').db, kind, c.req.param('id'), await readJsonObject(c), who(c));
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });
  app.delete('/:id', async (c) => {
    await guard(c, 'remove');
    await boards.removeBoard(c.get('services').db, kind, c.req.param('id'));
    return ok(c, null, translate(c.get('lang'), 'common.deleteSuccess'));
  });
  app.post('/:id/Actions/Copy', async (c) => {
    await guard(c, 'create');
    const id = await boards.copyBoard(c.get('services').db, kind, c.req.param('id'), who(c));
    return ok(c, { id }, translate(c.get('lang'), 'lowcode.copySuccess'));
  });
  app.post('/:id/Actions/Release', async (c) => {
    await guard(c, 'update');
    const result = await boards.releaseBoard(c.get('services').db, kind, c.req.param('id'), await readJsonObject(c), who(c));
    return ok(c, result, translate(c.get('lang'), 'lowcode.releaseSuccess'));
  });
  return { app, guard };
}

/** `/api/visualdev/DataReport`. */
export function dataReportRoutes() {
  const { app, guard } = boardRoutes(REPORT_KIND, REPORT_PAGE);
  const previewReport = async (c: Context<AppEnv>, row: { id: string; fullName: string; definition?: unknown }) => {
    const { definition: edited, ...body } = await readJsonObject(c);
    // A board not saved yet has no stored definition: the one sent is checked, and none is refused like a bad one.
    const definition = edited === undefined && row.definition !== undefined ? row.definition : await boards.checkedDefinition(c.get('services').db, REPORT_KIND, edited, c.get('lang'));
    return ok(c, await reportData(c, row, definition as unknown as ReportDefinition, body));
  };
  app.post('/Actions/Preview', async (c) => {
    await guard(c, 'get');
    return previewReport(c, { id: '', fullName: '' });
  });
  app.post('/:id/Actions/Preview', async (c) => {
    await guard(c, 'get');
    return previewReport(c, await boards.findBoard(c.get('services').db, REPORT_KIND, c.req.param('id')));
  });
  app.post('/:id/Data', async (c) => {
    const { row, definition } = await boards.releasedBoard(c.get('services').db, REPORT_KIND, c.req.param('id'));
    return ok(c, await reportData(c, row, definition as unknown as ReportDefinition, await readJsonObject(c)));
  });
  return app;
}

/** `/api/visualdev/Portal`. */
export function portalRoutes() {
  const { app, guard } = boardRoutes(PORTAL_KIND, PORTAL_PAGE);
  const previewPortal = async (c: Context<AppEnv>, row: { id: string; fullName: string; definition?: unknown }) => {
    const { definition: edited } = await readJsonObject(c);
    // A board not saved yet has no stored definition: the one sent is checked, and none is refused like a bad one.
    const definition = edited === undefined && row.definition !== undefined ? row.definition : await boards.checkedDefinition(c.get('services').db, PORTAL_KIND, edited, c.get('lang'));
    return ok(c, await portalData(c, row, definition as unknown as PortalDefinition));
  };
  app.post('/Actions/Preview', async (c) => {
    await guard(c, 'get');
    return previewPortal(c, { id: '', fullName: '' });
  });
  app.post('/:id/Actions/Preview', async (c) => {
    await guard(c, 'get');
    return previewPortal(c, await boards.findBoard(c.get('services').db, PORTAL_KIND, c.req.param('id')));
  });
  app.get('/:id/Data', async (c) => {
    await assertMayOpenPortal(c, c.req.param('id'));
    const { row, definition } = await boards.releasedBoard(c.get('services').db, PORTAL_KIND, c.req.param('id'));
    return ok(c, await portalData(c, row, definition as unknown as PortalDefinition));
  });
  return app;
}
