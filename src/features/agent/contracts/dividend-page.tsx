import { ContractPage } from './contract-page';

/** agentDividendRecordCopy2 (SPEC 2.6, type enableCt): dividend contracts. */
export default function DividendPage() {
  return <ContractPage kind="dividend" />;
}
