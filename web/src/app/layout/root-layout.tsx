import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Navbar } from './navbar';
import { Footer } from './footer';
import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

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
