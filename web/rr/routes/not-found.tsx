export { Component as default } from '@/app/routes/not-found';
