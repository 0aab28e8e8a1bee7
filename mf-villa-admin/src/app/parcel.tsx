import { createParcel } from '@villa/shared/parcel/create-parcel';
import { App } from './app';

export default createParcel(App);
