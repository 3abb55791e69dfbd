/** /api/oauth: sign-in, current user, logout, lock-screen verification and the sign-in configuration. */
import { Hono } from 'hono';
import { buildCurrentUser } from './current-user';
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
    const data = await buildCurrentUser(services.db, c.get('session').userId, await services.settings.all(), c.get('lang'));
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

  return app;
}
