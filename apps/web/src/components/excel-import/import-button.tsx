import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

interface ImportButtonProps {
  label: string;
  /** The import dialog, given how it closes. */
  dialog: (onClose: () => void) => ReactNode;
}

/** The outlined «… از اکسل» button beside a list, and the import dialog it opens. */
export function ImportButton({ label, dialog }: ImportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      {isOpen && dialog(() => setIsOpen(false))}
    </>
  );
}
