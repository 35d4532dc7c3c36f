import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Navbar } from './navbar';
import { Footer } from './footer';
import styles from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';

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
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={navigating}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
