/**
 * react-hook-form's zod resolver, for remotes that do not depend on @hookform/resolvers themselves
 * (shared does), so every form validates with the same contract schemas and the same resolver.
 */
export { zodResolver } from '@hookform/resolvers/zod';
