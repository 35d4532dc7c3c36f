export { Component as default } from '@/features/auth/routes/signup';
