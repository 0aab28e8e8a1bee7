import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { formatDate, todayIso } from '@villa/shared/lib/format/dates';

/** A column of an exported list: its Turkish header, its width and how a value is written. */
export interface ExportColumn<T> {
  header: string;
  width?: number;
  /** 'money': a number with two decimals; 'date': a day as dd.MM.yyyy text; 'int'; default text. */
  kind?: 'money' | 'date' | 'int' | 'text';
  value: (row: T) => string | number | null;
}

const MONEY_FMT = '#,##0.00';

/** A day ('YYYY-MM-DD') or an instant (its day in Istanbul) as dd.MM.yyyy; empty when absent. */
export const trDay = (value: string | null): string => (value ? formatDate(value) : '');

/** One sheet with a bold, frozen header row and one row per item. */
export async function listWorkbook<T>(
  sheet: string,
  columns: ExportColumn<T>[],
  rows: T[],
  creator: string,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = creator;
  wb.created = new Date();
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) {
    ws.addRow(
      columns.map((c) => {
        const v = c.value(row);
        if (c.kind === 'date') return trDay(typeof v === 'string' ? v : null);
        return v;
      }),
    );
  }
  columns.forEach((c, i) => {
    if (c.kind === 'money') ws.getColumn(i + 1).numFmt = MONEY_FMT;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 'Excel'e aktar': sends the rows as one sheet, as the attachment `<fileBase>-<today>.xlsx`. The
 * export routes return what this returns (the reply, sent).
 */
export async function sendListWorkbook<T>(
  reply: FastifyReply,
  list: { sheet: string; fileBase: string; columns: ExportColumn<T>[]; rows: T[] },
): Promise<FastifyReply> {
  const file = await listWorkbook(list.sheet, list.columns, list.rows, 'Likya Villa');
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${list.fileBase}-${todayIso()}.xlsx"`)
    .send(file as never);
}
