/**
 * The built client works under the security headers (issue 8 §7): no Content-Security-Policy violation while
 * signing in and rendering the shell, and external links (menu type 7) still show in the app's
 * frame — same-origin pages and outside http(s) sites.
 */
import { ADMIN, screenshot, useBrowserApp } from './harness';

const app = useBrowserApp({ viewport: { width: 1366, height: 800 } });

describe('security headers in the browser', () => {
  it('signs in and renders the shell under the policy with no violation, and frames external links', async () => {
    const violations: string[] = [];
    await app.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    app.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    const response = await app.page.goto(`${app.server.url}/login`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    const scriptSrc = headers['content-security-policy']!.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');

    await app.signInHome(ADMIN);
    await app.page.getByTestId('side-menu').getByText('系统管理').waitFor({ state: 'attached' });
    await screenshot(app.page, 'csp-home');

    // A schema screen compiles its model's validator in the browser; its list and form work under the policy.
    await app.page.goto(`${app.server.url}/eam/eamPosition`);
    await app.page.getByTestId('list-page-eamPosition').locator('tbody tr.ant-table-row').first().waitFor();
    await app.page.getByTestId('list-page-eamPosition').locator('[data-action="add"]').click();
    await app.page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
    await app.page.locator('.ant-modal:visible').getByText('请输入').first().waitFor();

    await app.page.goto(`${app.server.url}/externalLink?url=${encodeURIComponent('/downloadApp?appid=klx')}`);
    await app.page.frameLocator('[data-testid="external-link-frame"]').getByTestId('download-app').waitFor();
    await app.context.route('https://help.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1 id="help">help</h1>' }));
    await app.page.goto(`${app.server.url}/externalLink?url=${encodeURIComponent('https://help.example.com/eam')}`);
    await app.page.frameLocator('[data-testid="external-link-frame"]').locator('#help').waitFor();
    await screenshot(app.page, 'csp-external-frame');

    const inPage = await app.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect([...violations, ...inPage]).toEqual([]);
  }, 240_000);
});
