/**
 * The sign before "Paused" on the class pages (dashboard, table cards, a student's banner, the class
 * view): "‖" rather than the pause symbol "⏸" (U+23F8), which a computer without an emoji font (a Linux
 * laptop driving the class's projector) draws as an empty box; "‖" is in the common text fonts (DejaVu,
 * WenQuanYi, Segoe UI). It is decorative (aria-hidden): the words beside it say the class is paused.
 */
export const PAUSED_SIGN = '‖';
