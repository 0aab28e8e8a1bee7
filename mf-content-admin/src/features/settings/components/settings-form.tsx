import { useEffect, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import { Button } from '@villa/shared/ui/button';
import { Card, Row } from '@villa/shared/ui/layout';
import { useSaveSettings, type SettingsSection } from '../api/save-settings';

interface Props<T extends FieldValues> {
  section: SettingsSection;
  /** The contract's form schema of the section (@villa/shared/contracts/settings). */
  schema: z.ZodType<unknown, T>;
  values: DefaultValues<T>;
  label: string;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** Under a settings form: 'Değişiklikleri geri al' (back to the saved `values`) and 'Kaydet'. */
export function ResetSaveActions<T extends FieldValues>({
  form: { formState, reset },
  values,
}: {
  form: UseFormReturn<T>;
  values: DefaultValues<T>;
}) {
  const saving = formState.isSubmitting;
  return (
    <Row $justify="flex-end" style={{ marginTop: 24 }}>
      <Button $variant="secondary" disabled={!formState.isDirty || saving} onClick={() => reset(values)}>
        Değişiklikleri geri al
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Kaydediliyor…' : 'Kaydet'}
      </Button>
    </Row>
  );
}

/** One settings card: validates with its schema, saves, shows the server's refusal. */
export function SettingsForm<T extends FieldValues>({ section, schema, values, label, children }: Props<T>) {
  const save = useSaveSettings(section);
  // zodResolver's overloads cannot see that a generic schema outputs T.
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: values,
  });
  const { reset, handleSubmit } = form;

  useEffect(() => {
    reset(values);
  }, [values, reset]);

  const onSubmit = handleSubmit(async (body) => {
    // The resolver hands over the schema's output (rates normalised, e-mail lower-cased…).
    await save.run({ body: body as Record<string, string> });
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children(form)}
        <ResetSaveActions form={form} values={values} />
      </form>
    </Card>
  );
}
