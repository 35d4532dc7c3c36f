import toast from 'react-hot-toast';
import { wantToasts } from './toast-signal';

/*
 * The app's toasts: every module that shows one imports it from here, never from react-hot-toast,
 * so that loading it mounts the toaster (lib/toast-signal.ts). A page whose toasts only follow
 * a press imports it on use (`await import('@/lib/toast')`), and a signed-out reader's pages
 * download neither.
 */
wantToasts();

export default toast;
