/**
 * What the shell shows once per signed-in session (spec 01 §2.8, §4.2, §4.3): the forced first-login password
 * change (opens about 1 s after load when the server says the initial password must change), the welcome
 * reminder (534 px; closing records which texts were seen), and the last-login notice (bottom right, 2 s) after a
 * sign-in from the login page when prevLogin is 1.
 */
import { App, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createReminderLog, getPasswordState, getReminderWarning, type ReminderWarning } from '../../api/current-user';
import { session, signInMarker } from '../../stores/session';
import { PasswordDialog } from './PasswordDialog';

/** The delay before the first-login dialog opens. */
export const FIRST_LOGIN_DELAY_MS = 1000;
/** How long the last-login notice stays. */
export const LAST_LOGIN_NOTICE_MS = 2000;

/** The ids of the shown reminder texts: "0", "1" or "0,1". */
export function shownReminderIds(reminder: ReminderWarning): string {
  return [reminder.description0 ? '0' : '', reminder.description1 ? '1' : ''].filter(Boolean).join(',');
}

/** The notices and dialogs of a session. */
export function SessionNotices() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { userInfo, token } = useSnapshot(session);
  const [mustChange, setMustChange] = useState(false);
  const [reminder, setReminder] = useState<ReminderWarning | null>(null);
  const startedFor = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!userInfo || !token || startedFor.current === token) return;
    startedFor.current = token;
    getPasswordState()
      .then((state) => {
        if (state.mustChange) timer.current = setTimeout(() => setMustChange(true), FIRST_LOGIN_DELAY_MS);
      })
      .catch(() => undefined);
    getReminderWarning()
      .then((answer) => (answer.description0 || answer.description1 ? setReminder(answer) : undefined))
      .catch(() => undefined);
    if (signInMarker.fromLoginPage) {
      signInMarker.fromLoginPage = false;
      if (userInfo.prevLogin === 1 && userInfo.prevLoginTime) {
        notification.info({
          key: 'last-login',
          placement: 'bottomRight',
          duration: LAST_LOGIN_NOTICE_MS / 1000,
          title: t('notice.lastLoginTitle'),
          description: (
            <div data-testid="last-login-notice">
              <div>{t('notice.lastLoginTime', { time: dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss') })}</div>
              <div>{t('notice.lastLoginPlace', { place: userInfo.prevLoginIPAddressName || t('notice.unknownPlace') })}</div>
              <div>{t('notice.lastLoginIp', { ip: userInfo.prevLoginIPAddress })}</div>
            </div>
          ),
        });
      }
    }
  }, [userInfo, token, notification, t]);

  const closeReminder = () => {
    if (reminder) void createReminderLog(shownReminderIds(reminder)).catch(() => undefined);
    setReminder(null);
  };

  return (
    <>
      <PasswordDialog kind="firstLogin" open={mustChange} />
      <Modal
        open={reminder !== null}
        width={534}
        title={t('notice.welcome')}
        onCancel={closeReminder}
        onOk={closeReminder}
        okText={t('notice.gotIt')}
        cancelButtonProps={{ style: { display: 'none' } }}
        data-testid="welcome-reminder"
      >
        {reminder?.description0 && <Typography.Paragraph data-testid="reminder-0">{reminder.description0}</Typography.Paragraph>}
        {reminder?.description1 && <Typography.Paragraph data-testid="reminder-1">{reminder.description1}</Typography.Paragraph>}
        {reminder?.phone && <Typography.Text type="secondary">{t('notice.contactPhone', { phone: reminder.phone })}</Typography.Text>}
      </Modal>
    </>
  );
}
