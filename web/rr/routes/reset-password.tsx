export { Component as default } from '@/features/auth/routes/reset-password';
