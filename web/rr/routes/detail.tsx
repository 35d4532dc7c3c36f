export { Component as default, action } from '@/features/services/routes/service-detail';
export { serviceDetailLoader as loader, serviceDetailLoader as clientLoader } from '@/features/services/routes/loaders';
