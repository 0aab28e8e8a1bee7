import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { int, text } from '../contracts/fields';
import { zodResolver } from '../lib/form-resolver';
import { InputField, NumberField, SelectField, SlugField, TextareaField, ToggleField } from './form-fields';
import { renderThemed } from './kit.test-support';

const schema = z.object({
  name: text('Tekne adı', 100),
  capacity: int('Kapasite', 1, 50),
  marina_id: z.string().min(1, 'Marina seçin.'),
  description: z.string(),
  active: z.boolean(),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

function BoatForm({ onSave, marinaError }: { onSave: (v: Out) => void; marinaError?: string }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', capacity: '', marina_id: '', description: 'Güzel', active: true },
  });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <InputField form={form} name="name" label="Tekne adı" hint="Sitede görünen ad." />
      <NumberField form={form} name="capacity" label="Kapasite" min={1} />
      <SelectField
        form={form}
        name="marina_id"
        label="Marina"
        placeholder="Marina seçin"
        fallbackError={marinaError}
        options={[
          { value: 3, label: 'Setur' },
          { value: 4, label: 'D-Marin' },
        ]}
      />
      <TextareaField form={form} name="description" label="Açıklama" rows={3} />
      <ToggleField form={form} name="active" label="Aktif" />
      <span data-testid="dirty">{form.formState.isDirty ? 'dirty' : 'clean'}</span>
      <button type="submit">Kaydet</button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof BoatForm>[0]) => renderThemed(<BoatForm {...props} />);

describe('form-field kit', () => {
  it('labels each control, shows the hint, and sends the values through the schema', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm({ onSave });
    expect(screen.getByText('Sitede görünen ad.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kapasite')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Kapasite')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Açıklama')).toHaveValue('Güzel');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Marina seçin',
      'Setur',
      'D-Marin',
    ]);
    await user.type(screen.getByLabelText('Tekne adı'), 'Mavi');
    await user.type(screen.getByLabelText('Kapasite'), '8');
    await user.selectOptions(screen.getByLabelText('Marina'), '4');
    await user.click(screen.getByRole('switch', { name: 'Aktif' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Mavi', capacity: 8, marina_id: '4', description: 'Güzel', active: false },
      expect.anything(),
    );
  });

  it("shows each field's error from the schema on its control, in place of the hint", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderForm({ onSave });
    await user.type(screen.getByLabelText('Kapasite'), '99');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Tekne adı gerekli.')).toBeInTheDocument();
    expect(screen.queryByText('Sitede görünen ad.')).toBeNull();
    expect(screen.getByLabelText('Tekne adı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Kapasite en fazla 50 olabilir.')).toBeInTheDocument();
    expect(screen.getByText('Marina seçin.')).toBeInTheDocument();
  });

  it("shows the field's own error (options that did not load) while the form has none", () => {
    renderForm({ onSave: vi.fn(), marinaError: 'Marinalar yüklenemedi.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Marinalar yüklenemedi.');
    expect(screen.getByLabelText('Marina')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a switch marks the form dirty', async () => {
    const user = userEvent.setup();
    renderForm({ onSave: vi.fn() });
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    expect(screen.getByTestId('dirty')).toHaveTextContent('clean');
    await user.click(screen.getByRole('switch', { name: 'Aktif' }));
    expect(screen.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
    expect(screen.getByTestId('dirty')).toHaveTextContent('dirty');
  });
});

function TownForm() {
  const form = useForm<{ name: string; slug: string }>({ defaultValues: { name: '', slug: '' } });
  return (
    <form>
      <InputField form={form} name="name" label="İlçe adı" />
      <SlugField form={form} from="name" example="ilce-adi" />
    </form>
  );
}

describe('SlugField', () => {
  it('shows the address the API makes from the name while the slug is left empty', async () => {
    const user = userEvent.setup();
    renderThemed(<TownForm />);
    expect(screen.getByLabelText('Adres (slug)')).toBeInTheDocument();
    expect(screen.getByText('Boşsa: ilce-adi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('İlçe adı'), 'Çeşme Ilıca');
    expect(screen.getByText('Boşsa: cesme-ilica')).toBeInTheDocument();
  });
});

function StatusForm() {
  const form = useForm<{ status: string }>({ defaultValues: { status: 'passive' } });
  return (
    <SelectField
      form={form}
      name="status"
      label="Durum"
      options={[
        { value: 'active', label: 'Aktif' },
        { value: 'passive', label: 'Pasif' },
      ]}
    />
  );
}

describe('SelectField without a placeholder', () => {
  it('offers the options only, the form’s value chosen', () => {
    renderThemed(<StatusForm />);
    const select = screen.getByLabelText('Durum');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Aktif', 'Pasif']);
    expect(select).toHaveValue('passive');
  });
});
