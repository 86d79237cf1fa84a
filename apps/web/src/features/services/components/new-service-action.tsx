import { CreateLinkOrReason } from '../../../components/list-toolbar';
import { serviceMessages } from '../../../lib/messages';

const text = serviceMessages.basket;

/** «خدمت جدید»: a link once a sub category is chosen; until then a disabled button with the reason beside it. */
export function NewServiceAction({ to }: { to: string | null }) {
  return <CreateLinkOrReason label={text.newService} to={to} reason={text.newServiceHint} />;
}
