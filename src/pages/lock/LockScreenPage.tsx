/**
 * /lockScreen (spec 01 §4.1): while the lock flag is set the guard sends every navigation here. Unlocking
 * re-verifies the account and the hashed password on the server (POST /api/oauth/LockScreen) before the flag
 * clears; the user may also sign out instead.
 */
import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getCurrentUser, unlockScreen } from '../../api/oauth';
import { notifySuccess } from '../../host/notify';
import { useSignOut } from '../../layout/useSignOut';
import { session, setCurrentUser, setLocked, takeLockOrigin } from '../../stores/session';
import './lock.css';

/** The lock screen. */
export function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { userInfo, token } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  // After a reload the user's info is not loaded yet: fetch it to show who is locked out.
  useEffect(() => {
    if (!userInfo && token) void getCurrentUser().then(setCurrentUser).catch(() => undefined);
  }, [userInfo, token]);

  const unlock = async ({ password }: { password: string }) => {
    if (!userInfo) return;
    setBusy(true);
    try {
      const { msg } = await unlockScreen(userInfo.userAccount, password);
      setLocked(false);
      notifySuccess(msg, 1);
      navigate(takeLockOrigin(), { replace: true });
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="klx-lock" data-testid="lock-screen">
      <div className="klx-lock__clock">
        <div className="klx-lock__time">{now.format('HH:mm:ss')}</div>
        <div className="klx-lock__date">{now.format('YYYY-MM-DD')}</div>
      </div>
      <div className="klx-lock__panel">
        <Avatar size={72} icon={<UserOutlined />} src={userInfo?.headIcon || undefined} />
        <Typography.Title level={4} className="klx-lock__name">
          {userInfo ? `${userInfo.userName}/${userInfo.userAccount}` : ' '}
        </Typography.Title>
        <Form onFinish={unlock} className="klx-lock__form" autoComplete="off">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('lock.passwordPlaceholder')} data-testid="unlock-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block icon={<UnlockOutlined />} loading={busy} data-testid="unlock-submit" disabled={!userInfo}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={() => void signOut()}>
          {t('lock.signInAgain')}
        </Button>
      </div>
    </div>
  );
}
