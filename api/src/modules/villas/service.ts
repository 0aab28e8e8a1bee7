import type { VillaBody, VillaDetail } from '@villa/shared/contracts/villas';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { VILLA_MISSING } from './common.ts';
import { getVillaDetail, villaReferences } from './repository.ts';

/** Checks the references of a villa body; a Turkish 400 for the first bad one. */
export async function checkVillaReferences(db: Db, body: VillaBody): Promise<void> {
  const { town, district, villaType, owner } = await villaReferences(db, body);
  if (!town) throw new HttpError(400, 'Seçilen ilçe bulunamadı.');
  if (body.district_id) {
    if (!district) throw new HttpError(400, 'Seçilen bölge bulunamadı.');
    if (district.townId !== body.town_id) throw new HttpError(400, 'Seçilen bölge bu ilçeye ait değil.');
  }
  if (body.villa_type_id && !villaType) throw new HttpError(400, 'Seçilen villa tipi bulunamadı.');
  if (body.owner_id) {
    if (!owner) throw new HttpError(400, 'Seçilen ev sahibi bulunamadı.');
    if (owner.role !== 'OWNER')
      throw new HttpError(400, 'Ev sahibi olarak yalnızca "Ev Sahibi" rolündeki kullanıcılar seçilebilir.');
  }
}

/** A villa's detail, or 404. An owner does not see the bank-transfer data staff keep about them. */
export async function villaDetailOr404(db: Db, id: number, ownerView: boolean): Promise<VillaDetail> {
  const villa = await getVillaDetail(db, id, ownerView);
  if (!villa) throw new HttpError(404, VILLA_MISSING);
  return villa;
}
