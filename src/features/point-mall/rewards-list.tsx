import { useTranslation } from 'react-i18next';
import type { PointsReward } from '../../api/contracts/points';
import { redeemBlock } from '../../lib/points-rules';
import { usePointsText } from './points-text';

/**
 * The points mall's rewards (SPEC 7.8 reward list): points required, the amount required where a
 * reward needs a cash top-up, the unit and the stock. Redeem is offered where the member can
 * redeem (a visitor's points are unknown: only the stock decides); otherwise the reason shows.
 * An empty list never gets here: its section shows the empty state (RewardsSection).
 */
export function RewardsList({
  rewards,
  currencySymbol,
  points,
  onRedeem,
}: {
  rewards: PointsReward[];
  currencySymbol: string;
  /** The member's points; null for a visitor. */
  points: number | null;
  onRedeem: (rewardId: string) => void;
}) {
  const { t } = useTranslation('points');
  const { money, points: pointsText, unit } = usePointsText(currencySymbol);
  return (
    <ul className="points-rewards" aria-label={t('rewards.heading')}>
      {rewards.map((reward) => {
        const block = redeemBlock(reward, points);
        const reasonId = `reward-${reward.id}-reason`;
        return (
          <li key={reward.id} className="points-reward">
            <div
              className="points-reward__art"
              style={{
                background: `linear-gradient(135deg, hsl(${reward.hue} 70% 45%), hsl(${(reward.hue + 40) % 360} 70% 30%))`,
              }}
              aria-hidden="true"
            />
            <h3 className="points-reward__name">{reward.name}</h3>
            <dl className="points-reward__facts">
              <div>
                <dt>{t('rewards.pointsRequired')}</dt>
                <dd>{pointsText(reward.pointsRequired)}</dd>
              </div>
              {reward.amountRequired > 0 && (
                <div>
                  <dt>{t('rewards.amountRequired')}</dt>
                  <dd>{money(reward.amountRequired)}</dd>
                </div>
              )}
              {reward.cashAmount > 0 && (
                <div>
                  <dt>{t('rewards.cashAmount')}</dt>
                  <dd>{money(reward.cashAmount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('rewards.unit')}</dt>
                <dd>{unit(reward.unit)}</dd>
              </div>
              <div>
                <dt>{t('rewards.stock')}</dt>
                <dd>
                  {reward.stock === null
                    ? t('rewards.unlimited')
                    : reward.stock > 0
                      ? t('rewards.stockLeft', { count: reward.stock })
                      : t('rewards.outOfStock')}
                </dd>
              </div>
            </dl>
            {block && (
              <p id={reasonId} className="points-reward__reason">
                {t(`rewards.${block}`)}
              </p>
            )}
            <button
              type="button"
              className="button"
              disabled={block !== null}
              aria-label={t('rewards.redeemReward', { name: reward.name })}
              aria-describedby={block ? reasonId : undefined}
              onClick={() => onRedeem(reward.id)}
            >
              {t('rewards.redeem')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
