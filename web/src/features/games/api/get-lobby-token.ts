import { gameCalls, type Language, type LobbyTokenReply } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The single-use stoken a provider's lobby address carries (spec 2 §4; docs/decisions/0004). */
export const getLobbyToken = (provider: string, language: Language): Promise<LobbyTokenReply> =>
  request(gameCalls.lobbyToken, { provider, language });
