import { useId, useRef, useState } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { UploadedFile } from '@villa/shared/contracts/documents';
import { Button } from '@villa/shared/ui/button';
import { Spinner } from '@villa/shared/ui/feedback';
import { IMAGE_TYPES, uploadContentFile, uploadProblem } from '../lib/upload-content';
import { Caption } from './caption';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  .preview {
    width: 96px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
    display: grid;
    place-items: center;
    overflow: hidden;
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .preview img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 13px;
    margin: 0;
    flex-basis: 100%;
  }
`;

interface Props {
  /** The file input's accessible name ('Logo dosyası'). */
  label: string;
  /** The heading shown above the picker ('Logo'). */
  caption?: string;
  /** The current file URL ('' for none). */
  value: string;
  onChange: (url: string, file?: UploadedFile) => void;
  accept: string[];
  /** Show an image preview (logos, covers); documents show their kind. */
  preview?: 'image' | 'file';
  removable?: boolean;
}

/** Picks a file, checks it, uploads it and reports its URL; errors are shown in place. */
export function FilePicker({
  label,
  caption,
  value,
  onChange,
  accept,
  preview = 'image',
  removable = true,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, accept);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const uploaded = await uploadContentFile(file);
      onChange(uploaded.url, uploaded);
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      {caption ? <Caption>{caption}</Caption> : null}
      <Wrap>
        <div className="preview" aria-hidden="true">
          {busy ? (
            <Spinner />
          ) : value ? (
            preview === 'image' && !value.endsWith('.pdf') ? (
              <img src={value} alt="" />
            ) : (
              <span>{value.endsWith('.pdf') ? 'PDF' : 'Görsel'}</span>
            )
          ) : (
            <span>Dosya yok</span>
          )}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept.join(',')}
          aria-label={label}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {value ? 'Değiştir' : 'Dosya seç'}
        </Button>
        {value && removable ? (
          <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => onChange('')}>
            Kaldır
          </Button>
        ) : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </Wrap>
    </>
  );
}

// The picker reads and sets one field only; the form's context and output types are the caller's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of useForm fit
type AnyForm<V extends FieldValues> = UseFormReturn<V, any, any>;

/**
 * An image (a logo) picked, uploaded and kept in a form's text field as its URL; picking one marks
 * the form dirty: `<ImageField form={form} name="logoUrl" caption="Banka logosu" label="…dosyası" />`.
 */
export function ImageField<V extends FieldValues>({
  form,
  name,
  caption,
  label,
}: {
  form: AnyForm<V>;
  name: FieldPath<V>;
  caption: string;
  label: string;
}) {
  const value: unknown = form.watch(name);
  return (
    <FilePicker
      caption={caption}
      label={label}
      value={typeof value === 'string' ? value : ''}
      accept={IMAGE_TYPES}
      // The field holds the URL as text (the caller names a text field); react-hook-form cannot narrow a path's value.
      onChange={(url) => form.setValue(name, url as PathValue<V, FieldPath<V>>, { shouldDirty: true })}
    />
  );
}
