/**
 * The personal settings drawer (spec 01 §2.7), 280 px wide: navigation mode, colour block, theme colour and the
 * switches for tab view, tab icons, page cache, language select, search box and app download. Every change is
 * kept under its klx_ key (src/stores/settings.ts); the navigation mode is also saved to the server (§4.6). Escape
 * closes it.
 */
import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, Switch, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LAYOUT_TYPES, type LayoutType } from '../../../runtime/core/contract/session';
import { DEFAULT_THEME_COLOUR, THEME_COLOURS, themeColour } from '../../../runtime/core/routing/layout-rules';
import { saveSystemTheme } from '../../api/current-user';
import { settings, type SettingsState } from '../../stores/settings';

const SWITCHES = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch', 'showAppDownload'] as const;
const SLIDES: SettingsState['slideClass'][] = ['dark', 'lightWhite'];

/** Changes the layout and saves it to the server (the server says when it cannot). */
export function chooseLayout(layout: LayoutType): void {
  settings.layoutType = layout;
  void saveSystemTheme(layout).catch(() => undefined);
}

/** A small picture of a layout. */
function LayoutThumb({ layout }: { layout: LayoutType }) {
  return (
    <span className={`klx-layout-thumb klx-layout-thumb--${layout}`} aria-hidden>
      <i className="klx-layout-thumb__top" />
      <i className="klx-layout-thumb__side" />
    </span>
  );
}

/**
 * Closes on Escape while open. antd's own Escape handling only reaches the topmost popup, and a tooltip of the
 * drawer's options (or of its opener, which opens after the drawer when the pointer rests on it) is often on top:
 * the first Escape then only hid the tooltip (issue 14).
 */
function useCloseOnEscape(open: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** The settings drawer. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const snap = useSnapshot(settings);
  useCloseOnEscape(open, onClose);
  return (
    <Drawer title={t('settings.title')} size={280} open={open} onClose={onClose} data-testid="settings-drawer" rootClassName="klx-settings">
      <Divider>{t('settings.navigationMode')}</Divider>
      <div className="klx-settings__choices" role="radiogroup" aria-label={t('settings.navigationMode')}>
        {LAYOUT_TYPES.map((layout) => (
          <Tooltip key={layout} title={t(`layout.${layout}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={snap.layoutType === layout}
              aria-label={t(`layout.${layout}`)}
              data-testid={`layout-${layout}`}
              className={`klx-settings__choice${snap.layoutType === layout ? ' is-active' : ''}`}
              onClick={() => chooseLayout(layout)}
            >
              <LayoutThumb layout={layout} />
              {snap.layoutType === layout && <CheckOutlined className="klx-settings__check" />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider>{t('settings.colourBlock')}</Divider>
      <div className="klx-settings__choices" role="radiogroup" aria-label={t('settings.colourBlock')}>
        {SLIDES.map((slide) => (
          <Tooltip key={slide} title={t(`settings.slide.${slide}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={snap.slideClass === slide}
              aria-label={t(`settings.slide.${slide}`)}
              data-testid={`slide-${slide}`}
              className={`klx-settings__choice klx-settings__slide--${slide}${snap.slideClass === slide ? ' is-active' : ''}`}
              onClick={() => {
                settings.slideClass = slide;
              }}
            >
              {snap.slideClass === slide && <CheckOutlined className="klx-settings__check" />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider>{t('settings.themeColour')}</Divider>
      <div className="klx-settings__colours" role="radiogroup" aria-label={t('settings.themeColour')}>
        {[['default', DEFAULT_THEME_COLOUR] as const, ...Object.entries(THEME_COLOURS)].map(([name, colour]) => (
          <Tooltip key={name} title={t(`theme.${name}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={snap.theme.toLowerCase() === colour}
              aria-label={t(`theme.${name}`)}
              data-testid={`theme-${name}`}
              className="klx-settings__colour"
              style={{ background: colour }}
              onClick={() => {
                settings.themeClass = name;
                settings.theme = name === 'default' ? DEFAULT_THEME_COLOUR : themeColour(name);
              }}
            >
              {snap.theme.toLowerCase() === colour && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider>{t('settings.interface')}</Divider>
      {SWITCHES.map((key) => (
        <div key={key} className="klx-settings__row">
          <span>{t(`settings.${key}`)}</span>
          <Switch
            size="small"
            data-testid={`switch-${key}`}
            aria-label={t(`settings.${key}`)}
            checked={snap[key]}
            onChange={(checked) => {
              settings[key] = checked;
            }}
          />
        </div>
      ))}
    </Drawer>
  );
}
