/** File routes of the foundation: the sign-in captcha image (public). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { captchaSvg } from './captcha-image';
import { issueCaptcha } from './captcha-store';

/** Routes under /api/file. */
export function fileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/ImageCode/:random', async (c) => {
    const services = c.get('services');
    const key = c.req.param('random').slice(0, 64);
    const { verificationCodeNumber } = await services.settings.all();
    const length = Math.min(Math.max(Number(verificationCodeNumber) || 4, 3), 8);
    const code = await issueCaptcha(services.db, key, length, services.now());
    return c.body(captchaSvg(code), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
  });
  return app;
}
