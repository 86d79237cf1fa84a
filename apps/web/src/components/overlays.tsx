import { MuiFrame } from './mui-frame';
import { Toasts } from './toasts';
import { UploadTracker } from './upload-tracker';

/** The toasts and the upload tracker in their MUI frame; loaded on demand by OnDemandOverlays. */
export default function Overlays() {
  return (
    <MuiFrame>
      <Toasts />
      <UploadTracker />
    </MuiFrame>
  );
}
