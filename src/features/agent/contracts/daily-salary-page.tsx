import { ContractPage } from './contract-page';

/** agentDailyWages2 (SPEC 2.6, type salary): daily salary contracts. */
export default function DailySalaryPage() {
  return <ContractPage kind="dailySalary" />;
}
