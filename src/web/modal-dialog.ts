/**
 * A native modal `<dialog>` opened from a button: focus moves to the dialog's first choice and back to
 * the opening button when it closes; Escape closes it (natively, or by `onKeyDown` where the browser
 * — or jsdom — has no modal dialogs and the dialog is only marked `open`).
 */
import { useRef, type KeyboardEvent } from 'react';

export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const native = () => typeof dialog.current?.showModal === 'function';
  const open = () => {
    const d = dialog.current;
    if (!d) return;
    if (native()) {
      if (!d.open) d.showModal();
    } else d.setAttribute('open', '');
    first.current?.focus();
  };
  const close = () => {
    const d = dialog.current;
    if (d?.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
    opener.current?.focus();
  };
  /** Props for the `<dialog>` element itself. */
  const dialogProps = {
    ref: dialog,
    onClose: () => opener.current?.focus(),
    onKeyDown: (e: KeyboardEvent<HTMLDialogElement>) => {
      // Native modal dialogs close on Escape themselves; this covers the fallback above.
      if (e.key === 'Escape' && !native()) {
        e.preventDefault();
        close();
      }
    },
  };
  return { dialog, opener, first, open, close, dialogProps };
}
