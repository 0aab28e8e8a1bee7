const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → 'dd.MM.yyyy' (the fields' form); '' for no day. */
export function toFieldText(iso: string | null | undefined): string {
  const m = iso ? ISO_DAY.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
