import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { SITE_NAME } from '@/components/ui/page-title';
import { applyPageMeta, DEFAULT_DESCRIPTION } from '@/lib/page-meta';
import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Each page starts from the site's preview tags; a page with its own (PageMeta) replaces them
  // in its effect, which runs after this one.
  useLayoutEffect(() => {
    applyPageMeta(document, {
      title: SITE_NAME,
      description: DEFAULT_DESCRIPTION,
      path: pathname,
    });
  }, [pathname]);

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
