import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import {
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_KIND_LABELS,
  type MailPlaceholder,
} from '@villa/shared/contracts/content';
import type { MailTemplate, RenderedMail } from '@villa/shared/contracts/mail-templates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { Field, Input } from '@villa/shared/ui/form';
import { Row, Stack } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { RichTextEditor, type RichTextEditorHandle } from '@villa/shared/ui/rich-text-editor';
import { usePreviewTemplate } from '../api/preview-template';
import { useSaveTemplate } from '../api/save-template';
import { checkTemplate } from './template-problems';
import { Caption } from '../../../components/caption';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.pill};
    padding: 4px 10px;
    font-size: 12px;
    cursor: pointer;
    font-family: ui-monospace, Menlo, monospace;
  }
  button:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Problems = styled.ul`
  margin: 0;
  padding: 10px 14px 10px 30px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const PreviewBox = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  header {
    padding: 10px 14px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  iframe {
    width: 100%;
    height: 360px;
    border: 0;
    background: #fff;
  }
`;

/** Preview document: the rendered mail in a neutral e-mail-like frame. */
function previewDocument(html: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>body{font-family:Arial,Helvetica,sans-serif;color:#1e2630;line-height:1.6;margin:0;padding:20px;max-width:640px}a{color:#0b4f6c}blockquote{margin:12px 0;padding:8px 14px;border-left:3px solid #c9a227;background:#fbf8f3}</style></head><body>${html}</body></html>`;
}

export function TemplateEditorModal({
  template,
  open,
  onClose,
}: {
  template: MailTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveTemplate();
  const preview = usePreviewTemplate();
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [bodyHtml, setBodyHtml] = useState('');
  const [rendered, setRendered] = useState<RenderedMail | null>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);

  useEffect(() => {
    if (open && template) {
      setName(template.name);
      setSubject(template.subject);
      setBodyHtml(template.bodyHtml);
      setRendered(null);
    }
  }, [open, template]);

  if (!template) return null;
  const check = checkTemplate(template.kind, subject, bodyHtml);
  const problems = [
    ...(check.unknown.length
      ? [`Bilinmeyen yer tutucu: ${check.unknown.map((p) => `{{${p}}}`).join(', ')}`]
      : []),
    ...(check.missing.length
      ? [`Bu şablon şunları içermelidir: ${check.missing.map((p) => `{{${p}}}`).join(', ')}`]
      : []),
    ...(name.trim().length < 2 ? ['Şablon adı en az 2 karakter olmalıdır.'] : []),
    ...(subject.trim().length < 3 ? ['Konu en az 3 karakter olmalıdır.'] : []),
    ...(!bodyHtml.replace(/<[^>]*>/g, '').trim() ? ['Şablon içeriği boş olamaz.'] : []),
  ];

  const insert = (p: MailPlaceholder) => {
    const token = `{{${p}}}`;
    if (target === 'subject' && subjectRef.current) {
      const el = subjectRef.current;
      const start = el.selectionStart ?? subject.length;
      const end = el.selectionEnd ?? subject.length;
      setSubject(subject.slice(0, start) + token + subject.slice(end));
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + token.length, start + token.length);
      });
    } else {
      editorRef.current?.insertText(token);
    }
  };

  const runPreview = async () => {
    try {
      setRendered(await preview.mutateAsync({ body: { kind: template.kind, subject, bodyHtml } }));
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  const submit = async () => {
    if (problems.length) return;
    try {
      await save.mutateAsync({
        params: { id: template.id },
        body: { name: name.trim(), subject: subject.trim(), bodyHtml },
      });
      toast('success', 'Şablon kaydedildi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <Modal title={`${MAIL_TEMPLATE_KIND_LABELS[template.kind]} şablonu`} open={open} onClose={onClose} wide>
      <Stack>
        <Field label="Şablon adı">
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Konu">
          <Input
            ref={subjectRef}
            value={subject}
            maxLength={200}
            onFocus={() => setTarget('subject')}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <div>
          <Caption>Yer tutucular ({target === 'subject' ? 'konuya' : 'içeriğe'} eklenir)</Caption>
          <Chips>
            {(Object.keys(MAIL_PLACEHOLDERS) as MailPlaceholder[]).map((p) => (
              <button
                key={p}
                type="button"
                title={MAIL_PLACEHOLDERS[p]}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insert(p)}
              >
                {`{{${p}}}`}
              </button>
            ))}
          </Chips>
        </div>
        <div onFocusCapture={() => setTarget('body')}>
          <Caption>İçerik</Caption>
          <RichTextEditor
            ref={editorRef}
            label="Şablon içeriği"
            value={bodyHtml}
            onChange={setBodyHtml}
            minHeight={260}
          />
        </div>
        {problems.length ? (
          <Problems role="alert" aria-label="Şablon hataları">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Problems>
        ) : null}
        {rendered ? (
          <PreviewBox aria-label="Önizleme">
            <header>
              <strong>Konu:</strong> {rendered.subject}
            </header>
            {/* sandbox without allow-scripts: the preview can never run code. */}
            <iframe title="E-posta önizlemesi" sandbox="" srcDoc={previewDocument(rendered.html)} />
          </PreviewBox>
        ) : null}
        <Row $justify="space-between" $wrap>
          <Button
            $variant="secondary"
            disabled={preview.isPending || problems.length > 0}
            onClick={() => void runPreview()}
          >
            {preview.isPending ? 'Hazırlanıyor…' : 'Örnek verilerle önizle'}
          </Button>
          <Row>
            <Button $variant="secondary" onClick={onClose}>
              Vazgeç
            </Button>
            <Button disabled={save.isPending || problems.length > 0} onClick={() => void submit()}>
              {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
            </Button>
          </Row>
        </Row>
      </Stack>
    </Modal>
  );
}
