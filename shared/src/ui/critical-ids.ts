/** Element ids of the critical markup the server writes into a public page's first HTML. */
export const CRITICAL_ID = 'critical';
/** Template the shell moves the critical page markup into before React takes over #root. */
export const CRITICAL_TEMPLATE_ID = 'critical-content';
/** JSON data block with the responses the critical markup was made from. */
export const CRITICAL_DATA_ID = 'critical-data';

/** Key of one response in the data block: `villa:<slug>`. */
export const criticalDataKey = (kind: 'villa', id: string) => `${kind}:${id}`;
