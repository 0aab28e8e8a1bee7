import { Badge } from './feedback';

/** A guest review's state as staff see it in every list: published, or waiting for approval. */
export function CommentStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge $tone="success">Yayında</Badge> : <Badge $tone="warning">Onay bekliyor</Badge>;
}

/** Marks a review that came through a stay's review link (a guest who really stayed). */
export function VerifiedStayBadge() {
  return (
    <Badge
      $tone="info"
      data-testid="verified-stay"
      title="Bu yorum, rezervasyonla konaklamış bir misafirden değerlendirme bağlantısıyla geldi."
    >
      ✓ Doğrulanmış konaklama
    </Badge>
  );
}
