import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={3500} newestOnTop theme="colored" />;
}
