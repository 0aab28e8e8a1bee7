import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { lightTheme } from './tokens';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={lightTheme}>
      <RichTextEditor
        label="Sayfa içeriği"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Sunucudan gelen metin</p>')}>
        Yükle
      </button>
    </ThemeProvider>
  );
}

describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('shows the given HTML in a labelled textbox with a formatting toolbar', async () => {
    render(<Harness initial="<h2>Başlık</h2><p>Merhaba <strong>dünya</strong></p>" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Sayfa içeriği' });
    expect(box.querySelector('h2')?.textContent).toBe('Başlık');
    expect(box.querySelector('strong')?.textContent).toBe('dünya');
    expect(screen.getByRole('toolbar', { name: 'Sayfa içeriği biçimlendirme' })).toBeInTheDocument();
    for (const name of ['Kalın', 'İtalik', 'Başlık', 'Numaralı liste', 'Bağlantı', 'Geri al']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('replaces its content when the value changes from outside, without reporting a change', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Eski</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sayfa içeriği' })).toHaveTextContent(
        'Sunucudan gelen metin',
      ),
    );
    expect(onChange.mock.calls).toEqual([]);
  });

  it('refuses a link that is not web, mail or phone', async () => {
    render(<Harness initial="<p>Metin</p>" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı' }));
    await userEvent.type(screen.getByLabelText('Bağlantı adresi'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'https://, mailto: veya tel: ile başlayan bir adres girin.',
    );
  });
});
