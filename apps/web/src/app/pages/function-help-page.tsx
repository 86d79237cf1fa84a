import { useParams } from 'react-router';
import { useFunctionHelp } from '../../features/functions/api/function-queries';
import { FunctionHelpView } from '../../features/functions/components/function-help-view';
import { commonMessages, functionMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem } from './route-item';

/** `/panel/function-help/{ename}` (Admin or Employee): a function's generated help. */
export default function FunctionHelpPage() {
  const ename = useParams().ename ?? '';
  const { data: help, isError } = useFunctionHelp(ename);
  return (
    <RouteItem
      isMissing={isError}
      isLoading={!help}
      notFound={{ title: functionMessages.help.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: commonMessages.backHome, to: pathTo('panel') }}
    >
      {() => help && <FunctionHelpView help={help} />}
    </RouteItem>
  );
}
