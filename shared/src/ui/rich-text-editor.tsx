import { Fragment, useEffect, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';

/** What a parent can do with the editor (insert a mail placeholder at the cursor...). */
export interface RichTextEditorHandle {
  insertText: (text: string) => void;
  focus: () => void;
}

interface RichTextEditorProps {
  /** HTML; changes from outside (data loaded later, form reset) replace the content. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  minHeight?: number;
  'aria-describedby'?: string;
  /** Set by <Field> when the field has an error. */
  'aria-invalid'?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

const Frame = styled.div<{ $invalid?: boolean; $minHeight: number }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
    box-shadow: 0 0 0 3px rgba(28, 139, 181, 0.2);
  }
  .ProseMirror {
    min-height: ${({ $minHeight }) => $minHeight}px;
    padding: 14px 16px;
    outline: none;
    line-height: 1.65;
    overflow-wrap: anywhere;
  }
  .ProseMirror > :first-child {
    margin-top: 0;
  }
  .ProseMirror h2 {
    font-size: 22px;
    margin: 1.1em 0 0.5em;
  }
  .ProseMirror h3 {
    font-size: 18px;
    margin: 1em 0 0.4em;
  }
  .ProseMirror blockquote {
    margin: 0.8em 0;
    padding-left: 14px;
    border-left: 3px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .ProseMirror a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: 1.4em;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  .sep {
    width: 1px;
    margin: 4px 4px;
    background: ${({ theme }) => theme.color.border};
  }
`;

const ToolButton = styled.button.attrs<{ type?: 'button' | 'submit' }>((p) => ({
  type: p.type ?? 'button',
}))<{
  $active?: boolean;
}>`
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border-radius: 8px;
  border: 1px solid transparent;
  background: ${({ theme, $active }) => ($active ? theme.color.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadow.sm : 'none')};
  font-weight: 600;
  font-size: 14px;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surface};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const LinkBar = styled.form`
  display: flex;
  gap: 6px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  input {
    flex: 1;
    min-width: 0;
    min-height: 34px;
    padding: 4px 10px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    align-self: center;
    color: ${({ theme }) => theme.color.danger};
    font-size: 12px;
  }
`;

/** Only web, mail and phone links: the server drops any other scheme anyway. */
function normaliseHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  if (/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(href)) return `https://${href}`;
  return null;
}

/** A toolbar button that toggles a mark or a block: pressed while `state` is on at the selection. */
interface FormatTool {
  label: string;
  state: 'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'bullet' | 'ordered' | 'quote';
  toggle: (chain: ChainedCommands) => ChainedCommands;
  face: ReactNode;
}

/** The formatting buttons in their groups (a separator between groups); the link tool follows. */
const FORMAT_TOOLS: FormatTool[][] = [
  [
    { label: 'Kalın', state: 'bold', toggle: (c) => c.toggleBold(), face: <strong>K</strong> },
    { label: 'İtalik', state: 'italic', toggle: (c) => c.toggleItalic(), face: <em>İ</em> },
    {
      label: 'Altı çizili',
      state: 'underline',
      toggle: (c) => c.toggleUnderline(),
      face: <span style={{ textDecoration: 'underline' }}>A</span>,
    },
  ],
  [
    { label: 'Başlık', state: 'h2', toggle: (c) => c.toggleHeading({ level: 2 }), face: 'H2' },
    { label: 'Alt başlık', state: 'h3', toggle: (c) => c.toggleHeading({ level: 3 }), face: 'H3' },
  ],
  [
    { label: 'Madde işaretli liste', state: 'bullet', toggle: (c) => c.toggleBulletList(), face: '•≡' },
    { label: 'Numaralı liste', state: 'ordered', toggle: (c) => c.toggleOrderedList(), face: '1≡' },
    { label: 'Alıntı', state: 'quote', toggle: (c) => c.toggleBlockquote(), face: '❝' },
  ],
];

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToolButton
      $active={active}
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      // Keep the selection in the editor while clicking the toolbar.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </ToolButton>
  );
}

function LinkEditor({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState('');
  return (
    <LinkBar
      onSubmit={(e) => {
        e.preventDefault();
        const next = normaliseHref(href);
        if (!next) {
          setError('https://, mailto: veya tel: ile başlayan bir adres girin.');
          return;
        }
        editor.chain().focus().extendMarkRange('link').setLink({ href: next }).run();
        onDone();
      }}
    >
      <input
        autoFocus
        aria-label="Bağlantı adresi"
        placeholder="https://"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      {error ? <p role="alert">{error}</p> : null}
      <ToolButton type="submit">Uygula</ToolButton>
      {current ? (
        <ToolButton
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Kaldır
        </ToolButton>
      ) : null}
      <ToolButton onClick={onDone}>Vazgeç</ToolButton>
    </LinkBar>
  );
}

/**
 * The platform's rich-text editor (Tiptap): headings, emphasis, lists, quotes and links.
 * The server sanitises what it produces; this only shapes what staff can write.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  id,
  invalid,
  disabled,
  minHeight = 220,
  ref,
  ...rest
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(invalid || rest['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(rest['aria-describedby'] ? { 'aria-describedby': rest['aria-describedby'] } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  // Content given from outside (loaded data, reset) replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // false: toggling editability is not a content change (no onChange).
    if (editor && editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text: string) => editor?.chain().focus().insertContent(text).run(),
      focus: () => editor?.commands.focus(),
    }),
    [editor],
  );

  const run = (fn: (e: Editor) => void) => () => {
    if (editor) fn(editor);
  };

  return (
    <Frame $invalid={invalid || rest['aria-invalid']} $minHeight={minHeight} data-testid="rich-text-editor">
      <Toolbar role="toolbar" aria-label={`${label} biçimlendirme`}>
        {FORMAT_TOOLS.map((group, i) => (
          <Fragment key={group[0]!.label}>
            {i > 0 ? <span className="sep" aria-hidden="true" /> : null}
            {group.map((tool) => (
              <Tool
                key={tool.label}
                label={tool.label}
                active={state?.[tool.state]}
                disabled={disabled}
                onClick={run((e) => tool.toggle(e.chain().focus()).run())}
              >
                {tool.face}
              </Tool>
            ))}
          </Fragment>
        ))}
        <Tool
          label="Bağlantı"
          active={state?.link || linkOpen}
          disabled={disabled}
          onClick={() => setLinkOpen((o) => !o)}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
          </svg>
        </Tool>
        <span className="sep" aria-hidden="true" />
        <Tool
          label="Geri al"
          disabled={disabled || !state?.canUndo}
          onClick={run((e) => e.chain().focus().undo().run())}
        >
          ↶
        </Tool>
        <Tool
          label="Yinele"
          disabled={disabled || !state?.canRedo}
          onClick={run((e) => e.chain().focus().redo().run())}
        >
          ↷
        </Tool>
      </Toolbar>
      {linkOpen && editor ? <LinkEditor editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </Frame>
  );
}
