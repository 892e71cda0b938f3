import { ResourceList } from '../../components/resource-list/resource-list';
import { taxClassesResource } from './resource';

/** The Tax Classes screen: the generic list of its definition. */
export default function TaxClassesPage() {
  return <ResourceList definition={taxClassesResource} />;
}
