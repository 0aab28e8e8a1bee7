import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageFilesButton } from './image-files-button';
import { AppThemeProvider } from './theme-provider';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('ImageFilesButton', () => {
  it('hands over the chosen images in order and empties the chooser for the next pick', async () => {
    const onFiles = vi.fn();
    render(
      <AppThemeProvider>
        <ImageFilesButton label="Görsel dosyaları" testId="image-input" onFiles={onFiles}>
          Görsel Yükle
        </ImageFilesButton>
      </AppThemeProvider>,
    );
    const input = screen.getByTestId<HTMLInputElement>('image-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Görsel Yükle' }));
    expect(click).toHaveBeenCalled();

    await userEvent.upload(input, [photo('a.jpg'), photo('b.jpg')]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(input.value).toBe('');

    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});
