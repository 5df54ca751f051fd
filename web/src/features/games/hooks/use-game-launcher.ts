import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requireRealAccount } from '../../../lib/access-gate';
import { openDialog } from '../../../lib/dialogs';
import { commonText, currentLanguage, errorText } from '../../../lib/i18n';
import { getIsAgent, getMerchantCode, isLoggedIn } from '../../../lib/storage';
import { getLobbyToken } from '../api/get-lobby-token';
import { useProviderLobbies } from './use-provider-lobbies';
import { launchGame, launchTrial } from '../api/launch-game';
import { launchPlan, providerLobbyAddress, type LaunchableGame } from '../launch-plan';
import { handOverPlaySession, savePlaySession } from '../play-session';
import { useRefreshOnReturn } from '../../../lib/balance-refresh';

function notice(code: 'in_stay_tuned' | 'game_maintenance'): void {
  openDialog({ key: code, tone: 'info', message: errorText(code) ?? code, confirmLabel: commonText('ok') });
}

/** Opens a blank window synchronously (inside the click) so pop-up blockers allow it; null when blocked. */
function openBlankWindow(): Window | null {
  const win = window.open('', '_blank');
  if (win) {
    try {
      win.opener = null;
    } catch {
      // some browsers refuse: the vendor page then keeps an opener, which is harmless for same-site play
    }
  }
  return win;
}

/**
 * Performs a launch plan (spec 2 §4): refusals through the access gate or in_stay_tuned, a
 * provider's own lobby in a window (signed in with a fresh stoken, or as a guest), vendor
 * lobbies by navigation, a new window opened blank on click and closed on any failure (on the
 * vendor's address, or for an alternate game window on the site's player page, /player), the
 * in-page frame at /seamless and free trial at /trial. Launch errors (launch_game_balance_not_enough,
 * vendor_under_maintenance, game_maintenance, ...) go through the error funnel with translated text.
 */
export function useGameLauncher() {
  const navigate = useNavigate();
  const location = useLocation();
  // a game in another window: the player's return to this tab refreshes the balance
  const armReturn = useRefreshOnReturn();
  const lobbies = useProviderLobbies();
  const here = `${location.pathname}${location.search}`;

  return useCallback(
    (game: LaunchableGame, mode: 'real' | 'trial' = 'real'): void => {
      const plan = launchPlan(
        game,
        { loggedIn: isLoggedIn(), isAgent: getIsAgent(), language: currentLanguage(), merchantCode: getMerchantCode(), lobbies },
        mode,
      );
      const title = game.displayName ?? game.vassalage;
      switch (plan.kind) {
        case 'refuse':
          if (plan.code === 'in_stay_tuned') notice('in_stay_tuned');
          else requireRealAccount();
          return;
        case 'lobby':
          void navigate(plan.path);
          return;
        case 'provider-lobby': {
          // The provider's lobby opens in a window; signed in, its address carries a fresh stoken.
          const win = openBlankWindow();
          const open = (address: string) => {
            if (win && !win.closed) win.location.href = address;
            else window.open(address, '_blank', 'noopener');
            armReturn();
          };
          if (!plan.signIn) {
            open(providerLobbyAddress(plan.url, { language: plan.language }));
            return;
          }
          getLobbyToken(plan.provider, plan.language).then(
            ({ stoken }) => open(providerLobbyAddress(plan.url, { language: plan.language, stoken })),
            () => win?.close(), // the funnel shows why
          );
          return;
        }
        case 'trial':
          launchTrial(plan.request).then(
            (url) => {
              if (!url) return notice('game_maintenance');
              savePlaySession('trial', { gameType: game.gameType, url, title, returnTo: here });
              void navigate(`/trial?gameType=${encodeURIComponent(game.gameType)}`);
            },
            () => undefined, // the funnel already showed it
          );
          return;
        case 'real': {
          const win = plan.target === 'frame' ? null : openBlankWindow();
          launchGame(plan.request).then(
            (url) => {
              if (!url) {
                win?.close();
                notice('game_maintenance');
                return;
              }
              setTimeout(() => {
                if (plan.target === 'player' && win && handOverPlaySession(win, { gameType: game.gameType, url, title, returnTo: here })) {
                  // an alternate game window: the site's player page on the start-game URL
                  armReturn();
                } else if (plan.target !== 'frame') {
                  if (win && !win.closed) win.location.href = url;
                  else window.open(url, '_blank', 'noopener');
                  armReturn();
                } else {
                  savePlaySession('seamless', { gameType: game.gameType, url, title, returnTo: here });
                  void navigate(`/seamless?gameType=${encodeURIComponent(game.gameType)}`);
                }
              }, plan.playerDelayMs);
            },
            () => win?.close(), // spec 2 §8: a failed launch closes the blank window; the funnel shows why
          );
          return;
        }
      }
    },
    [navigate, armReturn, here, lobbies],
  );
}
