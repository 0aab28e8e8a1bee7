import { createParcel } from '@villa/shared/parcel/create-parcel';
import { RemoteRouter } from '@villa/shared/parcel/router';
import { App } from './app';

// RemoteRouter is compiled into this remote, against this remote's own react-router.
export default createParcel(({ remote }) => (
  <RemoteRouter props={remote}>
    <App />
  </RemoteRouter>
));
