import { ContractPage } from './contract-page';

/** agentHourSalary (SPEC 2.6, type hourSalary): hourly salary contracts, settled every hour. */
export default function HourlySalaryPage() {
  return <ContractPage kind="hourlySalary" />;
}
