import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { WebsitePageKey } from '@villa/shared/contracts/content';
import { getWebsitePage } from '@villa/shared/contracts/routes/website-pages';

export const pageQuery = (key: WebsitePageKey) => endpointQuery(getWebsitePage, { params: { section: key } });

export const usePage = (key: WebsitePageKey) => useQuery(pageQuery(key));
