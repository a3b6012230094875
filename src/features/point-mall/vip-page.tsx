import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../api/contracts/points';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { vipProgress } from '../../lib/points-rules';
import { reloadOnPointsAndMoney, vipLogic } from './points-logic';
import { usePointsText } from './points-text';
import './points.css';
import { ScrollTable } from '../../components/scroll-table';

/**
 * VIP bonus (member-centre page vipBonus, shown when the public state's hasVip is true, SPEC 6):
 * the member's rank and label (SPEC 3 vipRankLevel, vipLabelName), the way to the next level by
 * turnover, and the levels with what each needs and gives.
 */
export default function VipPage() {
  const { data, failure, retry } = useLoader(vipLogic, reloadOnPointsAndMoney);
  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {(vip) => <Vip {...vip} />}
    </ResourceView>
  );
}

function Vip({
  levels,
  vipRankLevel,
  vipLabelName,
  turnover,
  currencySymbol,
}: {
  levels: VipLevel[];
  vipRankLevel: number;
  vipLabelName: string;
  turnover: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation('points');
  const { money } = usePointsText(currencySymbol);
  // A label the platform names: translated when known, else as sent.
  const label = (name: string) => t(`vip.names.${name}`, { defaultValue: name });
  const progress = vipProgress(levels, vipRankLevel, turnover);
  return (
    <div className="points">
      <section className="vip-summary" aria-labelledby="vip-level-heading">
        <h3 id="vip-level-heading" className="points-heading">
          {t('vip.yourLevel')}: {t('vip.levelName', { name: label(vipLabelName), rank: vipRankLevel })}
        </h3>
        <p>{t('vip.turnover', { amount: money(turnover) })}</p>
        {progress.next ? (
          <>
            <label htmlFor="vip-progress">
              {t('vip.progressLabel', { name: label(progress.next.labelName) })}
            </label>
            <progress id="vip-progress" max={100} value={progress.percent}>
              {progress.percent}%
            </progress>
            <p>
              {t('vip.toNext', { amount: money(progress.remaining), name: label(progress.next.labelName) })}
            </p>
          </>
        ) : (
          <p>{t('vip.top')}</p>
        )}
      </section>
      <ScrollTable className="points-table" caption={t('vip.levelsCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col" className="points-table__number">
              {t('vip.turnoverRequired')}
            </th>
            <th scope="col" className="points-table__number">
              {t('vip.rebateBonus')}
            </th>
            <th scope="col" className="points-table__number">
              {t('vip.upgradeBonus')}
            </th>
            <th scope="col" className="points-table__number">
              {t('vip.birthdayBonus')}
            </th>
            <th scope="col" className="points-table__number">
              {t('vip.dailyWithdrawals')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...levels]
            .sort((a, b) => a.rank - b.rank)
            .map((level) => {
              const current = level.rank === vipRankLevel;
              return (
                <tr key={level.rank} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {t('vip.levelName', { name: label(level.labelName), rank: level.rank })}
                    {current && <span className="vip-badge">{t('vip.current')}</span>}
                  </th>
                  <td className="points-table__number">{money(level.turnoverRequired)}</td>
                  <td className="points-table__number">
                    {t('vip.percent', { value: level.rebateBonusPercent })}
                  </td>
                  <td className="points-table__number">{money(level.upgradeBonus)}</td>
                  <td className="points-table__number">{money(level.birthdayBonus)}</td>
                  <td className="points-table__number">{level.dailyWithdrawals}</td>
                </tr>
              );
            })}
        </tbody>
      </ScrollTable>
    </div>
  );
}
