export { Component as default } from '@/features/services/routes/all-services';
export { allServicesLoader as loader, allServicesLoader as clientLoader } from '@/features/services/routes/loaders';
