/**
 * The loader's styles, inside its shadow root only. Theme values come in as custom properties set on
 * the host element (--pl-primary, --pl-on-primary, --pl-surface, --pl-text, --pl-font).
 * Layout classes on .w: left (bottom-left), full (full-width bottom sheet), modal (centred modal),
 * open (chat open).
 */
export const WIDGET_STYLES = `
:host{all:initial}
*,*::before,*::after{box-sizing:border-box}
.w{font-family:var(--pl-font);font-size:14px;line-height:1.45;color:var(--pl-text);-webkit-font-smoothing:antialiased}
button{font:inherit;color:inherit;margin:0}
.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483001;width:56px;height:56px;padding:0;border:0;border-radius:50%;
background:var(--pl-primary);color:var(--pl-on-primary);box-shadow:0 6px 20px rgba(0,0,0,.22);cursor:pointer;
display:flex;align-items:center;justify-content:center;transition:transform .15s ease}
.launcher:hover{transform:scale(1.06)}
.launcher:focus-visible,.bubble button:focus-visible{outline:3px solid var(--pl-primary);outline-offset:3px}
.launcher svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.launcher .picture{width:100%;height:100%;border-radius:50%;object-fit:cover}
.badge{position:absolute;top:-3px;right:-3px;min-width:20px;height:20px;padding:0 6px;border-radius:10px;
background:#e03131;color:#fff;font-size:12px;font-weight:600;line-height:20px;text-align:center;box-shadow:0 0 0 2px #fff}
.badge[hidden],.bubble[hidden],.panel[hidden],.backdrop[hidden]{display:none}
.bubble{position:fixed;right:20px;bottom:88px;z-index:2147483001;width:max-content;max-width:min(300px,calc(100vw - 40px));
background:var(--pl-surface);color:var(--pl-text);border-radius:14px;box-shadow:0 8px 28px rgba(0,0,0,.18);animation:pl-in .25s ease-out}
.bubble .text{display:block;width:100%;padding:12px 38px 12px 14px;border:0;background:none;text-align:left;cursor:pointer;
white-space:pre-wrap;overflow-wrap:anywhere;border-radius:14px}
.bubble .dismiss{position:absolute;top:6px;right:6px;width:26px;height:26px;padding:0;border:0;border-radius:50%;
background:transparent;cursor:pointer;display:flex;align-items:center;justify-content:center;opacity:.65}
.bubble .dismiss:hover{opacity:1;background:rgba(128,128,128,.16)}
.bubble .dismiss svg{width:14px;height:14px;fill:none;stroke:currentColor;stroke-width:2.4;stroke-linecap:round}
.panel{position:fixed;right:20px;bottom:88px;z-index:2147483000;width:380px;height:min(640px,calc(100vh - 108px));
border-radius:16px;overflow:hidden;background:var(--pl-surface);box-shadow:0 16px 48px rgba(0,0,0,.28);animation:pl-in .2s ease-out}
.panel iframe{display:block;width:100%;height:100%;border:0;background:transparent;color-scheme:normal}
.left .launcher,.left .bubble,.left .panel{right:auto;left:20px}
.full .panel{left:0;right:0;bottom:0;width:100%;height:min(80vh,760px);border-radius:16px 16px 0 0}
.modal .panel{left:50%;right:auto;top:50%;bottom:auto;width:min(720px,calc(100vw - 32px));height:min(760px,calc(100vh - 64px));
transform:translate(-50%,-50%);animation:none}
.backdrop{position:fixed;inset:0;z-index:2147482999;background:rgba(15,17,21,.38);-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px)}
.full.open .launcher,.modal.open .launcher{display:none}
@media (max-width:480px){
.panel,.full .panel,.modal .panel{inset:0;width:100%;height:100%;border-radius:0;transform:none;animation:none}
.open .launcher{display:none}
}
@keyframes pl-in{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.launcher,.bubble,.panel{animation:none;transition:none}}
`;
