import ExcelJS from 'exceljs';
import type { PerformanceFigures, PerformanceReport } from '@villa/shared/contracts/reports';
import { formatDate, monthText } from '@villa/shared/lib/format/dates';

const FIGURE_HEADERS = [
  'Gece',
  'Müsait gece',
  'Satılan gece',
  'Kanal gecesi',
  'Kapalı gece',
  'Gelir (TL)',
  'Doluluk',
  'ADR (TL)',
  'RevPAR (TL)',
];
const figureCells = (f: PerformanceFigures) => [
  f.nights,
  f.available_nights,
  f.sold_nights,
  f.channel_nights,
  f.closed_nights,
  f.revenue,
  f.occupancy,
  f.adr,
  f.revpar,
];

function sheet(
  wb: ExcelJS.Workbook,
  name: string,
  title: string,
  lead: string[],
  rows: (string | number)[][],
) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.getCell('A1').value = title;
  ws.getCell('A1').font = { bold: true, size: 13 };
  const head = ws.addRow([...lead, ...FIGURE_HEADERS]);
  head.font = { bold: true };
  head.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2F8' } };
    c.border = { bottom: { style: 'thin' } };
  });
  for (const r of rows) ws.addRow(r);
  const n = lead.length;
  lead.forEach((_, i) => (ws.getColumn(i + 1).width = i === 0 ? 28 : 18));
  FIGURE_HEADERS.forEach((_, i) => (ws.getColumn(n + i + 1).width = 14));
  for (const i of [6, 8, 9]) ws.getColumn(n + i).numFmt = '#,##0.00';
  ws.getColumn(n + 7).numFmt = '0.0%';
  return ws;
}

/** The performance report as .xlsx: villas, months, sources; amounts as numbers, rates as percentages. */
export async function performanceWorkbook(
  report: PerformanceReport,
  brand: string,
  scope: string,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date();
  const period = `${formatDate(report.from)} – ${formatDate(report.to)} (bitiş hariç)${scope ? ` · ${scope}` : ''}`;
  sheet(
    wb,
    'Villalar',
    `${brand} · Performans · ${period}`,
    ['Villa', 'Bölge'],
    [
      ...report.by_villa.map((v) => [v.villa_name, v.town_name, ...figureCells(v)]),
      ['Toplam', '', ...figureCells(report.totals)],
    ],
  ).lastRow!.font = { bold: true };
  sheet(
    wb,
    'Aylar',
    `${brand} · Performans (aylık) · ${period}`,
    ['Ay'],
    [
      ...report.by_month.map((m) => [monthText(m.month), ...figureCells(m)]),
      ['Toplam', ...figureCells(report.totals)],
    ],
  ).lastRow!.font = { bold: true };

  const ws = wb.addWorksheet('Kaynaklar');
  ws.getCell('A1').value = `${brand} · Kaynaklar, iptaller ve rezervasyon öncesi süre · ${period}`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  const head = ws.addRow(['Kaynak', 'Tür', 'Rezervasyon / etkinlik', 'Gece', 'Gelir (TL)']);
  head.font = { bold: true };
  for (const s of report.sources) {
    ws.addRow([
      s.label,
      s.kind === 'channel' ? 'Senkron takvim' : 'Rezervasyon',
      s.bookings,
      s.nights,
      s.revenue,
    ]);
  }
  ws.addRow([]);
  ws.addRow([
    'İptal edilen rezervasyon',
    '',
    report.cancellations.count,
    report.cancellations.nights,
    report.cancellations.revenue,
  ]);
  ws.addRow([
    'Rezervasyon öncesi süre (medyan gün)',
    '',
    report.lead_time.bookings,
    report.lead_time.median_days,
  ]);
  ws.getColumn(1).width = 36;
  ws.getColumn(2).width = 16;
  ws.getColumn(3).width = 22;
  ws.getColumn(5).numFmt = '#,##0.00';
  ws.getColumn(5).width = 14;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
