import { useState } from 'react';
import type { UploadedFile, UploadUse } from '@darvazeh/shared';
import { uploadFile, useUploads } from './uploads';

/** What an upload field needs: start an upload, and what is uploading or was uploaded here. */
export interface FileUploadState {
  /** Uploads `file`; failures are already announced by toasts, so they only end the upload here. */
  pick: (file: File) => Promise<void>;
  /** Name of the file uploading now, or null. */
  uploading: string | null;
  /** 0–100 while uploading. */
  progress: number;
  /** The last file this field uploaded (its record is not saved yet, so it is read as temp-*). */
  uploaded: UploadedFile | null;
}

/** Drives one upload field through the tracker of lib/uploads.ts. */
export function useFileUpload(use: UploadUse, onUploaded: (file: UploadedFile) => void): FileUploadState {
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const entries = useUploads();
  const progress = entries.find((entry) => entry.name === uploading && entry.running)?.progress ?? 0;

  const pick = async (file: File) => {
    setUploading(file.name);
    try {
      const stored = await uploadFile(file, use);
      setUploaded(stored);
      onUploaded(stored);
    } catch {
      // Refused, failed or aborted: the toast (if any) is shown, and the field keeps its value.
    } finally {
      setUploading(null);
    }
  };
  return { pick, uploading, progress, uploaded };
}
