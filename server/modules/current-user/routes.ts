/**
 * /api/permission/Users/Current: what the signed-in user does to their own account (spec 03 §7 "Current user",
 * spec 01 §7) — base information, password change and policy, layout theme, language, and the major switch.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isLanguage } from '../../../runtime/core/i18n/languages';
import { translate } from '../../../runtime/core/i18n/messages';
import { LAYOUT_TYPES } from '../../../runtime/core/contract/session';
import { readPasswordPolicy } from '../../../runtime/core/password/policy';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { readBaseInfo, readBaseInfoChanges, updateBaseInfo } from './base-info';
import { assertFieldsValid } from '../resource/body';
import { switchMajor, userOrganizes } from './majors';
import { changeOwnPassword } from './password-change';
import { echoValue } from '../../http/echo';

/** Reads a JSON object body; anything else is a bad request. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw fail('invalidJson');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fail('badRequest');
  return body as Record<string, unknown>;
}

/** Routes under /api/permission/Users/Current. */
export function currentUserRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/BaseInfo', async (c) => ok(c, await readBaseInfo(c.get('services').db, c.get('session').userId)));

  app.put('/BaseInfo', async (c) => {
    const lang = c.get('lang');
    const changes = readBaseInfoChanges(await readJsonObject(c), (key) => translate(lang, key));
    // One validator for both paths: the users screen's model checks the fields the profile changes (issue 8).
    const usersScreen = c.get('services').screens.byId.get('users');
    if (usersScreen) {
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== ''));
      assertFieldsValid(usersScreen, given, Object.keys(given), lang);
    }
    await updateBaseInfo(c.get('services').db, c.get('session').userId, changes);
    return okWith(c, 'common.updateSuccess');
  });

  app.get('/PasswordPolicy', async (c) => {
    const services = c.get('services');
    const [user] = await services.db.select({ firstLoginUpDate: users.firstLoginUpDate }).from(users).where(eq(users.id, c.get('session').userId));
    return ok(c, { ...readPasswordPolicy(await services.settings.all()), firstLoginUpDate: user?.firstLoginUpDate ?? 1 });
  });

  app.post('/Actions/ModifyPassword', async (c) => {
    await changeOwnPassword(c.get('services'), c.get('session').userId, await readJsonObject(c));
    return okWith(c, 'password.changed');
  });

  app.put('/SystemTheme', async (c) => {
    const { theme } = await readJsonObject(c);
    if (typeof theme !== 'string' || !(LAYOUT_TYPES as readonly string[]).includes(theme)) throw fail('themeInvalid', { value: echoValue(theme) });
    await c.get('services').db.update(users).set({ theme }).where(eq(users.id, c.get('session').userId));
    return okWith(c, 'common.saveSuccess');
  });

  app.put('/SystemLanguage', async (c) => {
    const { language } = await readJsonObject(c);
    if (!isLanguage(language)) throw fail('languageInvalid', { value: echoValue(language) });
    await c.get('services').db.update(users).set({ language }).where(eq(users.id, c.get('session').userId));
    // Answer in the language just chosen, so the toast reads in it.
    return ok(c, null, translate(language, 'common.saveSuccess'));
  });

  app.get('/Organizes', async (c) => ok(c, { list: await userOrganizes(c.get('services').db, c.get('session').userId) }));

  app.put('/major', async (c) => {
    const { majorId, majorType } = await readJsonObject(c);
    await switchMajor(c.get('services').db, c.get('session').userId, majorType, majorId);
    return okWith(c, 'common.switchSuccess');
  });

  return app;
}
