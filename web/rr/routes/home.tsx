export { Component as default } from '@/features/home/routes/home';
export { homeLoader as clientLoader } from '@/features/home/routes/loader';
