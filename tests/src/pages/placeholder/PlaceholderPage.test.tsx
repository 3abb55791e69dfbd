// @vitest-environment jsdom
/** The placeholder page's icon follows the theme colour (issue 14), not antd's fixed info blue. */
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { setupI18n } from '../../../../src/i18n';
import { PlaceholderPage } from '../../../../src/pages/placeholder/PlaceholderPage';

describe('PlaceholderPage', () => {
  it.each([
    ['#f5222d', 'rgb(245, 34, 45)'],
    ['#3eac12', 'rgb(62, 172, 18)'],
  ])('draws its icon in the theme colour %s', (colour, rendered) => {
    setupI18n('zh-CN');
    render(
      <ConfigProvider theme={{ token: { colorPrimary: colour } }}>
        <PlaceholderPage titleKey="route.sso" />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('placeholder-icon').style.color).toBe(rendered);
  });
});
