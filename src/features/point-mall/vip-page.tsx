import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../api/contracts/points';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { vipProgress } from '../../lib/points-rules';
import { reloadOnPointsAndMoney, vipLogic } from './points-logic';
import { figureColumn, pointsLook } from './points-table';
import { usePointsText } from './points-text';
import './points.css';
import { ColumnsTable } from '../../components/columns-table';

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
      <ColumnsTable
        caption={t('vip.levelsCaption')}
        look={pointsLook}
        rows={[...levels].sort((a, b) => a.rank - b.rank)}
        rowKey={(level) => level.rank}
        rowProps={(level) => ({ 'aria-current': level.rank === vipRankLevel ? 'true' : undefined })}
        columns={[
          {
            id: 'level',
            header: t('vip.level'),
            rowHeader: true,
            render: (level) => (
              <>
                {t('vip.levelName', { name: label(level.labelName), rank: level.rank })}
                {level.rank === vipRankLevel && <span className="vip-badge">{t('vip.current')}</span>}
              </>
            ),
          },
          figureColumn<VipLevel>('turnoverRequired', t('vip.turnoverRequired'), (level) =>
            money(level.turnoverRequired),
          ),
          figureColumn<VipLevel>('rebateBonus', t('vip.rebateBonus'), (level) =>
            t('vip.percent', { value: level.rebateBonusPercent }),
          ),
          figureColumn<VipLevel>('upgradeBonus', t('vip.upgradeBonus'), (level) => money(level.upgradeBonus)),
          figureColumn<VipLevel>('birthdayBonus', t('vip.birthdayBonus'), (level) =>
            money(level.birthdayBonus),
          ),
          figureColumn<VipLevel>(
            'dailyWithdrawals',
            t('vip.dailyWithdrawals'),
            (level) => level.dailyWithdrawals,
          ),
        ]}
      />
    </div>
  );
}
