import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('allService', 'routes/all-services.tsx'),
  route('detail/:id', 'routes/detail.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
