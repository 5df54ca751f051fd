import { minorToMajor, type Language, type RankLevelsReply, type VipInfo } from '@lotto/contract';
import type { RankLevelRow } from '../../db/schema/index.js';
import type { RankFigures } from './rank.repository.js';
import { levelName, type RankPosition } from './rank.service.js';

/** MCSFE_getPlayerRankProgress (spec 2 §3 VIP fields). */
export function presentRankProgress(p: RankPosition, language: Language, showBenefit: boolean): VipInfo {
  const hasVip = p.current !== null;
  // With a rank table, a player below its first level still sees the way to it.
  const hasTable = hasVip || p.next !== null;
  return {
    hasVip,
    vipLabelName: p.current ? levelName(p.current, language) : null,
    showVipBenefit: hasVip && showBenefit,
    vipRankLevel: p.current?.level ?? null,
    vipProgress: hasTable ? p.progress : null,
    completedConditions: hasTable ? p.completed : 0,
    totalExpectedConditions: hasTable ? p.total : 0,
    labelId: p.current?.labelId ?? null,
  };
}

export function presentRankLevels(levels: readonly RankLevelRow[], f: RankFigures, p: RankPosition, language: Language): RankLevelsReply {
  return {
    levels: levels.map((l) => ({
      level: l.level,
      labelId: l.labelId,
      labelName: levelName(l, language),
      turnoverRequired: minorToMajor(l.turnoverMinor),
      depositRequired: minorToMajor(l.depositMinor),
    })),
    currentLevel: p.current?.level ?? null,
    turnover: minorToMajor(f.turnoverMinor),
    deposits: minorToMajor(f.depositsMinor),
  };
}
