/**
 * The message-template calls beside the engine's CRUD (spec 03 §7 "Message templates"):
 * POST /api/message/MessageTemplateConfig/copy/{id} (a copy named "… 副本" with a fresh code, guarded like a create)
 * and GET /api/message/MessageDataType/getTypeList/{id}, the options a template or a sending setting offers —
 * 1 message types, 2 channels, 3 uses — read from the two schemas' own option lists (one source) in the caller's
 * language. The CRUD of templates and sending settings is the engine's (schemas/messageTemplate.json,
 * schemas/sendMessageConfig.json), except where the two refer to each other: a sending setting must name a template
 * that exists, and a template a sending setting uses cannot be deleted (the setting would silently fall back).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { records } from '../../../db/schema';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/envelope';
import { fail } from '../../../errors';
import { readJsonObject, screenMessages } from '../../resource/body';
import { authoriseWithRows } from '../../resource/guard';
import type { EngineAction, Screen } from '../../resource/registry';
import { resourceContext, successMessage, type ResourceOptions } from '../../resource/routes';
import * as service from '../../resource/service';
import { MESSAGE_TEMPLATE_SCREEN, SEND_CONFIG_SCREEN } from '../sending';

/** The screens whose routes are mounted under /api/message ahead of the inbox's `/{id}`. */
export const MESSAGE_TEMPLATE_SCREENS = [MESSAGE_TEMPLATE_SCREEN, SEND_CONFIG_SCREEN] as const;

/** Which schema field's options each MessageDataType list is. */
const DATA_TYPES: Record<string, { screen: string; field: string }> = {
  '1': { screen: MESSAGE_TEMPLATE_SCREEN, field: 'messageType' },
  '2': { screen: SEND_CONFIG_SCREEN, field: 'channels' },
  '3': { screen: SEND_CONFIG_SCREEN, field: 'messageSource' },
};

function screenOf(options: ResourceOptions, id: string): Screen {
  const screen = options.registry.byId.get(id);
  if (!screen) throw fail('apiNotFound', { path: id });
  return screen;
}

/** Refuses a sending setting whose template does not exist. */
async function assertTemplateExists(ctx: service.ResourceContext, templateId: unknown) {
  if (typeof templateId !== 'string' || templateId === '') return; // the model's own message (请选择消息模板) follows
  const [found] = await ctx.db.select({ id: records.id }).from(records).where(and(eq(records.screen, MESSAGE_TEMPLATE_SCREEN), eq(records.id, templateId)));
  if (!found) throw fail('messageTemplateNotFound');
}

/** Routes under /api/message for templates (mounted before the inbox's routes and the engine's). */
export function messageTemplateRoutes(options: ResourceOptions) {
  const app = new Hono<AppEnv>();
  const contextOf = async (c: Context<AppEnv>, id: string, action: EngineAction) => {
    const screen = screenOf(options, id);
    return resourceContext(c, screen, options, await authoriseWithRows(c, screen.schema, action));
  };

  app.delete('/MessageTemplateConfig/:id', async (c) => {
    const ctx = await contextOf(c, MESSAGE_TEMPLATE_SCREEN, 'remove');
    const users = await ctx.db
      .select({ data: records.data })
      .from(records)
      .where(and(eq(records.screen, SEND_CONFIG_SCREEN), sql`${records.data} ->> 'templateId' = ${c.req.param('id')}`));
    if (users.length) throw fail('messageTemplateInUse', { names: users.map((row) => String(row.data.fullName ?? '')).join(', ') });
    await service.removeRecord(ctx, c.req.param('id'));
    return ok(c, null, successMessage(ctx.screen, ctx.lang, 'remove'));
  });

  app.post('/SendMessageConfig', async (c) => {
    const ctx = await contextOf(c, SEND_CONFIG_SCREEN, 'create');
    const body = await readJsonObject(c);
    await assertTemplateExists(ctx, body.templateId);
    const id = await service.createRecord(ctx, body, '');
    return ok(c, { id }, successMessage(ctx.screen, ctx.lang, 'create'));
  });

  app.put('/SendMessageConfig/:id', async (c) => {
    const ctx = await contextOf(c, SEND_CONFIG_SCREEN, 'update');
    const body = await readJsonObject(c);
    await assertTemplateExists(ctx, body.templateId);
    await service.updateRecord(ctx, c.req.param('id'), body);
    return ok(c, null, successMessage(ctx.screen, ctx.lang, 'update'));
  });

  app.post('/MessageTemplateConfig/copy/:id', async (c) => {
    const screen = screenOf(options, MESSAGE_TEMPLATE_SCREEN);
    const ctx = resourceContext(c, screen, options, await authoriseWithRows(c, screen.schema, 'create'));
    const original = await service.getRecord(ctx, c.req.param('id'));
    const suffix = screenMessages(screen, ctx.lang)('messageTemplate.copySuffix');
    const code = String(original.enCode ?? '').slice(0, 43);
    const random = Array.from(crypto.getRandomValues(new Uint8Array(3)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const { id: _id, ...copy } = original;
    const id = await service.createRecord(ctx, { ...copy, fullName: `${String(original.fullName ?? '').slice(0, 50 - suffix.length)}${suffix}`, enCode: `${code}_${random}` }, '');
    return ok(c, { id }, successMessage(screen, ctx.lang, 'create'));
  });

  app.get('/MessageDataType/getTypeList/:id', (c) => {
    const type = DATA_TYPES[c.req.param('id')];
    if (!type) throw fail('messageDataTypeUnknown');
    const screen = screenOf(options, type.screen);
    const field = screen.schema.form.fields.find((item) => item.name === type.field);
    const source = field?.source?.kind === 'static' ? field.source.options : [];
    const label = screenMessages(screen, c.get('lang'));
    return ok(c, { list: source.map((option) => ({ id: String(option.value), enCode: String(option.value), fullName: label(option.label) })) });
  });

  return app;
}
