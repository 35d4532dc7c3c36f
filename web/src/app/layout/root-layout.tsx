import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { appStarted } from '../before-start';
import { Navbar } from './navbar';
import { Footer } from './footer';
import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // The whole page is the app's now (effects run after the whole tree's): a press made before
  // it started is pressed again.
  useEffect(appStarted, []);

  // After a client-side page change, start keyboard and screen-reader users at the new content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Navbar />
      <div
        className={styles.progress}
        data-active={navigating}
        role="progressbar"
        aria-label="Loading page"
        aria-hidden={!navigating}
      />
      <main ref={mainRef} id="main" tabIndex={-1} className={styles.main} aria-busy={navigating}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
