/**
 * Browser entry: language (its sign-in strings fetched first: only those of the language in use, the rest load when
 * a page past the sign-in page is shown — issue 13, see ./i18n), settings, then the app.
 */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLanguage, loadSignInStrings, setupI18n } from './i18n';
import { routes } from './router/routes';
import { initSettings } from './stores/settings';
import './styles.css';

/**
 * Said when the strings cannot be fetched even on a second try (the network is down, or the page is older than the
 * deployed files). No catalogue is there to translate it, so it is given in all three languages at once.
 */
const LOAD_FAILED = ['页面加载失败，请刷新重试', '頁面載入失敗，請重新整理', 'The page failed to load. Please refresh.'];

const language = initialLanguage();
initSettings(language);

const root = document.getElementById('root')!;
loadSignInStrings(language)
  .catch(() => loadSignInStrings(language))
  .then(
    () => {
      setupI18n(language);
      createRoot(root).render(<App routes={routes} />);
    },
    () => {
      root.setAttribute('role', 'alert');
      root.style.cssText = 'padding:48px 24px;text-align:center;color:#606266;line-height:2';
      for (const text of LOAD_FAILED) root.appendChild(document.createElement('div')).textContent = text;
    },
  );
