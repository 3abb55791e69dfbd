/**
 * /api/oauth: sign-in, current user, logout, lock-screen verification, the sign-in configuration and the password
 * state after sign-in.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { readPasswordPolicy } from '../../../runtime/core/password/policy';
import { users } from '../../db/schema';
import { fail } from '../../errors';
import { signIn, verifyUnlock } from './sign-in';
import { readFields } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { ok, okWith } from '../../http/envelope';
import { clientAddress } from '../../http/client-address';

/** Routes under /api/oauth. */
export function oauthRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/Login', async (c) => {
    const fields = await readFields(c);
    const result = await signIn(c.get('services'), fields, { ip: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' });
    return ok(c, result);
  });

  app.get('/getConfig/:account', async (c) => {
    const config = await c.get('services').settings.all();
    return ok(c, {
      enableVerificationCode: config.enableVerificationCode === 1 ? 1 : 0,
      verificationCodeNumber: config.verificationCodeNumber,
    });
  });

  app.get('/CurrentUser', async (c) => {
    const services = c.get('services');
    const data = await services.currentUsers.get(c.get('session'), await services.settings.all(), c.get('lang'));
    return ok(c, data);
  });

  app.get('/Logout', async (c) => {
    await c.get('services').sessions.revoke(c.get('session').sessionId, 'logout');
    return okWith(c, 'common.logoutSuccess');
  });

  app.post('/LockScreen', async (c) => {
    const meta = { ip: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' };
    await verifyUnlock(c.get('services'), c.get('session').userId, await readFields(c), meta);
    return okWith(c, 'common.unlockSuccess');
  });

  // Tells the client whether the password must be changed now (the forced first-login change, spec 01 §4.2).
  app.post('/updatePasswordMessage', async (c) => {
    const services = c.get('services');
    const [user] = await services.db
      .select({ firstLoginUpDate: users.firstLoginUpDate, changePasswordDate: users.changePasswordDate })
      .from(users)
      .where(eq(users.id, c.get('session').userId));
    if (!user) throw fail('userNotFound');
    const { mandatoryModificationOfInitialPassword } = readPasswordPolicy(await services.settings.all());
    return ok(c, {
      firstLoginUpDate: user.firstLoginUpDate,
      changePasswordDate: user.changePasswordDate?.getTime() ?? null,
      mandatoryModificationOfInitialPassword,
      mustChange: user.firstLoginUpDate === 0 && mandatoryModificationOfInitialPassword === 1,
    });
  });

  return app;
}
