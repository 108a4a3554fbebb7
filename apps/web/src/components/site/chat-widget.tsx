import { useEffect } from 'react';

/**
 * The live-chat widget (§1), loaded only when the build names one in VITE_CHAT_WIDGET_SRC. It is injected
 * as an async script after the page has loaded, so it never holds up the first paint.
 * The API reads the same variable and lets the widget's origin through its Content-Security-Policy.
 */
export function resolveChatWidgetSrc(raw: string | undefined, pageOrigin: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    console.warn(`VITE_CHAT_WIDGET_SRC is not a valid address: ${value}`);
    return null;
  }
  return url.href;
}

function inject(src: string): void {
  if (document.querySelector(`script[data-chat-widget]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = '';
  script.onerror = () => console.warn(`Live chat widget failed to load from ${src}`);
  document.body.append(script);
}

export function ChatWidget() {
  useEffect(() => {
    const src = resolveChatWidgetSrc(import.meta.env.VITE_CHAT_WIDGET_SRC, window.location.origin);
    if (!src) return;
    if (document.readyState === 'complete') {
      inject(src);
      return;
    }
    const onLoad = () => inject(src);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return null;
}
