import {
  MAIL_PLACEHOLDERS,
  MAIL_REQUIRED_PLACEHOLDERS,
  placeholdersIn,
  type MailTemplateKind,
} from '@villa/shared/contracts/content';

export interface TemplateCheck {
  unknown: string[];
  missing: string[];
}

/** The editor's live check; the server repeats it on save. */
export function checkTemplate(kind: MailTemplateKind, subject: string, bodyHtml: string): TemplateCheck {
  const used = [...placeholdersIn(subject), ...placeholdersIn(bodyHtml)];
  return {
    unknown: [...new Set(used.filter((p) => !(p in MAIL_PLACEHOLDERS)))],
    missing: MAIL_REQUIRED_PLACEHOLDERS[kind].filter((p) => !used.includes(p)),
  };
}
