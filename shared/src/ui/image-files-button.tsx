import { useRef, type ReactNode } from 'react';
import { Button } from './button';

/** The image kinds an upload takes (the API's and the browser compressor's). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface ImageFilesButtonProps {
  /** The file chooser's accessible name ('Tekne görseli seç'). */
  label: string;
  /** The file input's data-testid (journeys hand it their files). */
  testId: string;
  /** The chosen files in order; never called with none. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  $size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * A button that opens the browser's file chooser for images (JPEG, PNG or WebP, several at once).
 * The chooser is emptied once the files are handed over, so the same file can be chosen again.
 */
export function ImageFilesButton({
  label,
  testId,
  onFiles,
  disabled,
  $size,
  children,
}: ImageFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        multiple
        hidden
        aria-label={label}
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button $size={$size} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
