import { ContractPage } from './contract-page';

/** agentRealtimeSalary (SPEC 2.6, type agentRealtimeSalary): real-time salary contracts, settled every 5 minutes (SPEC 9). */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="realtimeSalary" />;
}
