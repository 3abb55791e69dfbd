/**
 * The mobile rule of spec 01 §2.3: when the body width minus 1 is under 992 px the device is mobile and the
 * sidebar closes — on entering mobile, and again on every route change while mobile.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileWidth } from '../../runtime/core/routing/layout-rules';
import { appState } from '../stores/app';
import { settings } from '../stores/settings';

/** Watches the width and the route and keeps device and sidebar in step. */
export function useResponsive(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => {
      const mobile = isMobileWidth(document.body.getBoundingClientRect().width);
      const device = mobile ? 'mobile' : 'desktop';
      if (appState.device !== device) {
        appState.device = device;
        if (mobile) settings.sidebarOpen = false;
      }
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  useEffect(() => {
    if (appState.device === 'mobile' && settings.sidebarOpen) settings.sidebarOpen = false;
  }, [pathname]);
}
