import { frontendProject } from '../vitest.frontend.ts';

export default frontendProject('mf-booking-admin');
