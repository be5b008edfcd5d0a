/**
 * The hub's Get Help panel (spec section 4): it cycles collapsed → expanding → expanded → collapsing →
 * collapsed. The two moving states last as long as the slide animation; opening while it closes (or the
 * other way round) turns back at once.
 */
export type SupportPanelState = 'collapsed' | 'expanding' | 'expanded' | 'collapsing';
export type SupportPanelEvent = 'open' | 'close' | 'toggle' | 'animationDone';

/** How long the panel slides. */
export const SUPPORT_PANEL_ANIMATION_MS = 200;

export function supportPanelReducer(state: SupportPanelState, event: SupportPanelEvent): SupportPanelState {
  switch (event) {
    case 'open':
      return state === 'collapsed' || state === 'collapsing' ? 'expanding' : state;
    case 'close':
      return state === 'expanded' || state === 'expanding' ? 'collapsing' : state;
    case 'toggle':
      return supportPanelReducer(state, state === 'collapsed' || state === 'collapsing' ? 'open' : 'close');
    case 'animationDone':
      return state === 'expanding' ? 'expanded' : state === 'collapsing' ? 'collapsed' : state;
  }
}

/** Whether the panel (and its mask) is on screen. */
export const isPanelShown = (state: SupportPanelState) => state !== 'collapsed';
