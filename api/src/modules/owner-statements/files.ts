import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import {
  CLEANING_FEE_KEEPER_LABELS,
  PAYOUT_METHOD_LABELS,
  type OwnerStatement,
} from '@villa/shared/contracts/owner-statements';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';

// The owner statement as a workbook and as a PDF. The PDF embeds DejaVu Sans (npm dejavu-fonts-ttf,
// so it does not depend on the machine's fonts): the built-in PDF fonts have no ğ, ş, ı, İ.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MONEY_FMT = '#,##0.00';
const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2, display: 'code' });
export const monthLabel = (month: string) => formatDatePattern(`${month}-01`, 'MMMM yyyy');

/** The file's name: hakedis-2031-07-ayse-yilmaz.xlsx. */
export function statementFileName(s: OwnerStatement, ext: 'xlsx' | 'pdf'): string {
  const slug = (s.owner?.name ?? 'tum-ev-sahipleri')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `hakedis-${s.month}-${slug || 'ev-sahibi'}.${ext}`;
}

const TOTAL_ROWS: [keyof OwnerStatement['totals'], string][] = [
  ['accommodation', 'Konaklama toplamı'],
  ['commission', 'Acente komisyonu'],
  ['owner_share', 'Ev sahibi payı'],
  ['received', 'Acentenin tahsil ettiği'],
  ['carried', 'Önceki aylardan devreden'],
  ['payouts', 'Bu ay yapılan ödemeler'],
  ['balance', 'Bakiye (ev sahibine borç)'],
];

export async function statementWorkbook(s: OwnerStatement, brand: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date();
  const ws = wb.addWorksheet('Hakediş Ekstresi');
  ws.getCell('A1').value = `${brand} · Hakediş Ekstresi`;
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = `${s.owner?.name ?? 'Tüm ev sahipleri'} · ${monthLabel(s.month)}`;
  const header = [
    'Rezervasyon kodu',
    'Villa',
    'Giriş',
    'Çıkış',
    'Gece',
    'Konaklama (TL)',
    'Komisyon oranı (%)',
    'Komisyon (TL)',
    'Temizlik ücreti (TL)',
    'Temizlik ücreti kimde',
    'Ev sahibi payı (TL)',
    'Tahsil edilen (TL)',
  ];
  ws.addRow([]);
  const head = ws.addRow(header);
  head.font = { bold: true };
  for (const l of s.lines) {
    ws.addRow([
      l.code,
      l.villa_name,
      formatDate(l.check_in),
      formatDate(l.check_out),
      l.nights,
      l.accommodation,
      l.commission_rate,
      l.commission,
      l.cleaning_fee,
      CLEANING_FEE_KEEPER_LABELS[l.cleaning_fee_keeper],
      l.owner_share,
      l.received,
    ]);
  }
  for (const c of [6, 8, 9, 11, 12]) ws.getColumn(c).numFmt = MONEY_FMT;
  ws.getColumn(7).numFmt = '0.00';
  ws.columns.forEach((col, i) => (col.width = i === 1 ? 28 : 16));

  ws.addRow([]);
  ws.addRow(['Toplamlar']).font = { bold: true };
  for (const [key, label] of TOTAL_ROWS) {
    const row = ws.addRow([label, s.totals[key]]);
    row.getCell(2).numFmt = MONEY_FMT;
  }
  if (s.payouts.length) {
    ws.addRow([]);
    ws.addRow(['Ödemeler']).font = { bold: true };
    ws.addRow(['Tarih', 'Tutar (TL)', 'Yöntem', 'Not']).font = { bold: true };
    for (const p of s.payouts) {
      const row = ws.addRow([formatDate(p.paid_on), p.amount, PAYOUT_METHOD_LABELS[p.method], p.note]);
      row.getCell(2).numFmt = MONEY_FMT;
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function statementPdf(s: OwnerStatement, brand: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 36,
      info: {
        Title: `Hakediş Ekstresi ${s.month}`,
        Author: brand,
        Subject: s.owner?.name ?? 'Tüm ev sahipleri',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);

    doc.font('bold').fontSize(16).text(`${brand} · Hakediş Ekstresi`);
    doc
      .font('body')
      .fontSize(11)
      .text(`${s.owner?.name ?? 'Tüm ev sahipleri'} · ${monthLabel(s.month)}`);
    doc.moveDown();

    const cols: [string, number, 'left' | 'right'][] = [
      ['Kod', 70, 'left'],
      ['Villa', 120, 'left'],
      ['Giriş', 62, 'left'],
      ['Çıkış', 62, 'left'],
      ['Gece', 34, 'right'],
      ['Konaklama', 76, 'right'],
      ['Komisyon', 70, 'right'],
      ['Temizlik', 90, 'right'],
      ['Ev sahibi payı', 84, 'right'],
      ['Tahsil edilen', 80, 'right'],
    ];
    const left = doc.page.margins.left;
    const row = (cells: string[], font: 'body' | 'bold') => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
      const y = doc.y;
      let x = left;
      doc.font(font).fontSize(8.5);
      cells.forEach((text, i) => {
        const [, width, align] = cols[i] ?? ['', 60, 'left'];
        doc.text(text, x, y, { width: width - 4, align, lineBreak: false, ellipsis: true });
        x += width;
      });
      doc.x = left;
      doc.y = y + 14;
    };
    row(
      cols.map((c) => c[0]),
      'bold',
    );
    if (s.lines.length === 0) {
      doc.font('body').fontSize(9).text('Bu ay çıkışı olan onaylı konaklama yok.', left, doc.y);
      doc.moveDown(0.5);
    }
    for (const l of s.lines) {
      row(
        [
          l.code,
          l.villa_name,
          formatDate(l.check_in),
          formatDate(l.check_out),
          String(l.nights),
          tl(l.accommodation),
          `${tl(l.commission)} (%${l.commission_rate})`,
          `${tl(l.cleaning_fee)} · ${CLEANING_FEE_KEEPER_LABELS[l.cleaning_fee_keeper]}`,
          tl(l.owner_share),
          tl(l.received),
        ],
        'body',
      );
    }
    doc.moveDown();
    doc.font('bold').fontSize(11).text('Toplamlar', left);
    for (const [key, label] of TOTAL_ROWS) {
      const y = doc.y;
      doc.font(key === 'balance' ? 'bold' : 'body').fontSize(9.5);
      doc.text(label, left, y, { width: 220 });
      doc.text(tl(s.totals[key]), left + 220, y, { width: 120, align: 'right' });
      doc.x = left;
    }
    if (s.payouts.length) {
      doc.moveDown();
      doc.font('bold').fontSize(11).text('Ödemeler', left);
      for (const p of s.payouts) {
        doc
          .font('body')
          .fontSize(9.5)
          .text(
            `${formatDate(p.paid_on)} · ${tl(p.amount)} · ${PAYOUT_METHOD_LABELS[p.method]}${p.note ? ` · ${p.note}` : ''}`,
            left,
          );
      }
    }
    doc.end();
  });
}
