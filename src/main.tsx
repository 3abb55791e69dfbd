/** Browser entry: language, settings, then the app. */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLanguage, setupI18n } from './i18n';
import { routes } from './router/routes';
import { initSettings } from './stores/settings';
import './styles.css';

const language = initialLanguage();
initSettings(language);
setupI18n(language);

createRoot(document.getElementById('root')!).render(<App routes={routes} />);
