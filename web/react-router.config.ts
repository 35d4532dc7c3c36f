import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'rr',
  buildDirectory: 'dist-rr',
  ssr: true,
  prerender: ['/', '/login', '/signup', '/reset-password'],
} satisfies Config;
