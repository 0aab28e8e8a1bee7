import ExcelJS from 'exceljs';
import { XMLBuilder } from 'fast-xml-parser';
import type { BtransReport, MinistryReport } from '@villa/shared/contracts/reports';
import { formatDate } from '@villa/shared/lib/format/dates';

const money = (n: number) => n.toFixed(2);

/**
 * The month's notification in the layout of GİB's short-term (daily) rental notification
 * (VUK 538 Sıra No.lu Genel Tebliğ, BTRANS): agency header, then one record per stay with the
 * property's location, dates, rent, commission and the owner's identity and IBAN.
 */
export function btransXml(report: BtransReport, createdAt = new Date()): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: false,
  });
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    GunlukKiralamaBildirimi: {
      '@_donem': report.month,
      Baslik: {
        AraciHizmetSaglayici: {
          Unvan: report.agency.name,
          VKN: report.agency.taxNumber,
          TursabBelgeNo: report.agency.tursabNumber,
        },
        Donem: report.month,
        OlusturmaZamani: createdAt.toISOString(),
        KayitSayisi: report.records.length,
        ToplamKiraBedeli: money(report.totals.amount),
        ToplamKomisyon: money(report.totals.commission),
        ParaBirimi: 'TRY',
      },
      Kayitlar: {
        Kayit: report.records.map((r, i) => ({
          '@_siraNo': i + 1,
          RezervasyonNo: r.reservationCode,
          Tasinmaz: {
            Ad: r.villaName,
            IzinBelgeNo: r.licenseNumber,
            Adres: r.address,
            Ilce: r.townName,
            Mahalle: r.districtName,
          },
          GirisTarihi: r.checkIn,
          CikisTarihi: r.checkOut,
          GeceSayisi: r.nights,
          KisiSayisi: r.guests,
          KiraBedeli: money(r.amount),
          KomisyonOrani: r.commissionRate.toFixed(2),
          KomisyonTutari: money(r.commission),
          ParaBirimi: 'TRY',
          MalSahibi: {
            TCKNVKN: r.ownerIdentityNumber,
            AdSoyadUnvan: r.ownerName,
            IBAN: r.iban,
          },
        })),
      },
    },
  };
  return builder.build(doc) as string;
}

/** The villa report as an .xlsx workbook: one row per stay, villas without stays on one row each. */
export async function ministryWorkbook(report: MinistryReport, brand: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date();
  const ws = wb.addWorksheet('Villa Raporu', { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.mergeCells('A1:I1');
  ws.getCell('A1').value = `${brand} · Villa Raporu`;
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:I2');
  ws.getCell('A2').value =
    `Dönem: ${formatDate(report.from)} – ${formatDate(report.to)} · ${report.totals.villas} villa, ` +
    `${report.totals.stays} konaklama, ${report.totals.nights} gece, ${report.totals.guests} kişi`;
  const header = [
    'Villa',
    'Bakanlık izin no',
    'Ev sahibi',
    'Bölge',
    'Rezervasyon',
    'Giriş',
    'Çıkış',
    'Gece',
    'Kişi',
  ];
  const headRow = ws.addRow(header);
  headRow.font = { bold: true };
  headRow.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2F8' } };
    c.border = { bottom: { style: 'thin' } };
  });
  const widths = [28, 20, 24, 24, 16, 12, 12, 8, 8];
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  for (const v of report.villas) {
    const region = [v.townName, v.districtName].filter(Boolean).join(' / ');
    const base = [v.name, v.licenseNumber || '—', v.ownerName || '—', region];
    if (v.stays.length === 0) {
      ws.addRow([...base, 'Konaklama yok', null, null, 0, 0]);
      continue;
    }
    for (const s of v.stays) {
      const row = ws.addRow([
        ...base,
        s.reservationCode,
        new Date(`${s.checkIn}T00:00:00Z`),
        new Date(`${s.checkOut}T00:00:00Z`),
        s.nights,
        s.guests,
      ]);
      row.getCell(6).numFmt = 'dd.mm.yyyy';
      row.getCell(7).numFmt = 'dd.mm.yyyy';
    }
  }
  ws.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: header.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
