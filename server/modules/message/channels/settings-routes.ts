/**
 * The channel accounts of 消息中心 → 账号配置 (mail, SMS, DingTalk-style, WeCom-style): GET and PUT
 * /api/message/ChannelSettings/{channel} read and change that channel's system-settings keys, and
 * POST /{channel}/Actions/Test sends a test message to the caller through it. Each needs the channel's menu page
 * (msgCenter/accountConfig/{channel}). The SMS key and the webhook secret are write-only: reads say whether one is
 * set, never what it is.
 */
import { Hono, type Context } from 'hono';
import { translate } from '../../../../runtime/core/i18n/messages';
import { fail } from '../../../errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/envelope';
import { readJsonObject } from '../../resource/body';
import { loadRouteGrants, mayUseRoute } from '../../permission/grants';
import type { SysConfigValues } from '../../settings/defaults';
import { configuredProviders } from './providers';
import { isMailAddress } from './smtp-client';
import { Channel, ChannelError, type ChannelId } from './types';

type SettingKey = 'mailHost' | 'mailPort' | 'mailFrom' | 'smsUrl' | 'smsKey' | 'dingWebhookUrl' | 'weComWebhookUrl' | 'webhookUrl' | 'webhookSecret';

/** Keys never read back (only whether they are set, as `{key}Set`). */
const SECRETS = new Set<SettingKey>(['smsKey', 'webhookSecret']);

/** Per page: its channel, the keys it edits and how each is checked. */
const ACCOUNTS: Record<string, { channel: ChannelId; keys: SettingKey[] }> = {
  mail: { channel: Channel.mail, keys: ['mailHost', 'mailPort', 'mailFrom'] },
  shortMsg: { channel: Channel.sms, keys: ['smsUrl', 'smsKey'] },
  ding: { channel: Channel.ding, keys: ['dingWebhookUrl'] },
  weCom: { channel: Channel.weCom, keys: ['weComWebhookUrl'] },
  webhook: { channel: Channel.webhook, keys: ['webhookUrl', 'webhookSecret'] },
};

const isHttpUrl = (text: string) => {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Checks one submitted value; answers what to store. */
function checked(key: SettingKey, value: unknown): string | number {
  const bad = () => fail('messageChannelSettingInvalid', { field: key });
  if (key === 'mailPort') {
    const port = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) throw bad();
    return port;
  }
  if (typeof value !== 'string') throw bad();
  const text = value.trim();
  if (text === '') return '';
  if (key === 'mailHost' && !/^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]+\]$/.test(text)) throw bad();
  if (key === 'mailFrom' && !isMailAddress(text)) throw bad();
  if ((key === 'smsUrl' || key === 'dingWebhookUrl' || key === 'weComWebhookUrl' || key === 'webhookUrl') && !isHttpUrl(text)) throw bad();
  if (SECRETS.has(key) && (text.length > 500 || /[\r\n]/.test(text))) throw bad();
  return text;
}

/** What a read shows of the settings: a secret only as whether it is set. */
function visible(keys: readonly SettingKey[], values: SysConfigValues) {
  return Object.fromEntries(keys.map((key) => (SECRETS.has(key) ? [`${key}Set`, values[key] !== ''] : [key, values[key]])));
}

/** Routes under /api/message/ChannelSettings. */
export function channelSettingsRoutes() {
  const app = new Hono<AppEnv>();
  const accountOf = async (c: Context<AppEnv>) => {
    const name = c.req.param('channel') ?? '';
    const account = Object.prototype.hasOwnProperty.call(ACCOUNTS, name) ? ACCOUNTS[name] : undefined;
    if (!account) throw fail('messageChannelUnknown');
    const session = c.get('session');
    if (!session.isAdministrator) {
      const { grants, pages } = await loadRouteGrants(c.get('services').db, session.userId, `msgCenter/accountConfig/${name}`);
      if (!mayUseRoute(grants, pages)) throw fail('forbidden');
    }
    return account;
  };

  app.get('/:channel', async (c) => {
    const account = await accountOf(c);
    return ok(c, visible(account.keys, await c.get('services').settings.all()));
  });

  app.put('/:channel', async (c) => {
    const account = await accountOf(c);
    const body = await readJsonObject(c);
    const changes: Partial<SysConfigValues> = {};
    for (const key of account.keys) {
      // A secret is kept when left out (the form never shows it).
      if (body[key] === undefined) continue;
      (changes as Record<string, unknown>)[key] = checked(key, body[key]);
    }
    await c.get('services').settings.update(changes);
    return ok(c, null, translate(c.get('lang'), 'common.updateSuccess'));
  });

  app.post('/:channel/Actions/Test', async (c) => {
    const account = await accountOf(c);
    const services = c.get('services');
    const provider = configuredProviders(await services.settings.all()).get(account.channel);
    if (!provider) throw fail('messageChannelNotConfigured');
    const me = await services.messageSending.recipients([c.get('session').userId]);
    const lang = c.get('lang');
    try {
      const outcome = await services.messageSending.sendLogged(provider, { title: translate(lang, 'message.channelTestTitle'), content: translate(lang, 'message.channelTestContent') }, me);
      if (outcome.delivered === 0) throw fail('messageChannelNoAddress');
    } catch (error) {
      if (error instanceof ChannelError) throw fail('messageChannelFailed', { detail: error.detail.slice(0, 200) });
      throw error;
    }
    return ok(c, null, translate(lang, 'message.channelTestSent'));
  });

  return app;
}
