import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../lib/toast-store';
import { useUploads } from '../lib/uploads';

const Overlays = lazy(() => import('./overlays'));

/**
 * The toasts and the upload tracker, loaded the first time there is a toast or an upload to show (both
 * are MUI, which the visitor's home page does not load otherwise); once loaded they stay mounted.
 */
export function OnDemandOverlays() {
  const hasToast = useToasts().some((toast) => toast.show);
  const hasUpload = useUploads().length > 0;
  const [isWanted, setIsWanted] = useState(false);
  if ((hasToast || hasUpload) && !isWanted) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
