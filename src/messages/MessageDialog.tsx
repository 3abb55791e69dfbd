/**
 * The message detail dialog (spec 01 §2.5, title 查看消息): title, release time and user, excerpt, the HTML body
 * (sanitised again in the browser with DOMPurify, whatever the server stored) and the attachment list.
 */
import { Divider, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/client';
import type { MessageDetail } from './api';

/** Opens an attachment: its address answers a short-lived signed link (server/modules/file/links.ts), opened in a new window. */
async function openAttachment(url: string) {
  const link = await http.get<{ url: string }>(url);
  window.open(link.url, '_blank', 'noopener');
}

function parseFiles(text: string): Array<{ name: string; url: string }> {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? value.filter((file): file is { name: string; url: string } => typeof file?.name === 'string' && typeof file?.url === 'string') : [];
  } catch {
    return [];
  }
}

/** The dialog; open while `message` is set. */
export function MessageDialog({ message, onClose }: { message: MessageDetail | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const html = useMemo(() => (message ? DOMPurify.sanitize(message.bodyText) : ''), [message]);
  const files = useMemo(() => parseFiles(message?.files ?? '[]'), [message]);
  return (
    <Modal open={Boolean(message)} title={t('msg.viewTitle')} width={800} footer={null} onCancel={onClose} destroyOnHidden data-testid="message-dialog">
      {message && (
        <div data-testid="message-detail">
          <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
            {message.title}
          </Typography.Title>
          <div style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)' }}>
            <span>
              {t('msg.releaseTime')}: {message.releaseTime ? dayjs(message.releaseTime).format('YYYY-MM-DD HH:mm') : '-'}
            </span>
            <span style={{ marginLeft: 24 }}>
              {t('msg.releaseUser')}: {message.releaseUser || '-'}
            </span>
          </div>
          {message.excerpt && <div style={{ marginTop: 12, padding: '8px 12px', background: 'rgba(0,0,0,.03)' }}>{message.excerpt}</div>}
          <Divider style={{ margin: '12px 0' }} />
          <div className="klx-message-body" data-testid="message-body" dangerouslySetInnerHTML={{ __html: html }} />
          {files.length > 0 && (
            <>
              <Divider style={{ margin: '12px 0' }} />
              <div>{t('msg.attachments')}</div>
              <ul>
                {files.map((file) => (
                  <li key={file.url}>
                    <a
                      href={file.url}
                      onClick={(event) => {
                        event.preventDefault();
                        void openAttachment(file.url).catch(() => undefined);
                      }}
                    >
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
