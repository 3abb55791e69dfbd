/** The fullscreen toggle and the size select of the navbar (spec 01 §2.4). */
import { CheckOutlined, ColumnHeightOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifyWarning } from '../../host/notify';
import { settings, type SettingsState } from '../../stores/settings';

/** Toggles fullscreen; warns when the browser cannot. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notifyWarning(t('nav.fullscreenUnsupported'));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => notifyWarning(t('nav.fullscreenUnsupported')));
  };
  const label = full ? t('nav.exitFullscreen') : t('nav.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} data-testid="fullscreen" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

const SIZES: SettingsState['size'][] = ['large', 'middle', 'small'];

/**
 * Chooses the component size (default medium): the size in use is the one checked, and the button's tooltip hides
 * while the options are open so that it never covers them.
 */
export function SizeSelect() {
  const { t } = useTranslation();
  const { size } = useSnapshot(settings);
  const [menuOpen, setMenuOpen] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={menuOpen}
      onOpenChange={(open) => {
        setMenuOpen(open);
        if (open) setTipOpen(false);
      }}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({
          key,
          label: t(`size.${key}`),
          // A mark besides the selection colour, which is easily taken for the hover colour.
          icon: <CheckOutlined data-testid="size-check" style={{ visibility: key === size ? 'visible' : 'hidden' }} />,
          'data-testid': `size-${key}`,
        })),
        onClick: ({ key }) => {
          settings.size = key as SettingsState['size'];
          setMenuOpen(false);
        },
      }}
    >
      <Tooltip title={t('nav.size')} open={tipOpen && !menuOpen} onOpenChange={setTipOpen}>
        <Button type="text" aria-label={t('nav.size')} data-testid="size-select" icon={<ColumnHeightOutlined />} />
      </Tooltip>
    </Dropdown>
  );
}
