/**
 * The "messageTemplateParameters" record rule of schemas/messageTemplate.json: a template's title and content may
 * use only the parameters its list declares, each declared once — a save that breaks this is refused naming the
 * offending parameters, so a template never renders a placeholder nobody fills. And "sendMessageChannels" of
 * schemas/sendMessageConfig.json: the channels a sending setting names are known ones, each once.
 */
import { undeclaredPlaceholders } from '../../../../runtime/core/messaging/template';
import { fail } from '../../../errors';
import { Channel } from '../channels/types';
import type { RecordRules } from '../../resource/rules';

/** The declared parameter names of a template record. */
export function declaredParameters(record: Record<string, unknown>): string[] {
  const list = Array.isArray(record.parameters) ? record.parameters : [];
  return list.map((row) => (row && typeof row === 'object' ? String((row as { field?: unknown }).field ?? '') : '')).filter((name) => name !== '');
}

/** The most parameters a template declares. */
export const MAX_TEMPLATE_PARAMETERS = 50;

const CHANNELS = new Set<unknown>(Object.values(Channel));

/** Record rules the message-template module provides. */
export const MESSAGE_TEMPLATE_RULES: RecordRules = {
  messageTemplateParameters: (record) => {
    const declared = declaredParameters(record);
    if (declared.length > MAX_TEMPLATE_PARAMETERS) throw fail('messageTemplateTooManyParameters', { max: MAX_TEMPLATE_PARAMETERS });
    const twice = declared.find((name, index) => declared.indexOf(name) !== index);
    if (twice) throw fail('messageTemplateDuplicateParameter', { name: twice });
    const unknown = undeclaredPlaceholders([String(record.title ?? ''), String(record.content ?? '')], declared);
    if (unknown.length) throw fail('messageTemplateUnknownParameters', { names: unknown.map((name) => `{${name}}`).join(', ') });
    return record;
  },
  /** A sending setting's channels: known channels, each once. */
  sendMessageChannels: (record) => {
    const channels = Array.isArray(record.channels) ? record.channels : [];
    if (channels.some((channel) => !CHANNELS.has(channel)) || new Set(channels).size !== channels.length) throw fail('messageChannelsInvalid');
    return record;
  },
};
