import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { AppProvider } from '@/app/provider';
import { RootLayout } from '@/app/layout/root-layout';
import { AppLoading } from '@/app/routes/app-loading';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProvider>
      <RootLayout />
    </AppProvider>
  );
}

export function HydrateFallback() {
  return <AppLoading />;
}
