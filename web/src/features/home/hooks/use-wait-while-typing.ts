import { useEffect, useState } from 'react';

const isTyping = (el: Element | null) => !!el?.matches('input,textarea,select,[contenteditable]');

/**
 * False while a text field has focus when the promo is due, true once focus has left it (or when
 * nobody was typing): the promo never takes focus from a field the user is typing in. Lives in the
 * promo's lazy chunk, not in home's first-paint JavaScript.
 */
export function useWaitWhileTyping(): boolean {
  const [ready, setReady] = useState(() => !isTyping(document.activeElement));
  useEffect(() => {
    if (ready) return;
    let timer = 0;
    const check = () => !isTyping(document.activeElement) && setReady(true);
    // focus has moved once the focusout task ends: check then
    const onFocusOut = () => {
      timer = window.setTimeout(check);
    };
    document.addEventListener('focusout', onFocusOut);
    // focus may have left between the render that read it and this effect (a busy page runs
    // effects late): that focusout came before the listener, so look once now
    check();
    return () => {
      document.removeEventListener('focusout', onFocusOut);
      window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
