import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getFeaturedVillas } from '@villa/shared/contracts/routes/villas';

export const featuredQuery = () => endpointQuery(getFeaturedVillas);

export const useFeatured = () => useQuery(featuredQuery());
