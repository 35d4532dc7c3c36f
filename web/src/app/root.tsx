import type { ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router-dom';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { BEFORE_START_SCRIPT } from './before-start';
import { AppProvider } from './provider';
import { RootLayout } from './layout/root-layout';
import { ErrorBoundary as PageError } from './routes/error-boundary';

/** The element that ends every page, which its first paint waits for. */
const PAGE_END_ID = 'page-end';

/** The document every page is rendered in, on the server and at build time alike. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0b3a40" />
        <link rel="icon" type="image/png" sizes="48x48" href="/favicon.png" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Nothing is painted until the page's end is in: on a slow network a first part painted
            alone would pin a short page's footer to the screen's bottom, then move it. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/* The script's text is the server's alone: the browser never runs it again. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BEFORE_START_SCRIPT : '' }}
          suppressHydrationWarning
        />
      </head>
      <body>
        {children}
        {/* Before the scripts: the first paint waits for the page, never for its code. */}
        <div id={PAGE_END_ID} hidden />
        <Scripts />
      </body>
    </html>
  );
}

/** The navbar, the page and the footer, with sign-in state and the toaster around them. */
export default function App() {
  return (
    <AppProvider>
      <RootLayout />
    </AppProvider>
  );
}

/** Only when the layout itself fails: a page's errors are its frame's (routes/frame.tsx). */
export function ErrorBoundary() {
  return (
    <AppProvider>
      <PageError />
    </AppProvider>
  );
}
