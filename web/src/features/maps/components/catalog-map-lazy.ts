import { lazy } from 'react';

/** The catalogue's map, with its code, when Map is first pressed (render it inside <Suspense>). */
export const CatalogMap = /* @__PURE__ */ lazy(() => import('./catalog-map'));
