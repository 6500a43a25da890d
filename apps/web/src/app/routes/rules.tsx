import { RulesPage } from '../../features/rules';

export default function RulesRoute() {
  return <RulesPage />;
}
